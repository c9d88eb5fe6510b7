import Geometry

/// One field of a model value (an effect, a leaf view): its name (the SwiftUI argument label and
/// JSON key), how it is reached and whether it may be left out (then it takes the value in the
/// type's `defaults`).
public struct ModelField<Root>: Sendable {
    public let name: String
    public let access: FieldAccess<Root>
    public let isRequired: Bool

    public init(_ name: String, _ access: FieldAccess<Root>, required: Bool = true) {
        self.name = name; self.access = access; self.isRequired = required
    }
}

/// The kinds of value a model field holds. The kind says how the field animates (numbers
/// raw, angles and unit points ×128, colours and rounded-rectangle corners as their own
/// attributes, the rest not at all) and how JSON writes it; each stage handles a kind once.
public enum FieldAccess<Root>: @unchecked Sendable {
    case number(WritableKeyPath<Root, Double>)
    /// A length that may be unspecified (nil); not animated.
    case optionalNumber(WritableKeyPath<Root, Double?>)
    case bool(WritableKeyPath<Root, Bool>)
    case angle(WritableKeyPath<Root, Angle>)
    case unitPoint(WritableKeyPath<Root, UnitPoint>)
    case color(WritableKeyPath<Root, Color>)
    case optionalColor(WritableKeyPath<Root, Color?>)
    case shape(WritableKeyPath<Root, ShapeKind>)
    case axis(WritableKeyPath<Root, Axis3D>)
    /// A blend mode (not animated; JSON writes SwiftUI's name).
    case blendMode(WritableKeyPath<Root, BlendMode>)
    /// Several numbers animated together (a script effect's `animatableData`, flattened).
    case numbers(WritableKeyPath<Root, [Double]>)

    /// Passes the field's animatable numbers through `m`.
    public func map(_ root: inout Root, _ m: NumberMapper) {
        switch self {
        case .number(let k): root[keyPath: k] = m(root[keyPath: k])
        case .angle(let k): root[keyPath: k] = m.angle(root[keyPath: k])
        case .unitPoint(let k): root[keyPath: k] = m.unitPoint(root[keyPath: k])
        case .color(let k): root[keyPath: k] = m.color(root[keyPath: k])
        case .optionalColor(let k): root[keyPath: k] = root[keyPath: k].map(m.color)
        case .shape(let k): root[keyPath: k] = m.shape(root[keyPath: k])
        case .numbers(let k): root[keyPath: k] = root[keyPath: k].map { m($0) }
        case .bool, .axis, .optionalNumber, .blendMode: break
        }
    }

    public func describe(_ root: Root) -> String {
        switch self {
        case .number(let k): return formatNumber(root[keyPath: k])
        case .optionalNumber(let k): return root[keyPath: k].map(formatNumber) ?? "nil"
        case .bool(let k): return "\(root[keyPath: k])"
        case .angle(let k): return "\(root[keyPath: k])"
        case .unitPoint(let k): return "\(root[keyPath: k])"
        case .color(let k): return "\(root[keyPath: k])"
        case .optionalColor(let k): return root[keyPath: k].map { "\($0)" } ?? "default"
        case .shape(let k): return "\(root[keyPath: k])"
        case .axis(let k): let a = root[keyPath: k]; return "(\(formatNumber(a.x)), \(formatNumber(a.y)), \(formatNumber(a.z)))"
        case .blendMode(let k): return "." + root[keyPath: k].swiftUIName
        case .numbers(let k): return "[" + root[keyPath: k].map(formatNumber).joined(separator: ", ") + "]"
        }
    }
}
