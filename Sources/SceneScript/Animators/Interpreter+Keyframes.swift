import Document

/// Keyframes as scene scripts write them (iOS 17): a `@KeyframesBuilder` closure of
/// `KeyframeTrack(\.property) { LinearKeyframe(…); SpringKeyframe(…); CubicKeyframe(…); MoveKeyframe(…) }`
/// (or one `KeyframeTrack { … }` on the whole value, or bare keyframes), resolved into
/// Document's `KeyframeCurve`s on the value's numbers (see `Keyframe` for the interpolation).
struct ResolvedKeyframes: Sendable {
    struct Track: Sendable {
        /// The key path into the value (`[]`: the whole value).
        var path: [String]
        /// The value at the path when the keyframes start: the shape the numbers are rebuilt in.
        var template: Value
        var curve: KeyframeCurve
    }
    var initial: Value
    var tracks: [Track]

    /// `KeyframeTimeline.duration`: its longest track's.
    var duration: Double { tracks.map(\.curve.duration).max() ?? 0 }
}

extension Interpreter {
    /// The most keyframes of one animator (all tracks together).
    static let maximumKeyframes = 1_000

    /// The keyframes a builder closure (`keyframes: { value in … }`, or `KeyframeTimeline`'s
    /// content) gives, starting from `initial`; `argument` is what the closure is called with.
    func resolveKeyframes(_ c: ClosureValue, initial: Value, argument: Value?, _ offset: Int) throws -> ResolvedKeyframes {
        let closure = c.closure
        var env = c.env
        env.push()
        let expected = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        if expected > (argument == nil ? 0 : 1) {
            throw Failure("the keyframes closure takes \(argument == nil ? "no" : "one") parameter", at: closure.offset)
        }
        if let argument {
            if closure.parameters.isEmpty { if expected == 1 { env.bind("$0", argument) } }
            else if closure.parameters[0] != "_" { env.bind(closure.parameters[0], argument) }
        }
        try enterCall(offset, "keyframes")
        defer { leaveCall() }
        var tracks: [ResolvedKeyframes.Track] = []
        var bare: [Keyframe] = []
        var count = 0
        try collect(closure.body, &env) { e, env in
            if case .call(let callee, let args) = e.kind, case .identifier("KeyframeTrack") = callee.kind {
                tracks.append(try keyframeTrack(args, initial: initial, e, &env, &count))
            } else {
                // Keyframes straight in the builder animate the whole value.
                bare += try keyframes(in: e, template: initial, &env, &count)
            }
        }
        if !bare.isEmpty {
            tracks.insert(ResolvedKeyframes.Track(path: [], template: initial,
                                                  curve: KeyframeCurve(start: try keyframeNumbers(initial, offset), keyframes: bare)), at: 0)
        }
        return ResolvedKeyframes(initial: initial, tracks: tracks)
    }

    /// Runs a result-builder body, handing each expression to `item`: `let`s bind, `if`/`else`
    /// picks a branch, `for … in` repeats (`buildArray`).
    private func collect(_ body: [Stmt], _ env: inout Env, _ item: (Expr, inout Env) throws -> Void) throws {
        env.push()
        defer { env.pop() }
        for s in body {
            try tick(s.offset)
            switch s.kind {
            case .expression(let e): try item(e, &env)
            case .binding(let isLet, let name, let type, let value): try bindLocal(name, type, value, s.offset, &env, isVar: !isLet)
            case .if(let conditions, let then, let otherwise):
                env.push()
                if try checkConditions(conditions, &env) {
                    try collect(then, &env, item)
                } else if let otherwise {
                    try collect(otherwise, &env, item)
                }
                env.pop()
            case .for(let n, let sequence, let whereClause, let loopBody):
                for x in try iterate(sequence, &env) {
                    env.push()
                    if let n { env.bind(n, x) }
                    if let whereClause, try !condition(whereClause, &env) { env.pop(); continue }
                    try collect(loopBody, &env, item)
                    env.pop()
                }
            default:
                throw Failure("a keyframes builder holds KeyframeTrack { … } and keyframes only", at: s.offset,
                              supported: "KeyframeTrack(\\.scale) { LinearKeyframe(1.2, duration: 0.2) }, with if / for around them")
            }
        }
    }

    /// `KeyframeTrack(\.path) { … }` or `KeyframeTrack { … }`.
    private func keyframeTrack(_ args: [Argument], initial: Value, _ e: Expr, _ env: inout Env, _ count: inout Int) throws -> ResolvedKeyframes.Track {
        var path: [String] = []
        var content: Closure?
        for a in args {
            switch (a.label, a.value.kind) {
            case (nil, .keyPath(let names)) where content == nil: path = names.filter { $0 != "self" }
            case (nil, .closure(let c)), ("content"?, .closure(let c)): content = c
            default:
                throw Failure("KeyframeTrack takes a key path and a closure of keyframes", at: a.offset,
                              supported: "KeyframeTrack(\\.scale) { … } or KeyframeTrack { … }")
            }
        }
        guard let content else {
            throw Failure("KeyframeTrack needs its keyframes: KeyframeTrack(\\.scale) { LinearKeyframe(1.2, duration: 0.2) }", at: e.offset)
        }
        let template = try keyPath(path, of: initial, e.offset)
        var frames: [Keyframe] = []
        try collect(content.body, &env) { k, env in frames += try keyframes(in: k, template: template, &env, &count) }
        return ResolvedKeyframes.Track(path: path, template: template,
                                       curve: KeyframeCurve(start: try keyframeNumbers(template, e.offset), keyframes: frames))
    }

    /// One keyframe call (`LinearKeyframe(…)`, `CubicKeyframe(…)`, `SpringKeyframe(…)`, `MoveKeyframe(…)`).
    private func keyframes(in e: Expr, template: Value, _ env: inout Env, _ count: inout Int) throws -> [Keyframe] {
        guard case .call(let callee, let args) = e.kind, case .identifier(let kind) = callee.kind,
              ["LinearKeyframe", "CubicKeyframe", "SpringKeyframe", "MoveKeyframe"].contains(kind) else {
            throw Failure("expected a keyframe here", at: e.offset,
                          supported: "LinearKeyframe(_:duration:timingCurve:), CubicKeyframe(_:duration:), SpringKeyframe(_:duration:spring:), MoveKeyframe(_:)")
        }
        count += 1
        if count > Interpreter.maximumKeyframes {
            throw Failure("more than \(Interpreter.maximumKeyframes) keyframes", at: e.offset)
        }
        let hint = keyframeHint(template)
        var value: [Double]?
        var duration: Double?
        var curve = UnitCurve.linear
        var spring = KeyframeSpring()
        var startVelocity: [Double]?, endVelocity: [Double]?
        for a in args {
            func number() throws -> Double {
                guard let d = try eval(a.value, &env, .double).doubleValue else { throw Failure("expected a number of seconds", at: a.value.offset) }
                return try checkedNumber(d, a.value.offset)
            }
            switch a.label {
            case nil where value == nil:
                value = try keyframeNumbers(coerce(eval(a.value, &env, hint), hint, a.value.offset), a.value.offset, like: template)
            case "duration"? where kind != "MoveKeyframe":
                let d = try number()
                guard d >= 0 else {
                    throw Failure("a keyframe's duration cannot be negative (found \(formatNumber(d)))", at: a.value.offset,
                                  supported: "a duration of 0 or more seconds, or MoveKeyframe(_:) to jump")
                }
                guard d <= 3600 else { throw Failure("a keyframe lasts at most 3600 seconds", at: a.value.offset) }
                duration = d
            case "timingCurve"? where kind == "LinearKeyframe":
                curve = try unitCurve(a.value, &env)
            case "spring"? where kind == "SpringKeyframe":
                spring = try keyframeSpring(a.value, &env)
            case "startVelocity"? where kind == "CubicKeyframe" || kind == "SpringKeyframe":
                startVelocity = try keyframeNumbers(coerce(eval(a.value, &env, hint), hint, a.value.offset), a.value.offset, like: template)
            case "endVelocity"? where kind == "CubicKeyframe":
                endVelocity = try keyframeNumbers(coerce(eval(a.value, &env, hint), hint, a.value.offset), a.value.offset, like: template)
            default:
                throw Failure("\(kind) has no argument \(a.label.map { "'\($0):'" } ?? "here")", at: a.offset,
                              supported: keyframeForm(kind))
            }
        }
        guard let value else { throw Failure("\(kind) needs its value", at: e.offset, supported: keyframeForm(kind)) }
        switch kind {
        case "MoveKeyframe": return [Keyframe(value, duration: 0, kind: .move)]
        case "SpringKeyframe":
            return [Keyframe(value, duration: duration ?? spring.settlingDuration, kind: .spring(spring, startVelocity: startVelocity))]
        default:
            guard let duration else { throw Failure("\(kind) needs a duration", at: e.offset, supported: keyframeForm(kind)) }
            if kind == "LinearKeyframe" { return [Keyframe(value, duration: duration, kind: .linear(curve))] }
            return [Keyframe(value, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
        }
    }

    private func keyframeForm(_ kind: String) -> String {
        switch kind {
        case "LinearKeyframe": return "LinearKeyframe(value, duration: 0.3, timingCurve: .easeInOut)"
        case "CubicKeyframe": return "CubicKeyframe(value, duration: 0.3, startVelocity: …, endVelocity: …)"
        case "SpringKeyframe": return "SpringKeyframe(value, duration: 0.5, spring: .bouncy, startVelocity: …)"
        default: return "MoveKeyframe(value)"
        }
    }

    /// `timingCurve:` — `.linear`, `.easeIn`, `.easeOut`, `.easeInOut`, or
    /// `.bezier(startControlPoint:endControlPoint:)` / `UnitCurve.bezier(…)`.
    private func unitCurve(_ e: Expr, _ env: inout Env) throws -> UnitCurve {
        var name: String?
        var args: [Argument]?
        switch e.kind {
        case .implicitMember(let n): name = n
        case .member(let base, let n): if case .identifier("UnitCurve") = base.kind { name = n }
        case .call(let callee, let a):
            args = a
            if case .implicitMember(let n) = callee.kind { name = n }
            if case .member(let base, let n) = callee.kind, case .identifier("UnitCurve") = base.kind { name = n }
        default: break
        }
        switch (name, args) {
        case ("linear"?, nil): return .linear
        case ("easeIn"?, nil): return .easeIn
        case ("easeOut"?, nil): return .easeOut
        case ("easeInOut"?, nil): return .easeInOut
        case ("bezier"?, let a?) where a.count == 2 && a[0].label == "startControlPoint" && a[1].label == "endControlPoint":
            guard case .unitPoint(let p1) = try eval(a[0].value, &env, .unitPoint),
                  case .unitPoint(let p2) = try eval(a[1].value, &env, .unitPoint) else {
                throw Failure("expected UnitPoints", at: e.offset)
            }
            return UnitCurve(p1x: p1.x, p1y: p1.y, p2x: p2.x, p2y: p2.y)
        default:
            throw Failure("expected a UnitCurve", at: e.offset,
                          supported: ".linear, .easeIn, .easeOut, .easeInOut or .bezier(startControlPoint:endControlPoint:)")
        }
    }

    /// `spring:` — a `Spring` (`.bouncy`, `.smooth`, `.snappy`, `Spring(duration:bounce:)`,
    /// `.spring(duration:bounce:)`), read through the animation of the same name: its response is
    /// the spring's duration (ω₀ = 2π/response) and its damping fraction the spring's ζ.
    private func keyframeSpring(_ e: Expr, _ env: inout Env) throws -> KeyframeSpring {
        if case .call(let callee, let args) = e.kind, case .identifier("Spring") = callee.kind {
            var duration = 0.5, bounce = 0.0
            for a in args {
                guard let d = try eval(a.value, &env, .double).doubleValue else { throw Failure("expected a number", at: a.value.offset) }
                switch a.label {
                case "duration"?: duration = d
                case "bounce"?: bounce = d
                default: throw Failure("Spring takes duration: and bounce:", at: a.offset, supported: "Spring(duration: 0.5, bounce: 0.3)")
                }
            }
            return try checkedSpring(KeyframeSpring(duration: duration, bounce: bounce), e.offset)
        }
        guard case .animation(let a) = try eval(e, &env, .animation), case .spring(let response, let zeta, _) = a.kind else {
            throw Failure("expected a Spring", at: e.offset, supported: ".bouncy, .smooth, .snappy or Spring(duration: 0.5, bounce: 0.3)")
        }
        return try checkedSpring(KeyframeSpring(omega: 2 * Double.pi / response, zeta: zeta), e.offset)
    }

    private func checkedSpring(_ s: KeyframeSpring, _ offset: Int) throws -> KeyframeSpring {
        guard s.omega.isFinite, s.omega > 0, s.zeta.isFinite, s.zeta > 0 else {
            throw Failure("a spring needs a duration above 0 and a bounce between -1 and 1", at: offset)
        }
        return s
    }

    /// The hint for a keyframe's value: the type of the value it animates.
    func keyframeHint(_ template: Value) -> Hint {
        switch template {
        case .int, .double: return .double
        case .angle: return .angle
        case .point: return .point
        case .size: return .size
        case .unitPoint: return .unitPoint
        default: return .any
        }
    }

    /// A value's numbers, as keyframes interpolate them (an angle in radians, a point's x and y,
    /// an `AnimatablePair`'s parts); `like` checks it has the shape of the animated value.
    func keyframeNumbers(_ v: Value, _ offset: Int, like template: Value? = nil) throws -> [Double] {
        var out: [Double] = []
        func add(_ v: Value) throws {
            switch v {
            case .int(let i): out.append(Double(i))
            case .double(let d): out.append(try checkedNumber(d, offset))
            case .angle(let a): out.append(try checkedNumber(a.radians, offset))
            case .point(let p): out += [try checkedNumber(p.x, offset), try checkedNumber(p.y, offset)]
            case .size(let s): out += [try checkedNumber(s.width, offset), try checkedNumber(s.height, offset)]
            case .unitPoint(let u): out += [try checkedNumber(u.x, offset), try checkedNumber(u.y, offset)]
            case .animatablePair(let a, let b): try add(a); try add(b)
            default:
                throw Failure("keyframes animate numbers, angles, points, sizes and pairs of them, not \(v.described)", at: offset,
                              supported: "a struct of CGFloat, Angle, CGPoint or CGSize properties, one KeyframeTrack per property")
            }
        }
        try add(v)
        if let template, try keyframeNumbers(template, offset).count != out.count {
            throw Failure("this keyframe's value does not match the animated value (\(template.described))", at: offset)
        }
        return out
    }

    /// Numbers back into a value shaped like `template`.
    func keyframeValue(_ numbers: [Double], like template: Value) -> Value {
        var i = 0
        func next() -> Double { defer { i += 1 }; return i < numbers.count ? numbers[i] : 0 }
        func build(_ t: Value) -> Value {
            switch t {
            case .int, .double: return .double(next())
            case .angle: return .angle(.radians(next()))
            case .point: let x = next(); return .point(Point(x: x, y: next()))
            case .size: let w = next(); return .size(Size(width: w, height: next()))
            case .unitPoint: let x = next(); return .unitPoint(UnitPoint(x: x, y: next()))
            case .animatablePair(let a, let b): let x = build(a); return .animatablePair(x, build(b))
            default: return t
            }
        }
        return build(template)
    }

    /// The keyframes' value at time t (clamped to each track): each track, in order, sets its
    /// property of the value (`KeyframeTimeline.value(time:)`).
    func keyframesValue(_ k: ResolvedKeyframes, at t: Double, _ offset: Int) throws -> Value {
        var v = k.initial
        for track in k.tracks {
            v = try setting(track.path[...], of: v, to: keyframeValue(track.curve.value(at: t), like: track.template), offset)
        }
        return v
    }

    /// `value` with the property at `path` replaced (a struct's stored property, nested).
    private func setting(_ path: ArraySlice<String>, of value: Value, to new: Value, _ offset: Int) throws -> Value {
        guard let first = path.first else { return new }
        // The components of geometry values (`\.y` of a CGPoint, `\.width` of a CGSize).
        if path.count == 1, case .double(let d) = new {
            switch (value, first) {
            case (.point(let p), "x"): return .point(Point(x: d, y: p.y))
            case (.point(let p), "y"): return .point(Point(x: p.x, y: d))
            case (.size(let s), "width"): return .size(Size(width: d, height: s.height))
            case (.size(let s), "height"): return .size(Size(width: s.width, height: d))
            default: break
            }
        }
        guard case .record(var r) = value, let old = r.fields[first] else {
            throw Failure("a KeyframeTrack's key path must name stored properties of the animated struct ('\(first)' is not one)", at: offset)
        }
        r.fields[first] = try setting(path.dropFirst(), of: old, to: new, offset)
        return .record(r)
    }
}
