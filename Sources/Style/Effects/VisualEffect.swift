import Geometry

/// A visual effect modifier (`.blur(radius:)`, `.scaleEffect(_:anchor:)`, `.grayscale(_:)`…):
/// it changes how a view draws, never its layout.
///
/// Each effect is one value type and declares everything once: its SwiftUI name (also its JSON
/// tag), its fields in SwiftUI's order — which say how each one is animated, written to JSON
/// and described — and how it is drawn, as primitive render operations. The document, layout,
/// motion, render-tree and JSON stages all work from this declaration; none re-declares an
/// effect. Register a new effect in `Effects.all` so that JSON scenes can read it.
public protocol VisualEffect: Hashable, Sendable, CustomStringConvertible {
    /// The SwiftUI modifier's name: the JSON tag and the head of the description.
    static var name: String { get }
    /// The fields, in SwiftUI's argument order.
    static var fields: [EffectField<Self>] { get }
    /// The value whose fields are the defaults of those that may be left out (for decoding).
    static var defaults: Self { get }
    /// True when the effect is placed in the view's bounds (anchors, clip shapes): the bounds
    /// are recorded with it and animate with it.
    static var usesBounds: Bool { get }
    /// The effect as layout records it, when it is another effect's shorthand (`clipped()` is a
    /// rectangular `clipShape`). Default: itself.
    var resolved: Effect { get }
    /// What draws the effect around its content, inside → outside, for a view laid out in `bounds`.
    func primitives(in bounds: Rect) -> [EffectPrimitive]
}

extension VisualEffect {
    public static var usesBounds: Bool { false }
    public var resolved: Effect { Effect(self) }

    /// The effect with every animatable number passed through `m`, in field order.
    public func mappingNumbers(_ m: NumberMapper) -> Self {
        var e = self
        for f in Self.fields { f.access.map(&e, m) }
        return e
    }

    /// `name(field: value, …)`, in field order.
    public var description: String {
        Self.name + "(" + Self.fields.map { "\($0.name): \($0.access.describe(self))" }.joined(separator: ", ") + ")"
    }
}

/// One field of an effect: its name (the SwiftUI argument label and JSON key), how it is reached
/// and whether it may be left out (then it takes the value in `defaults`).
public struct EffectField<Root>: Sendable {
    public let name: String
    public let access: FieldAccess<Root>
    public let isRequired: Bool

    public init(_ name: String, _ access: FieldAccess<Root>, required: Bool = true) {
        self.name = name; self.access = access; self.isRequired = required
    }
}

/// The kinds of value an effect field holds. The kind says how the field animates (numbers
/// raw, angles and unit points ×128, colours and rounded-rectangle corners as their own
/// attributes, the rest not at all) and how JSON writes it; each stage handles a kind once.
public enum FieldAccess<Root>: @unchecked Sendable {
    case number(WritableKeyPath<Root, Double>)
    case bool(WritableKeyPath<Root, Bool>)
    case angle(WritableKeyPath<Root, Angle>)
    case unitPoint(WritableKeyPath<Root, UnitPoint>)
    case optionalColor(WritableKeyPath<Root, Color?>)
    case shape(WritableKeyPath<Root, ShapeKind>)
    case axis(WritableKeyPath<Root, Axis3D>)

    /// Passes the field's animatable numbers through `m`.
    func map(_ root: inout Root, _ m: NumberMapper) {
        switch self {
        case .number(let k): root[keyPath: k] = m(root[keyPath: k])
        case .angle(let k): root[keyPath: k] = m.angle(root[keyPath: k])
        case .unitPoint(let k): root[keyPath: k] = m.unitPoint(root[keyPath: k])
        case .optionalColor(let k): root[keyPath: k] = root[keyPath: k].map(m.color)
        case .shape(let k): root[keyPath: k] = m.shape(root[keyPath: k])
        case .bool, .axis: break
        }
    }

    func describe(_ root: Root) -> String {
        switch self {
        case .number(let k): return formatNumber(root[keyPath: k])
        case .bool(let k): return "\(root[keyPath: k])"
        case .angle(let k): return "\(root[keyPath: k])"
        case .unitPoint(let k): return "\(root[keyPath: k])"
        case .optionalColor(let k): return root[keyPath: k].map { "\($0)" } ?? "default"
        case .shape(let k): return "\(root[keyPath: k])"
        case .axis(let k): let a = root[keyPath: k]; return "(\(formatNumber(a.x)), \(formatNumber(a.y)), \(formatNumber(a.z)))"
        }
    }
}
