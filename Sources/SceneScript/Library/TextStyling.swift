import Document

extension TextCase: SwiftUIEnum { static var swiftUIName: String { "Text.Case" } }

extension Library {
    /// The `Text` a view is when it is one: a text leaf under modifiers that return `Text` in SwiftUI
    /// (`font`, `fontWeight`, `bold`, `foregroundColor`, `foregroundStyle`), which become the attributes
    /// of its runs. nil for any other view.
    static func textValue(_ node: ViewNode) -> TextView? {
        switch node {
        case .text(let t): return t
        case .modified(let inner, let m):
            guard let t = textValue(inner) else { return nil }
            var outer = TextAttributes()
            switch m {
            case .font(let f): outer.font = f
            case .fontWeight(let w): outer.weight = w
            case .fontWidth(let w): outer.width = w
            case .foregroundStyle(let fill): if fill != .foreground { outer.foreground = fill }
            default: return nil
            }
            return t.withAttributes { $0 = $0.over(outer) }
        default:
            return nil
        }
    }

    /// `Text + Text`: each side keeps its own styles.
    static func concatenate(_ l: ViewValue, _ r: ViewValue, _ offset: Int) throws -> Value {
        guard let a = textValue(l.node), let b = textValue(r.node) else {
            throw Failure("'+' joins Text values only (Text, with font, fontWeight, bold, italic or foregroundColor)", at: offset,
                          supported: "Text(\"Total: \") + Text(\"42\").bold()")
        }
        return .view(ViewValue(node: .text(a + b), depth: 1))
    }

    /// The receiver's text leaf with `outer` under each run's own attributes (a `Text` modifier).
    private static func styled(_ base: ViewValue, _ a: Args, _ outer: TextAttributes) throws -> Value {
        guard let node = restyled(base.node, outer) else {
            throw Failure("'\(a.name)' is a Text modifier; apply it to the Text before view modifiers such as padding or frame",
                          at: a.call, supported: "Text(\"…\").\(a.name)(…)")
        }
        return .view(ViewValue(node: node, depth: base.depth))
    }

    private static func restyled(_ node: ViewNode, _ outer: TextAttributes) -> ViewNode? {
        switch node {
        case .text(let t): return .text(t.withAttributes { $0 = $0.over(outer) })
        case .modified(let inner, let m):
            switch m {
            case .font, .fontWeight, .fontWidth, .foregroundStyle: return restyled(inner, outer).map { .modified($0, m) }
            default: return nil
            }
        default: return nil
        }
    }

    /// `Text`'s own modifiers: `italic`, `underline`, `strikethrough`, `monospaced`, `baselineOffset`,
    /// `kerning`, `tracking`; and `textCase`, which every text below follows.
    static func addTextStylingModifiers(_ t: inout [String: [Signature]]) {
        t["italic"] = [onView(Param<Bool>.unlabeled(default: true)) { _, base, a, on in
            var o = TextAttributes(); o.italic = on
            return try styled(base, a, o)
        }]
        t["monospaced"] = [onView(Param<Bool>.unlabeled(default: true)) { _, base, a, on in
            var o = TextAttributes(); o.monospaced = on
            return try styled(base, a, o)
        }]
        for (name, isUnderline) in [("underline", true), ("strikethrough", false)] {
            t[name] = [onView(Param<Bool>.unlabeled(default: true), Param<Color?>.labeled("color", default: nil)) { _, base, a, on, color in
                var o = TextAttributes()
                if isUnderline { o.underline = TextLine(isActive: on, color: color) } else { o.strikethrough = TextLine(isActive: on, color: color) }
                return try styled(base, a, o)
            }]
        }
        t["baselineOffset"] = [onView(Param<Double>.unlabeled) { _, base, a, v in
            var o = TextAttributes(); o.baselineOffset = v
            return try styled(base, a, o)
        }]
        t["kerning"] = [onView(Param<Double>.unlabeled) { _, base, a, v in
            var o = TextAttributes(); o.kerning = v
            return try styled(base, a, o)
        }]
        t["tracking"] = [onView(Param<Double>.unlabeled) { _, base, a, v in
            var o = TextAttributes(); o.tracking = v
            return try styled(base, a, o)
        }]
        t["lineSpacing"] = [mod(Param<Double>.unlabeled) { n, s in n.lineSpacing(s) }]
        t["minimumScaleFactor"] = [onView(Param<Double>.unlabeled) { i, base, a, factor in
            guard factor.isFinite, factor >= 0, factor <= 1 else {
                throw Failure("minimumScaleFactor takes a fraction from 0 to 1 (got \(factor))", at: a.call,
                              supported: ".minimumScaleFactor(0.5)")
            }
            return try i.modified(base.node.minimumScaleFactor(factor), base, a.call)
        }]
        t["allowsTightening"] = [mod(Param<Bool>.unlabeled) { n, on in n.allowsTightening(on) }]
        t["textCase"] = [mod(Param<BuiltinEnumArgument<TextCase>?>.unlabeled) { n, c in n.textCase(c?.value) }]
    }
}

/// The number format styles `Text(_:format:)` takes: `.number` and `.percent`.
enum NumberFormatStyle: String, CaseIterable, Sendable, SwiftUIEnum {
    case number, percent
    static var swiftUIName: String { "FormatStyle" }
}

extension Library {
    /// `value.formatted(.number)` / `.percent` in the en_US locale: grouping commas, at most six
    /// fraction digits (ICU's default precision, which Foundation's format styles use [inferred]),
    /// trailing zeros dropped; `.percent` multiplies by 100 and appends "%".
    static func formattedNumber(_ value: Double, _ style: NumberFormatStyle) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let v = style == .percent ? value * 100 : value
        let scaled = (abs(v) * 1_000_000).rounded(.toNearestOrEven)
        guard scaled < 9e18 else { return String(v) }
        let units = UInt64(scaled)
        let whole = units / 1_000_000, frac = units % 1_000_000
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        grouped = digits + grouped
        if frac > 0 {
            var f = String(frac)
            f = String(repeating: "0", count: 6 - f.count) + f
            while f.last == "0" { f.removeLast() }
            grouped += "." + f
        }
        if v < 0 && units > 0 { grouped = "-" + grouped }
        return style == .percent ? grouped + "%" : grouped
    }
}
