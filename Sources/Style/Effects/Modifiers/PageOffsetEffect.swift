import Geometry

/// A page of a page-style `TabView` (`.tabViewStyle(.page)`) moved sideways by `pages` of its own
/// width: the strip of pages slides as the selection changes, whatever size the TabView has. Not a
/// SwiftUI modifier (SwiftUI's paging is inside `TabView`); JSON scenes name it `pageOffset`.
public struct PageOffsetEffect: VisualEffect {
    /// Whole widths to the trailing side (negative: leading); animated as a number.
    public var pages: Double
    public init(pages: Double) { self.pages = pages }

    public static let name = "pageOffset"
    public static var fields: [ModelField<Self>] { [.init("pages", .number(\.pages))] }
    public static var defaults: Self { PageOffsetEffect(pages: 0) }
    public static var usesBounds: Bool { true }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] {
        pages == 0 ? [] : [.transform(AffineTransform(translationX: pages * bounds.width, y: 0))]
    }
}
