#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Document

extension Library {
    /// Methods of values, by `kindKey` (views: only those that are not modifiers).
    static let methods: [String: [String: [Signature]]] = {
        var t: [String: [String: [Signature]]] = [:]
        t["color"] = ["opacity": [Signature(Param<Double>.unlabeled) { _, a, opacity in
            guard case .color(let c)? = a.receiver else { throw Failure("expected a Color", at: a.call) }
            return .color(c.opacity(opacity))
        }]]
        // `$isOn.animation(.spring)`: the same binding, whose changes by controls are animated.
        t["binding"] = ["animation": [Signature(Param<Animation?>.unlabeled(default: .default)) { _, a, animation in
            guard case .binding(var b)? = a.receiver else { throw Failure("expected a Binding", at: a.call) }
            b.animation = .some(animation)
            return .binding(b)
        }]]
        t["style"] = ["opacity": [Signature(Param<Double>.unlabeled) { _, a, opacity in
            guard case .style(let f)? = a.receiver else { throw Failure("expected a style", at: a.call) }
            return .style(AnyShapeStyle(f).opacity(opacity).shapeFill)
        }]]
        t["image"] = ["resizable": [Signature(Param<Value>.labeled("capInsets", default: .none),
                                              Param<Value>.labeled("resizingMode", default: .none)) { i, a, _, _ in
            guard case .view(let v)? = a.receiver, case .image(let img) = v.node else {
                throw Failure("resizable() must come right after Image(…)", at: a.call)
            }
            var image = img.source.isSystem ? Image(systemName: img.source.name) : Image(img.source.name)
            image = image.resizable()
            return .view(i.leaf(image.makeNode()))
        }]]
        let shapeMethods: [String: [Signature]] = [
            "fill": [Signature(Param<AnyShapeStyle?>.omittable(nil)) { _, a, style in
                let s = try shape(a)
                return .shape(style.map { s.fill($0).paintedShape } ?? s.fill().paintedShape, painted: true)
            }],
            "stroke": strokes(border: false),
            "strokeBorder": strokes(border: true),
            // `Shape.trim(from:to:)`: defaults 0 and 1, as SwiftUI's.
            "trim": [Signature(Param<Double>.labeled("from", default: 0), Param<Double>.labeled("to", default: 1)) { _, a, from, to in
                guard case .shape(var s, painted: false)? = a.receiver else {
                    throw Failure("trim(from:to:) applies to a shape before fill or stroke", at: a.call,
                                  supported: "Circle().trim(from: 0, to: 0.5).stroke(…)")
                }
                s.kind = .trimmed(s.kind, from: from, to: to)
                return .shape(s, painted: false)
            }],
        ]
        t["shape"] = shapeMethods.merging([
            // `Shape.path(in:)`: the shape's outline for a rect (`Circle().path(in: rect)` in a Canvas).
            "path": [Signature(Param<Rect>.labeled("in")) { _, a, rect in
                guard case .shape(let s, _)? = a.receiver else { throw Failure("expected a shape", at: a.call) }
                return .path(s.kind.path(in: rect))
            }],
        ]) { a, _ in a }
        @Sendable func rect(_ a: Args) throws -> Rect {
            guard case .rect(let r)? = a.receiver else { throw Failure("expected a CGRect", at: a.call) }
            return r
        }
        t["rect"] = [
            "insetBy": [Signature(Param<Double>.labeled("dx"), Param<Double>.labeled("dy")) { _, a, dx, dy in .rect(try rect(a).insetBy(dx: dx, dy: dy)) }],
            "offsetBy": [Signature(Param<Double>.labeled("dx"), Param<Double>.labeled("dy")) { _, a, dx, dy in
                let r = try rect(a)
                return .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width, height: r.height))
            }],
        ]
        t["animation"] = [
            "delay": [Signature(Param<Double>.unlabeled) { _, a, delay in .animation(try animation(a).delay(delay)) }],
            "speed": [Signature(Param<Double>.unlabeled) { _, a, speed in .animation(try animation(a).speed(speed)) }],
            "repeatCount": [Signature(Param<Located<Int>>.unlabeled, Param<Bool>.labeled("autoreverses", default: true)) { _, a, count, autoreverses in
                guard count.value >= 0 else { throw Failure("repeat count must not be negative", at: count.offset) }
                return .animation(try animation(a).repeatCount(count.value, autoreverses: autoreverses))
            }],
            "repeatForever": [Signature(Param<Bool>.labeled("autoreverses", default: true)) { _, a, autoreverses in
                .animation(try animation(a).repeatForever(autoreverses: autoreverses))
            }],
            "logicallyComplete": [Signature(Param<Double>.labeled("after")) { _, a, after in
                .animation(try animation(a).logicallyComplete(after: after))
            }],
        ]
        t["transition"] = [
            "combined": [Signature(Param<Transition>.labeled("with")) { _, a, other in
                guard case .transition(let tr)? = a.receiver else { throw Failure("expected a transition", at: a.call) }
                return .transition(tr.combined(with: other))
            }],
            "animation": [Signature(Param<Animation?>.unlabeled) { _, a, animation in
                guard case .transition(let tr)? = a.receiver else { throw Failure("expected a transition", at: a.call) }
                return .transition(animation.map { tr.animation($0) } ?? tr)
            }],
        ]
        t["font"] = [
            // Tabular figures (`tnum`): Inter's figures are proportional by default, as SF Pro's.
            "monospacedDigit": [Signature() { _, a in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.monospacedDigit())
            }],
            "weight": [Signature(Param<Font.Weight>.unlabeled) { _, a, weight in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.weight(weight))
            }],
            "bold": [Signature() { _, a in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.bold())
            }],
            "italic": [Signature() { _, a in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.italic())
            }],
            "monospaced": [Signature() { _, a in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.monospaced())
            }],
            "width": [Signature(Param<BuiltinEnumArgument<Font.Width>>.unlabeled) { _, a, width in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.width(width.value))
            }],
        ]
        t["int"] = [
            "isMultiple": [Signature(Param<Int>.labeled("of")) { _, a, n in
                guard case .int(let x)? = a.receiver else { throw Failure("expected an Int", at: a.call) }
                return .bool(x.isMultiple(of: n))
            }],
        ]
        t["double"] = [
            "rounded": [Signature() { _, a in .double((try number(a)).rounded()) }],
            "squareRoot": [Signature() { _, a in .double((try number(a)).squareRoot()) }],
            "truncatingRemainder": [Signature(Param<Double>.labeled("dividingBy")) { _, a, divisor in
                .double((try number(a)).truncatingRemainder(dividingBy: divisor))
            }],
        ]
        t["string"] = [
            "uppercased": [Signature() { _, a in .string((try string(a)).uppercased()) }],
            "lowercased": [Signature() { _, a in .string((try string(a)).lowercased()) }],
            "hasPrefix": [Signature(Param<String>.unlabeled) { _, a, prefix in .bool((try string(a)).hasPrefix(prefix)) }],
            "hasSuffix": [Signature(Param<String>.unlabeled) { _, a, suffix in .bool((try string(a)).hasSuffix(suffix)) }],
            "contains": [Signature(Param<String>.unlabeled) { _, a, other in .bool((try string(a)).contains(other)) }],
        ]
        let sequence: [String: [Signature]] = [
            "map": [Signature(Param<ClosureValue>.unlabeled) { i, a, transform in
                var out: [Value] = []
                for el in try elements(i, a) {
                    out.append(try i.callClosure(transform, [el], a.call, hint: a.hint.element, builder: false))
                }
                return try i.checkArray(out, a.call)
            }],
            "filter": [Signature(Param<Located<ClosureValue>>.unlabeled) { i, a, predicate in
                var out: [Value] = []
                for el in try elements(i, a) {
                    guard case .bool(let keep) = try i.callClosure(predicate.value, [el], a.call, hint: .bool, builder: false) else {
                        throw Failure("filter's closure must return a Bool", at: predicate.offset)
                    }
                    if keep { out.append(el) }
                }
                return .array(out)
            }],
            "contains": [Signature(Param<Value>.unlabeled) { i, a, x in
                for el in try elements(i, a) where try i.equal(el, x, a.call) { return .bool(true) }
                return .bool(false)
            }],
            "reversed": [Signature() { i, a in .array(try elements(i, a).reversed()) }],
            "firstIndex": [Signature(Param<Value>.labeled("of")) { i, a, x in
                for (n, el) in try elements(i, a).enumerated() where try i.equal(el, x, a.call) { return .int(n) }
                return .none
            }],
            "prefix": [Signature(Param<Int>.unlabeled) { i, a, n in .array(Array(try elements(i, a).prefix(max(0, n)))) }],
            "suffix": [Signature(Param<Int>.unlabeled) { i, a, n in .array(Array(try elements(i, a).suffix(max(0, n)))) }],
            "dropFirst": [Signature(Param<Int>.unlabeled(default: 1)) { i, a, n in .array(Array(try elements(i, a).dropFirst(max(0, n)))) }],
            "dropLast": [Signature(Param<Int>.unlabeled(default: 1)) { i, a, n in .array(Array(try elements(i, a).dropLast(max(0, n)))) }],
            "joined": [Signature(Param<String>.labeled("separator", default: "")) { i, a, separator in
                var parts: [String] = []
                for el in try elements(i, a) {
                    guard case .string(let s) = el else { throw Failure("joined() needs an array of strings", at: a.call) }
                    parts.append(s)
                }
                return try i.checkString(parts.joined(separator: separator), a.call)
            }],
        ]
        t["array"] = sequence.merging(orderingMethods) { $0 + $1 }
        t["range"] = sequence.merging(orderingMethods) { $0 + $1 }
        t["dictionary"] = dictionaryMethods
        addStringMethods(&t, sequence: sequence)
        addRandomMethods(&t)
        t.merge(uiKitMethods) { $0.merging($1) { a, _ in a } }
        t.merge(gestureMethods) { $0.merging($1) { a, _ in a } }
        t.merge(foundationMethods) { $0.merging($1) { a, _ in a } }
        t.merge(transformMethods) { $0.merging($1) { a, _ in a } }
        t.merge(animatorMethods) { $0.merging($1) { a, _ in a } }
        t.merge(symbolEffectMethods) { $0.merging($1) { a, _ in a } }
        t.merge(graphicsContextMethods) { $0.merging($1) { a, _ in a } }
        t.merge(geometryProxyMethods) { $0.merging($1) { a, _ in a } }
        t.merge(customLayoutMethods) { $0.merging($1) { a, _ in a } }
        t.merge(buttonConfigurationMethods) { $0.merging($1) { a, _ in a } }
        t.merge(scheduledTimerMethods) { $0.merging($1) { a, _ in a } }
        t.merge(attributedStringMethods) { $0.merging($1) { a, _ in a } }
        return t
    }()

    /// Methods that change the variable they are called on: they return the new value.
    static let mutators: [String: [String: [Signature]]] = baseMutators.merging(
        ["dictionary": dictionaryMutators, "array": arrayMutators]) { $0.merging($1) { a, _ in a } }
        .merging(graphicsContextMutators) { $0.merging($1) { a, _ in a } }
        .merging(attributedStringMutators) { $0.merging($1) { a, _ in a } }

    private static let baseMutators: [String: [String: [Signature]]] = [
        "bool": ["toggle": [Signature() { _, a in
            guard case .bool(let b)? = a.receiver else { throw Failure("toggle() needs a Bool", at: a.call) }
            return .bool(!b)
        }]],
        "array": arrayMutators.merging(["shuffle": shuffledSignatures]) { $0 + $1 },
        "path": [
            "move": [pathOp(Param<Point>.labeled("to")) { p, to in p.move(to: to) }],
            "addLine": [pathOp(Param<Point>.labeled("to")) { p, to in p.addLine(to: to) }],
            "addQuadCurve": [pathOp(Param<Point>.labeled("to"), Param<Point>.labeled("control")) { (p: inout Path, to, control) in
                p.addQuadCurve(to: to, control: control)
            }],
            "addCurve": [pathOp(Param<Point>.labeled("to"), Param<Point>.labeled("control1"), Param<Point>.labeled("control2")) { (p: inout Path, to, c1, c2) in
                p.addCurve(to: to, control1: c1, control2: c2)
            }],
            "closeSubpath": [pathOp() { (p: inout Path) in p.closeSubpath() }],
            // `addLines(_:)`: a move to the first point, then lines through the rest (Core Graphics).
            "addLines": [pathOp(Param<[Point]>.unlabeled) { (p: inout Path, points) in
                guard let first = points.first else { return }
                p.move(to: first)
                for q in points.dropFirst() { p.addLine(to: q) }
            }],
            "addRect": [pathOp(Param<Rect>.unlabeled) { p, rect in p.addRect(rect) }],
            "addEllipse": [pathOp(Param<Rect>.labeled("in")) { p, rect in p.addEllipse(in: rect) }],
            "addRoundedRect": [pathOp(Param<Rect>.labeled("in"), Param<Size>.labeled("cornerSize"),
                                      Param<RoundedCornerStyle>.labeled("style", default: .continuous)) { (p: inout Path, rect, cornerSize, style) in
                p.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
            }],
            // SwiftUI's addArc takes Angles and its `clockwise` is in flipped (CG) terms, as Geometry's.
            "addArc": [pathOp(Param<Point>.labeled("center"), Param<Double>.labeled("radius"), Param<Angle>.labeled("startAngle"),
                              Param<Angle>.labeled("endAngle"), Param<Bool>.labeled("clockwise")) { (p: inout Path, center, radius, start, end, clockwise) in
                p.addArc(center: center, radius: radius, startAngle: start.radians, endAngle: end.radians, clockwise: clockwise)
            }],
        ],
    ]

    /// Properties of values, by `kindKey`.
    static let properties: [String: [String: Property]] = baseProperties
        .merging(uiKitProperties) { $0.merging($1) { a, _ in a } }
        .merging(foundationProperties) { $0.merging($1) { a, _ in a } }
        .merging(transformProperties) { $0.merging($1) { a, _ in a } }
        .merging(animatorProperties) { $0.merging($1) { a, _ in a } }
        .merging(symbolEffectProperties) { $0.merging($1) { a, _ in a } }
        .merging(transactionProperties) { $0.merging($1) { a, _ in a } }
        .merging(graphicsContextProperties) { $0.merging($1) { a, _ in a } }
        .merging(geometryProxyProperties) { $0.merging($1) { a, _ in a } }
        .merging(customLayoutProperties) { $0.merging($1) { a, _ in a } }
        .merging(buttonConfigurationProperties) { $0.merging($1) { a, _ in a } }
        .merging(scheduledTimerProperties) { $0.merging($1) { a, _ in a } }
        .merging(attributedStringProperties) { $0.merging($1) { a, _ in a } }

    private static let baseProperties: [String: [String: Property]] = [
        "color": members(of: Color.self, ["gradient": { .style($0.gradient.shapeFill) }]),
        "angle": members(of: Angle.self, ["degrees": { .double($0.degrees) }, "radians": { .double($0.radians) }]),
        "array": [
            "count": { _, v, _ in if case .array(let a) = v { return .int(a.count) }; return .void },
            "isEmpty": { _, v, _ in if case .array(let a) = v { return .bool(a.isEmpty) }; return .void },
            "first": { _, v, _ in if case .array(let a) = v { return a.first ?? .none }; return .void },
            "last": { _, v, _ in if case .array(let a) = v { return a.last ?? .none }; return .void },
            "indices": { _, v, _ in if case .array(let a) = v { return .range(0, a.count) }; return .void },
        ],
        "range": [
            "count": { _, v, _ in if case .range(let lo, let hi) = v { return .int(hi - lo) }; return .void },
            "isEmpty": { _, v, _ in if case .range(let lo, let hi) = v { return .bool(hi == lo) }; return .void },
            "lowerBound": { _, v, _ in if case .range(let lo, _) = v { return .int(lo) }; return .void },
            "upperBound": { _, v, _ in if case .range(_, let hi) = v { return .int(hi) }; return .void },
        ],
        "string": members(of: String.self, ["count": { .int($0.count) }, "isEmpty": { .bool($0.isEmpty) }]),
        "double": members(of: Double.self, ["magnitude": { .double($0.magnitude) }, "isNaN": { .bool($0.isNaN) }]),
        "int": [
            "magnitude": { _, v, o in
                guard case .int(let i) = v else { return .void }
                guard i != .min else { throw Failure("arithmetic overflow", at: o) }
                return .int(abs(i))
            },
        ],
        "rect": members(of: Rect.self, [
            "width": { .double($0.width) }, "height": { .double($0.height) },
            "minX": { .double($0.minX) }, "midX": { .double($0.midX) }, "maxX": { .double($0.maxX) },
            "minY": { .double($0.minY) }, "midY": { .double($0.midY) }, "maxY": { .double($0.maxY) },
            "origin": { .point($0.origin) }, "size": { .size($0.size) },
        ]),
        "size": members(of: Size.self, ["width": { .double($0.width) }, "height": { .double($0.height) }]),
        "point": members(of: Point.self, ["x": { .double($0.x) }, "y": { .double($0.y) }]),
        "pair": [
            "first": { _, v, _ in if case .animatablePair(let a, _) = v { return a }; return .void },
            "second": { _, v, _ in if case .animatablePair(_, let b) = v { return b }; return .void },
        ],
        "dictionary": dictionaryProperties,
    ]

    // MARK: Helpers

    /// Properties of one receiver type, each a function of the receiver read as that type; on any
    /// other value they give `.void`.
    private static func members<R: ScriptArgument>(of _: R.Type, _ table: [String: @Sendable (R) -> Value]) -> [String: Property] {
        table.mapValues { get in { _, v, _ in R.read(v, at: 0).map(get) ?? .void } }
    }

    private static func shape(_ a: Args) throws -> StyledShape {
        guard case .shape(let s, _)? = a.receiver else { throw Failure("expected a shape", at: a.call) }
        return StyledShape(s)
    }

    /// `strokeBorder` needs an `InsettableShape` (Swift rejects it on a plain `Shape`).
    private static func insettable(_ a: Args) throws -> StyledShape {
        let s = try shape(a)
        var k = s.paintedShape.kind
        while case .trimmed(let inner, _, _) = k { k = inner }
        if case .custom(let c) = k, !c.isInsettable {
            throw Failure("strokeBorder needs an InsettableShape; '\(c.name)' is a Shape", at: a.call,
                          supported: "struct \(c.name): InsettableShape with func inset(by:), or .stroke(…)")
        }
        return s
    }

    private static func strokes(border: Bool) -> [Signature] {
        @Sendable func painted(_ s: StyledShape) -> Value { .shape(s.paintedShape, painted: true) }
        if border {
            return [
                Signature(Param<AnyShapeStyle>.unlabeled, Param<Double>.labeled("lineWidth", default: 1),
                          Param<Bool>.labeled("antialiased", default: true)) { _, a, style, lineWidth, _ in
                    painted(try insettable(a).strokeBorder(style, lineWidth: lineWidth))
                },
                Signature(Param<AnyShapeStyle>.unlabeled, Param<StrokeStyle>.labeled("style"),
                          Param<Bool>.labeled("antialiased", default: true)) { _, a, style, stroke, _ in
                    painted(try insettable(a).strokeBorder(style, style: stroke))
                },
                Signature(Param<Double>.labeled("lineWidth", default: 1), Param<Bool>.labeled("antialiased", default: true)) { _, a, lineWidth, _ in
                    painted(try insettable(a).strokeBorder(lineWidth: lineWidth))
                },
                Signature(Param<StrokeStyle>.labeled("style"), Param<Bool>.labeled("antialiased", default: true)) { _, a, stroke, _ in
                    painted(try insettable(a).strokeBorder(style: stroke))
                },
            ]
        }
        return [
            Signature(Param<AnyShapeStyle>.unlabeled, Param<Double>.labeled("lineWidth", default: 1)) { _, a, style, lineWidth in
                painted(try shape(a).stroke(style, lineWidth: lineWidth))
            },
            Signature(Param<AnyShapeStyle>.unlabeled, Param<StrokeStyle>.labeled("style")) { _, a, style, stroke in
                painted(try shape(a).stroke(style, style: stroke))
            },
            Signature(Param<Double>.labeled("lineWidth", default: 1)) { _, a, lineWidth in painted(try shape(a).stroke(lineWidth: lineWidth)) },
            Signature(Param<StrokeStyle>.labeled("style")) { _, a, stroke in painted(try shape(a).stroke(style: stroke)) },
        ]
    }

    private static func animation(_ a: Args) throws -> Animation {
        guard case .animation(let x)? = a.receiver else { throw Failure("expected an Animation", at: a.call) }
        return x
    }
    private static func number(_ a: Args) throws -> Double {
        guard let d = a.receiver?.doubleValue else { throw Failure("expected a number", at: a.call) }
        return d
    }
    private static func string(_ a: Args) throws -> String {
        guard case .string(let s)? = a.receiver else { throw Failure("expected a String", at: a.call) }
        return s
    }
    private static func elements(_ i: Interpreter, _ a: Args) throws -> [Value] {
        guard let r = a.receiver else { throw Failure("expected an array", at: a.call) }
        let items = try i.elements(of: r, a.call)
        try i.tick(a.call, items.count)
        return items
    }

    /// A `Path` method called inside `Path { p in … }`: changes the path it is called on.
    private static func pathOp<each T: ScriptArgument>(
        _ params: repeat Param<each T>, body f: @escaping @Sendable (inout Path, repeat each T) throws -> Void
    ) -> Signature {
        let list = ParamList(repeat each params)
        return Signature(params: list.parameters) { i, a in
            guard case .path(var p)? = a.receiver else { throw Failure("expected a Path", at: a.call) }
            if p.verbs.count > i.limits.maxArrayCount * 10 {
                throw Failure("the path has too many segments", at: a.call)
            }
            let values = try list.read(a)
            try f(&p, repeat each values)
            return .path(p)
        }
    }
}

extension ImageView.Source {
    var isSystem: Bool { if case .systemName = self { return true } else { return false } }
    var name: String {
        switch self {
        case .file(let n), .systemName(let n): return n
        }
    }
}
