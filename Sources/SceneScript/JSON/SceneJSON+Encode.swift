import Geometry
import Document

/// Model → JSON. The layout of every value is described in docs/scene-scripts.md ("JSON scenes");
/// `SceneJSON+Decode.swift` reads exactly what this writes (and a few shorthands).
struct SceneJSONEncoder {
    /// The scene-script source of the custom modifiers met so far (written once as `definitions`).
    var definitions: String?

    struct Failure: Error { var message: String }

    typealias Members = [(key: String, value: JSONValue)]

    static func tagged(_ type: String, _ members: Members = []) -> JSONValue {
        .object([("type", .string(type))] + members)
    }

    func num(_ d: Double) -> JSONValue { .double(d) }

    // MARK: Views

    mutating func view(_ node: ViewNode, id: ViewID? = nil) throws -> JSONValue {
        var modifiers: [Modifier] = []
        var base = node
        while case .modified(let content, let m) = base { modifiers.append(m); base = content }
        var members: Members
        switch base {
        case .empty: members = [("type", .string("empty"))]
        case .shape(let s):
            members = [("type", .string("shape")), ("shape", try shape(s.kind))]
            if let f = s.fill { members.append(("fill", fill(f))) }
            if let st = s.stroke { members.append(("stroke", stroke(st))) }
        case .color(let f): members = [("type", .string("color")), ("fill", fill(f))]
        case .text(let t): members = [("type", .string("text")), ("text", .string(t.string))]
        case .image(let i):
            members = [("type", .string("image"))]
            switch i.source {
            case .file(let f): members.append(("file", .string(f)))
            case .systemName(let s): members.append(("systemName", .string(s)))
            }
            if i.isResizable { members.append(("resizable", .bool(true))) }
        case .leaf(let l):
            if l.as(Canvas.self) != nil || l.as(GeometryReader.self) != nil {
                throw Failure(message: "a \(l.name) builds its content with code, which a JSON scene cannot hold; render the scene script itself")
            }
            members = try leaf(l.base)
        case .stack(let s):
            members = [("type", .string("stack")), ("axis", .string(s.axis.rawValue)), ("alignment", alignment(s.alignment))]
            if let sp = s.spacing { members.append(("spacing", num(sp))) }
            members.append(("children", try children(s.children)))
        case .grid(let g):
            switch g.kind {
            case .grid(let h, let v):
                members = [("type", .string("grid"))]
                if let h { members.append(("horizontalSpacing", num(h))) }
                if let v { members.append(("verticalSpacing", num(v))) }
            case .lazyVGrid(let items, let sp):
                members = [("type", .string("lazyVGrid")), ("columns", .array(items.map(gridItem)))]
                if let sp { members.append(("spacing", num(sp))) }
            case .lazyHGrid(let items, let sp):
                members = [("type", .string("lazyHGrid")), ("rows", .array(items.map(gridItem)))]
                if let sp { members.append(("spacing", num(sp))) }
            }
            members.append(("alignment", alignment(g.alignment)))
            members.append(("children", try children(g.children)))
        case .scrollView(let axes, let content):
            var names: [JSONValue] = []
            if axes.contains(.horizontal) { names.append(.string("horizontal")) }
            if axes.contains(.vertical) { names.append(.string("vertical")) }
            members = [("type", .string("scrollView")), ("axes", .array(names)), ("content", try view(content))]
        case .button(let b):
            members = [("type", .string("button")), ("actionName", .string(b.actionName)), ("label", try view(b.label))]
            if let a = b.action { members.append(("action", .string(a.name))) }
        case .list(let items): members = [("type", .string("list")), ("children", try children(items))]
        case .conditional(let isTrue, let content):
            members = [("type", .string("conditional")), ("branch", .string(isTrue ? "if" : "else")), ("content", try view(content))]
        case .modified: preconditionFailure("modifiers were peeled off")
        }
        if let id { members.insert(("childID", stateValue(id)), at: 1) }
        if !modifiers.isEmpty { members.append(("modifiers", .array(try modifiers.reversed().map { try modifier($0) }))) }
        return .object(members)
    }

    mutating func children(_ items: [IdentifiedView]) throws -> JSONValue {
        .array(try items.map { try view($0.view, id: $0.id) })
    }

    func stateValue(_ v: StateValue) -> JSONValue {
        switch v {
        case .int(let i): return .int(i)
        case .string(let s): return .string(s)
        case .double(let d): return d.isFinite ? .exactDouble(d) : .object([("double", .double(d))])
        case .bool(let b): return .bool(b)
        }
    }

    // MARK: Modifiers

    mutating func modifier(_ m: Modifier) throws -> JSONValue {
        let t = Self.tagged
        switch m {
        case .frame(let w, let h, let a):
            var ms: Members = []
            if let w { ms.append(("width", num(w))) }
            if let h { ms.append(("height", num(h))) }
            ms.append(("alignment", alignment(a)))
            return t("frame", ms)
        case .flexibleFrame(let f):
            var ms: Members = []
            for (k, v) in [("minWidth", f.minWidth), ("idealWidth", f.idealWidth), ("maxWidth", f.maxWidth),
                           ("minHeight", f.minHeight), ("idealHeight", f.idealHeight), ("maxHeight", f.maxHeight)] {
                if let v { ms.append((k, num(v))) }
            }
            ms.append(("alignment", alignment(f.alignment)))
            return t("flexibleFrame", ms)
        case .padding(let e):
            return t("padding", [("top", num(e.top)), ("leading", num(e.leading)), ("bottom", num(e.bottom)), ("trailing", num(e.trailing))])
        case .position(let x, let y): return t("position", [("x", num(x)), ("y", num(y))])
        case .fixedSize(let h, let v): return t("fixedSize", [("horizontal", .bool(h)), ("vertical", .bool(v))])
        case .layoutPriority(let p): return t("layoutPriority", [("value", num(p))])
        case .aspectRatio(let r, let mode):
            var ms: Members = []
            if let r { ms.append(("ratio", num(r))) }
            ms.append(("contentMode", .string(mode.rawValue)))
            return t("aspectRatio", ms)
        case .zIndex(let z): return t("zIndex", [("value", num(z))])
        case .id(let v): return t("id", [("id", stateValue(v))])
        case .coordinateSpace(let name): return t("coordinateSpace", [("name", .string(name))])
        case .background(let v, let a): return t("background", [("view", try view(v)), ("alignment", alignment(a))])
        case .backgroundShape(let f, let s): return t("backgroundShape", [("fill", fill(f)), ("shape", try shape(s))])
        case .overlay(let v, let a): return t("overlay", [("view", try view(v)), ("alignment", alignment(a))])
        case .foregroundStyle(let f): return t("foregroundStyle", [("fill", fill(f))])
        case .font(let f): return t("font", [("font", font(f))])
        case .fontWeight(let w): return t("fontWeight", [("weight", .string(w.rawValue))])
        case .fontWidth(let w): return t("fontWidth", [("width", .string(w.rawValue))])
        case .multilineTextAlignment(let a): return t("multilineTextAlignment", [("alignment", .string(a.rawValue))])
        case .lineLimit(let n): return t("lineLimit", n.map { [("limit", .int($0))] } ?? [])
        case .truncationMode(let m): return t("truncationMode", [("mode", .string(m.rawValue))])
        case .colorScheme(let s): return t("colorScheme", [("scheme", .string(s.rawValue))])
        case .layoutDirection(let d): return t("layoutDirection", [("direction", .string(d.rawValue))])
        case .lineSpacing(let s): return t("lineSpacing", [("spacing", num(s))])
        case .minimumScaleFactor(let f): return t("minimumScaleFactor", [("factor", num(f))])
        case .allowsTightening(let a): return t("allowsTightening", [("allows", .bool(a))])
        case .textCase(let c): return t("textCase", c.map { [("case", .string($0.rawValue))] } ?? [])
        case .buttonStyle(let b): return t("buttonStyle", [("style", .string(b.rawValue))])
        case .tint(let c): return t("tint", c.map { [("color", color($0))] } ?? [])
        case .disabled(let d): return t("disabled", [("disabled", .bool(d))])
        case .controlSize(let c): return t("controlSize", [("size", .string(c.rawValue))])
        case .imageScale(let s): return t("imageScale", [("scale", .string(s.rawValue))])
        case .fill(let f): return t("fill", [("fill", fill(f))])
        case .stroke(let s): return t("stroke", [("stroke", stroke(s))])
        case .effect(let e): return try effect(e.base)
        case .mask(let v, let a): return t("mask", [("view", try view(v)), ("alignment", alignment(a))])
        case .custom(let c): return t("custom", try custom(c))
        case .transition(let tr): return t("transition", [("transition", try transition(tr))])
        case .animation(let a, let v):
            var ms: Members = []
            if let a { ms.append(("animation", animation(a))) }
            return t("animation", ms + (v.map { [("value", stateValue($0))] } ?? []))
        case .transaction(let m):
            throw Failure(message: "\(m) is code (a .transaction closure), which a JSON scene cannot hold; render the scene script itself")
        case .contentTransition(let c):
            switch c {
            case .identity: return t("contentTransition", [("transition", .string("identity"))])
            case .opacity: return t("contentTransition", [("transition", .string("opacity"))])
            case .interpolate: return t("contentTransition", [("transition", .string("interpolate"))])
            case .symbolReplace: return t("contentTransition", [("transition", .string("symbolEffect"))])
            case .numericText(let down, let value):
                return t("contentTransition", [("transition", .string("numericText")), ("countsDown", .bool(down))]
                         + (value.map { [("value", num($0))] } ?? []))
            }
        case .symbolEffect(let e):
            var ms: Members = [("effect", .string(e.kind.rawValue))]
            if let d = e.direction { ms.append(("direction", .string(d.rawValue))) }
            if let n = e.repeatCount { ms.append(("repeatCount", num(Double(n)))) }
            if e.speed != 1 { ms.append(("speed", num(e.speed))) }
            switch e.trigger {
            case .value(let v): ms.append(("value", stateValue(v)))
            case .active(let on): ms.append(("isActive", .bool(on)))
            }
            return t("symbolEffect", ms)
        case .matchedGeometry(let g):
            return t("matchedGeometry", [("id", stateValue(g.id)), ("namespace", .string(g.namespace)),
                                         ("properties", .string(g.properties.rawValue)), ("anchor", unitPoint(g.anchor)),
                                         ("isSource", .bool(g.isSource))])
        case .onAppear(let s): return t("onAppear", [("script", .string(s.name))])
        case .onDisappear(let s): return t("onDisappear", [("script", .string(s.name))])
        case .onTapGesture(let name, let s): return t("onTapGesture", [("name", .string(name)), ("script", .string(s.name))])
        case .clock(let c):
            // A clock's ticks are code (the closures of the animator or timer), which JSON does not hold.
            throw Failure(message: "\(c.name) runs a clock (phaseAnimator, keyframeAnimator, TimelineView or a Timer), which a JSON scene cannot hold; render the scene script itself")
        }
    }

    /// An effect as a tagged object of its fields, in their declared order (`VisualEffect.fields`).
    func effect<E: VisualEffect>(_ e: E) throws -> JSONValue { Self.tagged(E.name, try fields(e, E.fields)) }

    /// A model value's fields (`ModelField`), in their declared order; nil optionals are left out.
    func fields<Root>(_ root: Root, _ fields: [ModelField<Root>]) throws -> Members {
        var ms: Members = []
        for f in fields {
            switch f.access {
            case .number(let k): ms.append((f.name, num(root[keyPath: k])))
            case .optionalNumber(let k): if let v = root[keyPath: k] { ms.append((f.name, num(v))) }
            case .bool(let k): ms.append((f.name, .bool(root[keyPath: k])))
            case .angle(let k): ms.append((f.name, angle(root[keyPath: k])))
            case .unitPoint(let k): ms.append((f.name, unitPoint(root[keyPath: k])))
            case .color(let k): ms.append((f.name, color(root[keyPath: k])))
            case .optionalColor(let k): if let c = root[keyPath: k] { ms.append((f.name, color(c))) }
            case .shape(let k): ms.append((f.name, try shape(root[keyPath: k])))
            case .axis(let k): let a = root[keyPath: k]; ms.append((f.name, .array([num(a.x), num(a.y), num(a.z)])))
            case .numbers(let k): ms.append((f.name, .array(root[keyPath: k].map(num))))
            case .blendMode(let k): ms.append((f.name, .string(root[keyPath: k].swiftUIName)))
            }
        }
        return ms
    }

    func leaf<L: LeafView>(_ l: L) throws -> Members { [("type", .string(LeafViews.jsonType(L.self)))] + (try fields(l, L.fields)) }

    mutating func custom(_ c: CustomModifier) throws -> Members {
        guard let recipe = c.recipe else {
            throw Failure(message: "custom modifier '\(c.name)' was not made by a scene script, or has stored properties "
                          + "other than Bool, Int, Double and String, so its body cannot be written as JSON")
        }
        if let d = definitions, d != recipe.source {
            throw Failure(message: "custom modifiers come from two different scene scripts; JSON holds one 'definitions' source")
        }
        definitions = recipe.source
        let fields: Members = recipe.fields.keys.sorted().map { ($0, stateValue(recipe.fields[$0]!)) }
        return [("name", .string(c.name)), ("data", .array(c.data.map { .double($0) })), ("fields", .object(fields))]
    }

    // MARK: Transitions and animations

    mutating func transition(_ tr: Transition) throws -> JSONValue {
        let t = Self.tagged
        switch tr {
        case .identity: return .string("identity")
        case .opacity: return .string("opacity")
        case .slide: return .string("slide")
        case .scale(let s, let a): return t("scale", [("scale", num(s)), ("anchor", unitPoint(a))])
        case .move(let e): return t("move", [("edge", edge(e))])
        case .offset(let x, let y): return t("offset", [("x", num(x)), ("y", num(y))])
        case .push(let e): return t("push", [("from", edge(e))])
        case .blurReplace(let up): return t("blurReplace", [("upUp", .bool(up))])
        case .asymmetric(let i, let r): return t("asymmetric", [("insertion", try transition(i)), ("removal", try transition(r))])
        case .combined(let a, let b): return t("combined", [("first", try transition(a)), ("second", try transition(b))])
        case .animated(let tr, let a): return t("animated", [("transition", try transition(tr)), ("animation", animation(a))])
        case .modifier(let a, let i):
            return t("modifier", [("active", .object(try custom(a))), ("identity", .object(try custom(i)))])
        case .genie(let r, let e):
            return t("genie", [("target", .object([("x", num(r.origin.x)), ("y", num(r.origin.y)), ("width", num(r.size.width)),
                                                   ("height", num(r.size.height))])), ("edge", edge(e))])
        }
    }

    func animation(_ a: Animation) -> JSONValue {
        var ms: Members
        switch a.kind {
        case .bezier(let p1x, let p1y, let p2x, let p2y, let d):
            ms = [("type", .string("bezier")), ("p1x", num(p1x)), ("p1y", num(p1y)), ("p2x", num(p2x)), ("p2y", num(p2y)), ("duration", num(d))]
        case .spring(let r, let z, let b):
            ms = [("type", .string("spring")), ("response", num(r)), ("dampingFraction", num(z)), ("blendDuration", num(b))]
        case .interpolatingSpring(let m, let k, let c, let v):
            ms = [("type", .string("interpolatingSpring")), ("mass", num(m)), ("stiffness", num(k)), ("damping", num(c)),
                  ("initialVelocity", num(v))]
        case .delay(let inner, let d): ms = [("type", .string("delay")), ("animation", animation(inner)), ("delay", num(d))]
        case .speed(let inner, let s): ms = [("type", .string("speed")), ("animation", animation(inner)), ("speed", num(s))]
        case .repeat(let inner, let count, let auto):
            ms = [("type", .string("repeat")), ("animation", animation(inner))]
            if let count { ms.append(("count", .int(count))) }
            ms.append(("autoreverses", .bool(auto)))
        case .logicallyComplete(let inner, let after):
            ms = [("type", .string("logicallyComplete")), ("animation", animation(inner)), ("after", num(after))]
        }
        return .object([("name", .string(a.name))] + ms)
    }

    // MARK: Paint and shapes

    func color(_ c: Color) -> JSONValue {
        func byte(_ v: Double) -> Int? {
            let b = (v * 255).rounded()
            return b >= 0 && b <= 255 && Double(Int(b)) / 255 == v ? Int(b) : nil
        }
        if let r = byte(c.red), let g = byte(c.green), let b = byte(c.blue), let a = byte(c.alpha) {
            func hex(_ v: Int) -> String { (v < 16 ? "0" : "") + String(v, radix: 16) }
            return .string("#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a)))
        }
        return .array([num(c.red), num(c.green), num(c.blue), num(c.alpha)])
    }

    func fill(_ f: Fill) -> JSONValue {
        let t = Self.tagged
        switch f {
        case .foreground: return .string("foreground")
        case .tint: return .string("tint")
        case .color(let c): return t("color", [("color", color(c))])
        case .colorGradient(let c): return t("colorGradient", [("color", color(c))])
        case .linearGradient(let g, let s, let e):
            return t("linearGradient", [("stops", stops(g)), ("start", unitPoint(s)), ("end", unitPoint(e))])
        case .radialGradient(let g, let c, let r0, let r1):
            return t("radialGradient", [("stops", stops(g)), ("center", unitPoint(c)), ("startRadius", num(r0)), ("endRadius", num(r1))])
        case .angularGradient(let g, let c, let a0, let a1):
            return t("angularGradient", [("stops", stops(g)), ("center", unitPoint(c)), ("startAngle", angle(a0)), ("endAngle", angle(a1))])
        case .material(let m, let scheme):
            return t("material", [("material", .string(m.rawValue))] + (scheme == .dark ? [("colorScheme", .string(scheme.rawValue))] : []))
        case .opacity(let inner, let o): return t("opacity", [("fill", fill(inner)), ("opacity", num(o))])
        }
    }

    func stops(_ g: Gradient) -> JSONValue {
        .array(g.stops.map { .object([("color", color($0.color)), ("location", num($0.location))]) })
    }

    func stroke(_ s: StrokeSpec) -> JSONValue {
        let caps: [LineCap: String] = [.butt: "butt", .round: "round", .square: "square"]
        let joins: [LineJoin: String] = [.miter: "miter", .round: "round", .bevel: "bevel"]
        return .object([("fill", fill(s.fill)), ("lineWidth", num(s.style.lineWidth)), ("lineCap", .string(caps[s.style.lineCap]!)),
                        ("lineJoin", .string(joins[s.style.lineJoin]!)), ("miterLimit", num(s.style.miterLimit)),
                        ("dash", .array(s.style.dash.map(num))), ("dashPhase", num(s.style.dashPhase)), ("border", .bool(s.isBorder))])
    }

    func cornerStyle(_ s: RoundedCornerStyle) -> JSONValue { .string(s == .continuous ? "continuous" : "circular") }

    func shape(_ k: ShapeKind) throws -> JSONValue {
        let t = Self.tagged
        switch k {
        case .rectangle: return .string("rectangle")
        case .circle: return .string("circle")
        case .ellipse: return .string("ellipse")
        case .roundedRectangle(let size, let style):
            return t("roundedRectangle", [("cornerSize", .array([num(size.width), num(size.height)])), ("style", cornerStyle(style))])
        case .unevenRoundedRectangle(let r, let style):
            return t("unevenRoundedRectangle", [("topLeading", num(r.topLeading)), ("bottomLeading", num(r.bottomLeading)),
                                                ("bottomTrailing", num(r.bottomTrailing)), ("topTrailing", num(r.topTrailing)),
                                                ("style", cornerStyle(style))])
        case .capsule(let style): return t("capsule", [("style", cornerStyle(style))])
        case .path(let p):
            var commands: [JSONValue] = []
            var pi = 0
            for v in p.verbs {
                let n: Int, letter: String
                switch v {
                case .move: n = 1; letter = "M"
                case .line: n = 1; letter = "L"
                case .quad: n = 2; letter = "Q"
                case .cubic: n = 3; letter = "C"
                case .close: n = 0; letter = "Z"
                }
                var items: [JSONValue] = [.string(letter)]
                for q in p.points[pi..<pi + n] { items.append(num(q.x)); items.append(num(q.y)) }
                pi += n
                commands.append(.array(items))
            }
            return t("path", [("commands", .array(commands))])
        case .custom(let c):
            throw Failure(message: "custom shape '\(c.name)' draws with script code; JSON scenes hold built-in shapes and paths only")
        case .trimmed:
            throw Failure(message: "trim(from:to:) is not stored in JSON scenes")
        }
    }

    // MARK: Small values

    func unitPoint(_ p: UnitPoint) -> JSONValue { .array([num(p.x), num(p.y)]) }

    func angle(_ a: Angle) -> JSONValue { .object([("radians", num(a.radians))]) }

    func edge(_ e: Edge) -> JSONValue {
        switch e {
        case .top: return .string("top")
        case .leading: return .string("leading")
        case .bottom: return .string("bottom")
        case .trailing: return .string("trailing")
        default: return .int(e.rawValue)
        }
    }

    static let namedAlignments: [(String, Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing),
    ]

    func alignment(_ a: Alignment) -> JSONValue {
        if let name = Self.namedAlignments.first(where: { $0.1 == a })?.0 { return .string(name) }
        return .object([("horizontal", .string(a.horizontal.rawValue)), ("vertical", .string(a.vertical.rawValue))])
    }

    func font(_ f: Font) -> JSONValue {
        var ms: Members = [("size", num(f.size)), ("weight", .string(f.weight.rawValue)), ("design", .string(f.design.rawValue))]
        if let file = f.customFile { ms.append(("customFile", .string(file))) }
        if let s = f.style { ms.append(("style", .string(s.rawValue))) }
        if f.monospacedDigits { ms.append(("monospacedDigits", .bool(true))) }
        if f.isItalic { ms.append(("italic", .bool(true))) }
        if f.width != .standard { ms.append(("width", .string(f.width.rawValue))) }
        return .object(ms)
    }

    func gridItem(_ g: GridItem) -> JSONValue {
        var ms: Members
        switch g.size {
        case .fixed(let v): ms = [("size", Self.tagged("fixed", [("value", num(v))]))]
        case .flexible(let lo, let hi): ms = [("size", Self.tagged("flexible", [("minimum", num(lo)), ("maximum", num(hi))]))]
        case .adaptive(let lo, let hi): ms = [("size", Self.tagged("adaptive", [("minimum", num(lo)), ("maximum", num(hi))]))]
        }
        if let s = g.spacing { ms.append(("spacing", num(s))) }
        if let a = g.alignment { ms.append(("alignment", alignment(a))) }
        return .object(ms)
    }
}
