/// Protocols declared in the file: which types conform (declared on the type or on an
/// extension, and through protocol inheritance), the default implementations their extensions
/// give, and — as Swift's compiler checks it — that every conforming type has what the protocol
/// requires (its own member, one from an extension of it, or a default).
extension Program {
    /// Every protocol each script type conforms to, inherited ones included.
    static func allConformances(_ syntax: SyntaxFile, protocols: [String: ProtocolDecl]) throws -> [String: Set<String>] {
        var direct: [String: [String]] = [:]
        for s in syntax.structs { direct[s.name, default: []] += s.conformances }
        for e in syntax.enums { direct[e.name, default: []] += e.conformances }
        for ext in syntax.extensions { direct[ext.typeName, default: []] += ext.conformances }
        var out: [String: Set<String>] = [:]
        for (type, list) in direct {
            var seen = Set<String>()
            var stack = list
            while let p = stack.popLast() {
                guard seen.insert(p).inserted else { continue }
                stack += protocols[p]?.inherited ?? []
            }
            out[type] = seen
        }
        return out
    }

    /// Whether `type` conforms to `proto` (a file protocol or a built-in one it declares).
    func conforms(_ type: String, to proto: String) -> Bool { conformances[type]?.contains(proto) == true }

    /// A default method from `extension P { … }` for a protocol `type` conforms to.
    func defaultMethod(for type: String, _ name: String) -> FunctionDecl? {
        if protocolMethods.isEmpty { return nil }
        for p in sortedConformances[type] ?? [] { if let m = protocolMethods[p]?[name] { return m } }
        return nil
    }

    /// A default computed property from `extension P { … }`.
    func defaultProperty(for type: String, _ name: String) -> PropertyDecl? {
        if protocolProperties.isEmpty { return nil }
        for p in sortedConformances[type] ?? [] { if let x = protocolProperties[p]?[name] { return x } }
        return nil
    }

    /// Every type conforming to a file protocol has each requirement: as its own member or one of
    /// its extensions', or as a default of a protocol it conforms to. Checked in source order, so
    /// the first missing requirement is reported at its type.
    func checkConformances() throws {
        let types: [(name: String, offset: Int)] = syntax.structs.map { ($0.name, $0.offset) } + syntax.enums.map { ($0.name, $0.offset) }
        for t in types.sorted(by: { $0.offset < $1.offset }) {
            for p in (conformances[t.name] ?? []).sorted() {
                guard let proto = protocols[p] else { continue }
                for r in proto.requirements where r.kind != .initializer && !has(r, t.name) {
                    throw Failure("type '\(t.name)' does not conform to protocol '\(p)': it has no '\(r.text)'", at: t.offset,
                                  supported: "add \(r.text) { … } to '\(t.name)', or a default in extension \(p) { … }")
                }
            }
        }
    }

    /// Whether a type has a member meeting the requirement.
    private func has(_ r: ProtocolDecl.Requirement, _ type: String) -> Bool {
        switch r.kind {
        case .property:
            if let s = structs[type], s.properties.contains(where: { $0.name == r.name && $0.isStatic == r.isStatic }) { return true }
            if let e = enums[type] {
                if e.properties.contains(where: { $0.name == r.name && $0.isStatic == r.isStatic }) { return true }
                // `case none` meets `static var none: Self { get }`.
                if r.isStatic, e.enumCase(r.name) != nil { return true }
            }
            if let p = extensionProperties[type]?[r.name], p.isStatic == r.isStatic { return true }
            return defaultProperty(for: type, r.name) != nil
        case .method:
            if let s = structs[type], s.methods.contains(where: { $0.name == r.name }) { return true }
            if let e = enums[type], e.methods.contains(where: { $0.name == r.name }) { return true }
            if extensionMethods[type]?[r.name] != nil { return true }
            return defaultMethod(for: type, r.name) != nil
        case .initializer:
            return true
        }
    }
}
