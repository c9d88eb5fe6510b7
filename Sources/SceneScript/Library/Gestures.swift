import Document

/// A gesture value (`TapGesture()`, `DragGesture().onChanged { … }`, …) as far as a clip can
/// perform it: a tap — the `tap` directive, `--tap` and auto-tap — ends a tap or a long press and
/// runs its `onEnded` action; a drag, pinch or rotation never happens in a clip, so its actions
/// are kept for `check` only and never run.
struct GestureValue: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case tap = "TapGesture", spatialTap = "SpatialTapGesture", longPress = "LongPressGesture"
        case drag = "DragGesture", magnify = "MagnifyGesture", magnification = "MagnificationGesture"
        case rotate = "RotateGesture", rotation = "RotationGesture"
        /// `a.simultaneously(with: b)`, `a.exclusively(before: b)`, `a.sequenced(before: b)`.
        case combined = "Gesture"

        /// The value `onEnded` gets when a tap ends the gesture: `Void` for a tap, `true`
        /// (finished) for a long press; nil for gestures a tap does not end.
        var tappedValue: Value? {
            switch self {
            case .tap: .void
            case .longPress: .bool(true)
            case .spatialTap, .drag, .magnify, .magnification, .rotate, .rotation, .combined: nil
            }
        }
    }

    var kind: Kind
    /// The action a tap runs (`onEnded` of a tap or long press, or of the first such part of a
    /// combination), with the value it is called with.
    var tapAction: (ClosureValue, Value)?

    var typeName: String { kind == .combined ? "some Gesture" : kind.rawValue }
}

extension GestureValue: ScriptArgument {
    static var hint: Hint { .any }
    static var expected: String { "a gesture (TapGesture(), LongPressGesture(), DragGesture(), …)" }
    static func read(_ v: Value, at _: Int) -> GestureValue? {
        if case .platform(.gesture(let g)) = v { g } else { nil }
    }
}

extension Library {
    /// The gestures' initializers: every parameter SwiftUI's take (count, minimumDuration,
    /// minimumDistance, coordinateSpace, …) is accepted and changes nothing a tap does.
    static func addGestureConstructors(_ t: inout [String: [Signature]]) {
        let parameters = ["count", "coordinateSpace", "minimumDuration", "maximumDistance", "minimumDistance",
                          "minimumScaleDelta", "minimumAngleDelta"]
        for kind in GestureValue.Kind.allCases where kind != .combined {
            t[kind.rawValue] = [Signature(params: parameters.map { Param<Value>.labeled($0, default: .none).parameter }) { _, _ in
                .platform(.gesture(GestureValue(kind: kind)))
            }]
        }
    }

    static let gestureMethods: [String: [String: [Signature]]] = {
        @Sendable func gesture(_ a: Args) throws -> GestureValue {
            guard case .platform(.gesture(let g))? = a.receiver else { throw Failure("expected a gesture", at: a.call) }
            return g
        }
        /// A method that keeps the gesture as it is (actions for moments a clip never has).
        func keeping(_ params: [CallParameter]) -> [Signature] {
            [Signature(params: params) { _, a in .platform(.gesture(try gesture(a))) }]
        }
        func combining(_ label: String) -> [Signature] {
            [Signature(Param<GestureValue>.labeled(label)) { _, a, other in
                let g = try gesture(a)
                return .platform(.gesture(GestureValue(kind: .combined, tapAction: g.tapAction ?? other.tapAction)))
            }]
        }
        return ["gesture": [
            "onEnded": [Signature(Param<ClosureValue>.unlabeled) { _, a, action in
                var g = try gesture(a)
                if let value = g.kind.tappedValue { g.tapAction = (action, value) }
                return .platform(.gesture(g))
            }],
            "onChanged": keeping([Param<ClosureValue>.unlabeled.parameter]),
            "updating": keeping([Param<Value>.unlabeled.parameter, Param<ClosureValue>.labeled("body").parameter]),
            "simultaneously": combining("with"),
            "exclusively": combining("before"),
            "sequenced": combining("before"),
        ]]
    }()

    /// `.gesture(_:including:)`, `.simultaneousGesture`, `.highPriorityGesture`, and
    /// `.onLongPressGesture`: a gesture a tap ends becomes a tap target, as `onTapGesture` is.
    static func addGestureModifiers(_ t: inout [String: [Signature]]) {
        for name in ["gesture", "simultaneousGesture", "highPriorityGesture"] {
            t[name] = [onView(Param<GestureValue>.unlabeled, Param<Value>.labeled("including", default: .none),
                              Param<Value>.labeled("isEnabled", default: .none)) { i, base, a, g, _, _ in
                guard let (action, value) = g.tapAction else { return .view(base) }
                let arguments: [Value] = if case .void = value { [] } else { [value] }
                return try i.tapTarget(base, action, arguments: arguments, kind: name, a.call)
            }]
        }
        t["onLongPressGesture"] = [
            onView(Param<Value>.labeled("minimumDuration", default: .none), Param<Value>.labeled("maximumDistance", default: .none),
                   Param<ClosureValue>.labeled("perform"), Param<ClosureValue?>.omittable("onPressingChanged")) {
                i, base, a, _, _, action, _ in
                try i.tapTarget(base, action, arguments: [], kind: "onLongPressGesture", a.call)
            },
            // The older form, with `pressing:` before `perform:`.
            onView(Param<Value>.labeled("minimumDuration", default: .none), Param<Value>.labeled("maximumDistance", default: .none),
                   Param<ClosureValue>.labeled("pressing"), Param<ClosureValue>.labeled("perform")) { i, base, a, _, _, _, action in
                try i.tapTarget(base, action, arguments: [], kind: "onLongPressGesture", a.call)
            },
        ]
    }
}

extension Interpreter {
    /// `base` as a tap target running `action`, named as `onTapGesture` names its view.
    func tapTarget(_ base: ViewValue, _ action: ClosureValue, arguments: [Value], kind: String, _ call: Int) throws -> Value {
        let name = tapName(for: base.node, call)
        let script = try makeScript(action, name: "\(kind)(\"\(name)\")", arguments: arguments)
        return try modified(base.node.modifier(.onTapGesture(name: name, script)), base, call)
    }
}
