import Document

/// A canvas's resolver carried in a script value (`context.resolve(Text(…))` measures with it).
struct CanvasResolverBox: Sendable {
    let resolver: (any CanvasResolver)?
}

/// The vocabulary of `Canvas { context, size in … }`: `GraphicsContext` (drawing, state,
/// layers), `GraphicsContext.Shading`, `.Filter`, `.BlendMode`, `FillStyle` and resolved text and
/// images. Each entry calls `Document.GraphicsContext`, which defines what drawing means.
extension Library {
    static let shadingType = "GraphicsContext.Shading"
    static let filterType = "GraphicsContext.Filter"
    static let blendModeType = "GraphicsContext.BlendMode"
    static let canvasTypeNames: Set<String> = ["GraphicsContext", shadingType, filterType, blendModeType, viewBlendModeType, "FillStyle",
                                               "GraphicsContext.ResolvedText", "GraphicsContext.ResolvedImage"]

    /// SwiftUI's `BlendMode`, the view modifier's (`.blendMode(.multiply)`): 21 of
    /// `GraphicsContext.BlendMode`'s 28 modes.
    static let viewBlendModeType = "BlendMode"

    // MARK: Arguments

    struct ShadingArgument: ScriptArgument {
        let value: GraphicsContext.Shading
        static var hint: Hint { .userEnum(shadingType) }
        static var expected: String { "a GraphicsContext.Shading (.color(…), .linearGradient(…), …)" }
        static func read(_ v: Value, at _: Int) -> ShadingArgument? {
            if case .platform(.shading(let s)) = v { ShadingArgument(value: s) } else { nil }
        }
    }
    struct FilterArgument: ScriptArgument {
        let value: Effect
        static var hint: Hint { .userEnum(filterType) }
        static var expected: String { "a GraphicsContext.Filter (.blur(radius:), .shadow(…), …)" }
        static func read(_ v: Value, at _: Int) -> FilterArgument? {
            if case .platform(.canvasFilter(let f)) = v { FilterArgument(value: f) } else { nil }
        }
    }
    struct BlendModeArgument: ScriptArgument {
        let value: GraphicsContext.BlendMode
        static var hint: Hint { .userEnum(blendModeType) }
        static func read(_ v: Value, at _: Int) -> BlendModeArgument? {
            if case .platform(.blendMode(let b)) = v { BlendModeArgument(value: b) } else { nil }
        }
    }
    /// SwiftUI's view `BlendMode` (`.blendMode(.multiply)`): the 21 modes the modifier takes.
    struct ViewBlendModeArgument: ScriptArgument {
        let value: BlendMode
        static var hint: Hint { .userEnum(viewBlendModeType) }
        static var expected: String { "a BlendMode (.multiply, .screen, .destinationOut, …)" }
        static func read(_ v: Value, at _: Int) -> ViewBlendModeArgument? {
            if case .platform(.blendMode(let b)) = v, b.isViewBlendMode { ViewBlendModeArgument(value: b) } else { nil }
        }
    }
    /// A `Path` value: `Path()` built up in a variable, or `Path(…)` / `Path { … }` /
    /// `Circle().path(in:)`.
    struct PathArgument: ScriptArgument {
        let path: Path
        static var hint: Hint { .any }
        static var expected: String { "a Path" }
        static func read(_ v: Value, at _: Int) -> PathArgument? {
            switch v {
            case .path(let p): return PathArgument(path: p)
            case .shape(let s, painted: false): if case .path(let p) = s.kind { return PathArgument(path: p) }; return nil
            default: return nil
            }
        }
    }
    struct FillStyleArgument: ScriptArgument {
        let eoFill: Bool
        static var hint: Hint { .any }
        static var expected: String { "a FillStyle" }
        static func read(_ v: Value, at _: Int) -> FillStyleArgument? {
            if case .platform(.fillStyle(let eo)) = v { FillStyleArgument(eoFill: eo) } else { nil }
        }
    }
    struct AffineArgument: ScriptArgument {
        let value: AffineTransform
        static var hint: Hint { .any }
        static var expected: String { "a CGAffineTransform" }
        static func read(_ v: Value, at _: Int) -> AffineArgument? {
            if case .platform(.affineTransform(let t)) = v { AffineArgument(value: t) } else { nil }
        }
    }

    // MARK: Constructors and static members

    static func addCanvasConstructors(_ t: inout [String: [Signature]]) {
        t["Canvas"] = [Signature(Param<Bool>.labeled("opaque", default: false), Param<Value>.labeled("colorMode", default: .none),
                                 Param<Bool>.labeled("rendersAsynchronously", default: false),
                                 Param<ClosureValue>.labeled("renderer")) { i, a, opaque, _, _, renderer in
            try i.canvas(renderer, opaque: opaque, a.call)
        }]
        t["FillStyle"] = [Signature(Param<Bool>.labeled("eoFill", default: false), Param<Bool>.labeled("antialiased", default: true)) { _, _, eo, _ in
            .platform(.fillStyle(eoFill: eo))
        }]
        @Sendable func shading(_ s: GraphicsContext.Shading) -> Value { .platform(.shading(s)) }
        t["\(shadingType).color"] = [
            Signature(Param<Color>.unlabeled) { _, _, c in shading(.color(c)) },
            Signature(Param<Double>.labeled("red"), Param<Double>.labeled("green"), Param<Double>.labeled("blue"),
                      Param<Double>.labeled("opacity", default: 1)) { _, _, r, g, b, o in shading(.color(Color(red: r, green: g, blue: b, opacity: o))) },
        ]
        t["\(shadingType).style"] = [Signature(Param<AnyShapeStyle>.unlabeled) { _, _, s in shading(.style(s.shapeFill)) }]
        t["\(shadingType).linearGradient"] = [Signature(Param<Gradient>.unlabeled, Param<Point>.labeled("startPoint"),
                                                        Param<Point>.labeled("endPoint"), Param<Value>.labeled("options", default: .none)) { _, _, g, a, b, _ in
            shading(.linearGradient(g, startPoint: a, endPoint: b))
        }]
        t["\(shadingType).radialGradient"] = [Signature(Param<Gradient>.unlabeled, Param<Point>.labeled("center"),
                                                        Param<Double>.labeled("startRadius"), Param<Double>.labeled("endRadius"),
                                                        Param<Value>.labeled("options", default: .none)) { _, _, g, c, r0, r1, _ in
            shading(.radialGradient(g, center: c, startRadius: r0, endRadius: r1))
        }]
        t["\(shadingType).conicGradient"] = [Signature(Param<Gradient>.unlabeled, Param<Point>.labeled("center"),
                                                       Param<Angle>.labeled("angle", default: .zero),
                                                       Param<Value>.labeled("options", default: .none)) { _, _, g, c, angle, _ in
            shading(.conicGradient(g, center: c, angle: angle))
        }]
        @Sendable func filter(_ e: some VisualEffect) -> Value { .platform(.canvasFilter(Effect(e))) }
        t["\(filterType).blur"] = [Signature(Param<Located<Double>>.labeled("radius"), Param<Value>.labeled("options", default: .none)) { _, _, r, _ in
            guard r.value.isFinite, r.value >= 0 else { throw Failure("a blur radius is 0 or more", at: r.offset) }
            return filter(BlurEffect(radius: r.value))
        }]
        t["\(filterType).shadow"] = [Signature(Param<Color>.labeled("color", default: ShadowEffect.defaultColor), Param<Double>.labeled("radius"),
                                               Param<Double>.labeled("x", default: 0), Param<Double>.labeled("y", default: 0),
                                               Param<Value>.labeled("blendMode", default: .none),
                                               Param<Value>.labeled("options", default: .none)) { _, _, c, r, x, y, _, _ in
            filter(ShadowEffect(color: c, radius: r, x: x, y: y))
        }]
        t["\(filterType).colorMultiply"] = [Signature(Param<Color>.unlabeled) { _, _, c in filter(ColorMultiplyEffect(c)) }]
        t["\(filterType).grayscale"] = [Signature(Param<Double>.unlabeled) { _, _, x in filter(GrayscaleEffect(x)) }]
        t["\(filterType).saturation"] = [Signature(Param<Double>.unlabeled) { _, _, x in filter(SaturationEffect(x)) }]
        t["\(filterType).brightness"] = [Signature(Param<Double>.unlabeled) { _, _, x in filter(BrightnessEffect(x)) }]
        t["\(filterType).contrast"] = [Signature(Param<Double>.unlabeled) { _, _, x in filter(ContrastEffect(x)) }]
        t["\(filterType).hueRotation"] = [Signature(Param<Angle>.unlabeled) { _, _, a in filter(HueRotationEffect(a)) }]
    }

    /// `.normal`, `.foreground`, `.luminanceToAlpha` and the other members without arguments.
    static func canvasStatic(_ typeName: String, _ name: String, hasArguments: Bool, at offset: Int) throws -> Value? {
        switch typeName {
        case blendModeType, viewBlendModeType:
            let modes = BlendMode.allCases.filter { typeName == blendModeType || $0.isViewBlendMode }
            if let m = BlendMode(swiftUIName: name), modes.contains(m), !hasArguments { return .platform(.blendMode(m)) }
            let available = modes.map { "." + $0.swiftUIName }.joined(separator: ", ")
            if typeName == viewBlendModeType, let m = BlendMode(swiftUIName: name) {
                throw Failure("'.\(name)' is a GraphicsContext.BlendMode, not a view's BlendMode", at: offset,
                              supported: "draw in a Canvas with context.blendMode = .\(m.swiftUIName), or one of \(available)")
            }
            throw Failure("\(typeName) has no member '.\(name)'", at: offset, supported: available)
        case shadingType where name == "foreground" && !hasArguments:
            return .platform(.shading(.style(.foreground)))
        case filterType where !hasArguments:
            switch name {
            case "luminanceToAlpha": return .platform(.canvasFilter(Effect(LuminanceToAlphaEffect())))
            case "colorInvert": return .platform(.canvasFilter(Effect(ColorInvertEffect())))
            case "alphaThreshold", "colorMatrix", "projectionTransform", "shader", "distortionShader", "layerShader":
                throw Failure("the filter '.\(name)' is not available", at: offset,
                              supported: ".blur(radius:), .shadow(color:radius:x:y:), .colorMultiply(_:), .grayscale(_:), .saturation(_:), .brightness(_:), .contrast(_:), .hueRotation(_:), .colorInvert, .luminanceToAlpha")
            default: return nil
            }
        default:
            return nil
        }
    }

    // MARK: GraphicsContext

    private static func context(_ a: Args) throws -> GraphicsContext {
        guard case .platform(.graphicsContext(let c))? = a.receiver else { throw Failure("expected a GraphicsContext", at: a.call) }
        return c
    }

    /// Draws with `body`, then fails (at the call) once the canvas's bound is reached.
    private static func drawing(_ a: Args, _ body: (GraphicsContext) throws -> Void) throws -> Value {
        let c = try context(a)
        try body(c)
        if c.isFull {
            throw Failure("the Canvas draws too much: more than \(CanvasRecorder.defaultLimit) drawing operations in one run", at: a.call,
                          supported: "fewer paths per frame (a Canvas runs for every frame it is on screen)")
        }
        return .void
    }

    /// The view a `draw` or `resolve` takes: a `Text` or an `Image` (modifiers included), or a
    /// resolved one.
    private static func drawable(_ v: Located<Value>) throws -> (node: ViewNode, isText: Bool) {
        if case .platform(.resolved(let n, let isText, _)) = v.value { return (n, isText) }
        if case .view(let view) = v.value {
            var n = view.node
            while case .modified(let inner, _) = n { n = inner }
            switch n {
            case .text: return (view.node, true)
            case .image: return (view.node, false)
            default: break
            }
        }
        throw Failure("a Canvas draws Text and Image values, found \(v.value.described)", at: v.offset,
                      supported: "context.draw(Text(\"…\"), at: point), context.draw(Image(systemName: \"star\"), in: rect), or shapes with fill/stroke")
    }

    /// An image drawn into a rectangle is scaled to it.
    private static func resizedImage(_ n: ViewNode) -> ViewNode {
        switch n {
        case .image(var iv): iv.isResizable = true; return .image(iv)
        case .modified(let inner, let m): return .modified(resizedImage(inner), m)
        default: return n
        }
    }

    static let graphicsContextMethods: [String: [String: [Signature]]] = [
        "graphicsContext": [
            "fill": [Signature(Param<PathArgument>.unlabeled, Param<ShadingArgument>.labeled("with"),
                               Param<FillStyleArgument>.labeled("style", default: FillStyleArgument(eoFill: false))) { _, a, p, s, style in
                try drawing(a) { $0.fill(p.path, with: s.value, eoFill: style.eoFill) }
            }],
            "stroke": [
                Signature(Param<PathArgument>.unlabeled, Param<ShadingArgument>.labeled("with"), Param<StrokeStyle>.labeled("style")) { _, a, p, s, style in
                    try drawing(a) { $0.stroke(p.path, with: s.value, style: style) }
                },
                Signature(Param<PathArgument>.unlabeled, Param<ShadingArgument>.labeled("with"), Param<Double>.labeled("lineWidth", default: 1)) { _, a, p, s, w in
                    try drawing(a) { $0.stroke(p.path, with: s.value, lineWidth: w) }
                },
            ],
            "draw": [
                Signature(Param<Located<Value>>.unlabeled, Param<Point>.labeled("at"), Param<UnitPoint>.labeled("anchor", default: .center)) { _, a, v, p, anchor in
                    let d = try drawable(v)
                    return try drawing(a) { $0.draw(d.node, at: p, anchor: anchor) }
                },
                Signature(Param<Located<Value>>.unlabeled, Param<Rect>.labeled("in"), Param<Value>.labeled("style", default: .none)) { _, a, v, rect, _ in
                    let d = try drawable(v)
                    return try drawing(a) { $0.draw(d.isText ? d.node : resizedImage(d.node), in: rect) }
                },
            ],
            "resolve": [Signature(Param<Located<Value>>.unlabeled) { _, a, v in
                let c = try context(a)
                let d = try drawable(v)
                return .platform(.resolved(d.node, isText: d.isText, CanvasResolverBox(resolver: c.resolver)))
            }],
            "drawLayer": [Signature(Param<ClosureValue>.labeled("content")) { i, a, content in
                try drawing(a) { c in try c.drawLayer { layer in try i.runLayer(content, &layer, a.call) } }
            }],
        ],
        "resolvedView": [
            "measure": [Signature(Param<Size>.labeled("in")) { _, a, size in
                guard case .platform(.resolved(let n, _, let box))? = a.receiver else { throw Failure("expected resolved text", at: a.call) }
                return .size(box.resolver?.size(of: n, proposal: size) ?? .zero)
            }],
        ],
    ]

    static let graphicsContextMutators: [String: [String: [Signature]]] = {
        @Sendable func change(_ a: Args, _ f: (inout GraphicsContext) -> Void) throws -> Value {
            var c = try context(a)
            f(&c)
            return .platform(.graphicsContext(c))
        }
        return ["graphicsContext": [
            "translateBy": [Signature(Param<Double>.labeled("x"), Param<Double>.labeled("y")) { _, a, x, y in try change(a) { $0.translateBy(x: x, y: y) } }],
            "scaleBy": [Signature(Param<Double>.labeled("x"), Param<Double>.labeled("y")) { _, a, x, y in try change(a) { $0.scaleBy(x: x, y: y) } }],
            "rotate": [Signature(Param<Angle>.labeled("by")) { _, a, angle in try change(a) { $0.rotate(by: angle) } }],
            "concatenate": [Signature(Param<AffineArgument>.unlabeled) { _, a, m in try change(a) { $0.concatenate(m.value) } }],
            "clip": [Signature(Param<PathArgument>.labeled("to"), Param<FillStyleArgument>.labeled("style", default: FillStyleArgument(eoFill: false)),
                               Param<Located<Value>>.labeled("options", default: Located(value: .none, offset: 0))) { _, a, p, style, options in
                if case .none = options.value {} else {
                    throw Failure("clip options (.inverse) are not supported", at: options.offset, supported: "clip(to: path) or clip(to: path, style: FillStyle(eoFill: true))")
                }
                return try change(a) { $0.clip(to: p.path, eoFill: style.eoFill) }
            }],
            "addFilter": [Signature(Param<FilterArgument>.unlabeled, Param<Value>.labeled("options", default: .none)) { _, a, f, _ in
                try change(a) { $0.addFilter(f.value) }
            }],
        ]]
    }()

    static let graphicsContextProperties: [String: [String: Property]] = [
        "graphicsContext": [
            "opacity": { _, v, _ in if case .platform(.graphicsContext(let c)) = v { return .double(c.opacity) }; return .void },
            "blendMode": { _, v, _ in if case .platform(.graphicsContext(let c)) = v { return .platform(.blendMode(c.blendMode)) }; return .void },
            "transform": { _, v, _ in if case .platform(.graphicsContext(let c)) = v { return .platform(.affineTransform(c.transform)) }; return .void },
        ],
        "resolvedView": [
            "size": { _, v, _ in
                if case .platform(.resolved(let n, _, let box)) = v { return .size(box.resolver?.size(of: n, proposal: nil) ?? .zero) }
                return .void
            },
        ],
    ]

    /// The hint of a `GraphicsContext` property an assignment sets (`context.blendMode = .screen`).
    static func graphicsContextPropertyHint(_ name: String) -> Hint? {
        switch name {
        case "opacity": return .double
        case "blendMode": return .userEnum(blendModeType)
        case "transform": return .userEnum("CGAffineTransform")
        default: return nil
        }
    }

    /// `context.opacity = 0.5`, `context.blendMode = .screen`, `context.transform = …`.
    static func settingContext(_ c: GraphicsContext, _ name: String, _ v: Value, at offset: Int) throws -> GraphicsContext {
        var c = c
        switch (name, v) {
        case ("opacity", _) where v.doubleValue != nil: c.opacity = v.doubleValue!
        case ("blendMode", .platform(.blendMode(let m))): c.blendMode = m
        case ("transform", .platform(.affineTransform(let t))): c.transform = t
        default:
            throw Failure("cannot assign \(v.described) to '\(name)' of a GraphicsContext", at: offset,
                          supported: "opacity (a number), blendMode (.normal, .screen, …), transform (a CGAffineTransform)")
        }
        return c
    }
}

extension Interpreter {
    /// `Canvas { context, size in … }`: a leaf view whose renderer runs this closure when the
    /// canvas is laid out, against the state this body was built with.
    func canvas(_ renderer: ClosureValue, opaque: Bool, _ call: Int) throws -> Value {
        let closure = renderer.closure
        let count = closure.parameters.isEmpty ? closure.shorthandCount : closure.parameters.count
        guard count <= 2, closure.parameters.isEmpty || closure.parameters.count == 2 else {
            throw Failure("a Canvas renderer takes two parameters", at: closure.offset, supported: "Canvas { context, size in … }")
        }
        let program = self.program, snapshot = self.state, env = self.environment, scheme = presentationScheme
        let canvas = Canvas(opaque: opaque) { context, size in
            let interp = Interpreter(program: program, state: snapshot)
            interp.environment = env
            interp.presentationScheme = scheme
            do {
                try interp.enterCall(call, "Canvas")
                defer { interp.leaveCall() }
                var local = renderer.env
                local.push()
                let names = closure.parameters.isEmpty ? ["$0", "$1"] : closure.parameters
                local.bind(names[0], .platform(.graphicsContext(context)), mutable: true)
                local.bind(names[1], .size(size))
                _ = try interp.exec(closure.body, &local, returnHint: .any)
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
        return .view(leaf(canvas.makeNode()))
    }

    /// `context.drawLayer { layer in … }`: the closure draws into the layer's context.
    func runLayer(_ content: ClosureValue, _ layer: inout GraphicsContext, _ call: Int) throws {
        let closure = content.closure
        guard closure.parameters.count <= 1, closure.shorthandCount <= 1 else {
            throw Failure("drawLayer's closure takes one parameter", at: closure.offset, supported: "context.drawLayer { layer in … }")
        }
        try enterCall(call, "drawLayer")
        defer { leaveCall() }
        var env = content.env
        env.push()
        env.bind(closure.parameters.first ?? "$0", .platform(.graphicsContext(layer)), mutable: true)
        _ = try exec(closure.body, &env, returnHint: .any)
    }
}
