import Document

/// `TabView` with `.tabViewStyle(.page)` (or `PageTabViewStyle()`): its pages side by side, the
/// selected one filling the view, with iOS's page indicator dots at the bottom and no tab bar. A
/// change of selection in an animated transaction slides the strip of pages (each page is offset by
/// its distance from the selection, in its own widths: `PageOffsetEffect`), and the dots' colours
/// follow; without an animation the page changes at once, as SwiftUI does for a programmatic change.
/// Swipes are not simulated: pages change when the code changes the selection (a "Next" button).
///
/// The indicator: 8-point dots 8 points apart in a 26-point-high strip at the bottom, the current dot
/// white and the others white at 35 % (UIPageControl's defaults on iOS 17 as they look in screen
/// captures: an estimate, Apple publishes no metrics); `.indexViewStyle(.page(backgroundDisplayMode:
/// .always))` puts them on a translucent dark capsule (estimate), as people add for light pages.
extension Library {
    static let tabViewStyleKey = "flipbook.tabViewStyle", indexViewStyleKey = "flipbook.indexViewStyle"
    static let pageDotDiameter = 8.0, pageDotSpacing = 8.0, pageIndicatorHeight = 26.0
    static let pageDotDimmedOpacity = 0.35

    static func addPageStyleConstructors(_ t: inout [String: [Signature]]) {
        typealias Mode = BuiltinEnumArgument<IndexDisplayModeKind>
        typealias Backdrop = BuiltinEnumArgument<BackgroundDisplayModeKind>
        let page: @Sendable (IndexDisplayModeKind) -> Value = { mode in
            .enumCase(type: TabViewStyleKind.swiftUIName, name: "page", payload: [.enumCase(type: IndexDisplayModeKind.swiftUIName, name: mode.rawValue)])
        }
        let indexPage: @Sendable (BackgroundDisplayModeKind) -> Value = { mode in
            .enumCase(type: IndexViewStyleKind.swiftUIName, name: "page",
                      payload: [.enumCase(type: BackgroundDisplayModeKind.swiftUIName, name: mode.rawValue)])
        }
        t[TabViewStyleKind.swiftUIName + ".page"] = [Signature(Param<Mode>.labeled("indexDisplayMode")) { _, _, m in page(m.value) }]
        t["PageTabViewStyle"] = [Signature(Param<Mode>.labeled("indexDisplayMode", default: Mode(value: .automatic))) { _, _, m in page(m.value) }]
        t[IndexViewStyleKind.swiftUIName + ".page"] = [Signature(Param<Backdrop>.labeled("backgroundDisplayMode")) { _, _, m in indexPage(m.value) }]
        t["PageIndexViewStyle"] = [Signature(Param<Backdrop>.labeled("backgroundDisplayMode", default: Backdrop(value: .automatic))) { _, _, m in
            indexPage(m.value)
        }]
    }
}

/// SwiftUI's `TabViewStyle` on iPhone: `.page` pages; the others show the tab bar.
enum TabViewStyleKind: String, SwiftUIEnum {
    case automatic, page, tabBarOnly, sidebarAdaptable
    static var swiftUIName: String { "TabViewStyle" }
}

/// `PageTabViewStyle.IndexDisplayMode`: whether the dots show (`.automatic`: with two pages or more).
enum IndexDisplayModeKind: String, SwiftUIEnum {
    case automatic, always, never
    static var swiftUIName: String { "PageTabViewStyle.IndexDisplayMode" }
}

/// SwiftUI's `IndexViewStyle` (only `.page`).
enum IndexViewStyleKind: String, SwiftUIEnum {
    case page
    static var swiftUIName: String { "IndexViewStyle" }
}

/// `PageIndexViewStyle.BackgroundDisplayMode`: `.always` draws the dots on a backdrop; `.interactive`
/// (and so `.automatic`) only while the dots are touched, which a clip never does.
enum BackgroundDisplayModeKind: String, SwiftUIEnum {
    case automatic, always, interactive, never
    static var swiftUIName: String { "PageIndexViewStyle.BackgroundDisplayMode" }
}

extension Interpreter {
    /// The page style in effect, if the TabView being built pages: whether its dots show.
    var pageStyleShowsDots: ((Int) -> Bool)? {
        guard case .enumCase(_, "page", let payload)? = environment.values[Library.tabViewStyleKey] else { return nil }
        var mode = IndexDisplayModeKind.automatic
        if case .enumCase(_, let name, _)? = payload.first, let m = IndexDisplayModeKind(rawValue: name) { mode = m }
        return { count in mode == .always || (mode == .automatic && count > 1) }
    }

    /// Whether `.indexViewStyle(.page(backgroundDisplayMode: .always))` is in effect.
    var pageDotsHaveBackdrop: Bool {
        guard case .enumCase(_, "page", let payload)? = environment.values[Library.indexViewStyleKey],
              case .enumCase(_, "always", _)? = payload.first else { return false }
        return true
    }

    /// The paged TabView: the pages in a clipped strip, the selected one listed first so a tap by
    /// name finds its controls before those of the pages beside it (ids keep each page's identity).
    func pagedTabView(_ pages: [IdentifiedView], selected: Int, showsDots: Bool, depth: Int) -> Value {
        let order = [selected] + pages.indices.filter { $0 != selected }
        let strip = order.map { n in
            IdentifiedView(id: .string("flipbook.page.\(n)"),
                           ScriptContent(ViewValue(node: pages[n].view, depth: depth))
                               .frame(maxWidth: .infinity, maxHeight: .infinity)
                               .effect(PageOffsetEffect(pages: Double(n - selected))).makeNode())
        }
        var node = ZStack { ScriptContent(ViewValue(node: .list(strip), depth: 1)) }.clipped().makeNode()
        if showsDots {
            let dots = pages.indices.map { n in
                IdentifiedView(id: .int(n), Circle().fill(Color.white.opacity(n == selected ? 1 : Library.pageDotDimmedOpacity))
                    .frame(width: Library.pageDotDiameter, height: Library.pageDotDiameter).makeNode())
            }
            var indicator = HStack(spacing: Library.pageDotSpacing) { ScriptContent(ViewValue(node: .list(dots), depth: 1)) }.makeNode()
            if pageDotsHaveBackdrop {
                indicator = ScriptContent(ViewValue(node: indicator, depth: 1)).padding(.horizontal, 10).padding(.vertical, 5)
                    .background(Capsule().fill(Color.black.opacity(0.25))).makeNode()
            }
            let strip = ScriptContent(ViewValue(node: indicator, depth: 1)).frame(height: Library.pageIndicatorHeight).makeNode()
            node = ZStack(alignment: .bottom) {
                ScriptContent(ViewValue(node: node, depth: 1))
                ScriptContent(ViewValue(node: strip, depth: 1))
            }.makeNode()
        }
        return .view(ViewValue(node: node, depth: depth + 6))
    }
}
