/// `struct X_Previews: PreviewProvider { static var previews: some View { … } }`, the pre-macro way
/// of declaring previews: its views become previews as `#Preview` blocks do. A top-level
/// `Group { … }` gives one preview per view in it, as Xcode's canvas shows them.
extension Parser {
    func previews(of s: StructDecl) throws -> [PreviewDecl] {
        guard let p = s.properties.first(where: { $0.name == "previews" }), p.isStatic, let body = p.getter else {
            throw Failure("preview provider '\(s.name)' has no 'static var previews: some View { … }'", at: s.offset)
        }
        if let members = Self.groupMembers(body), members.count > 1 {
            return members.enumerated().map { i, stmt in
                PreviewDecl(name: Self.displayName(stmt) ?? "\(s.name) \(i + 1)", body: [stmt], offset: stmt.offset)
            }
        }
        let only = body.count == 1 ? Self.displayName(body[0]) : nil
        return [PreviewDecl(name: only ?? s.name, body: body, offset: p.offset)]
    }

    /// The statements of `Group { a; b }` when the body is just that call and each is a view
    /// expression; preview modifiers on the group (`.previewLayout(.sizeThatFits)`, which change
    /// nothing a clip shows) may follow it.
    static func groupMembers(_ body: [Stmt]) -> [Stmt]? {
        guard body.count == 1, case .expression(var e) = body[0].kind else { return nil }
        while case .call(let callee, _) = e.kind, case .member(let base, let name) = callee.kind, name.hasPrefix("preview") { e = base }
        guard case .call(let callee, let args) = e.kind,
              case .identifier("Group") = callee.kind, args.count == 1, case .closure(let c) = args[0].value.kind else { return nil }
        let stmts = c.body
        return stmts.allSatisfy({ if case .expression = $0.kind { return true } else { return false } }) ? stmts : nil
    }

    /// `.previewDisplayName("…")` anywhere in the statement's outer modifier chain.
    static func displayName(_ stmt: Stmt) -> String? {
        guard case .expression(var e) = stmt.kind else { return nil }
        while case .call(let callee, let args) = e.kind, case .member(let base, let name) = callee.kind {
            if name == "previewDisplayName", args.count == 1, case .string(let segs) = args[0].value.kind, segs.count <= 1 {
                if case .text(let t)? = segs.first { return t }
                return ""
            }
            e = base
        }
        return nil
    }
}
