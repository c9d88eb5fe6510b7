import Document

extension Interpreter {
    /// Checks that a value fits where `hint` is expected, converting as Swift would (integers to
    /// CGFloat, colors to styles, shapes and custom views to views, records to custom modifiers).
    func coerce(_ v: Value, _ hint: Hint, _ offset: Int) throws -> Value {
        func mismatch() -> Failure {
            Failure("expected \(hint) here, found \(v.described)", at: offset, supported: conversionAdvice(v, hint), mismatch: true)
        }
        switch (hint, v) {
        case (.any, _): return v
        case (.optional, .none): return v
        case (.optional(let h), _): return try coerce(v, h, offset)
        case (.double, .double(let d)): return .double(try checkedNumber(d, offset))
        case (.double, .int(let i)): return .double(try checkedNumber(Double(i), offset))
        case (.int, .int): return v
        case (.int, .double(let d)):
            guard d.rounded() == d, let i = Int(exactly: d) else { throw mismatch() }
            return .int(i)
        case (.bool, .bool), (.string, .string): return v
        case (.color, .color): return v
        case (.style, .color), (.style, .style): return v
        case (.gradient, .gradient), (.gradientStop, .gradientStop), (.angle, .angle), (.unitPoint, .unitPoint),
             (.alignment, .alignment), (.horizontalAlignment, .horizontalAlignment), (.verticalAlignment, .verticalAlignment),
             (.edge, .edge), (.edgeInsets, .edgeInsets), (.axes, .axes), (.size, .size), (.point, .point), (.rect, .rect),
             (.font, .font), (.fontWeight, .fontWeight), (.fontDesign, .fontDesign), (.textStyle, .textStyle),
             (.animation, .animation), (.transition, .transition), (.gridItem, .gridItem), (.gridItemSize, .gridItemSize),
             (.strokeStyle, .strokeStyle), (.lineCap, .lineCap), (.lineJoin, .lineJoin), (.cornerStyle, .cornerStyle),
             (.contentMode, .contentMode), (.textAlignment, .textAlignment), (.truncationMode, .truncationMode),
             (.matchedProperties, .matchedProperties), (.duration, .duration), (.deadline, .deadline),
             (.blurReplaceStyle, .blurReplaceStyle), (.contentTransition, .contentTransition), (.symbolEffect, .symbolEffect), (.symbolEffectOptions, .symbolEffectOptions), (.transaction, .transaction), (.namespace, .namespace), (.closure, .closure), (.tuple, .tuple):
            return v
        case (.closure, .keyPath(let names)):
            // `items.map(\.title)`: a key path used as a function is the closure `{ $0.title }`.
            var body = Expr(.identifier("$0"), at: offset)
            for n in names where n != "self" { body = Expr(.member(body, n), at: offset) }
            let c = Closure(parameters: [], shorthandCount: 1, body: [Stmt(.expression(body), at: offset)], offset: offset)
            return .closure(ClosureValue(closure: c, env: Env()))
        case (.shape, .shape): return v
        // A `Path` built in a variable is a shape too (`func wave(…) -> Path { var p = Path(); …; return p }`).
        case (.shape, .path(let p)): return .shape(ShapeView(kind: .path(p)), painted: false)
        case (.shape, .record(let r)) where r.type.role == .shape: return try customShapeValue(r, offset)
        case (.transition, .record(let r)) where r.type.conformances.contains("Transition"):
            return .transition(try scriptTransition(r, offset))
        case (.typedTuple(let hs), .tuple(let labels, let values)):
            guard hs.count == values.count else { throw mismatch() }
            return .tuple(labels: labels, values: try zip(values, hs).map { try coerce($0, $1, offset) })
        case (.view, _):
            guard let view = try viewIfPossible(v, offset) else { throw mismatch() }
            return .view(view)
        case (.array(let h), .array(let items)):
            if h == .any { return v }
            return .array(try items.map { try coerce($0, h, offset) })
        case (.dictionary(let kh, let vh), .dictionary(let d)):
            if kh == .any && vh == .any { return v }
            var out = DictionaryValue(keyHint: kh == .any ? d.keyHint : kh, valueHint: vh == .any ? d.valueHint : vh)
            for (k, x) in zip(d.keys, d.values) { try out.set(coerce(k, kh, offset), coerce(x, vh, offset), offset) }
            return .dictionary(out)
        case (.array, .range(let lo, let hi)):
            guard hi - lo <= limits.maxArrayCount else { throw Failure("array with more than \(limits.maxArrayCount) elements", at: offset) }
            return try coerce(.array((lo..<hi).map { .int($0) }), hint, offset)
        case (.character, .character): return v
        case (_, .platform(let p)) where p.fits(hint): return v
        // `AttributedString` is `ExpressibleByStringLiteral` (`@State var s: AttributedString = ""`).
        case (.userEnum(Library.attributedStringType), .string(let s)): return Library.attributed(TextView(s))
        case (.userEnum(let t), .enumCase(let vt, _, _)) where t == vt: return v
        case (.record(let t), .record(let r)) where r.type.name == t: return v
        case (.record(let t), .object(let o)) where o.initial.type.name == t: return v
        case (.binding, .binding): return v
        case (.binding, _):
            throw Failure("expected a Binding here, found \(v.described)", at: offset, supported: "$name for a @State or @Binding name, or .constant(value)",
                          mismatch: true)
        default:
            throw mismatch()
        }
    }

    /// Numbers that reach the model are finite within ±1e12, or infinite/NaN: the model's number
    /// formatting (`Geometry.formatNumber`, used in descriptions and animation names) traps on
    /// finite magnitudes above about 9.2e14.
    func checkedNumber(_ d: Double, _ offset: Int) throws -> Double {
        if d.isFinite && abs(d) > 1e12 {
            throw Failure("number \(d) is out of range (at most ±1e12)", at: offset)
        }
        return d
    }

    /// The view a value stands for, or nil when it is not a view.
    func viewIfPossible(_ v: Value, _ offset: Int) throws -> ViewValue? {
        switch v {
        case .view(let view): return view
        case .shape(let s, _): return ViewValue(node: ViewNode(StyledShape(s)), depth: 1)
        case .color(let c): return ViewValue(node: ViewNode(c), depth: 1)
        case .style(let f):
            switch f {
            case .linearGradient, .radialGradient, .angularGradient: return ViewValue(node: .color(f), depth: 1)
            default: return nil
            }
        case .record(let r) where r.type.role == .view:
            return try expand(r, offset)
        case .record(let r) where r.type.role == .shape:
            guard case .shape(let s, _) = try customShapeValue(r, offset) else { return nil }
            return ViewValue(node: ViewNode(StyledShape(s)), depth: 1)
        default:
            return nil
        }
    }

    /// A value as a view, or an error saying what a view is.
    func asView(_ v: Value, _ offset: Int) throws -> ViewValue {
        if let view = try viewIfPossible(v, offset) { return view }
        switch v {
        case .string: throw Failure("a String is not a view", at: offset, supported: "Text(\"…\")")
        case .style(.material): throw Failure("a material is not a view", at: offset, supported: "Rectangle().fill(.regularMaterial)")
        case .void: throw Failure("this expression does not produce a view", at: offset)
        default: throw Failure("expected a view, found \(v.described)", at: offset)
        }
    }

    /// A custom view's body (the API expands custom views: they leave no node of their own).
    func expand(_ r: Record, _ offset: Int) throws -> ViewValue {
        try enterCall(offset, r.type.name)
        defer { leaveCall() }
        var rec = r
        // A view made outside a body (kept in a `let` of a data struct, say) is named where it is shown.
        if rec.identity == nil { try attachViewStorage(&rec, at: offset) }
        return try asInstance(rec) {
            var env = Env(selfRecord: rec)
            guard let body = try instanceMember(rec, "body", Expr(.identifier("body"), at: offset), &env, .view) else {
                throw Failure("'\(rec.type.name)' has no body", at: offset)
            }
            return try asView(body, offset)
        }
    }

    // MARK: Views

    /// A view made of one node with no children of its own.
    func leaf(_ node: ViewNode) -> ViewValue { ViewValue(node: node, depth: 1) }

    /// A view built by the Swift API around `inner` views (a modifier, a container).
    func wrap<V: View>(_ view: V, around inner: [ViewValue], _ offset: Int, children: Bool = false) throws -> ViewValue {
        let depth = (inner.map(\.depth).max() ?? 0) + 1
        if depth > limits.maxViewDepth {
            throw Failure("the view tree is too deep (more than \(limits.maxViewDepth) levels)", at: offset)
        }
        let node = view.makeNode()
        return ViewValue(node: node, children: children ? view._makeChildren() : nil, depth: depth)
    }

    /// A view modified through the Swift API (`node.padding(…)`).
    func modified<V: View>(_ view: V, _ base: ViewValue, _ offset: Int) throws -> Value {
        .view(try wrap(view, around: [base], offset))
    }
}

/// A script view handed to the Swift API as content: its node, and its children when it is
/// a container's whole content (so `HStack { ForEach … }` gets the ForEach's views as children,
/// exactly as the API's result builder gives them).
struct ScriptContent: View {
    typealias Body = Never
    let value: ViewValue
    init(_ value: ViewValue) { self.value = value }
    func _makeNode() -> ViewNode { value.node }
    func _makeChildren() -> [IdentifiedView] { value.childList }
}

/// A script shape handed to the Swift API where it takes a `Shape` (`clipShape`, `background(_:in:)`).
struct KindShape: Shape {
    let shapeKind: ShapeKind
    init(_ kind: ShapeKind) { shapeKind = kind }
}
