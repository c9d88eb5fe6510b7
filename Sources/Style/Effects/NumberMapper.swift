import Geometry

/// Passes every animatable number of a value through one function, in a fixed order: SwiftUI's
/// `animatableData`, flattened. One traversal serves the motion stage's extraction, injection and
/// structure signature, so a value declares its animatable numbers once.
///
/// `beginAttribute` starts a separately animated attribute: SwiftUI runs one animator per
/// attribute (a view's frame, each modifier's data, each colour), and a fluid spring's stop test
/// uses that attribute's own magnitude (§3.6).
public struct NumberMapper {
    private let map: (Double, AnimatableUnit) -> Double
    private let begin: () -> Void

    public init(_ map: @escaping (Double, AnimatableUnit) -> Double, beginAttribute: @escaping () -> Void) {
        self.map = map; self.begin = beginAttribute
    }

    /// One number.
    public func callAsFunction(_ v: Double, _ unit: AnimatableUnit = .raw) -> Double { map(v, unit) }

    /// Starts a separately animated attribute.
    public func beginAttribute() { begin() }

    public func rect(_ r: Rect) -> Rect {
        Rect(x: map(r.origin.x, .raw), y: map(r.origin.y, .raw), width: map(r.size.width, .raw), height: map(r.size.height, .raw))
    }

    public func unitPoint(_ u: UnitPoint) -> UnitPoint { UnitPoint(x: map(u.x, .unitPoint), y: map(u.y, .unitPoint)) }

    public func angle(_ a: Angle) -> Angle { Angle(radians: map(a.radians, .angle)) }

    /// A colour is its own attribute (components in linear sRGB ×128).
    public func color(_ c: Color) -> Color {
        begin()
        return Color(red: map(c.red, .colorComponent), green: map(c.green, .colorComponent),
                     blue: map(c.blue, .colorComponent), alpha: map(c.alpha, .colorAlpha))
    }

    /// A rounded rectangle's corner size, a custom shape's `animatableData` and a trim's two
    /// ends are each their own attribute; other shapes have no numbers.
    public func shape(_ k: ShapeKind) -> ShapeKind {
        switch k {
        case .roundedRectangle(let s, let style):
            begin()
            return .roundedRectangle(cornerSize: Size(width: map(s.width, .raw), height: map(s.height, .raw)), style: style)
        case .custom(var c):
            guard !c.data.isEmpty else { return k }
            begin()
            c.data = c.data.map { map($0, .raw) }
            return .custom(c)
        case .trimmed(let inner, let from, let to):
            // `_TrimmedShape.animatableData` is AnimatablePair(AnimatablePair(from, to), shape's data) (inferred from its
            // declaration order): the ends first, then the inner shape's numbers.
            begin()
            let f = map(from, .raw), t = map(to, .raw)
            return .trimmed(shape(inner), from: f, to: t)
        default:
            return k
        }
    }

    /// A fill's colours and opacity (gradients and materials do not animate).
    public func fill(_ x: Fill) -> Fill {
        switch x {
        case .color(let c): return .color(color(c))
        case .colorGradient(let c): return .colorGradient(color(c))
        case .opacity(let inner, let o): return .opacity(fill(inner), map(o, .raw))
        default: return x
        }
    }
}
