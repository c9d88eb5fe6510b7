/// How a view's own content — a `Text`'s string, an `Image(systemName:)`'s symbol — changes inside
/// an animated transaction (SwiftUI's `ContentTransition`, set for a subtree with
/// `contentTransition(_:)`). Outside an animated transaction every content change is immediate,
/// as in SwiftUI ("content transitions only take effect within transactions that apply an
/// Animation"). The default, for a view with no `contentTransition` above it, is `.opacity`:
/// the old content fades out while the new one fades in, in the view's animated frame.
public enum ContentTransition: Hashable, Sendable {
    /// Content changes do not animate: the new content shows at once (the frame still animates).
    case identity
    /// A cross-fade of the old and the new content.
    case opacity
    /// SwiftUI interpolates matching glyphs between two texts of the same string; between
    /// different strings (the only change Flipbook tracks) it is drawn as `.opacity` (inferred).
    case interpolate
    /// `numericText(countsDown:)` / `numericText(value:)`: characters that change roll vertically
    /// (in the direction of counting), the others keep their place. `value`, when given, decides
    /// the direction from the change of value (greater = counting up); else `countsDown` does.
    case numericText(countsDown: Bool, value: Double?)
    /// `.symbolEffect` / `.symbolEffect(.replace)`: the old symbol scales down and fades out as the
    /// new one scales up from the centre (the Replace effect's down-up form; timings inferred).
    case symbolReplace
}
