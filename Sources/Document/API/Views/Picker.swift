import Geometry
import Style

/// SwiftUI's built-in picker styles (`.pickerStyle(.segmented)`). iOS draws `.automatic` as
/// `.menu` (iOS 16 and later); `.inline`, `.wheel`, `.navigationLink` and `.palette` are named so
/// a scene using them gets an error saying what to write instead.
public enum PickerStyleKind: String, CaseIterable, Hashable, Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// One choice of a picker: what it shows, the name a timeline tap uses, and what choosing it runs.
public struct PickerOption: Sendable {
    public var label: ViewNode
    public var name: String
    public var action: Script?
    public init(label: ViewNode, name: String, action: Script?) { self.label = label; self.name = name; self.action = action }
}

/// The look of iOS's segmented control (UISegmentedControl, iOS 13 and later), one definition for
/// the Swift API and scene scripts: equal segments across the offered width on a
/// `tertiarySystemFill` rounded track, the selected one on a raised thumb (white in light mode,
/// `#636366` in dark) that slides to a newly selected segment with UISegmentedControl's own
/// animation, and short dividers between unselected neighbours.
public enum SegmentedControl {
    /// UISegmentedControl's height since iOS 13 (inferred from screenshots: 32 points).
    public static let height = 32.0
    /// The track's corner radius, the thumb's inset in it and the thumb's radius (inferred).
    public static let cornerRadius = 9.0, thumbInset = 2.0, thumbRadius = 7.0
    /// The dividers between unselected segments: 1 × 14 points (inferred).
    public static let dividerHeight = 14.0
    /// Titles: 13 points, medium, semibold when selected (inferred from screenshots).
    public static let fontSize = 13.0
    /// How the thumb slides when the selection changes, whatever the transaction (UISegmentedControl
    /// animates its own thumb; the curve and duration are inferred).
    public static let animation = Animation.spring(duration: 0.3, bounce: 0)

    /// The thumb's colour: white in light mode, `#636366` in dark (inferred from screenshots).
    public static func thumbColor(_ scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(r8: 99, g8: 99, b8: 102) : .white
    }

    /// The thumb shifted right by `index` widths of its own slot: its data is the index, so it
    /// slides when the index animates; it reads its slot's width, so it follows the layout.
    static func slide(_ index: Double) -> Modifier {
        var m = CustomModifier(name: "SegmentedControl.thumb", data: [index]) { data, content in
            // Drawn, the data is the index then the frame (minX, minY, width, height).
            content.offset(x: data[0] * (data.count == 5 ? data[3] : 0)).makeNode()
        }
        m.readsGeometry = true
        return .custom(m)
    }

    /// The control, as wide as offered and `height` high; `selected` nil (the selection matches no
    /// option) shows no thumb. Each segment is a button named by its option.
    public static func control(_ options: [PickerOption], selected: Int?, scheme: ColorScheme) -> ViewNode {
        let ink = UIKitColor["label"].resolved(in: scheme)
        let divider = UIKitColor["separator"].resolved(in: scheme)
        let slot = { Color.clear.frame(maxWidth: .infinity).makeNode() }
        // The thumb sits in the first slot of a row of equal slots and is shifted to the selected one.
        let thumb = RoundedRectangle(cornerRadius: thumbRadius).fill(thumbColor(scheme))
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.04), radius: 0.5, x: 0, y: 0)
            .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.12), radius: 4, x: 0, y: 3)
            .padding(thumbInset)
            .modifier(slide(Double(selected ?? 0)))
            .opacity(selected == nil ? 0 : 1)
        var slots = (0..<options.count).map { IdentifiedView(id: .int($0), slot()) }
        if !slots.isEmpty { slots[0].view = ZStack { slots[0].view; thumb }.makeNode() }
        // The dividers lie on the track, under the thumb: each one shows only between two unselected segments.
        var dividers: [IdentifiedView] = [], segments: [IdentifiedView] = []
        for (n, option) in options.enumerated() {
            if n > 0 {
                let shown = selected != n && selected != n - 1
                dividers.append(IdentifiedView(id: .string("divider\(n)"), Rectangle().fill(divider)
                    .frame(width: 1, height: dividerHeight).opacity(shown ? 1 : 0).frame(width: 0).makeNode()))
            }
            dividers.append(IdentifiedView(id: .int(n), slot()))
            let title = option.label
                .font(.system(size: fontSize, weight: selected == n ? .semibold : .medium)).foregroundColor(ink)
                .lineLimit(1).padding(.horizontal, 6).frame(maxWidth: .infinity, maxHeight: .infinity).makeNode()
            segments.append(IdentifiedView(id: .int(n), .button(ButtonView(label: title, actionName: option.name, action: option.action))))
        }
        let track = RoundedRectangle(cornerRadius: cornerRadius).fill(UIKitColor["tertiarySystemFill"].resolved(in: scheme))
        let body = ZStack {
            track
            ViewNode.stack(StackView(axis: .horizontal, spacing: 0, children: dividers))
            ViewNode.stack(StackView(axis: .horizontal, spacing: 0, children: slots))
            ViewNode.stack(StackView(axis: .horizontal, spacing: 0, children: segments))
        }
        return body.animation(animation, value: selected ?? -1).frame(maxWidth: .infinity).frame(height: height).makeNode()
    }
}

/// iOS 16's menu-style picker, closed: the selected option and an up-down chevron. Outside a list
/// it is a button in the tint; in a list or form row the label leads and the value and chevron
/// trail in `secondaryLabel` (inferred from iOS 17 screenshots).
public enum MenuPickerButton {
    /// The chevron beside the value: `chevron.up.chevron.down`, smaller than the text (inferred).
    public static func chevron() -> ViewNode {
        Image(systemName: "chevron.up.chevron.down").font(.system(size: 13, weight: .medium)).makeNode()
    }

    /// The closed menu: the value, the chevron; in a list the label leading.
    public static func node(label: ViewNode?, value: ViewNode, inList: Bool, scheme: ColorScheme) -> ViewNode {
        let button = HStack(spacing: 5) { value; chevron() }
        guard inList else { return button.foregroundStyle(AnyShapeStyle(Fill.tint)).makeNode() }
        let trailing = button.foregroundColor(UIKitColor["secondaryLabel"].resolved(in: scheme))
        guard let label else { return trailing.makeNode() }
        return HStack { label; Spacer(); trailing }.makeNode()
    }
}
