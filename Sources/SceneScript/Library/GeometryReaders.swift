import Document
import Geometry

/// `GeometryReader { proxy in … }`, `GeometryProxy` (`size`, `frame(in:)`, `safeAreaInsets`),
/// `CoordinateSpace` and `.coordinateSpace(name:)`. The reader's content is this script's
/// closure, run again by layout with the reader's frame (`Document.GeometryReader`).
extension Library {
    /// A coordinate space's name as written (`"scroll"`, an enum case): SwiftUI takes any `Hashable`.
    static func coordinateSpaceName(_ v: Value) -> String {
        if case .string(let s) = v { return s }
        return v.debugDescription
    }

    struct CoordinateSpaceArgument: ScriptArgument {
        let space: CoordinateSpace
        static var hint: Hint { .userEnum(coordinateSpaceType) }
        static var expected: String { "a coordinate space (.local, .global, .named(…))" }
        static func read(_ v: Value, at _: Int) -> CoordinateSpaceArgument? {
            guard case .enumCase(coordinateSpaceType, let n, let payload) = v else { return nil }
            switch n {
            case "local": return CoordinateSpaceArgument(space: .local)
            // Flipbook's scroll views rest at their start, so their space is the canvas's [inferred].
            case "global", "scrollView": return CoordinateSpaceArgument(space: .global)
            default: return CoordinateSpaceArgument(space: .named(payload.first.map(coordinateSpaceName) ?? ""))
            }
        }
    }

    static func addGeometryReaderConstructors(_ t: inout [String: [Signature]]) {
        t["GeometryReader"] = [Signature(Param<ClosureValue>.labeled("content")) { i, a, content in
            try i.geometryReader(content, a.call)
        }]
        t["\(coordinateSpaceType).named"] = [Signature(Param<Value>.unlabeled) { _, _, name in
            .enumCase(type: coordinateSpaceType, name: "named", payload: [.string(coordinateSpaceName(name))])
        }]
    }

    static func addGeometryReaderModifiers(_ t: inout [String: [Signature]]) {
        t["coordinateSpace"] = [
            onView(Param<Value>.labeled("name")) { i, base, a, name in
                try i.modified(base.node.modifier(.coordinateSpace(coordinateSpaceName(name))), base, a.call)
            },
            // iOS 17: `.coordinateSpace(.named("x"))`.
            onView(Param<Located<CoordinateSpaceArgument>>.unlabeled) { i, base, a, space in
                guard case .named(let name) = space.value.space else {
                    throw Failure("coordinateSpace(_:) names a space", at: space.offset, supported: ".coordinateSpace(.named(\"…\"))")
                }
                return try i.modified(base.node.modifier(.coordinateSpace(name)), base, a.call)
            },
        ]
    }

    static func proxy(_ a: Args) throws -> GeometryProxy {
        guard case .platform(.geometryProxy(let p))? = a.receiver else { throw Failure("expected a GeometryProxy", at: a.call) }
        return p
    }

    static let geometryProxyMethods: [String: [String: [Signature]]] = [
        "geometryProxy": [
            "frame": [Signature(Param<CoordinateSpaceArgument>.labeled("in")) { _, a, space in .rect(try proxy(a).frame(in: space.space)) }],
        ],
    ]

    static let geometryProxyProperties: [String: [String: Property]] = [
        "geometryProxy": [
            "size": { _, v, _ in if case .platform(.geometryProxy(let p)) = v { return .size(p.size) }; return .void },
            "safeAreaInsets": { _, v, _ in if case .platform(.geometryProxy(let p)) = v { return .edgeInsets(p.safeAreaInsets) }; return .void },
        ],
        "edgeInsets": [
            "top": { _, v, _ in if case .edgeInsets(let e) = v { return .double(e.top) }; return .void },
            "leading": { _, v, _ in if case .edgeInsets(let e) = v { return .double(e.leading) }; return .void },
            "bottom": { _, v, _ in if case .edgeInsets(let e) = v { return .double(e.bottom) }; return .void },
            "trailing": { _, v, _ in if case .edgeInsets(let e) = v { return .double(e.trailing) }; return .void },
        ],
    ]
}

extension Interpreter {
    /// `GeometryReader { proxy in … }`: a leaf whose content layout builds with the reader's
    /// frame, by running the closure again against the state this body was built with. The closure
    /// also runs now, with a proxy of the whole canvas, so a mistake in it is reported here and the
    /// timeline sees the buttons and `onAppear`s inside (`GeometryReader.nominalContent`).
    func geometryReader(_ content: ClosureValue, _ call: Int) throws -> Value {
        let closure = content.closure
        let count = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        guard count == 1 else {
            throw Failure("a GeometryReader's content takes its GeometryProxy", at: closure.offset,
                          supported: "GeometryReader { proxy in … } or GeometryReader { _ in … }")
        }
        let program = self.program, snapshot = self.state, env = environment, scheme = presentationScheme
        let owner = self.owner, context = self.context
        let nominal = try buildClosure(content, [.platform(.geometryProxy(
            GeometryProxy(globalFrame: Rect(origin: .zero, size: program.context.canvas))))], call)
        let reader = GeometryReader(nominalContent: nominal.node) { proxy in
            // A fresh run with its own work budget, as a Canvas renderer's: bounded per reader.
            let interp = Interpreter(program: program, state: snapshot)
            interp.environment = env
            interp.presentationScheme = scheme
            interp.owner = owner
            interp.context = context
            do {
                return try interp.buildClosure(content, [.platform(.geometryProxy(proxy))], call).node
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
        return .view(ViewValue(node: reader.makeNode(), depth: nominal.depth + 1))
    }
}
