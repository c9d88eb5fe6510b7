/// `for (index, letter) in text.enumerated()` and `for (a, b) in zip(xs, ys)`: a tuple pattern in
/// a `for` loop, desugared when parsed into a loop over a hidden variable whose body starts with
/// one `let` per name (`let index = $for.0`), so the interpreter and the timeline compiler see
/// an ordinary loop. A `where` clause, which sees the names, becomes an `if` around the body.
extension Parser {
    /// `(a, b, _)`: the names of a flat tuple pattern (nil for `_`).
    mutating func parseForTuplePattern() throws -> [String?] {
        let open = tok
        advance()
        var names: [String?] = []
        while true {
            if tok.isPunct("(") {
                throw fail("nested tuple patterns in 'for' are not supported", supported: "for (a, pair) in … { let (b, c) = … } or pair.0, pair.1")
            }
            let n = try expectIdentifier("a loop variable in the tuple pattern")
            names.append(n == "_" ? nil : n)
            if tok.isPunct(",") { advance(); continue }
            guard tok.isPunct(")") else { throw fail("expected ',' or ')' in the loop's tuple pattern, found \(describe(tok))") }
            advance()
            break
        }
        guard names.count > 1 else {
            throw Failure("a tuple pattern needs two or more names", at: open.offset, supported: "for x in … (without parentheses)")
        }
        return names
    }

    func destructuringFor(_ names: [String?], element: String, sequence: Expr, where cond: Expr?, body: [Stmt],
                          at start: Int) -> Stmt {
        var inner: [Stmt] = []
        for (k, name) in names.enumerated() {
            guard let name else { continue }
            let part = Expr(.member(Expr(.identifier(element), at: start), String(k)), at: start)
            inner.append(Stmt(.binding(isLet: true, name: name, type: nil, value: part), at: start))
        }
        if let cond {
            inner.append(Stmt(.if([.expression(cond)], then: body, else: nil), at: cond.offset))
        } else {
            inner += body
        }
        return Stmt(.for(name: element, sequence: sequence, where: nil, body: inner), at: start)
    }
}
