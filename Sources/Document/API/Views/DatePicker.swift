import Geometry
import Style

/// iOS's compact date picker (`DatePicker` in its default `.compact` style on iPhone), closed:
/// the label leading, then one grey pill per shown component trailing — the date ("Dec 4, 2026")
/// and the time ("9:41 AM") — as a settings row shows it. One definition for the Swift API and
/// scene scripts; the texts are formatted by the caller.
public enum CompactDatePicker {
    /// The pill: `tertiarySystemFill` behind 17-point text in `label`, 11 points each side and 6
    /// above and below, corner radius 6, 6 points between two pills (inferred from iOS 17
    /// screenshots: a pill is 34 points high).
    public static let horizontalPadding = 11.0, verticalPadding = 6.0, cornerRadius = 6.0, spacing = 6.0

    /// One component's pill.
    public static func pill(_ text: String, scheme: ColorScheme) -> ViewNode {
        Text(verbatim: text).font(.system(size: 17)).foregroundColor(UIKitColor["label"].resolved(in: scheme))
            .lineLimit(1).padding(.horizontal, horizontalPadding).padding(.vertical, verticalPadding)
            .background(UIKitColor["tertiarySystemFill"].resolved(in: scheme), in: RoundedRectangle(cornerRadius: cornerRadius))
            .makeNode()
    }

    /// The row: the label (nil with `.labelsHidden()`), flexible space, the pills.
    public static func row(label: ViewNode?, components: [String], scheme: ColorScheme) -> ViewNode {
        let pills = ViewNode.stack(StackView(axis: .horizontal, spacing: spacing,
                                             children: components.enumerated().map { IdentifiedView(id: .int($0.offset), pill($0.element, scheme: scheme)) }))
        guard let label else { return pills }
        return HStack { label; Spacer(); pills }.makeNode()
    }
}
