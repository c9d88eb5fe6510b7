import Geometry

/// How a view enters and leaves (`.transition(…)`), as written. The motion stage drives it with a
/// progress from the active state (0) to identity (1) using the inserting or removing transaction's
/// animation (`../shared/reference/swiftui-semantics.md` §5).
public indirect enum Transition: Hashable, Sendable, CustomStringConvertible {
    /// No visual change (and no motion).
    case identity
    /// Opacity 0 when active: SwiftUI's default transition.
    case opacity
    /// `scaleEffect(scale, anchor:)` when active; `.scale` uses 1e-5, not 0 (§5.2).
    case scale(Double, anchor: UnitPoint)
    /// Enters from the leading side, leaves to the trailing side, by the view's own width.
    case slide
    /// Displaced by the view's own size toward `edge` (both ways).
    case move(edge: Edge)
    case offset(x: Double, y: Double)
    /// Displaced from `edge` with opacity 0 on insertion; toward the opposite edge on removal.
    case push(from: Edge)
    /// Opacity 0, blur 7, scale 0.9 (`.downUp`) or 1.1 on removal (`.upUp`).
    case blurReplace(upUp: Bool)
    case asymmetric(insertion: Transition, removal: Transition)
    /// `a.combined(with: b)`: a's effects inside b's, same phase.
    case combined(Transition, Transition)
    /// `AnyTransition.modifier(active:identity:)` with a custom animatable modifier: its data is
    /// interpolated from `active` to `identity` and its body gives the effects.
    case modifier(active: CustomModifier, identity: CustomModifier)
    /// A genie effect: the view is sucked into (or blown out of) `target` through one of its edges
    /// (BCGenieEffect, §9).
    case genie(target: Rect, edge: Edge)
    /// `t.animation(a)`: the transition runs with its own animation, whatever the transaction's
    /// (also when the change is not animated; inferred from SwiftUI's documentation of
    /// `AnyTransition.animation(_:)`, "attaches an animation to this transition").
    case animated(Transition, Animation)

    /// SwiftUI's `.scale`.
    public static let scale = Transition.scale(1e-5, anchor: .center)
    /// `.blurReplace` (= `.blurReplace(.downUp)`).
    public static let blurReplace = Transition.blurReplace(upUp: false)

    public func combined(with other: Transition) -> Transition { .combined(self, other) }
    /// `AnyTransition.animation(_:)`.
    public func animation(_ animation: Animation) -> Transition { .animated(self, animation) }

    /// `.scale(scale:anchor:)` as SwiftUI spells it.
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> Transition { .scale(scale, anchor: anchor) }
    /// `.asymmetric(insertion:removal:)`.
    public static func asymmetric(_ insertion: Transition, _ removal: Transition) -> Transition {
        .asymmetric(insertion: insertion, removal: removal)
    }

    public var description: String {
        switch self {
        case .identity: return ".identity"
        case .opacity: return ".opacity"
        case .scale(let s, let a): return s == 1e-5 && a == .center ? ".scale" : ".scale(\(formatNumber(s)), anchor: \(a))"
        case .slide: return ".slide"
        case .move(let e): return ".move(edge: \(e.name))"
        case .offset(let x, let y): return ".offset(x: \(formatNumber(x)), y: \(formatNumber(y)))"
        case .push(let e): return ".push(from: \(e.name))"
        case .blurReplace(let up): return up ? ".blurReplace(.upUp)" : ".blurReplace"
        case .asymmetric(let i, let r): return ".asymmetric(insertion: \(i), removal: \(r))"
        case .combined(let a, let b): return "\(a).combined(with: \(b))"
        case .modifier(let a, let i): return ".modifier(active: \(a), identity: \(i))"
        case .genie(let r, let e): return ".genie(target: \(r), edge: \(e.name))"
        case .animated(let t, let a): return "\(t).animation(\(a))"
        }
    }
}

extension Edge {
    /// The edge's name (single edges only).
    public var name: String {
        switch self {
        case .top: return ".top"
        case .leading: return ".leading"
        case .bottom: return ".bottom"
        case .trailing: return ".trailing"
        default: return "edges(\(rawValue))"
        }
    }
}

/// A custom `ViewModifier`/`AnimatableModifier` value: named animatable data plus a body that turns
/// the data into modifiers around the content (`func body(content:) -> some View`).
///
/// The body is code (a Swift closure, or an interpreted scene-script function), so values compare
/// and hash by the modifier's type name and data only; two values of one type share one body.
public struct CustomModifier: Hashable, Sendable, CustomStringConvertible {
    /// The modifier's type name (`FlipModifier`).
    public var name: String
    /// `animatableData`, flattened to numbers (interpolated component-wise).
    public var data: [Double]
    /// Builds the modified content for some data.
    public var body: @Sendable (_ data: [Double], _ content: ViewNode) throws -> ViewNode
    /// How to make this modifier again from scene-script code, when it came from a scene script
    /// (nil for modifiers written in Swift). Lets data formats (JSON scenes) store a custom
    /// modifier, whose body is code, as its declaration plus its stored properties.
    public var recipe: Recipe?
    /// True for `visualEffect { content, proxy in … }`: the body reads the view's geometry, so it
    /// is called with `data` = its own data then the view's frame in canvas coordinates `[minX,
    /// minY, width, height]` each time the view is drawn (a `visualEffect`'s own data is empty).
    public var readsGeometry = false

    /// A scene-script modifier's declaration source and the stored properties of this value.
    public struct Recipe: Hashable, Sendable {
        /// Scene-script source declaring the modifier struct (and whatever its body uses).
        public var source: String
        /// The struct's stored properties (plain values only) before `data` is applied.
        public var fields: [String: StateValue]
        public init(source: String, fields: [String: StateValue]) { self.source = source; self.fields = fields }
    }

    public init(name: String, data: [Double], recipe: Recipe? = nil,
                body: @escaping @Sendable (_ data: [Double], _ content: ViewNode) throws -> ViewNode) {
        self.name = name; self.data = data; self.recipe = recipe; self.body = body
    }

    public static func == (a: CustomModifier, b: CustomModifier) -> Bool { a.name == b.name && a.data == b.data }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(data) }
    public var description: String { "\(name)(\(data.map(formatNumber).joined(separator: ", ")))" }

    /// The same modifier with other data.
    public func with(data: [Double]) -> CustomModifier {
        var m = CustomModifier(name: name, data: data, recipe: recipe, body: body)
        m.readsGeometry = readsGeometry
        return m
    }

    /// The modifier as drawn in `bounds`: a geometry-reading one gets the bounds after its own
    /// data (`[minX, minY, width, height]` for a `visualEffect`, whose own data is empty; a
    /// slider's knob has its fraction first, which animates).
    public func drawn(in bounds: Rect) -> CustomModifier {
        readsGeometry ? with(data: data + [bounds.minX, bounds.minY, bounds.width, bounds.height]) : self
    }
}
