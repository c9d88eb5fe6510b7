import Geometry
import Style

/// SwiftUI's `List` and `Form` in iOS's look: sections of rows, each section a card (inset
/// grouped, the iOS default), a full-width band (grouped) or plain rows, with separators, headers
/// and footers, scrolling over the grouped background.
///
/// Metrics from /work/shared/reference/ios-look.md: rows at least 44 points high, side insets 16,
/// section corner radius 10, separators inset to the text (16, or 60 past a label's icon), rows on
/// `secondarySystemGroupedBackground` over `systemGroupedBackground`. The vertical spacings (35 above
/// the first section and between sections, a header 7 above its card, a footer 7 below it) and
/// the icon column of a label row are estimates from iOS 17 screenshots: inferred.
public enum GroupedList {
    /// SwiftUI's built-in list styles (`.listStyle(.insetGrouped)`; `InsetGroupedListStyle()`).
    public enum Style: String, CaseIterable, Hashable, Sendable {
        /// `.automatic` is inset grouped on iOS 15 and later; `.sidebar` and `.inset` are drawn as
        /// their nearest iOS-phone look (inset grouped / plain: inferred).
        case automatic, insetGrouped, grouped, plain, inset, sidebar

        var isCard: Bool { self == .automatic || self == .insetGrouped || self == .sidebar }
        var isPlain: Bool { self == .plain || self == .inset }
    }

    /// One `Section`: its rows (with their identities, so insertions and removals animate) and
    /// the optional header and footer views.
    public struct Section: Hashable, Sendable {
        public var header: ViewNode?
        public var footer: ViewNode?
        public var rows: [IdentifiedView]
        /// The section's identity among the list's sections (nil: its position).
        public var id: ViewID?
        /// What the list's content wrapped the section in, innermost first (`.transition(…)`, an
        /// `if` branch): the whole section gets them, so it transitions and keeps its identity.
        public var wrappers: [Wrapper] = []
        public init(header: ViewNode? = nil, footer: ViewNode? = nil, rows: [IdentifiedView], id: ViewID? = nil) {
            self.header = header; self.footer = footer; self.rows = rows; self.id = id
        }
    }

    /// A modifier or `if` branch around a section.
    public enum Wrapper: Hashable, Sendable {
        case modifier(Modifier)
        case conditional(isTrue: Bool)

        func apply(_ node: ViewNode) -> ViewNode {
            switch self {
            case .modifier(let m): .modified(node, m)
            case .conditional(let isTrue): .conditional(isTrue: isTrue, node)
            }
        }

        /// `node` without its modifiers and branches, and those wrappers, innermost first.
        public static func peel(_ node: ViewNode) -> (base: ViewNode, wrappers: [Wrapper]) {
            var base = node, outerFirst: [Wrapper] = []
            while true {
                if case .modified(let inner, let m) = base { outerFirst.append(.modifier(m)); base = inner; continue }
                if case .conditional(let isTrue, let inner) = base { outerFirst.append(.conditional(isTrue: isTrue)); base = inner; continue }
                return (base, outerFirst.reversed())
            }
        }
    }

    public static let minimumRowHeight = 44.0
    public static let sideInset = 16.0
    public static let rowInset = 16.0
    /// Above and below a row's content: a text line (22) makes a 44-point row through the minimum
    /// height, a switch (31) one of 44 too, taller content grows the row (inferred).
    public static let rowVerticalInset = 6.0
    public static let cornerRadius = 10.0
    /// Where a separator starts past a label's icon, from the row's leading edge.
    public static let iconSeparatorInset = 60.0
    /// The icon column of a `Label` row: icons centred in it, so titles line up (inferred).
    public static let iconColumn = 28.0
    public static let sectionSpacing = 35.0
    public static let headerGap = 7.0
    public static let footerGap = 7.0
    /// A separator is a hairline: one pixel at @3x.
    public static let separatorThickness = 1.0 / 3

    /// The list: its sections stacked and scrolling vertically, on the background the style asks for
    /// (none with `showsBackground` false: `.scrollContentBackground(.hidden)`).
    public static func list(_ sections: [Section], style: Style, scheme: ColorScheme, showsBackground: Bool = true) -> ViewNode {
        var blocks: [IdentifiedView] = []
        for (n, section) in sections.enumerated() {
            let node = section.wrappers.reduce(block(section, style: style, scheme: scheme, first: n == 0)) { $1.apply($0) }
            blocks.append(IdentifiedView(id: section.id ?? .int(n), node))
        }
        let content = VStack(alignment: .leading, spacing: 0) { ViewNode.list(blocks) }
            .padding(.bottom, style.isPlain ? 0 : sectionSpacing)
            .frame(maxWidth: .infinity, alignment: .top)
        let scroll = ScrollView { content }
        return showsBackground ? scroll.background(background(style, scheme)).makeNode() : scroll.makeNode()
    }

    /// `systemGroupedBackground` behind grouped styles, `systemBackground` behind plain rows.
    public static func background(_ style: Style, _ scheme: ColorScheme) -> Color {
        UIKitColor[style.isPlain ? "systemBackground" : "systemGroupedBackground"].resolved(in: scheme)
    }

    private static func block(_ section: Section, style: Style, scheme: ColorScheme, first: Bool) -> ViewNode {
        let secondary = UIKitColor["secondaryLabel"].resolved(in: scheme)
        var parts: [IdentifiedView] = []
        let textInset = style.isCard ? sideInset + rowInset : rowInset
        if let header = section.header {
            // Grouped headers are footnote capitals in secondaryLabel; plain headers are bold (inferred).
            let styled = style.isPlain
                ? header.font(.subheadline.bold()).foregroundColor(secondary).makeNode()
                : uppercased(header).font(.footnote).foregroundColor(secondary).makeNode()
            parts.append(IdentifiedView(id: .string("header"), styled.padding(.horizontal, textInset)
                .padding(.top, style.isPlain ? 6 : sectionSpacing - 14)
                .padding(.bottom, style.isPlain ? 6 : headerGap)
                .frame(maxWidth: .infinity, alignment: .leading).makeNode()))
        } else if !style.isPlain {
            parts.append(IdentifiedView(id: .string("header"), Color.clear.frame(height: sectionSpacing).makeNode()))
        }
        parts.append(IdentifiedView(id: .string("rows"), card(section.rows, style: style, scheme: scheme)))
        if let footer = section.footer {
            parts.append(IdentifiedView(id: .string("footer"), footer.font(.footnote).foregroundColor(secondary)
                .padding(.horizontal, textInset).padding(.top, footerGap)
                .frame(maxWidth: .infinity, alignment: .leading).makeNode()))
        }
        return VStack(alignment: .leading, spacing: 0) { ViewNode.list(parts) }.makeNode()
    }

    /// A section's rows on the row background, separated by hairlines inset to the text.
    private static func card(_ rows: [IdentifiedView], style: Style, scheme: ColorScheme) -> ViewNode {
        let separator = UIKitColor["separator"].resolved(in: scheme)
        let rowBackground = UIKitColor[style.isPlain ? "systemBackground" : "secondarySystemGroupedBackground"].resolved(in: scheme)
        var cells: [IdentifiedView] = []
        for (n, row) in rows.enumerated() {
            let (content, hasIcon) = cell(row.view, scheme: scheme)
            var node = content.padding(.horizontal, rowInset)
                .frame(maxWidth: .infinity, minHeight: minimumRowHeight, alignment: .leading).makeNode()
            if n < rows.count - 1 || style == .plain {
                node = node.overlay(alignment: .bottom) {
                    separator.frame(height: separatorThickness).padding(.leading, hasIcon ? iconSeparatorInset : rowInset)
                }.makeNode()
            }
            cells.append(IdentifiedView(id: row.id, node))
        }
        let stack = VStack(alignment: .leading, spacing: 0) { ViewNode.list(cells) }.background(rowBackground)
        guard style.isCard else { return stack.makeNode() }
        return stack.clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .padding(.horizontal, sideInset).makeNode()
    }

    /// A row's content: a label's icon in a fixed column (so titles and separators line up), any
    /// other view as it is, padded by `rowVerticalInset` and at least `minimumRowHeight` high.
    private static func cell(_ view: ViewNode, scheme: ColorScheme) -> (ViewNode, Bool) {
        if case .stack(let s) = view, s.axis == .horizontal, s.children.count == 2, case .image = s.children[0].view.unmodified {
            // A list tints a label's icon with the accent colour (its own foreground style still wins).
            let icon = s.children[0].view.foregroundColor(UIKitColor["systemBlue"].resolved(in: scheme)).frame(width: iconColumn).makeNode()
            let row = HStack(spacing: iconSeparatorInset - rowInset - iconColumn) { icon; s.children[1].view }
            return (row.padding(.vertical, rowVerticalInset).makeNode(), true)
        }
        return (view.padding(.vertical, rowVerticalInset).makeNode(), false)
    }
}

extension GroupedList {
    /// A grouped header's text in capitals, as iOS sets section headers (`textCase(.uppercase)` by default).
    static func uppercased(_ node: ViewNode) -> ViewNode {
        switch node {
        case .text(let t): return .text(TextView(t.string.uppercased()))
        case .modified(let inner, let m): return .modified(uppercased(inner), m)
        case .stack(var s):
            s.children = s.children.map { IdentifiedView(id: $0.id, uppercased($0.view)) }
            return .stack(s)
        case .list(let items): return .list(items.map { IdentifiedView(id: $0.id, uppercased($0.view)) })
        default: return node
        }
    }
}

extension ViewNode {
    /// The view under its modifiers.
    public var unmodified: ViewNode {
        var v = self
        while case .modified(let inner, _) = v { v = inner }
        return v
    }
}
