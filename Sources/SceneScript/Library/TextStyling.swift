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
            case .font, .fontWeight, .foregroundStyle: return restyled(inner, outer).map { .modified($0, m) }
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
        t["textCase"] = [mod(Param<BuiltinEnumArgument<TextCase>?>.unlabeled) { n, c in n.textCase(c?.value) }]
    }
}
