import Document
import Geometry

/// `ViewThatFits(in:) { … }` and the `Layout` protocol: `struct FlowLayout: Layout { func
/// sizeThatFits(proposal:subviews:cache:) -> CGSize; func placeSubviews(in:proposal:subviews:cache:) }`
/// used as `FlowLayout { … }`, with `ProposedViewSize` and the subviews' `sizeThatFits(_:)`,
/// `dimensions(in:)` and `place(at:anchor:proposal:)`. The layout's methods are this script's
/// code, run by layout (`Document.CustomLayout`).
extension Library {
    static let proposedSizeType = "ProposedViewSize"

    struct ProposedSizeArgument: ScriptArgument {
        let value: ProposedViewSize
        static var hint: Hint { .userEnum(proposedSizeType) }
        static var expected: String { "a ProposedViewSize (.unspecified, .zero, .infinity, ProposedViewSize(width:height:))" }
        static func read(_ v: Value, at _: Int) -> ProposedSizeArgument? {
            if case .platform(.proposedSize(let p)) = v { ProposedSizeArgument(value: p) } else { nil }
        }
    }

    /// `.unspecified`, `.zero`, `.infinity`.
    static func proposedSizeStatic(_ name: String, hasArguments: Bool, at offset: Int) throws -> Value? {
        guard !hasArguments else { return nil }
        switch name {
        case "unspecified": return .platform(.proposedSize(.unspecified))
        case "zero": return .platform(.proposedSize(.zero))
        case "infinity": return .platform(.proposedSize(.infinity))
        default: throw Failure("ProposedViewSize has no member '.\(name)'", at: offset, supported: ".unspecified, .zero, .infinity")
        }
    }

    static func addCustomLayoutConstructors(_ t: inout [String: [Signature]]) {
        t["ViewThatFits"] = [Signature(Param<Axes>.labeled("in", default: .all), Param<ClosureValue>.labeled("content")) { i, a, axes, content in
            let inner = try i.buildClosure(content, [], a.call)
            return .view(try i.wrap(ViewThatFits(in: axes, children: inner.childList), around: [inner], a.call))
        }]
        t[proposedSizeType] = [
            Signature(Param<Double?>.labeled("width"), Param<Double?>.labeled("height")) { _, _, w, h in
                .platform(.proposedSize(ProposedViewSize(width: w, height: h)))
            },
            Signature(Param<Size>.unlabeled) { _, _, s in .platform(.proposedSize(ProposedViewSize(s))) },
        ]
    }

    static func subview(_ a: Args) throws -> (LayoutSubviews, Int) {
        guard case .platform(.layoutSubview(let s, let i))? = a.receiver else { throw Failure("expected a layout subview", at: a.call) }
        return (s.subviews, i)
    }

    static let customLayoutMethods: [String: [String: [Signature]]] = [
        "layoutSubview": [
            "sizeThatFits": [Signature(Param<ProposedSizeArgument>.unlabeled) { _, a, p in
                let (s, i) = try subview(a)
                return .size(try s.sizeThatFits(i, p.value))
            }],
            // `ViewDimensions`' width and height (its alignment guides are not modelled).
            "dimensions": [Signature(Param<ProposedSizeArgument>.labeled("in")) { _, a, p in
                let (s, i) = try subview(a)
                return .size(try s.sizeThatFits(i, p.value))
            }],
            "place": [Signature(Param<Point>.labeled("at"), Param<UnitPoint>.labeled("anchor", default: .topLeading),
                                Param<ProposedSizeArgument>.labeled("proposal", default: ProposedSizeArgument(value: .unspecified))) { _, a, at, anchor, p in
                let (s, i) = try subview(a)
                s.place(i, LayoutPlacement(position: at, anchor: anchor, proposal: p.value))
                return .void
            }],
        ],
        "proposedSize": [
            "replacingUnspecifiedDimensions": [Signature(Param<Size>.labeled("by", default: Size(width: 10, height: 10))) { _, a, by in
                guard case .platform(.proposedSize(let p))? = a.receiver else { throw Failure("expected a ProposedViewSize", at: a.call) }
                return .size(p.replacingUnspecifiedDimensions(by: by))
            }],
        ],
    ]

    static let customLayoutProperties: [String: [String: Property]] = [
        "proposedSize": [
            "width": { _, v, _ in if case .platform(.proposedSize(let p)) = v { return p.width.map(Value.double) ?? .none }; return .void },
            "height": { _, v, _ in if case .platform(.proposedSize(let p)) = v { return p.height.map(Value.double) ?? .none }; return .void },
        ],
    ]
}

/// The subviews of one layout call, as a script value (`Value.platform(.layoutSubview(…))`).
struct LayoutSubviewsBox: Sendable { let subviews: LayoutSubviews }

extension Interpreter {
    /// `FlowLayout(spacing: 6) { … }`: the layout value (its stored properties from the arguments
    /// before the trailing closure), the closure's views as its subviews, and its two methods run
    /// by layout against the state this body was built with.
    func customLayout(_ s: StructDecl, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> Value {
        let trailing = args[args.count - 1]
        guard case .record(let layout) = try construct(s, Array(args.dropLast()), e, &env) else {
            throw Failure("'\(s.name)' did not make a layout", at: e.offset)
        }
        guard case .closure(let content) = try eval(trailing.value, &env, .any) else {
            throw Failure("a layout's content is a view-builder closure", at: trailing.offset, supported: "\(s.name) { … }")
        }
        let sizeMethod = try requirement(s, "sizeThatFits", count: 3, "func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize")
        let placeMethod = try requirement(s, "placeSubviews", count: 4, "func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ())")
        let inner = try buildClosure(content, [], e.offset)
        let program = self.program, snapshot = self.state, offset = e.offset
        @Sendable func run(_ f: FunctionDecl, _ values: [Value], _ subviews: LayoutSubviews) throws -> Value {
            let interp = Interpreter(program: program, state: snapshot)
            do {
                let subs = Value.array((0..<subviews.count).map { .platform(.layoutSubview(LayoutSubviewsBox(subviews: subviews), $0)) })
                var cache = Value.void
                if let make = interp.method(of: layout.type, "makeCache"), make.parameters.count == 1 {
                    cache = try interp.runLayoutMethod(layout, make, [subs], offset)
                }
                return try interp.runLayoutMethod(layout, f, values + [subs, cache], offset)
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
        let model = CustomLayout(typeName: s.name, children: inner.childList) { proposal, subviews in
            let v = try run(sizeMethod, [.platform(.proposedSize(proposal))], subviews)
            guard case .size(let size) = v else {
                throw program.source.error(Failure("'\(s.name).sizeThatFits' must return a CGSize, found \(v.described)", at: sizeMethod.offset))
            }
            return size
        } placeSubviews: { bounds, proposal, subviews in
            _ = try run(placeMethod, [.rect(bounds), .platform(.proposedSize(proposal))], subviews)
        }
        return .view(try wrap(model, around: [inner], e.offset))
    }

    /// A method the `Layout` protocol requires, with its parameter count.
    func requirement(_ s: StructDecl, _ name: String, count: Int, _ declaration: String) throws -> FunctionDecl {
        guard let f = s.methods.first(where: { $0.name == name && !$0.isStatic }), f.parameters.count == count else {
            throw Failure("'\(s.name)' needs \(declaration) to be a Layout", at: s.offset)
        }
        return f
    }

    /// Runs a layout method with its parameters bound in order (the last, the cache, mutable).
    func runLayoutMethod(_ r: Record, _ f: FunctionDecl, _ values: [Value], _ offset: Int) throws -> Value {
        try enterCall(offset, "\(r.type.name).\(f.name)")
        defer { leaveCall() }
        var env = Env(selfRecord: r)
        for (i, (p, v)) in zip(f.parameters, values).enumerated() { env.bind(p.name, v, mutable: i == values.count - 1) }
        let ret = f.returnType.map { Hint.of($0, program: program) } ?? .any
        let result = try runBody(f.body, &env, hint: ret, builder: false)
        return f.returnType == nil ? .void : try coerce(result, ret, f.offset)
    }
}

/// `HStackLayout`, `VStackLayout`, `ZStackLayout` (and `AnyLayout` of one): a stack as a value, so
/// `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())` then `layout { … }`
/// switches stacks while the children keep their identity (their frames animate between the two).
struct StackLayoutValue: Sendable {
    enum Kind: Sendable { case horizontal, vertical, depth }
    var kind: Kind
    var alignment: Alignment
    var spacing: Double?
}

extension Library {
    static func addStackLayoutConstructors(_ t: inout [String: [Signature]]) {
        func forms<A: ScriptArgument>(_ alignment: Param<A>, _ make: @escaping @Sendable (A, Double?) -> StackLayoutValue) -> [Signature] {
            [
                Signature(alignment, Param<Double?>.labeled("spacing", default: nil), Param<ClosureValue>.labeled("content")) { i, a, al, sp, content in
                    try i.stackLayoutView(make(al, sp), content, a.call)
                },
                Signature(alignment, Param<Double?>.labeled("spacing", default: nil)) { _, _, al, sp in .platform(.stackLayout(make(al, sp))) },
            ]
        }
        t["HStackLayout"] = forms(Param<Alignment.Vertical>.labeled("alignment", default: .center)) {
            StackLayoutValue(kind: .horizontal, alignment: Alignment(horizontal: .center, vertical: $0), spacing: $1)
        }
        t["VStackLayout"] = forms(Param<Alignment.Horizontal>.labeled("alignment", default: .center)) {
            StackLayoutValue(kind: .vertical, alignment: Alignment(horizontal: $0, vertical: .center), spacing: $1)
        }
        t["ZStackLayout"] = [
            Signature(Param<Alignment>.labeled("alignment", default: .center), Param<ClosureValue>.labeled("content")) { i, a, al, content in
                try i.stackLayoutView(StackLayoutValue(kind: .depth, alignment: al, spacing: nil), content, a.call)
            },
            Signature(Param<Alignment>.labeled("alignment", default: .center)) { _, _, al in
                .platform(.stackLayout(StackLayoutValue(kind: .depth, alignment: al, spacing: nil)))
            },
        ]
        t["AnyLayout"] = [Signature(Param<Located<Value>>.unlabeled) { _, _, v in
            guard case .platform(.stackLayout) = v.value else {
                throw Failure("AnyLayout wraps a stack layout here", at: v.offset,
                              supported: "AnyLayout(HStackLayout()), AnyLayout(VStackLayout()), AnyLayout(ZStackLayout()); a custom Layout as MyLayout { … }")
            }
            return v.value
        }]
    }
}

extension Interpreter {
    /// `layout { … }` for a stack layout value: the stack it stands for around the closure's views.
    func stackLayoutView(_ l: StackLayoutValue, _ content: ClosureValue, _ call: Int) throws -> Value {
        let inner = try buildClosure(content, [], call)
        let c = ScriptContent(inner)
        switch l.kind {
        case .horizontal: return .view(try wrap(HStack(alignment: l.alignment.vertical, spacing: l.spacing) { c }, around: [inner], call))
        case .vertical: return .view(try wrap(VStack(alignment: l.alignment.horizontal, spacing: l.spacing) { c }, around: [inner], call))
        case .depth: return .view(try wrap(ZStack(alignment: l.alignment) { c }, around: [inner], call))
        }
    }
}
