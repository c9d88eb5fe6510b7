import Document

extension Interpreter {
    func prefixOperator(_ op: String, _ x: Expr, _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        let v = try eval(x, &env, op == "!" ? .bool : hint)
        switch (op, v) {
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .int(let i)):
            let (r, o) = (0).subtractingReportingOverflow(i)
            if o { throw Failure("arithmetic overflow", at: e.offset) }
            return .int(r)
        case ("-", .double(let d)): return .double(-d)
        case ("-", .angle(let a)): return .angle(Angle(radians: -a.radians))
        case ("-", .point(let p)): return .point(Point(x: -p.x, y: -p.y))
        case ("+", .int), ("+", .double): return v
        default:
            throw Failure("operator '\(op)' cannot be applied to \(v.described)", at: e.offset)
        }
    }

    func binaryOperator(_ op: String, _ a: Expr, _ b: Expr, _ e: Expr, _ env: inout Env, _ hint: Hint) throws -> Value {
        switch op {
        case "&&":
            return .bool(try condition(a, &env) && condition(b, &env))
        case "||":
            return .bool(try condition(a, &env) || condition(b, &env))
        case "??":
            let l = try eval(a, &env, hint)
            if case .none = l { return try eval(b, &env, hint) }
            return l
        default: break
        }
        // The left operand's type gives the right one's context (`tab == .home`, `x + 1`).
        // Arithmetic has the type of its context (`.now() + 1`, `.degrees(30) + .degrees(10)`).
        let kind = Self.operatorKind(op)
        var l = try eval(a, &env, kind == .arithmetic ? hint.unwrapped : .any)
        let r = try eval(b, &env, contextHint(for: l))
        if kind == .comparison { l = literalAsCharacter(l, a, partner: r) }
        switch op {
        case "==", "!=":
            try checkEquatable(l, op, e.offset)
            let same = try equal(l, r, e.offset)
            return .bool(op == "==" ? same : !same)
        case "<", ">", "<=", ">=": return .bool(try compare(op, l, r, e.offset))
        case "..<", "...":
            if let range = try floatRange(op, l, r, hint, e.offset) { return range }
            guard case .int(let lo) = l, case .int(let hi0) = r else {
                throw Failure("ranges must be between Int values, found \(l.described) and \(r.described)", at: e.offset)
            }
            var hi = hi0
            if op == "..." {
                let (h, o) = hi0.addingReportingOverflow(1)
                if o { throw Failure("range bound overflows", at: e.offset) }
                hi = h
            }
            guard lo <= hi else { throw Failure("range requires lowerBound <= upperBound (\(lo) > \(hi0))", at: e.offset) }
            if hi.subtractingReportingOverflow(lo).overflow { throw Failure("range is too large", at: e.offset) }
            return .range(lo, hi)
        default:
            return try arithmetic(op, l, r, e.offset)
        }
    }

    enum OperatorKind { case comparison, range, arithmetic }

    /// `==` `!=` `<` `>` `<=` `>=` compare, `..<` `...` make ranges, the rest compute. Read from the
    /// operator's bytes: this runs for every operator evaluated (a Canvas loop's arithmetic), where
    /// building and searching arrays of strings cost more than the arithmetic.
    @inline(__always) static func operatorKind(_ op: String) -> OperatorKind {
        var u = op.utf8.makeIterator()
        let c0 = u.next(), c1 = u.next(), c2 = u.next()
        if u.next() != nil { return .arithmetic }
        switch (c0, c1, c2) {
        case (UInt8(ascii: "=")?, UInt8(ascii: "=")?, nil), (UInt8(ascii: "!")?, UInt8(ascii: "=")?, nil),
             (UInt8(ascii: "<")?, nil, nil), (UInt8(ascii: ">")?, nil, nil),
             (UInt8(ascii: "<")?, UInt8(ascii: "=")?, nil), (UInt8(ascii: ">")?, UInt8(ascii: "=")?, nil):
            return .comparison
        case (UInt8(ascii: ".")?, UInt8(ascii: ".")?, UInt8(ascii: "<")?), (UInt8(ascii: ".")?, UInt8(ascii: ".")?, UInt8(ascii: ".")?):
            return .range
        default:
            return .arithmetic
        }
    }

    /// The hint an operand gives its partner.
    func contextHint(for v: Value) -> Hint {
        switch v {
        case .int: return .int
        case .double: return .double
        case .enumCase(let t, _, _): return .userEnum(t)
        case .color: return .color
        case .angle: return .angle
        case .edge: return .edge
        case .unitPoint: return .unitPoint
        case .alignment: return .alignment
        case .string: return .string
        case .bool: return .bool
        case .character: return .character
        case .platform(.date): return .date
        case .platform(.attributedString): return .userEnum(Library.attributedStringType)
        default: return .any
        }
    }

    func arithmetic(_ op: String, _ l: Value, _ r: Value, _ offset: Int) throws -> Value {
        switch (l, r) {
        case (.int(let x), .int(let y)):
            let result: (Int, Bool)
            switch op {
            case "+": result = x.addingReportingOverflow(y)
            case "-": result = x.subtractingReportingOverflow(y)
            case "*": result = x.multipliedReportingOverflow(by: y)
            case "/":
                if y == 0 { throw Failure("division by zero", at: offset) }
                result = x.dividedReportingOverflow(by: y)
            case "%":
                if y == 0 { throw Failure("division by zero", at: offset) }
                result = x.remainderReportingOverflow(dividingBy: y)
            // Bitwise operators, as `Color(hex:)` initializers use them; Swift's smart shifts
            // (a shift by the width or more gives 0, or -1 for a negative value shifted right).
            case "&": result = (x & y, false)
            case "|": result = (x | y, false)
            case "^": result = (x ^ y, false)
            case "<<": result = (x << y, false)
            case ">>": result = (x >> y, false)
            default: throw unsupported(op, l, r, offset)
            }
            if result.1 { throw Failure("arithmetic overflow", at: offset) }
            return .int(result.0)
        case (.int, .double), (.double, .int), (.double, .double):
            let x = l.doubleValue!, y = r.doubleValue!
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": throw Failure("'%' is for Int; use .truncatingRemainder(dividingBy:) for CGFloat", at: offset)
            default: throw unsupported(op, l, r, offset)
            }
        case (.string(let x), .string(let y)) where op == "+":
            return try checkString(x + y, offset)
        case (.view(let x), .view(let y)) where op == "+":
            return try Library.concatenate(x, y, offset)
        case (.platform(.attributedString), _) where op == "+", (_, .platform(.attributedString)) where op == "+":
            if let v = try attributedConcatenation(l, r, offset) { return v }
            throw unsupported(op, l, r, offset)
        case (.array(let x), .array(let y)) where op == "+":
            return try checkArray(x + y, offset)
        case (.angle(let x), .angle(let y)) where op == "+" || op == "-":
            return .angle(Angle(radians: op == "+" ? x.radians + y.radians : x.radians - y.radians))
        case (.angle(let x), _) where (op == "*" || op == "/") && r.doubleValue != nil:
            return .angle(Angle(radians: op == "*" ? x.radians * r.doubleValue! : x.radians / r.doubleValue!))
        case (_, .angle(let y)) where op == "*" && l.doubleValue != nil:
            return .angle(Angle(radians: y.radians * l.doubleValue!))
        case (.deadline(let x), _) where (op == "+" || op == "-") && r.doubleValue != nil:
            return .deadline(op == "+" ? x + r.doubleValue! : x - r.doubleValue!)
        case (.point(let p), .point(let q)) where op == "+" || op == "-":
            return .point(op == "+" ? p + q : p - q)
        case (.platform(.date(let d)), _) where (op == "+" || op == "-") && r.doubleValue != nil:
            return .platform(.date(op == "+" ? d + r.doubleValue! : d - r.doubleValue!))
        case (.string, .character), (.character, .string), (.character, .character):
            throw Failure("operator '\(op)' cannot be applied to \(l.described) and \(r.described)", at: offset,
                          supported: "String(c) + s: make the Character a String first")
        default:
            throw unsupported(op, l, r, offset)
        }
    }

    func unsupported(_ op: String, _ l: Value, _ r: Value, _ offset: Int) -> Failure {
        Failure("operator '\(op)' cannot be applied to \(l.described) and \(r.described)", at: offset)
    }

    func equal(_ l: Value, _ r: Value, _ offset: Int) throws -> Bool { try Interpreter.equal(l, r, offset) }

    /// Swift synthesizes `==` for an enum without associated values; one with them must
    /// declare `Equatable` (or `Hashable`).
    func checkEquatable(_ v: Value, _ op: String, _ offset: Int) throws {
        let type: String
        switch v {
        case .enumCase(let t, _, _):
            guard let d = program.enums[t], d.caseList.contains(where: { !$0.payload.isEmpty }) else { return }
            type = t
        default:
            return
        }
        if program.conforms(type, to: "Equatable") || program.conforms(type, to: "Hashable") || program.conforms(type, to: "Comparable") { return }
        throw Failure("binary operator '\(op)' cannot be applied to two '\(type)' operands", at: offset,
                      supported: "declare it Equatable: enum \(type): Equatable { … }")
    }

    static func equal(_ l: Value, _ r: Value, _ offset: Int) throws -> Bool {
        switch (l, r) {
        case (.object(let x), .object(let y)): return x.id == y.id
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case (.int(let x), .int(let y)): return x == y
        case (.int, .double), (.double, .int), (.double, .double): return l.doubleValue! == r.doubleValue!
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.character(let x), .character(let y)): return x == y
        case (.platform(let x), .platform(let y)):
            if let same = x.equals(y) { return same }
            throw Failure("cannot compare \(l.described) with \(r.described)", at: offset)
        case (.string, .character), (.character, .string):
            throw Failure("cannot compare \(l.described) with \(r.described)", at: offset,
                          supported: "String(c) == s, or s.first == c")
        case (.enumCase(let t1, let c1, let p1), .enumCase(let t2, let c2, let p2)):
            guard t1 == t2 && c1 == c2 && p1.count == p2.count else { return false }
            for (x, y) in zip(p1, p2) where try !equal(x, y, offset) { return false }
            return true
        case (.dictionary(let x), .dictionary(let y)):
            guard x.count == y.count else { return false }
            for (k, v) in zip(x.keys, x.values) {
                guard let w = try y.value(for: k, offset), try equal(v, w, offset) else { return false }
            }
            return true
        case (.color(let x), .color(let y)): return x == y
        case (.angle(let x), .angle(let y)): return x == y
        case (.edge(let x), .edge(let y)): return x == y
        case (.unitPoint(let x), .unitPoint(let y)): return x == y
        case (.alignment(let x), .alignment(let y)): return x == y
        case (.size(let x), .size(let y)): return x == y
        case (.point(let x), .point(let y)): return x == y
        case (.animation(let x), .animation(let y)): return x == y
        case (.transition(let x), .transition(let y)): return x == y
        case (.array(let xs), .array(let ys)):
            guard xs.count == ys.count else { return false }
            for (x, y) in zip(xs, ys) where try !equal(x, y, offset) { return false }
            return true
        case (.range(let a, let b), .range(let c, let d)): return a == c && b == d
        case (.record(let x), .record(let y)):
            guard x.type.name == y.type.name else { return false }
            for (k, v) in x.fields {
                guard let w = y.fields[k], try equal(v, w, offset) else { return false }
            }
            return true
        case (.tuple(_, let xs), .tuple(_, let ys)):
            guard xs.count == ys.count else { return false }
            for (x, y) in zip(xs, ys) where try !equal(x, y, offset) { return false }
            return true
        default:
            throw Failure("cannot compare \(l.described) with \(r.described)", at: offset)
        }
    }

    func compare(_ op: String, _ l: Value, _ r: Value, _ offset: Int) throws -> Bool {
        switch (l, r) {
        case (.int(let x), .int(let y)):
            switch op { case "<": return x < y; case ">": return x > y; case "<=": return x <= y; default: return x >= y }
        case (.string(let x), .string(let y)):
            switch op { case "<": return x < y; case ">": return x > y; case "<=": return x <= y; default: return x >= y }
        case (.character(let x), .character(let y)):
            switch op { case "<": return x < y; case ">": return x > y; case "<=": return x <= y; default: return x >= y }
        case (.platform(.date(let x)), .platform(.date(let y))):
            switch op { case "<": return x < y; case ">": return x > y; case "<=": return x <= y; default: return x >= y }
        default:
            guard let x = l.doubleValue, let y = r.doubleValue else {
                throw Failure("cannot compare \(l.described) with \(r.described) using '\(op)'", at: offset)
            }
            switch op { case "<": return x < y; case ">": return x > y; case "<=": return x <= y; default: return x >= y }
        }
    }
}

extension Value {
    /// The value as a Double when it is a number.
    var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
