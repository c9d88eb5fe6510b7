import Document

extension Interpreter {
    /// A view-builder block, as SwiftUI's `ViewBuilder` builds it: no views → `EmptyView`, one
    /// view → that view, several → a `TupleView`; `if` → an optional view, `if`/`else` →
    /// `.conditional` branches; `let` declarations are allowed between views.
    func buildBlock(_ body: [Stmt], _ env: inout Env) throws -> ViewValue {
        env.push()
        defer { env.pop() }
        var items: [ViewValue] = []
        for s in body {
            try tick(s.offset)
            switch s.kind {
            case .expression(let e):
                let view = try checkingStatement(s) {
                    let v = try eval(e, &env, .view)
                    if case .void = v, isScriptOnlyCall(e) {
                        throw Failure("this call does not make a view: it belongs in an action", at: e.offset,
                                      supported: "Button(\"…\") { … }, .onAppear { … }, .task { … }, .onTapGesture { … }")
                    }
                    return try asView(v, e.offset)
                }
                if let view { items.append(view) }
            case .binding(let isLet, let name, let type, let value):
                try bindLocal(name, type, value, s.offset, &env, isVar: !isLet)
            case .if(let conditions, let then, let otherwise):
                if let view = try checkingStatement(s, { try buildIf(conditions, then, otherwise, s.offset, &env) }) {
                    items.append(view)
                }
            case .switch(let subject, let cases):
                if let view = try checkingStatement(s, { try buildSwitch(subject, cases, s.offset, &env) }) {
                    items.append(view)
                }
            case .for:
                throw Failure("'for' loops are not allowed in a view builder", at: s.offset,
                              supported: "ForEach(0..<n) { i in … }")
            case .while, .repeat:
                let keyword = if case .while = s.kind { "while" } else { "repeat" }
                throw Failure("'\(keyword)' loops are not allowed in a view builder: use ForEach", at: s.offset,
                              supported: "ForEach(0..<n) { i in … }, or compute the values in a helper function")
            case .guard:
                throw Failure("'guard' is not allowed in a view builder", at: s.offset,
                              supported: "if / else, or a helper function that returns the view")
            case .break, .continue:
                let keyword = if case .break = s.kind { "break" } else { "continue" }
                throw Failure("'\(keyword)' is not allowed in a view builder", at: s.offset,
                              supported: "if / else around the views")
            case .assign:
                throw Failure("assignments are not allowed while a view is built", at: s.offset,
                              supported: "change @State in an action (Button, onAppear, onTapGesture)")
            case .return:
                throw Failure("'return' cannot be mixed with views in a view builder", at: s.offset)
            }
        }
        return try combine(items, body.first?.offset ?? 0)
    }

    /// `ViewBuilder.buildBlock` for the views of one block.
    func combine(_ items: [ViewValue], _ offset: Int) throws -> ViewValue {
        switch items.count {
        case 0:
            return ViewValue(node: EmptyView().makeNode(), children: EmptyView()._makeChildren(), depth: 1)
        case 1:
            return items[0]
        default:
            let children = items.map { IdentifiedView($0.node) }
            return try wrap(ViewNode.list(children), around: items, offset).with(children: children)
        }
    }

    /// `if` in a view builder, as Swift's result-builder transform builds it (SE-0289): an `if`
    /// without `else` is an optional view (the content when true, nothing when false). A chain
    /// `if … else if … else …` of N branches is one choice: the branch taken is a leaf of a binary
    /// tree of `buildEither(first:)`/`buildEither(second:)` whose first half holds the largest
    /// power of two below N branches (as the compiler builds it; checked against the Swift API
    /// in the tests), i.e. nested `.conditional` wrappers; without a final `else`, nothing taken
    /// gives an empty view.
    func buildIf(_ conditions: [Condition], _ then: [Stmt], _ otherwise: [Stmt]?, _ offset: Int,
                 _ env: inout Env) throws -> ViewValue {
        // Flatten the chain.
        var cases: [([Condition], [Stmt])] = [(conditions, then)]
        var finalElse: [Stmt]?
        var rest = otherwise
        while let r = rest {
            if r.count == 1, r[0].isElseIf, case .if(let c, let t, let o) = r[0].kind {
                cases.append((c, t))
                rest = o
            } else {
                finalElse = r
                rest = nil
            }
        }
        let n = cases.count + (finalElse == nil ? 0 : 1)
        var taken: Int?
        var content: ViewValue?
        for (k, c) in cases.enumerated() {
            env.push()
            if try checkConditions(c.0, &env) {
                content = try buildBlock(c.1, &env)
                taken = k
                env.pop()
                break
            }
            env.pop()
        }
        if taken == nil, let finalElse {
            content = try buildBlock(finalElse, &env)
            taken = n - 1
        }
        guard let k = taken, let view = content else {
            let none: EmptyView? = nil
            return ViewValue(node: none.makeNode(), children: none._makeChildren(), depth: 1)
        }
        if n == 1 { return view }   // `buildOptional(content)`
        return try conditionalBranch(view, k, of: n, offset)
    }

    /// Branch `k` of a multi-way choice of `n` branches (an `if`/`else if` chain or a `switch`),
    /// as Swift's result-builder transform builds it: a leaf of a binary tree of
    /// `buildEither(first:)`/`buildEither(second:)` whose first half holds the largest power of two
    /// below `n`, i.e. nested `.conditional` wrappers (none for a single branch).
    func conditionalBranch(_ content: ViewValue, _ k: Int, of n: Int, _ offset: Int) throws -> ViewValue {
        var view = content
        // The path from the root of the balanced tree to leaf k; wrap from the leaf outward.
        var path: [Bool] = []
        var i = k, count = n
        while count > 1 {
            // Swift's transform puts the largest power of two below `count` in the first half.
            var half = 1
            while half * 2 < count { half *= 2 }
            if i < half { path.append(true); count = half } else { path.append(false); i -= half; count -= half }
        }
        for isFirst in path.reversed() {
            view = try wrap(ViewNode.conditional(isTrue: isFirst, view.node), around: [view], offset)
        }
        return view
    }

    /// Calls that only make sense in actions (so a better error can be given in a builder).
    func isScriptOnlyCall(_ e: Expr) -> Bool {
        guard case .call(let callee, _) = e.kind else { return false }
        if case .identifier(let n) = callee.kind { return ["withAnimation", "withTransaction", "print", "Task"].contains(n) }
        return false
    }
}

extension ViewValue {
    func with(children: [IdentifiedView]) -> ViewValue {
        var v = self
        v.children = children
        return v
    }
}
