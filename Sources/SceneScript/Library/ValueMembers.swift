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
        t["color"] = ["opacity": [Signature("_:double") { _, a in
            guard case .color(let c)? = a.receiver else { throw Failure("expected a Color", at: a.call) }
            return .color(c.opacity(try a.double(0)))
        }]]
        t["style"] = ["opacity": [Signature("_:double") { _, a in
            guard case .style(let f)? = a.receiver else { throw Failure("expected a style", at: a.call) }
            return .style(AnyShapeStyle(f).opacity(try a.double(0)).shapeFill)
        }]]
        t["image"] = ["resizable": [Signature("capInsets:any?, resizingMode:any?") { i, a in
            guard case .view(let v)? = a.receiver, case .image(let img) = v.node else {
                throw Failure("resizable() must come right after Image(…)", at: a.call)
            }
            var image = img.source.isSystem ? Image(systemName: img.source.name) : Image(img.source.name)
            image = image.resizable()
            return .view(i.leaf(image.makeNode()))
        }]]
        let shapeMethods: [String: [Signature]] = [
            "fill": [Signature("_:style?") { _, a in
                let s = try shape(a)
                return .shape(a.has(0) ? s.fill(try a.style(0)).paintedShape : s.fill().paintedShape, painted: true)
            }],
            "stroke": strokes(border: false),
            "strokeBorder": strokes(border: true),
        ]
        t["shape"] = shapeMethods
        t["animation"] = [
            "delay": [Signature("_:double") { _, a in .animation(try animation(a).delay(try a.double(0))) }],
            "speed": [Signature("_:double") { _, a in .animation(try animation(a).speed(try a.double(0))) }],
            "repeatCount": [Signature("_:int, autoreverses:bool?") { _, a in
                let n = try a.int(0)
                guard n >= 0 else { throw Failure("repeat count must not be negative", at: a.at(0)) }
                return .animation(try animation(a).repeatCount(n, autoreverses: a.has(1) ? try a.bool(1) : true))
            }],
            "repeatForever": [Signature("autoreverses:bool?") { _, a in
                .animation(try animation(a).repeatForever(autoreverses: a.has(0) ? try a.bool(0) : true))
            }],
            "logicallyComplete": [Signature("after:double") { _, a in .animation(try animation(a).logicallyComplete(after: try a.double(0))) }],
        ]
        t["transition"] = [
            "combined": [Signature("with:transition") { _, a in
                guard case .transition(let tr)? = a.receiver else { throw Failure("expected a transition", at: a.call) }
                return .transition(tr.combined(with: try a.transition(0)))
            }],
            "animation": [Signature("_:animation!") { _, a in
                throw Failure("a transition's own animation is not supported", at: a.call,
                              supported: "withAnimation(…) around the change, or .animation(_:value:)")
            }],
        ]
        t["font"] = [
            "weight": [Signature("_:weight") { _, a in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.weight(try a.weight(0) ?? .regular))
            }],
            "bold": [Signature("") { _, a in
                guard case .font(let f)? = a.receiver else { throw Failure("expected a Font", at: a.call) }
                return .font(f.bold())
            }],
        ]
        t["int"] = [
            "isMultiple": [Signature("of:int") { _, a in
                guard case .int(let x)? = a.receiver else { throw Failure("expected an Int", at: a.call) }
                return .bool(x.isMultiple(of: try a.int(0)))
            }],
        ]
        t["double"] = [
            "rounded": [Signature("") { _, a in .double((try number(a)).rounded()) }],
            "squareRoot": [Signature("") { _, a in .double((try number(a)).squareRoot()) }],
            "truncatingRemainder": [Signature("dividingBy:double") { _, a in
                .double((try number(a)).truncatingRemainder(dividingBy: try a.double(0)))
            }],
        ]
        t["string"] = [
            "uppercased": [Signature("") { _, a in .string((try string(a)).uppercased()) }],
            "lowercased": [Signature("") { _, a in .string((try string(a)).lowercased()) }],
            "hasPrefix": [Signature("_:string") { _, a in .bool((try string(a)).hasPrefix(try a.string(0))) }],
            "hasSuffix": [Signature("_:string") { _, a in .bool((try string(a)).hasSuffix(try a.string(0))) }],
            "contains": [Signature("_:string") { _, a in .bool((try string(a)).contains(try a.string(0))) }],
        ]
        let sequence: [String: [Signature]] = [
            "map": [Signature("_:closure") { i, a in
                var out: [Value] = []
                for el in try elements(i, a) {
                    out.append(try i.callClosure(try a.closure(0), [el], a.call, hint: .any, builder: false))
                }
                return try i.checkArray(out, a.call)
            }],
            "filter": [Signature("_:closure") { i, a in
                var out: [Value] = []
                for el in try elements(i, a) {
                    guard case .bool(let keep) = try i.callClosure(try a.closure(0), [el], a.call, hint: .bool, builder: false) else {
                        throw Failure("filter's closure must return a Bool", at: a.at(0))
                    }
                    if keep { out.append(el) }
                }
                return .array(out)
            }],
            "contains": [Signature("_:any") { i, a in
                let x = try a.value(0)
                for el in try elements(i, a) where try i.equal(el, x, a.call) { return .bool(true) }
                return .bool(false)
            }],
            "reversed": [Signature("") { i, a in .array(try elements(i, a).reversed()) }],
            "firstIndex": [Signature("of:any") { i, a in
                let x = try a.value(0)
                for (n, el) in try elements(i, a).enumerated() where try i.equal(el, x, a.call) { return .int(n) }
                return .none
            }],
            "prefix": [Signature("_:int") { i, a in .array(Array(try elements(i, a).prefix(max(0, try a.int(0))))) }],
            "suffix": [Signature("_:int") { i, a in .array(Array(try elements(i, a).suffix(max(0, try a.int(0))))) }],
            "dropFirst": [Signature("_:int?") { i, a in .array(Array(try elements(i, a).dropFirst(max(0, try a.optInt(0) ?? 1)))) }],
            "dropLast": [Signature("_:int?") { i, a in .array(Array(try elements(i, a).dropLast(max(0, try a.optInt(0) ?? 1)))) }],
            "joined": [Signature("separator:string?") { i, a in
                var parts: [String] = []
                for el in try elements(i, a) {
                    guard case .string(let s) = el else { throw Failure("joined() needs an array of strings", at: a.call) }
                    parts.append(s)
                }
                return try i.checkString(parts.joined(separator: a.has(0) ? try a.string(0) : ""), a.call)
            }],
        ]
        t["array"] = sequence
        t["range"] = sequence
        return t
    }()

    /// Methods that change the variable they are called on: they return the new value.
    static let mutators: [String: [String: [Signature]]] = [
        "bool": ["toggle": [Signature("") { _, a in
            guard case .bool(let b)? = a.receiver else { throw Failure("toggle() needs a Bool", at: a.call) }
            return .bool(!b)
        }]],
        "array": [
            "append": [Signature("_:any") { i, a in
                guard case .array(let items)? = a.receiver else { throw Failure("append needs an array", at: a.call) }
                return try i.checkArray(items + [try a.value(0)], a.call)
            }],
            "removeAll": [Signature("") { _, _ in .array([]) }],
            "removeLast": [Signature("") { _, a in
                guard case .array(let items)? = a.receiver, !items.isEmpty else { throw Failure("removeLast() on an empty array", at: a.call) }
                return .array(Array(items.dropLast()))
            }],
        ],
        "path": [
            "move": [pathOp("to:point") { p, a in p.move(to: try a.point(0)) }],
            "addLine": [pathOp("to:point") { p, a in p.addLine(to: try a.point(0)) }],
            "addQuadCurve": [pathOp("to:point, control:point") { p, a in p.addQuadCurve(to: try a.point(0), control: try a.point(1)) }],
            "addCurve": [pathOp("to:point, control1:point, control2:point") { p, a in
                p.addCurve(to: try a.point(0), control1: try a.point(1), control2: try a.point(2))
            }],
            "closeSubpath": [pathOp("") { p, _ in p.closeSubpath() }],
            "addRect": [pathOp("_:rect") { p, a in p.addRect(try a.rect(0)) }],
            "addEllipse": [pathOp("in:rect") { p, a in p.addEllipse(in: try a.rect(0)) }],
            "addRoundedRect": [pathOp("in:rect, cornerSize:size, style:cornerStyle?") { p, a in
                p.addRoundedRect(in: try a.rect(0), cornerSize: try a.size(1), style: a.has(2) ? try a.cornerStyle(2) : .continuous)
            }],
            // SwiftUI's addArc takes Angles and its `clockwise` is in flipped (CG) terms, as Geometry's.
            "addArc": [pathOp("center:point, radius:double, startAngle:angle, endAngle:angle, clockwise:bool") { p, a in
                p.addArc(center: try a.point(0), radius: try a.double(1), startAngle: try a.angle(2).radians,
                         endAngle: try a.angle(3).radians, clockwise: try a.bool(4))
            }],
        ],
    ]

    /// Properties of values, by `kindKey`.
    static let properties: [String: [String: Property]] = [
        "color": ["gradient": { _, v, _ in
            guard case .color(let c) = v else { return .void }
            return .style(c.gradient.shapeFill)
        }],
        "angle": [
            "degrees": { _, v, _ in if case .angle(let a) = v { return .double(a.degrees) }; return .void },
            "radians": { _, v, _ in if case .angle(let a) = v { return .double(a.radians) }; return .void },
        ],
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
        "string": [
            "count": { _, v, _ in if case .string(let s) = v { return .int(s.count) }; return .void },
            "isEmpty": { _, v, _ in if case .string(let s) = v { return .bool(s.isEmpty) }; return .void },
        ],
        "double": [
            "magnitude": { _, v, _ in if case .double(let d) = v { return .double(d.magnitude) }; return .void },
            "isNaN": { _, v, _ in if case .double(let d) = v { return .bool(d.isNaN) }; return .void },
        ],
        "int": [
            "magnitude": { _, v, o in
                guard case .int(let i) = v else { return .void }
                guard i != .min else { throw Failure("arithmetic overflow", at: o) }
                return .int(abs(i))
            },
        ],
        "rect": [
            "width": { _, v, _ in if case .rect(let r) = v { return .double(r.width) }; return .void },
            "height": { _, v, _ in if case .rect(let r) = v { return .double(r.height) }; return .void },
            "minX": { _, v, _ in if case .rect(let r) = v { return .double(r.minX) }; return .void },
            "midX": { _, v, _ in if case .rect(let r) = v { return .double(r.midX) }; return .void },
            "maxX": { _, v, _ in if case .rect(let r) = v { return .double(r.maxX) }; return .void },
            "minY": { _, v, _ in if case .rect(let r) = v { return .double(r.minY) }; return .void },
            "midY": { _, v, _ in if case .rect(let r) = v { return .double(r.midY) }; return .void },
            "maxY": { _, v, _ in if case .rect(let r) = v { return .double(r.maxY) }; return .void },
            "origin": { _, v, _ in if case .rect(let r) = v { return .point(r.origin) }; return .void },
            "size": { _, v, _ in if case .rect(let r) = v { return .size(r.size) }; return .void },
        ],
        "size": [
            "width": { _, v, _ in if case .size(let s) = v { return .double(s.width) }; return .void },
            "height": { _, v, _ in if case .size(let s) = v { return .double(s.height) }; return .void },
        ],
        "point": [
            "x": { _, v, _ in if case .point(let p) = v { return .double(p.x) }; return .void },
            "y": { _, v, _ in if case .point(let p) = v { return .double(p.y) }; return .void },
        ],
        "pair": [
            "first": { _, v, _ in if case .animatablePair(let a, _) = v { return a }; return .void },
            "second": { _, v, _ in if case .animatablePair(_, let b) = v { return b }; return .void },
        ],
    ]

    // MARK: Helpers

    private static func shape(_ a: Args) throws -> StyledShape {
        guard case .shape(let s, _)? = a.receiver else { throw Failure("expected a shape", at: a.call) }
        return StyledShape(s)
    }

    private static func strokes(border: Bool) -> [Signature] {
        @Sendable func painted(_ s: StyledShape) -> Value { .shape(s.paintedShape, painted: true) }
        if border {
            return [
                Signature("_:style, lineWidth:double?, antialiased:bool?") { _, a in
                    painted(try shape(a).strokeBorder(try a.style(0), lineWidth: try a.optDouble(1) ?? 1))
                },
                Signature("_:style, style:strokeStyle, antialiased:bool?") { _, a in
                    painted(try shape(a).strokeBorder(try a.style(0), style: try a.strokeStyle(1)))
                },
                Signature("lineWidth:double?, antialiased:bool?") { _, a in painted(try shape(a).strokeBorder(lineWidth: try a.optDouble(0) ?? 1)) },
                Signature("style:strokeStyle, antialiased:bool?") { _, a in painted(try shape(a).strokeBorder(style: try a.strokeStyle(0))) },
            ]
        }
        return [
            Signature("_:style, lineWidth:double?") { _, a in painted(try shape(a).stroke(try a.style(0), lineWidth: try a.optDouble(1) ?? 1)) },
            Signature("_:style, style:strokeStyle") { _, a in painted(try shape(a).stroke(try a.style(0), style: try a.strokeStyle(1))) },
            Signature("lineWidth:double?") { _, a in painted(try shape(a).stroke(lineWidth: try a.optDouble(0) ?? 1)) },
            Signature("style:strokeStyle") { _, a in painted(try shape(a).stroke(style: try a.strokeStyle(0))) },
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

    private static func pathOp(_ spec: String, _ f: @escaping @Sendable (inout Path, Args) throws -> Void) -> Signature {
        Signature(spec) { i, a in
            guard case .path(var p)? = a.receiver else { throw Failure("expected a Path", at: a.call) }
            if p.verbs.count > i.limits.maxArrayCount * 10 {
                throw Failure("the path has too many segments", at: a.call)
            }
            try f(&p, a)
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
