import Document

/// `.symbolEffect(.bounce.up, options: .repeat(2), value: taps)`, `.symbolEffect(.pulse)`,
/// `.symbolEffect(.scale.up, isActive: on)` and `.contentTransition(.symbolEffect(.replace))`:
/// the effects by name (`SymbolEffect.Kind`), their dotted configurations and their options.
extension SymbolEffect: ScriptArgument {
    static var hint: Hint { .symbolEffect }
    static func read(_ v: Value, at _: Int) -> SymbolEffect? { if case .symbolEffect(let e) = v { e } else { nil } }
}

/// `SymbolEffectOptions`.
struct SymbolEffectOptions: ScriptArgument {
    var repeatCount: Int?
    var speed: Double
    static let `default` = SymbolEffectOptions(repeatCount: nil, speed: 1)
    static var hint: Hint { .symbolEffectOptions }
    static func read(_ v: Value, at _: Int) -> SymbolEffectOptions? {
        if case .symbolEffectOptions(let n, let s) = v { SymbolEffectOptions(repeatCount: n, speed: s) } else { nil }
    }
    var value: Value { .symbolEffectOptions(repeatCount: repeatCount, speed: speed) }
}

extension Library {
    static let symbolEffectStatics = StaticTable(
        values: Dictionary(uniqueKeysWithValues: SymbolEffect.Kind.allCases.map { ($0.rawValue, Value.symbolEffect(SymbolEffect($0))) }))

    static let symbolEffectOptionStatics: StaticTable = {
        var t = StaticTable()
        t.values["default"] = SymbolEffectOptions.default.value
        t.values["repeating"] = SymbolEffectOptions.default.value
        t.values["nonRepeating"] = SymbolEffectOptions(repeatCount: 1, speed: 1).value
        t.functions = symbolEffectOptionFunctions
        return t
    }()

    /// `.repeat(n)` and `.speed(x)`, as statics and chained on options.
    private static let symbolEffectOptionFunctions: [String: [Signature]] = [
        "repeat": [
            Signature(Param<Int>.unlabeled) { _, a, n in
                guard n >= 1 else { throw Failure("a symbol effect repeats at least once, not \(n) times", at: a.call, supported: ".repeat(1)…") }
                var o = SymbolEffectOptions.read(a.receiver ?? .void, at: 0) ?? .default
                o.repeatCount = n
                return o.value
            },
        ],
        "speed": [
            Signature(Param<Double>.unlabeled) { _, a, x in
                guard x > 0, x <= 100 else { throw Failure("a symbol effect's speed must be in 0<…100, not \(x)", at: a.call) }
                var o = SymbolEffectOptions.read(a.receiver ?? .void, at: 0) ?? .default
                o.speed = x
                return o.value
            },
        ],
    ]

    static let symbolEffectMethods: [String: [String: [Signature]]] = ["symbolEffectOptions": symbolEffectOptionFunctions]

    /// `.up`, `.down`, `.clockwise`, … set the direction; the layer options (`.byLayer`,
    /// `.wholeSymbol`, `.iterative`, `.cumulative`, `.reversing`, …) are accepted and change
    /// nothing here, since symbols are drawn as one layer.
    static let symbolEffectProperties: [String: [String: Property]] = {
        var t: [String: Property] = [:]
        for d in SymbolEffect.Direction.allCases {
            t[d.rawValue] = { _, v, _ in
                guard case .symbolEffect(var e) = v else { return .void }
                e.direction = d
                return .symbolEffect(e)
            }
        }
        for layerOption in ["byLayer", "wholeSymbol", "iterative", "cumulative", "reversing", "nonReversing",
                            "hideInactiveLayers", "dimInactiveLayers", "offUp", "downUp", "upUp", "magic"] {
            t[layerOption] = { _, v, _ in v }
        }
        return ["symbolEffect": t]
    }()

    /// `.symbolEffect(_:options:value:)` (discrete) and `.symbolEffect(_:options:isActive:)` (indefinite).
    static let symbolEffectModifiers: [Signature] = [
        onView(Param<Located<SymbolEffect>>.unlabeled, Param<SymbolEffectOptions>.labeled("options", default: .default),
               Param<Located<Value>>.labeled("value")) { i, base, a, effect, options, value in
            var e = try playable(effect)
            e.repeatCount = options.repeatCount; e.speed = options.speed
            e.trigger = .value(try i.stateValue(value.value, value.offset))
            return try i.modified(base.node.modifier(.symbolEffect(e)), base, a.call)
        },
        onView(Param<Located<SymbolEffect>>.unlabeled, Param<SymbolEffectOptions>.labeled("options", default: .default),
               Param<Bool>.labeled("isActive", default: true)) { i, base, a, effect, options, active in
            var e = try playable(effect)
            e.repeatCount = options.repeatCount; e.speed = options.speed
            e.trigger = .active(active)
            return try i.modified(base.node.modifier(.symbolEffect(e)), base, a.call)
        },
    ]

    private static func playable(_ e: Located<SymbolEffect>) throws -> SymbolEffect {
        guard e.value.kind != .replace else {
            throw Failure("replace is a content transition, not an effect to add", at: e.offset,
                          supported: ".contentTransition(.symbolEffect(.replace)) on the Image whose systemName changes")
        }
        return e.value
    }
}
