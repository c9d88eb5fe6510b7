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

    /// The back button's label: a 17-point semibold `chevron.left` and the previous screen's title (or "Back")
    /// in the tint, 8 points from the leading edge (estimates from iOS 17 screenshots, inferred).
    public static func backLabel(_ title: String?) -> ViewNode {
        HStack(spacing: 5) {
            Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
            Text(title.flatMap { $0.isEmpty ? nil : $0 } ?? "Back").lineLimit(1)
        }
        .foregroundStyle(AnyShapeStyle(Fill.tint))
        .padding(.leading, 8)
        .makeNode()
    }

    /// Where a toolbar item sits in the bar.
    public enum ItemSide: Hashable, Sendable { case leading, trailing, principal, bottom }
    /// The bottom toolbar (`.bottomBar` items): UIToolbar's 44 points on the bar material with a
    /// hairline on top, its items in order from the leading edge, 16 in and 16 apart, a `Spacer()`
    /// among them pushing the rest to the trailing side (UIToolbar's flexible space) [inferred:
    /// Apple documents the placement, not its layout].
    public static let bottomBarHeight = 44.0
    /// Bar items are 16 points from the edges and from each other (HIG margins; inferred for the spacing).
    public static let itemInset = 16.0, itemSpacing = 16.0

    /// The stack's root view under its bar: the content gets the space left, centred in it, as
    /// SwiftUI lays out a navigation stack's root. `background` fills the whole screen, bar
    /// included (a list's grouped background shows behind a transparent bar). `back` (a pushed
    /// screen's back button) sits at the bar's leading edge, then the leading `items`; trailing items sit at the
    /// trailing edge, and a principal one replaces the inline title.
    public static func stack(_ content: ViewNode, title: String?, mode: TitleDisplayMode, background: Color? = nil,
                             back: ViewNode? = nil, items: [(side: ItemSide, view: ViewNode)] = [],
                             scheme: ColorScheme = .light) -> ViewNode {
        let title = title.flatMap { $0.isEmpty ? nil : $0 }
        var rows: [IdentifiedView] = []
        let barID = ViewID.string("flipbook.bar")
        func row(_ side: ItemSide) -> [IdentifiedView] { items.filter { $0.side == side }.map { IdentifiedView($0.view) } }
        let leadingItems = row(.leading), trailingItems = row(.trailing), principal = items.first { $0.side == .principal }?.view
        var sides: [IdentifiedView] = []
        if back != nil || !leadingItems.isEmpty {
            var leading = back.map { [IdentifiedView($0)] } ?? []
            if !leadingItems.isEmpty {
                leading.append(IdentifiedView(ViewNode.stack(StackView(axis: .horizontal, spacing: itemSpacing, children: leadingItems))
                    .padding(.leading, back == nil ? itemInset : 0).makeNode()))
            }
            sides.append(IdentifiedView(ViewNode.stack(StackView(axis: .horizontal, spacing: 0, children: leading))
                .frame(maxWidth: .infinity, alignment: .leading).makeNode()))
        }
        if !trailingItems.isEmpty {
            sides.append(IdentifiedView(ViewNode.stack(StackView(axis: .horizontal, spacing: itemSpacing, children: trailingItems))
                .padding(.trailing, itemInset).frame(maxWidth: .infinity, alignment: .trailing).makeNode()))
        }
        if let principal { sides.append(IdentifiedView(principal)) }
        let overlay: ViewNode? = sides.isEmpty ? nil : .stack(StackView(axis: .depth, children: sides))
        if let title, mode == .inline, principal == nil {
            let bar = Text(title).font(.headline).lineLimit(1).frame(maxWidth: .infinity).frame(height: height)
            rows.append(IdentifiedView(id: barID, overlay.map { bar.overlay($0).makeNode() } ?? bar.makeNode()))
        } else {
            let bar = Color.clear.frame(height: height)
            rows.append(IdentifiedView(id: barID, overlay.map { bar.overlay($0).makeNode() } ?? bar.makeNode()))
            if let title {
                rows.append(IdentifiedView(id: .string("flipbook.largeTitle"), Text(title).font(.largeTitle.bold()).lineLimit(1)
                    .padding(.horizontal, 16).padding(.bottom, 8)
                    .frame(maxWidth: .infinity, alignment: .bottomLeading).frame(height: largeTitleHeight).makeNode()))
            }
        }
        // Explicit ids: a screen pushed with an inline title keeps the content's identity (a row fewer above it).
        rows.append(IdentifiedView(id: .string("flipbook.content"), content.frame(maxWidth: .infinity, maxHeight: .infinity).makeNode()))
        let bottomItems = row(.bottom)
        if !bottomItems.isEmpty {
            rows.append(IdentifiedView(id: .string("flipbook.bottomBar"), bottomBar(bottomItems, scheme: scheme)))
        }
        let stack = ViewNode.stack(StackView(axis: .vertical, spacing: 0, children: rows))
        guard let background else { return stack }
        return stack.background(background).makeNode()
    }

    /// The bottom toolbar's row: the items over the bar material, a hairline on top.
    static func bottomBar(_ items: [IdentifiedView], scheme: ColorScheme) -> ViewNode {
        let hairline = UIKitColor["separator"].resolved(in: scheme)
        return ViewNode.stack(StackView(axis: .horizontal, spacing: itemSpacing, children: items))
            .padding(.horizontal, itemInset)
            .frame(maxWidth: .infinity, alignment: .leading).frame(height: bottomBarHeight)
            .background(AnyShapeStyle(Fill.material(.bar, scheme)))
            .overlay(alignment: .top) { hairline.frame(height: 1.0 / 3) }
            .makeNode()
    }
}
