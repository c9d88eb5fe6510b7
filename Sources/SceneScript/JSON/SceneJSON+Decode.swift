import Geometry
import Document

/// JSON → model: the reverse of `SceneJSONEncoder`. Every failure names its JSON path; unknown
/// keys and missing fields are errors (a misspelt key never passes silently).
struct SceneJSONDecoder {
    /// Builds custom modifiers from the document's `definitions` (nil when it has none).
    var customs: CustomModifierFactory?

    typealias F = JSONPathFailure

    /// The `type` of a tagged value: a bare string, or an object's "type" member.
    func tag(_ n: JSONNode, _ what: String, _ known: [String]) throws -> (type: String, object: JSONObject?) {
        let list = known.map { "\"\($0)\"" }.joined(separator: ", ")
        switch n.value {
        case .string(let s):
            guard known.contains(s) else {
                let hint = closestMatch(s, known).map { " — did you mean \"\($0)\"?" } ?? "; expected one of \(list)"
                throw n.fail("unknown \(what) \"\(s)\"" + hint)
            }
            return (s, nil)
        case .object:
            var o = try n.object()
            let t = try o.required("type")
            let s = try t.string()
            guard known.contains(s) else {
                let hint = closestMatch(s, known).map { " — did you mean \"\($0)\"?" } ?? "; expected one of \(list)"
                throw t.fail("unknown \(what) \"\(s)\"" + hint)
            }
            return (s, o)
        default:
            throw n.expected("\(what) (a string or an object with \"type\")")
        }
    }

    /// The object of a tagged value whose case has fields.
    func fields(_ n: JSONNode, _ tagged: (type: String, object: JSONObject?)) throws -> JSONObject {
        guard let o = tagged.object else { throw n.fail("\"\(tagged.type)\" needs its fields: write it as an object with \"type\": \"\(tagged.type)\"") }
        return o
    }

    /// The value of a tag that takes no fields, when `tagged` names one of `values` (written as a string,
    /// or as an object with nothing but its type); nil for the other types.
    func fieldless<T>(_ tagged: (type: String, object: JSONObject?), _ values: KeyValuePairs<String, T>) throws -> T? {
        guard let value = values.first(where: { $0.key == tagged.type })?.value else { return nil }
        try tagged.object?.finish()
        return value
    }

    // MARK: Views

    /// The views other than leaf views (those are read from their `LeafView` declarations).
    static let viewTypes = ["empty", "shape", "color", "text", "image", "stack", "grid", "lazyVGrid",
                            "lazyHGrid", "scrollView", "button", "list", "conditional"] + LeafViews.all.map(LeafViews.jsonType)

    func view(_ n: JSONNode) throws -> ViewNode {
        try identified(n, allowID: false).view
    }

    func identified(_ n: JSONNode, allowID: Bool) throws -> IdentifiedView {
        let t = try tag(n, "view type", Self.viewTypes)
        var o = t.object ?? JSONObject(members: [], path: n.path)
        var id: ViewID?
        if allowID, let idNode = o.optional("childID") { id = try viewID(idNode) }
        var node: ViewNode
        switch t.type {
        case "empty": node = .empty
        case "shape":
            let kind = try shape(o.required("shape"))
            node = .shape(ShapeView(kind: kind, fill: try o.optional("fill").map(fill), stroke: try o.optional("stroke").map(stroke)))
        case "color": node = .color(try fill(o.required("fill")))
        case "text": node = .text(TextView(try o.required("text").string()))
        case "image":
            let file = o.optional("file"), symbol = o.optional("systemName")
            let source: ImageView.Source
            switch (file, symbol) {
            case (let f?, nil): source = .file(try f.string())
            case (nil, let s?): source = .systemName(try s.string())
            case (nil, nil): throw n.fail("missing key \"file\" or \"systemName\"")
            default: throw n.fail("an image has either \"file\" or \"systemName\", not both")
            }
            node = .image(ImageView(source: source, isResizable: try o.optional("resizable")?.bool() ?? false))
        case "stack":
            let axis = try o.required("axis").choice([("horizontal", StackView.Axis.horizontal), ("vertical", .vertical), ("depth", .depth)], what: "stack axis")
            node = .stack(StackView(axis: axis, alignment: try alignment(o.optional("alignment")), spacing: try o.optional("spacing")?.finite(),
                                    children: try children(o.required("children"))))
        case "grid":
            let kind = GridView.Kind.grid(horizontalSpacing: try o.optional("horizontalSpacing")?.finite(),
                                          verticalSpacing: try o.optional("verticalSpacing")?.finite())
            node = .grid(GridView(kind: kind, alignment: try alignment(o.optional("alignment")), children: try children(o.required("children"))))
        case "lazyVGrid", "lazyHGrid":
            let items = try o.required(t.type == "lazyVGrid" ? "columns" : "rows").array().map(gridItem)
            let spacing = try o.optional("spacing")?.finite()
            let kind: GridView.Kind = t.type == "lazyVGrid" ? .lazyVGrid(columns: items, spacing: spacing) : .lazyHGrid(rows: items, spacing: spacing)
            node = .grid(GridView(kind: kind, alignment: try alignment(o.optional("alignment")), children: try children(o.required("children"))))
        case "scrollView":
            var axes: Axes = []
            for a in try o.required("axes").array() {
                axes.insert(try a.choice([("horizontal", Axes.horizontal), ("vertical", Axes.vertical)], what: "axis"))
            }
            node = .scrollView(axes: axes, content: try view(o.required("content")))
        case "button":
            let name = try o.required("actionName").string()
            let action = try o.optional("action").map { Script(name: try $0.string(), steps: []) }
            node = .button(ButtonView(label: try view(o.required("label")), actionName: name, action: action))
        case "list": node = .list(try children(o.required("children")))
        case "conditional":
            let branch = try o.required("branch").choice([("if", true), ("else", false)], what: "branch")
            node = .conditional(isTrue: branch, try view(o.required("content")))
        default:
            guard let type = LeafViews.named(jsonType: t.type) else { preconditionFailure("tag() checked the type") }
            node = try leaf(type, &o)
        }
        if let mods = o.optional("modifiers") {
            for m in try mods.array() { node = .modified(node, try modifier(m)) }
        }
        try o.finish()
        return IdentifiedView(id: id, node)
    }

    func children(_ n: JSONNode) throws -> [IdentifiedView] {
        try n.array().map { try identified($0, allowID: true) }
    }

    func viewID(_ n: JSONNode) throws -> ViewID { try stateValue(n, what: "an id (number, string or bool)") }

    /// An Int (`1`), Double (`1.0`, `0.5`, `{"double": "Infinity"}`), String or Bool.
    func stateValue(_ n: JSONNode, what: String = "a value (number, string or bool)") throws -> StateValue {
        switch n.value {
        case .bool(let b): return .bool(b)
        case .string(let s): return .string(s)
        case .number(let text):
            if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return .int(try n.int()) }
            return .double(try n.double())
        case .object:
            var o = try n.object()
            let d = try o.required("double").double()
            try o.finish()
            return .double(d)
        default: throw n.expected(what)
        }
    }

    // MARK: Modifiers

    /// The modifiers other than effects (those are read from their `VisualEffect` declarations).
    static let modifierTypes = [
        "frame", "flexibleFrame", "padding", "position", "fixedSize", "layoutPriority", "aspectRatio", "zIndex", "id",
        "coordinateSpace", "background", "backgroundShape", "overlay", "foregroundStyle", "font", "fontWeight", "fontWidth", "multilineTextAlignment",
        "lineLimit", "truncationMode", "colorScheme", "layoutDirection", "textCase", "lineSpacing", "minimumScaleFactor", "allowsTightening", "buttonStyle", "tint", "disabled", "controlSize", "imageScale", "fill", "stroke", "mask", "custom", "transition", "animation",
        "contentTransition", "symbolEffect", "matchedGeometry", "onAppear", "onDisappear", "onTapGesture",
    ] + Effects.all.map { $0.name }

    func modifier(_ n: JSONNode) throws -> Modifier {
        let t = try tag(n, "modifier", Self.modifierTypes)
        if let type = Effects.named(t.type) { return .effect(try effect(type, n, t)) }
        var o = try fields(n, t)
        let m: Modifier
        switch t.type {
        case "frame":
            m = .frame(width: try o.optional("width")?.finite(), height: try o.optional("height")?.finite(),
                       alignment: try alignment(o.optional("alignment")))
        case "flexibleFrame":
            m = .flexibleFrame(FlexibleFrame(
                minWidth: try o.optional("minWidth")?.double(), idealWidth: try o.optional("idealWidth")?.double(),
                maxWidth: try o.optional("maxWidth")?.double(), minHeight: try o.optional("minHeight")?.double(),
                idealHeight: try o.optional("idealHeight")?.double(), maxHeight: try o.optional("maxHeight")?.double(),
                alignment: try alignment(o.optional("alignment"))))
        case "padding":
            m = .padding(EdgeInsets(top: try o.optional("top")?.finite() ?? 0, leading: try o.optional("leading")?.finite() ?? 0,
                                    bottom: try o.optional("bottom")?.finite() ?? 0, trailing: try o.optional("trailing")?.finite() ?? 0))
        case "position": m = .position(x: try o.required("x").finite(), y: try o.required("y").finite())
        case "fixedSize":
            m = .fixedSize(horizontal: try o.optional("horizontal")?.bool() ?? true, vertical: try o.optional("vertical")?.bool() ?? true)
        case "layoutPriority": m = .layoutPriority(try o.required("value").finite())
        case "aspectRatio":
            m = .aspectRatio(try o.optional("ratio")?.finite(),
                             try o.required("contentMode").choice([("fit", ContentMode.fit), ("fill", .fill)], what: "content mode"))
        case "zIndex": m = .zIndex(try o.required("value").finite())
        case "id": m = .id(try viewID(o.required("id")))
        case "coordinateSpace": m = .coordinateSpace(try o.required("name").string())
        case "background": m = .background(try view(o.required("view")), alignment: try alignment(o.optional("alignment")))
        case "backgroundShape": m = .backgroundShape(try fill(o.required("fill")), try shape(o.required("shape")))
        case "overlay": m = .overlay(try view(o.required("view")), alignment: try alignment(o.optional("alignment")))
        case "foregroundStyle": m = .foregroundStyle(try fill(o.required("fill")))
        case "font": m = .font(try font(o.required("font")))
        case "fontWeight": m = .fontWeight(try o.required("weight").choice(Font.Weight.self, what: "font weight"))
        case "fontWidth": m = .fontWidth(try o.required("width").choice(Font.Width.self, what: "font width"))
        case "multilineTextAlignment":
            m = .multilineTextAlignment(try o.required("alignment").choice([("leading", TextAlignment.leading), ("center", .center),
                                                                             ("trailing", .trailing)], what: "text alignment"))
        case "lineLimit": m = .lineLimit(try o.optional("limit")?.int())
        case "buttonStyle": m = .buttonStyle(try o.required("style").choice(ButtonStyleKind.self, what: "button style"))
        case "tint": m = .tint(try o.optional("color").map { try color($0) })
        case "disabled": m = .disabled(try o.optional("disabled")?.bool() ?? true)
        case "controlSize": m = .controlSize(try o.required("size").choice(ControlSize.self, what: "control size"))
        case "imageScale": m = .imageScale(try o.required("scale").choice(Image.Scale.self, what: "image scale"))
        case "lineSpacing": m = .lineSpacing(try o.required("spacing").double())
        case "minimumScaleFactor": m = .minimumScaleFactor(try o.required("factor").double())
        case "allowsTightening": m = .allowsTightening(try o.optional("allows")?.bool() ?? true)
        case "textCase":
            m = .textCase(try o.optional("case").map { try $0.choice([("uppercase", TextCase.uppercase), ("lowercase", .lowercase)],
                                                                   what: "text case") })
        case "layoutDirection":
            m = .layoutDirection(try o.required("direction").choice([("leftToRight", LayoutDirection.leftToRight),
                                                                     ("rightToLeft", .rightToLeft)], what: "layout direction"))
        case "colorScheme": m = .colorScheme(try o.required("scheme").choice(ColorScheme.self, what: "colour scheme"))
        case "truncationMode":
            m = .truncationMode(try o.required("mode").choice([("head", TruncationMode.head), ("middle", .middle), ("tail", .tail)],
                                                               what: "truncation mode"))
        case "fill": m = .fill(try fill(o.required("fill")))
        case "stroke": m = .stroke(try stroke(o.required("stroke")))
        case "mask": m = .mask(try view(o.required("view")), alignment: try alignment(o.optional("alignment")))
        case "custom": m = .custom(try custom(&o, at: n))
        case "transition": m = .transition(try transition(o.required("transition")))
        case "animation": m = .animation(try o.optional("animation").map(animation), value: try o.optional("value").map { try stateValue($0) })
        case "contentTransition":
            let kinds: [(String, ContentTransition)] = [("identity", .identity), ("opacity", .opacity), ("interpolate", .interpolate),
                                                        ("symbolEffect", .symbolReplace),
                                                        ("numericText", .numericText(countsDown: false, value: nil))]
            var c = try o.required("transition").choice(kinds, what: "content transition")
            if case .numericText = c {
                c = .numericText(countsDown: try o.optional("countsDown")?.bool() ?? false, value: try o.optional("value")?.finite())
            }
            m = .contentTransition(c)
        case "symbolEffect":
            let kind = try o.required("effect").choice(SymbolEffect.Kind.allCases.map { ($0.rawValue, $0) }, what: "symbol effect")
            let direction = try o.optional("direction")?.choice(SymbolEffect.Direction.allCases.map { ($0.rawValue, $0) }, what: "direction")
            let trigger: SymbolEffect.Trigger = try o.optional("value").map { .value(try stateValue($0)) }
                ?? .active(try o.optional("isActive")?.bool() ?? true)
            m = .symbolEffect(SymbolEffect(kind, direction: direction, repeatCount: try o.optional("repeatCount").map { Int(try $0.number(in: 1...1000)) },
                                           speed: try o.optional("speed")?.number(in: 0.001...100) ?? 1, trigger: trigger))
        case "matchedGeometry":
            m = .matchedGeometry(MatchedGeometry(
                id: try stateValue(o.required("id")), namespace: try o.required("namespace").string(),
                properties: try o.optional("properties")?.choice([("frame", MatchedGeometry.Properties.frame), ("position", .position),
                                                                  ("size", .size)], what: "matched properties") ?? .frame,
                anchor: try unitPoint(o.optional("anchor")), isSource: try o.optional("isSource")?.bool() ?? true))
        case "onAppear": m = .onAppear(Script(name: try o.optional("script")?.string() ?? "onAppear", steps: []))
        case "onDisappear": m = .onDisappear(Script(name: try o.optional("script")?.string() ?? "onDisappear", steps: []))
        case "onTapGesture":
            let name = try o.required("name").string()
            m = .onTapGesture(name: name, Script(name: try o.optional("script")?.string() ?? name, steps: []))
        default: preconditionFailure("tag() checked the type")
        }
        try o.finish()
        return m
    }

    /// An effect from its fields (`VisualEffect.fields`); left-out optional fields keep `defaults`.
    /// An effect without fields may be a bare string (`"clipped"`).
    func effect<E: VisualEffect>(_ type: E.Type, _ n: JSONNode, _ t: (type: String, object: JSONObject?)) throws -> Effect {
        if E.fields.isEmpty && t.object == nil { return Effect(E.defaults) }
        var o = try fields(n, t)
        let e = try fields(of: E.defaults, E.fields, from: &o)
        try o.finish()
        return Effect(e)
    }

    /// `defaults` with the fields `o` gives (`ModelField`); a required field must be there.
    func fields<Root>(of defaults: Root, _ fields: [ModelField<Root>], from o: inout JSONObject) throws -> Root {
        var root = defaults
        for f in fields {
            guard let v = f.isRequired ? try o.required(f.name) : o.optional(f.name) else { continue }
            switch f.access {
            case .number(let k): root[keyPath: k] = try v.finite()
            case .optionalNumber(let k): root[keyPath: k] = try v.finite()
            case .bool(let k): root[keyPath: k] = try v.bool()
            case .angle(let k): root[keyPath: k] = try angle(v)
            case .unitPoint(let k): root[keyPath: k] = try unitPoint(v)
            case .color(let k): root[keyPath: k] = try color(v)
            case .optionalColor(let k): root[keyPath: k] = try color(v)
            case .shape(let k): root[keyPath: k] = try shape(v)
            case .axis(let k): let a = try v.numbers(3); root[keyPath: k] = Axis3D(x: a[0], y: a[1], z: a[2])
            case .numbers(let k): root[keyPath: k] = try v.array().map { try $0.finite() }
            case .blendMode(let k): root[keyPath: k] = try v.choice(BlendMode.allCases.map { ($0.swiftUIName, $0) }, what: "blend mode")
            }
        }
        return root
    }

    func leaf<L: LeafView>(_ type: L.Type, _ o: inout JSONObject) throws -> ViewNode {
        .leaf(Leaf(try fields(of: L.defaults, L.fields, from: &o)))
    }

    /// `{"name", "data", "fields"}`: rebuilt from the document's `definitions`.
    func custom(_ o: inout JSONObject, at n: JSONNode) throws -> CustomModifier {
        let nameNode = try o.required("name")
        let name = try nameNode.string()
        let dataNode = try o.required("data")
        let data = try dataNode.array().map { try $0.finite() }
        var fields: [(String, StateValue, JSONNode)] = []
        if let f = o.optional("fields") {
            let fo = try f.object()
            for (k, _) in fo.members {
                let child = JSONNode(fo.members.first { $0.key == k }!.value, path: fo.childPath(k))
                fields.append((k, try stateValue(child), child))
            }
        }
        guard let customs else {
            throw nameNode.fail("custom modifier '\(name)' needs the scene-script source that declares it in \"definitions\" at the top level")
        }
        return try customs.make(name: name, nameNode: nameNode, fields: fields, data: data, dataNode: dataNode)
    }

    // MARK: Transitions and animations

    static let transitionTypes = ["identity", "opacity", "slide", "scale", "move", "offset", "push", "blurReplace", "asymmetric",
                                  "combined", "modifier", "genie", "animated"]

    func transition(_ n: JSONNode) throws -> Transition {
        let t = try tag(n, "transition", Self.transitionTypes)
        if let bare: Transition = try fieldless(t, ["identity": .identity, "opacity": .opacity, "slide": .slide]) {
            return bare
        }
        switch t.type {
        case "scale" where t.object == nil: return .scale
        case "blurReplace" where t.object == nil: return .blurReplace
        default: break
        }
        var o = try fields(n, t)
        let tr: Transition
        switch t.type {
        case "scale": tr = .scale(try o.optional("scale")?.finite() ?? 1e-5, anchor: try unitPoint(o.optional("anchor")))
        case "move": tr = .move(edge: try edge(o.required("edge")))
        case "offset": tr = .offset(x: try o.optional("x")?.finite() ?? 0, y: try o.optional("y")?.finite() ?? 0)
        case "push": tr = .push(from: try edge(o.required("from")))
        case "blurReplace": tr = .blurReplace(upUp: try o.optional("upUp")?.bool() ?? false)
        case "asymmetric": tr = .asymmetric(insertion: try transition(o.required("insertion")), removal: try transition(o.required("removal")))
        case "combined": tr = .combined(try transition(o.required("first")), try transition(o.required("second")))
        case "animated": tr = .animated(try transition(o.required("transition")), try animation(o.required("animation")))
        case "modifier":
            let a = try o.required("active"), i = try o.required("identity")
            var ao = try a.object(), io = try i.object()
            let active = try custom(&ao, at: a), identity = try custom(&io, at: i)
            try ao.finish(); try io.finish()
            tr = .modifier(active: active, identity: identity)
        case "genie":
            var r = try o.required("target").object()
            let rect = Rect(x: try r.required("x").finite(), y: try r.required("y").finite(),
                            width: try r.required("width").finite(), height: try r.required("height").finite())
            try r.finish()
            tr = .genie(target: rect, edge: try edge(o.required("edge")))
        default: preconditionFailure("tag() checked the type")
        }
        try o.finish()
        return tr
    }

    static let animationTypes = ["bezier", "spring", "interpolatingSpring", "delay", "speed", "repeat", "logicallyComplete"]

    func animation(_ n: JSONNode) throws -> Animation {
        var o = try n.object()
        let name = try o.optional("name")?.string()
        let typeNode = try o.required("type")
        let type = try typeNode.string()
        guard Self.animationTypes.contains(type) else {
            throw typeNode.fail("unknown animation type \"\(type)\"; expected one of " + Self.animationTypes.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        let kind: Animation.Kind
        switch type {
        case "bezier":
            kind = .bezier(p1x: try o.required("p1x").finite(), p1y: try o.required("p1y").finite(), p2x: try o.required("p2x").finite(),
                           p2y: try o.required("p2y").finite(), duration: try positive(o.required("duration")))
        case "spring":
            kind = .spring(response: try positive(o.required("response")), dampingFraction: try o.required("dampingFraction").finite(),
                           blendDuration: try o.optional("blendDuration")?.finite() ?? 0)
        case "interpolatingSpring":
            kind = .interpolatingSpring(mass: try positive(o.optional("mass")) ?? 1, stiffness: try positive(o.required("stiffness")),
                                        damping: try o.required("damping").finite(), initialVelocity: try o.optional("initialVelocity")?.finite() ?? 0)
        case "delay": kind = .delay(try animation(o.required("animation")), try o.required("delay").finite())
        case "speed": kind = .speed(try animation(o.required("animation")), try positive(o.required("speed")))
        case "repeat":
            let count = try o.optional("count").map { c -> Int in
                let v = try c.int()
                guard v >= 0 else { throw c.fail("expected a count ≥ 0, found \(v)") }
                return v
            }
            kind = .repeat(try animation(o.required("animation")), count: count, autoreverses: try o.optional("autoreverses")?.bool() ?? true)
        default: kind = .logicallyComplete(try animation(o.required("animation")), after: try o.required("after").finite())
        }
        try o.finish()
        return Animation(kind, name: name ?? type)
    }

    func positive(_ n: JSONNode) throws -> Double {
        let d = try n.finite()
        guard d > 0 else { throw n.fail("expected a number > 0, found \(n.value.summary)") }
        return d
    }

    func positive(_ n: JSONNode?) throws -> Double? { try n.map(positive) }

    // MARK: Paint and shapes

    func color(_ n: JSONNode) throws -> Color {
        switch n.value {
        case .string(let s):
            if s.hasPrefix("#") {
                let hex = s.dropFirst()
                if (hex.count == 6 || hex.count == 8), hex.allSatisfy(\.isHexDigit), let v = UInt32(hex, radix: 16) {
                    let rgba = hex.count == 6 ? v << 8 | 0xFF : v
                    return Color(r8: Int(rgba >> 24), g8: Int(rgba >> 16 & 0xFF), b8: Int(rgba >> 8 & 0xFF), a8: Int(rgba & 0xFF))
                }
                throw n.fail("expected a colour \"#rrggbb\" or \"#rrggbbaa\", found \(n.value.summary)")
            }
            if let c = Color.named.first(where: { $0.0 == s })?.1 { return c }
            let names = Color.named.map(\.0)
            throw n.fail("unknown colour \"\(s)\"" + (closestMatch(s, names).map { " — did you mean \"\($0)\"?" } ?? "")
                         + "; write \"#rrggbb\", [r, g, b, a] (0…1) or a name such as \"red\"")
        case .array(let items) where items.count == 3 || items.count == 4:
            let v = try n.array().map { try $0.finite() }
            return Color(red: v[0], green: v[1], blue: v[2], alpha: v.count == 4 ? v[3] : 1)
        default:
            throw n.expected("a colour (\"#rrggbb\", \"#rrggbbaa\", a name such as \"red\", or [r, g, b, a] with 0…1 components)")
        }
    }

    static let fillTypes = ["foreground", "tint", "color", "colorGradient", "linearGradient", "radialGradient", "angularGradient",
                            "material", "opacity"]

    func fill(_ n: JSONNode) throws -> Fill {
        // Shorthands: a colour stands for `{"type": "color", …}`.
        switch n.value {
        case .string(let s) where s != "foreground" && s != "tint": return .color(try color(n))
        case .array: return .color(try color(n))
        default: break
        }
        let t = try tag(n, "fill", Self.fillTypes)
        if let bare: Fill = try fieldless(t, ["foreground": .foreground, "tint": .tint]) { return bare }
        var o = try fields(n, t)
        let f: Fill
        switch t.type {
        case "color": f = .color(try color(o.required("color")))
        case "colorGradient": f = .colorGradient(try color(o.required("color")))
        case "linearGradient":
            f = .linearGradient(try gradient(o.required("stops")), start: try unitPoint(o.required("start")), end: try unitPoint(o.required("end")))
        case "radialGradient":
            f = .radialGradient(try gradient(o.required("stops")), center: try unitPoint(o.optional("center")),
                                startRadius: try o.required("startRadius").finite(), endRadius: try o.required("endRadius").finite())
        case "angularGradient":
            f = .angularGradient(try gradient(o.required("stops")), center: try unitPoint(o.optional("center")),
                                 startAngle: try angle(o.required("startAngle")), endAngle: try angle(o.required("endAngle")))
        case "material":
            f = .material(try o.required("material").choice(Material.self, what: "material"),
                          try o.optional("colorScheme").map { try $0.choice(ColorScheme.self, what: "colour scheme") } ?? .light)
        default: f = .opacity(try fill(o.required("fill")), try o.required("opacity").finite())
        }
        try o.finish()
        return f
    }

    func gradient(_ n: JSONNode) throws -> Gradient {
        Gradient(stops: try n.array().map { s in
            var o = try s.object()
            let stop = Gradient.Stop(color: try color(o.required("color")), location: try o.required("location").finite())
            try o.finish()
            return stop
        })
    }

    func stroke(_ n: JSONNode) throws -> StrokeSpec {
        var o = try n.object()
        let cap = try o.optional("lineCap")?.choice([("butt", LineCap.butt), ("round", .round), ("square", .square)], what: "line cap") ?? .butt
        let join = try o.optional("lineJoin")?.choice([("miter", LineJoin.miter), ("round", .round), ("bevel", .bevel)], what: "line join") ?? .miter
        let style = StrokeStyle(lineWidth: try o.optional("lineWidth")?.finite() ?? 1, lineCap: cap, lineJoin: join,
                                miterLimit: try o.optional("miterLimit")?.finite() ?? 10,
                                dash: try o.optional("dash")?.array().map { try $0.finite() } ?? [],
                                dashPhase: try o.optional("dashPhase")?.finite() ?? 0)
        let spec = StrokeSpec(fill: try o.optional("fill").map(fill) ?? .foreground, style: style,
                              isBorder: try o.optional("border")?.bool() ?? false)
        try o.finish()
        return spec
    }

    func cornerStyle(_ n: JSONNode?) throws -> RoundedCornerStyle {
        try n?.choice([("circular", RoundedCornerStyle.circular), ("continuous", .continuous)], what: "corner style") ?? .continuous
    }

    static let shapeTypes = ["rectangle", "circle", "ellipse", "roundedRectangle", "unevenRoundedRectangle", "capsule", "path"]

    func shape(_ n: JSONNode) throws -> ShapeKind {
        let t = try tag(n, "shape", Self.shapeTypes)
        if let bare: ShapeKind = try fieldless(t, ["rectangle": .rectangle, "circle": .circle, "ellipse": .ellipse]) {
            return bare
        }
        switch t.type {
        case "capsule" where t.object == nil: return .capsule(style: .continuous)
        default: break
        }
        var o = try fields(n, t)
        let k: ShapeKind
        switch t.type {
        case "roundedRectangle":
            let sizeNode = try o.required("cornerSize")
            let v: [Double]
            if case .array = sizeNode.value { v = try sizeNode.numbers(2) } else { let r = try sizeNode.finite(); v = [r, r] }
            k = .roundedRectangle(cornerSize: Size(width: v[0], height: v[1]), style: try cornerStyle(o.optional("style")))
        case "unevenRoundedRectangle":
            let r = RectangleCornerRadii(topLeading: try o.optional("topLeading")?.finite() ?? 0,
                                         bottomLeading: try o.optional("bottomLeading")?.finite() ?? 0,
                                         bottomTrailing: try o.optional("bottomTrailing")?.finite() ?? 0,
                                         topTrailing: try o.optional("topTrailing")?.finite() ?? 0)
            k = .unevenRoundedRectangle(r, style: try cornerStyle(o.optional("style")))
        case "capsule": k = .capsule(style: try cornerStyle(o.optional("style")))
        default: k = .path(try path(o.required("commands")))
        }
        try o.finish()
        return k
    }

    func path(_ n: JSONNode) throws -> Path {
        var p = Path()
        for c in try n.array() {
            let items = try c.array()
            guard let head = items.first else { throw c.expected("a path command such as [\"M\", x, y]") }
            let letter = try head.choice([("M", 1), ("L", 1), ("Q", 2), ("C", 3), ("Z", 0)], what: "path command")
            guard items.count == 1 + 2 * letter else {
                throw c.fail("path command \(head.value.summary) takes \(2 * letter) numbers, found \(items.count - 1)")
            }
            let v = try items.dropFirst().map { try $0.finite() }
            let pts = stride(from: 0, to: v.count, by: 2).map { Point(x: v[$0], y: v[$0 + 1]) }
            switch try head.string() {
            case "M": p.move(to: pts[0])
            case "L":
                guard p.currentPoint != nil else { throw c.fail("a path must start with [\"M\", x, y]") }
                p.addLine(to: pts[0])
            case "Q":
                guard p.currentPoint != nil else { throw c.fail("a path must start with [\"M\", x, y]") }
                p.addQuadCurve(to: pts[1], control: pts[0])
            case "C":
                guard p.currentPoint != nil else { throw c.fail("a path must start with [\"M\", x, y]") }
                p.addCurve(to: pts[2], control1: pts[0], control2: pts[1])
            default: p.closeSubpath()
            }
        }
        return p
    }

    // MARK: Small values

    static let namedPoints: [(String, UnitPoint)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing), ("zero", .zero),
    ]

    /// `[x, y]` or a name such as "topLeading"; absent is the centre.
    func unitPoint(_ n: JSONNode?) throws -> UnitPoint {
        guard let n else { return .center }
        if case .string = n.value { return try n.choice(Self.namedPoints, what: "unit point") }
        let v = try n.numbers(2)
        return UnitPoint(x: v[0], y: v[1])
    }

    /// `{"radians": r}` or `{"degrees": d}`.
    func angle(_ n: JSONNode) throws -> Angle {
        var o = try n.object()
        let a: Angle
        if let r = o.optional("radians") {
            a = Angle(radians: try r.finite())
        } else if let d = o.optional("degrees") {
            a = Angle(degrees: try d.finite())
        } else {
            throw n.fail("missing key \"radians\" or \"degrees\"")
        }
        try o.finish()
        return a
    }

    func edge(_ n: JSONNode) throws -> Edge {
        try n.choice([("top", Edge.top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)], what: "edge")
    }

    /// A name such as "topLeading", or `{"horizontal", "vertical"}`; absent is the centre.
    func alignment(_ n: JSONNode?) throws -> Alignment {
        guard let n else { return .center }
        if case .string = n.value { return try n.choice(SceneJSONEncoder.namedAlignments, what: "alignment") }
        var o = try n.object()
        let h = try o.required("horizontal").choice([("leading", Alignment.Horizontal.leading), ("center", .center), ("trailing", .trailing)],
                                                    what: "horizontal alignment")
        let v = try o.required("vertical").choice([("top", Alignment.Vertical.top), ("center", .center), ("bottom", .bottom),
                                                   ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline)],
                                                  what: "vertical alignment")
        try o.finish()
        return Alignment(horizontal: h, vertical: v)
    }

    func font(_ n: JSONNode) throws -> Font {
        var o = try n.object()
        var f = Font(size: try positive(o.required("size")),
                     weight: try o.optional("weight")?.choice(Font.Weight.self, what: "font weight") ?? .regular,
                     design: try o.optional("design")?.choice([("default", Font.Design.default), ("serif", .serif), ("rounded", .rounded),
                                                               ("monospaced", .monospaced)], what: "font design") ?? .default,
                     customFile: try o.optional("customFile")?.string(),
                     style: try o.optional("style")?.choice(Font.TextStyle.self, what: "text style"))
        f.monospacedDigits = try o.optional("monospacedDigits")?.bool() ?? false
        f.isItalic = try o.optional("italic")?.bool() ?? false
        f.width = try o.optional("width")?.choice(Font.Width.self, what: "font width") ?? .standard
        try o.finish()
        return f
    }

    func gridItem(_ n: JSONNode) throws -> GridItem {
        var o = try n.object()
        let sizeNode = try o.required("size")
        let t = try tag(sizeNode, "grid item size", ["fixed", "flexible", "adaptive"])
        var so = try fields(sizeNode, t)
        let size: GridItem.Size
        switch t.type {
        case "fixed": size = .fixed(try so.required("value").finite())
        case "flexible": size = .flexible(minimum: try so.optional("minimum")?.finite() ?? 10, maximum: try so.optional("maximum")?.double() ?? .infinity)
        default: size = .adaptive(minimum: try so.required("minimum").finite(), maximum: try so.optional("maximum")?.double() ?? .infinity)
        }
        try so.finish()
        let item = GridItem(size, spacing: try o.optional("spacing")?.finite(), alignment: try o.optional("alignment").map { try alignment($0) })
        try o.finish()
        return item
    }
}
