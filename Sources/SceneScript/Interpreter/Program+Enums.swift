/// What Swift's compiler checks on enums that the parser cannot: raw values are literals of
/// the raw type, unique, and implicit ones follow Swift's rules (a `String` case's is its name,
/// an `Int` case's is one more than the previous case's, starting at 0); `CaseIterable` is only
/// synthesized for cases without associated values.
extension Program {
    static func enumRawValues(_ enums: [EnumDecl]) throws -> [String: [String: Value]] {
        var out: [String: [String: Value]] = [:]
        for e in enums {
            guard let raw = e.rawType else {
                if let c = e.caseList.first(where: { $0.rawValue != nil }) {
                    throw Failure("enum case cannot have a raw value if the enum does not have a raw type", at: c.offset,
                                  supported: "enum \(e.name): String { … } (or Int, Double, Character)")
                }
                continue
            }
            if let c = e.caseList.first(where: { !$0.payload.isEmpty }) {
                throw Failure("enum with raw type cannot have cases with arguments", at: c.offset,
                              supported: "drop the raw type ': \(raw)' to give '\(c.name)' associated values")
            }
            var values: [String: Value] = [:]
            var seen: [HashKey: String] = [:]
            var next: Double? = 0
            for c in e.caseList {
                let v: Value
                if let x = c.rawValue {
                    v = try rawLiteral(x, raw, e.name)
                } else {
                    switch raw {
                    case "String": v = .string(c.name)
                    case "Int", "UInt":
                        guard let n = next else { throw implicitRaw(c, raw) }
                        v = .int(Int(n))
                    case "Double", "CGFloat", "Float":
                        guard let n = next else { throw implicitRaw(c, raw) }
                        v = .double(n)
                    default:
                        throw Failure("enum cases require explicit raw values when the raw type is not expressible by integer or string literal",
                                      at: c.offset, supported: "case \(c.name) = \"…\"")
                    }
                }
                switch v {
                case .int(let i): next = Double(i) + 1
                case .double(let d): next = d.rounded() == d ? d + 1 : nil
                default: next = nil
                }
                let key = try HashKey(v, c.offset)
                if let first = seen[key] {
                    throw Failure("raw value for enum case is not unique: '\(c.name)' has the raw value of '\(first)'",
                                  at: c.rawValue?.offset ?? c.offset, supported: "a different raw value for each case")
                }
                seen[key] = c.name
                values[c.name] = v
            }
            out[e.name] = values
        }
        return out
    }

    private static func implicitRaw(_ c: EnumDecl.Case, _ raw: String) -> Failure {
        Failure("enum case must declare a raw value when the preceding raw value is not an integer", at: c.offset,
                supported: "case \(c.name) = …")
    }

    /// A raw value as written: a literal of the raw type.
    private static func rawLiteral(_ x: Expr, _ raw: String, _ enumName: String) throws -> Value {
        var kind = x.kind
        var negative = false
        if case .prefix("-", let inner) = kind { kind = inner.kind; negative = true }
        switch (kind, raw) {
        case (.integer(let i), "Int"), (.integer(let i), "UInt"): return .int(negative ? -i : i)
        case (.integer(let i), "Double"), (.integer(let i), "CGFloat"), (.integer(let i), "Float"):
            return .double(Double(negative ? -i : i))
        case (.float(let d), "Double"), (.float(let d), "CGFloat"), (.float(let d), "Float"): return .double(negative ? -d : d)
        case (.string(let segs), "String") where !negative && segs.count <= 1:
            if case .text(let t)? = segs.first { return .string(t) }
            if segs.isEmpty { return .string("") }
        case (.string(let segs), "Character") where !negative && segs.count == 1:
            if case .text(let t)? = segs.first, t.count == 1 { return .string(t) }
        default: break
        }
        let literalType: String
        switch kind {
        case .integer: literalType = "Int"
        case .float: literalType = "Double"
        case .string(let segs): literalType = segs.count > 1 ? "" : "String"
        case .bool: literalType = "Bool"
        default: literalType = ""
        }
        guard !literalType.isEmpty else {
            throw Failure("raw value for enum case must be a literal", at: x.offset,
                          supported: "case a = \(raw == "String" || raw == "Character" ? "\"a\"" : "1")")
        }
        throw Failure("cannot convert value of type '\(literalType)' to raw type '\(raw)' of '\(enumName)'", at: x.offset)
    }

    /// `CaseIterable` needs cases without associated values (unless `allCases` is declared).
    func checkEnums() throws {
        for e in syntax.enums where conforms(e.name, to: "CaseIterable") {
            let declared = e.properties.contains { $0.name == "allCases" && $0.isStatic }
                || extensionProperties[e.name]?["allCases"]?.isStatic == true
            if !declared, let c = e.caseList.first(where: { !$0.payload.isEmpty }) {
                throw Failure("type '\(e.name)' does not conform to protocol 'CaseIterable': case '\(c.name)' has associated values",
                              at: e.offset, supported: "static var allCases: [\(e.name)] { [...] }, or cases without associated values")
            }
        }
    }
}
