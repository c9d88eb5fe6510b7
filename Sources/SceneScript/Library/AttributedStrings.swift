import Document

/// Foundation's `AttributedString` as SwiftUI view files build one for `Text(_:)`: made from a
/// `String` (or a literal) or from Markdown, attributes set on the whole string or on a range from
/// `range(of:)` (`s[range].foregroundColor = .blue`), joined with `+`, `+=` and `append(_:)`.
///
/// The value is the styled runs `Text + Text` and Markdown already make (`TextView`, `TextRun`,
/// `TextAttributes`), so `Text(s)` draws exactly what the same styles written as Text modifiers draw.
/// Attributes that `Text` shows are the SwiftUI scope's: `font`, `foregroundColor`, `backgroundColor`,
/// `underlineStyle`, `strikethroughStyle`, `kern`, `tracking`, `baselineOffset` and `link` (drawn in
/// the tint colour, as a Markdown link). A run's own attribute wins over a modifier on the `Text`, as
/// in SwiftUI.
extension Library {
    static let attributedStringType = "AttributedString"
    static let lineStyleType = "Text.LineStyle"
    static let lineStylePatternType = "Text.LineStyle.Pattern"
    static let urlType = "URL"
    static let attributedTypeNames: Set<String> = [attributedStringType, lineStyleType, lineStylePatternType, urlType]

    /// An `AttributedString` (or `AttributedSubstring`: a slice is one here) argument.
    struct AttributedStringArgument: ScriptArgument {
        let text: TextView
        static var hint: Hint { .userEnum(attributedStringType) }
        static func read(_ v: Value, at _: Int) -> AttributedStringArgument? {
            if case .platform(.attributedString(let t)) = v { AttributedStringArgument(text: t) } else { nil }
        }
    }

    /// `Text.LineStyle.Pattern` (`.solid`, `.dot`, …).
    struct LineStylePatternArgument: ScriptArgument {
        let name: String
        static var hint: Hint { .userEnum(lineStylePatternType) }
        static func read(_ v: Value, at _: Int) -> LineStylePatternArgument? {
            if case .enumCase(lineStylePatternType, let n, _) = v { LineStylePatternArgument(name: n) } else { nil }
        }
    }

    /// The attributes an `AttributedString` sets here, and the type each takes (all optional: `nil`
    /// removes the attribute).
    static let attributeHints: [String: Hint] = [
        "font": .optional(.font), "foregroundColor": .optional(.color), "backgroundColor": .optional(.color),
        "underlineStyle": .optional(.userEnum(lineStyleType)), "strikethroughStyle": .optional(.userEnum(lineStyleType)),
        "kern": .optional(.double), "tracking": .optional(.double), "baselineOffset": .optional(.double),
        "link": .optional(.userEnum(urlType)),
    ]
    static let supportedAttributes = "font, foregroundColor, backgroundColor, underlineStyle (.single), strikethroughStyle, kern, tracking, baselineOffset, link"

    static func attributed(_ t: TextView) -> Value { .platform(.attributedString(t)) }

    /// `AttributedString(…)`, `URL(string:)`, `Text.LineStyle(pattern:color:)` and `Text(attributedString)`.
    static func addAttributedStringConstructors(_ t: inout [String: [Signature]]) {
        t[attributedStringType] = [
            Signature() { _, _ in attributed(TextView("")) },
            Signature(Param<String>.unlabeled) { _, _, s in attributed(TextView(s)) },
            Signature(Param<AttributedStringArgument>.unlabeled) { _, _, s in attributed(s.text) },
            // The inline Markdown of a `Text` literal (`TextMarkdown`); block syntax is not interpreted.
            Signature(Param<String>.labeled("markdown")) { _, _, s in attributed(TextView(merging: TextMarkdown.runs(s))) },
        ]
        t[urlType] = [Signature(Param<String>.labeled("string")) { _, _, s in
            // Foundation refuses an empty string and one with spaces (RFC 3986 characters only).
            s.isEmpty || s.contains(where: \.isWhitespace) ? .none : .platform(.url(s))
        }]
        t[lineStyleType] = [Signature(Param<LineStylePatternArgument>.labeled("pattern", default: LineStylePatternArgument(name: "solid")),
                                      Param<Color?>.labeled("color", default: nil)) { _, a, pattern, color in
            guard pattern.name == "solid" else {
                throw Failure("only the solid line pattern is drawn", at: a.offsets[0], supported: "Text.LineStyle(pattern: .solid, color: …), or .single")
            }
            return .platform(.textLineStyle(TextLine(color: color)))
        }]
        t["Text", default: []].append(Signature(Param<AttributedStringArgument>.unlabeled) { i, _, s in .view(i.leaf(.text(s.text))) })
    }

    /// `Text.LineStyle.single` and the patterns of `Text.LineStyle(pattern:color:)`.
    static func attributedStatic(_ typeName: String, _ name: String, hasArguments: Bool, at offset: Int) throws -> Value? {
        switch typeName {
        case lineStyleType where name == "single" && !hasArguments: return .platform(.textLineStyle(TextLine()))
        case lineStyleType where !hasArguments:
            throw Failure("'\(lineStyleType)' has no member '\(name)'", at: offset,
                          supported: ".single, or Text.LineStyle(pattern: .solid, color: …)")
        case lineStylePatternType:
            let patterns = ["solid", "dot", "dash", "dashDot", "dashDotDot"]
            guard patterns.contains(name), !hasArguments else {
                throw Failure("'\(typeName)' has no case '\(name)'", at: offset, supported: suggestion(for: name, among: patterns))
            }
            return .enumCase(type: typeName, name: name)
        default: return nil
        }
    }

    /// An attribute's value for the whole of `t`: the value every run has, else nil (as
    /// `AttributedString`'s dynamic member lookup reads it).
    static func attributeValue(_ t: TextView, _ name: String) -> Value {
        func of(_ a: TextAttributes) -> Value {
            switch name {
            case "font": return a.font.map(Value.font) ?? .none
            case "foregroundColor":
                if case .color(let c)? = a.foreground { return .color(c) }
                return .none
            case "backgroundColor": return a.background.map(Value.color) ?? .none
            case "underlineStyle": return a.underline.map { .platform(.textLineStyle($0)) } ?? .none
            case "strikethroughStyle": return a.strikethrough.map { .platform(.textLineStyle($0)) } ?? .none
            case "kern": return a.kerning.map(Value.double) ?? .none
            case "tracking": return a.tracking.map(Value.double) ?? .none
            case "baselineOffset": return a.baselineOffset.map(Value.double) ?? .none
            default: return .none
            }
        }
        let values = t.styledRuns.map { of($0.attributes) }
        guard let first = values.first, values.dropFirst().allSatisfy({ Value.same($0, first) }) else { return .none }
        return first
    }

    /// `s.name = value` for every run of `t` (`value` already has the attribute's type).
    static func settingAttribute(_ name: String, of t: TextView, to v: Value, at offset: Int) throws -> TextView {
        let change: (inout TextAttributes) -> Void
        func line(_ v: Value) -> TextLine? { if case .platform(.textLineStyle(let l)) = v { l } else { nil } }
        switch name {
        case "font": change = { $0.font = v.fontValue }
        case "foregroundColor": change = { $0.foreground = v.colorValue.map(Fill.color) }
        case "backgroundColor": change = { $0.background = v.colorValue }
        case "underlineStyle": change = { $0.underline = line(v) }
        case "strikethroughStyle": change = { $0.strikethrough = line(v) }
        case "kern": change = { $0.kerning = v.doubleValue }
        case "tracking": change = { $0.tracking = v.doubleValue }
        case "baselineOffset": change = { $0.baselineOffset = v.doubleValue }
        case "link": change = { $0.isLink = Value.isNone(v) ? nil : true }
        default:
            throw Failure("the attribute '\(name)' is not supported on an AttributedString", at: offset,
                          supported: "supported: " + supportedAttributes)
        }
        return t.restyling(0..<t.characterCount, change)
    }

    static let attributedStringProperties: [String: [String: Property]] = {
        var p: [String: Property] = [:]
        // `link` is not read back: a run keeps only that it is a link.
        for name in attributeHints.keys where name != "link" {
            p[name] = { _, v, _ in
                guard case .platform(.attributedString(let t)) = v else { return .void }
                return attributeValue(t, name)
            }
        }
        // `s.characters`: the text, as a `String` (`s.characters.count`, `String(s.characters)`).
        p["characters"] = { _, v, _ in
            guard case .platform(.attributedString(let t)) = v else { return .void }
            return .string(t.string)
        }
        p["runs"] = { _, _, offset in
            throw Failure("an AttributedString's runs are not available", at: offset,
                          supported: "set attributes on ranges: if let r = s.range(of: \"…\") { s[r].foregroundColor = .blue }")
        }
        return ["attributedString": p, "url": ["absoluteString": { _, v, _ in
            if case .platform(.url(let s)) = v { return .string(s) }
            return .void
        }]]
    }()

    static let attributedStringMethods: [String: [String: [Signature]]] = [
        "attributedString": ["range": [Signature(Param<String>.labeled("of")) { _, a, s in
            guard case .platform(.attributedString(let t))? = a.receiver else { throw Failure("expected an AttributedString", at: a.call) }
            return t.range(of: s).map { .platform(.attributedRange($0.lowerBound, $0.upperBound)) } ?? .none
        }]],
    ]

    static let attributedStringMutators: [String: [String: [Signature]]] = [
        "attributedString": ["append": [Signature(Param<AttributedStringArgument>.unlabeled) { i, a, other in
            guard case .platform(.attributedString(let t))? = a.receiver else { throw Failure("expected an AttributedString", at: a.call) }
            return try i.joined(t, other.text, a.call)
        }]],
    ]
}

extension Interpreter {
    /// `a + b` of attributed strings (a `String` side, a literal in Swift, is plain text).
    func attributedConcatenation(_ l: Value, _ r: Value, _ offset: Int) throws -> Value? {
        func text(_ v: Value) -> TextView? {
            switch v {
            case .platform(.attributedString(let t)): return t
            case .string(let s): return TextView(s)
            default: return nil
            }
        }
        guard let a = text(l), let b = text(r) else { return nil }
        return try joined(a, b, offset)
    }

    func joined(_ a: TextView, _ b: TextView, _ offset: Int) throws -> Value {
        _ = try checkString(a.string + b.string, offset)
        return Library.attributed(TextView(merging: a.styledRuns + b.styledRuns))
    }

    /// `s[range]`: the slice, an `AttributedSubstring` (an attributed string here).
    func attributedSlice(_ t: TextView, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let r = try attributedRange(t, args, e, &env)
        return Library.attributed(TextView(merging: t.runs(in: r)))
    }

    /// The range of `s[range]`, checked against the string it indexes.
    func attributedRange(_ t: TextView, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Range<Int> {
        guard args.count == 1, args[0].label == nil else { throw Failure("expected one range", at: e.offset) }
        guard case .platform(.attributedRange(let lo, let hi)) = try eval(args[0].value, &env) else {
            throw Failure("an AttributedString is indexed by a range from range(of:)", at: args[0].offset,
                          supported: "if let r = s.range(of: \"…\") { s[r].foregroundColor = .blue }")
        }
        guard lo >= 0, hi <= t.characterCount, lo <= hi else {
            throw Failure("the range \(lo)..<\(hi) is outside the string (\(t.characterCount) characters)", at: args[0].offset)
        }
        return lo..<hi
    }

    /// `s[range] = slice` and `s[range].attribute = …` (which stores the changed slice back): true when
    /// `base` is an attributed string.
    func storeAttributedSlice(_ value: Value, _ base: Expr, _ args: [Argument], _ target: Expr, _ env: inout Env) throws -> Bool {
        guard isSubscriptTarget(base), case .platform(.attributedString(let t))? = try? eval(base, &env) else { return false }
        let r = try attributedRange(t, args, target, &env)
        guard case .platform(.attributedString(let slice)) = try coerce(value, .userEnum(Library.attributedStringType), target.offset) else {
            throw Failure("expected an AttributedString", at: target.offset)
        }
        try store(Library.attributed(t.replacing(r, with: slice.styledRuns)), into: base, target.offset, &env)
        return true
    }

    /// The type `s.name = …` / `s[range].name = …` expects when `s` is an attributed string (nil for
    /// any other target); an attribute that is not supported is an error before the value is evaluated.
    func attributeTargetHint(_ target: Expr, _ env: Env) throws -> Hint? {
        guard case .member(let base, let name) = target.kind, isSubscriptTarget(base) else { return nil }
        var e = env
        // `s[r].name`: the slice's string decides, and a wrong index is its own error.
        var root = base, sliced = false
        if case .subscript(let b, _) = base.kind { root = b; sliced = true }
        guard case .platform(.attributedString)? = try? eval(root, &e) else { return nil }
        if sliced { _ = try eval(base, &e) }
        guard let h = Library.attributeHints[name] else {
            throw Failure("the attribute '\(name)' is not supported on an AttributedString", at: target.offset,
                          supported: "supported: " + Library.supportedAttributes)
        }
        return h
    }

    /// `s.name = value`: the attribute set on every run (`value` coerced to the attribute's type).
    func settingAttribute(_ t: TextView, _ name: String, _ value: Value, _ offset: Int) throws -> Value {
        guard let h = Library.attributeHints[name] else {
            throw Failure("the attribute '\(name)' is not supported on an AttributedString", at: offset,
                          supported: "supported: " + Library.supportedAttributes)
        }
        return Library.attributed(try Library.settingAttribute(name, of: t, to: coerce(value, h, offset), at: offset))
    }
}

extension Value {
    var fontValue: Font? { if case .font(let f) = self { f } else { nil } }
    var colorValue: Color? { if case .color(let c) = self { c } else { nil } }
}
