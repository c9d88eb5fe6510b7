/// The navigation bar a `NavigationStack` (or `NavigationView`) shows above its root view: 44
/// points high, with the title either inline (17-point semibold, centred in the bar) or large
/// (34-point bold, leading 16, in a 52-point area under the bar). Metrics: Apple HIG and
/// /work/shared/reference/ios-look.md; where the large title's baseline sits in its area is an
/// estimate.
public enum NavigationBar {
    public static let height = 44.0
    public static let largeTitleHeight = 52.0

    /// SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: String, CaseIterable, Hashable, Sendable {
        /// Large at the root of a stack, which is the only screen Flipbook shows.
        case automatic, inline, large
    }

    /// The stack's root view under its bar: the content gets the space left, centred in it, as
    /// SwiftUI lays out a navigation stack's root. `background` fills the whole screen, bar
    /// included (a list's grouped background shows behind a transparent bar).
    public static func stack(_ content: ViewNode, title: String?, mode: TitleDisplayMode, background: Color? = nil) -> ViewNode {
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        var rows: [IdentifiedView] = []
        if let title, mode == .inline {
            rows.append(IdentifiedView(Text(title).font(.headline).lineLimit(1)
                .frame(maxWidth: .infinity).frame(height: height).makeNode()))
        } else {
            rows.append(IdentifiedView(Color.clear.frame(height: height).makeNode()))
            if let title {
                rows.append(IdentifiedView(Text(title).font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, 16).padding(.bottom, 8)
                    .frame(maxWidth: .infinity, alignment: .bottomLeading).frame(height: largeTitleHeight).makeNode()))
            }
        }
        rows.append(IdentifiedView(content.frame(maxWidth: .infinity, maxHeight: .infinity).makeNode()))
        let stack = ViewNode.stack(StackView(axis: .vertical, spacing: 0, children: rows))
        guard let background else { return stack }
        return stack.background(background).makeNode()
    }
}
