/// Something that can paint a shape or a view's foreground (SwiftUI's `ShapeStyle`): a colour,
/// a gradient, a material. It resolves to the model's `Fill`.
public protocol ShapeStyle {
    /// The model fill this style paints with.
    var shapeFill: Fill { get }
}

extension ShapeStyle {
    /// The style with its opacity multiplied (kept as `Fill.opacity`; `Color.opacity` instead
    /// multiplies the colour's alpha, as SwiftUI's `Color.opacity` returns a colour).
    public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(.opacity(shapeFill, opacity)) }
}

/// A style shown as a view fills the space it is offered (as SwiftUI's colours and gradients do).
extension View where Self: ShapeStyle, Body == Never {
    public func _makeNode() -> ViewNode { .color(shapeFill) }
}

/// A type-erased style (SwiftUI's `AnyShapeStyle`), also the way to use a model `Fill` directly.
public struct AnyShapeStyle: ShapeStyle, Hashable, Sendable {
    public var shapeFill: Fill
    public init(_ fill: Fill) { shapeFill = fill }
    public init(_ style: some ShapeStyle) { shapeFill = style.shapeFill }
}

/// The environment's foreground style (SwiftUI's `ForegroundStyle`, `.foreground`).
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    public init() {}
    public var shapeFill: Fill { .foreground }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: ShapeStyle {
    public var shapeFill: Fill { .color(self) }
}

/// `Color.gradient` (SwiftUI's `AnyGradient`): a lighter version of the colour at the top to the
/// colour at the bottom, over the painted bounds.
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    public var color: Color
    public init(_ color: Color) { self.color = color }
    public var shapeFill: Fill { .colorGradient(color) }
}

extension Material: ShapeStyle {
    public var shapeFill: Fill { .material(self) }
}

/// (`.bar` is not offered here: it would clash with `Material.bar`; write `Material.bar`.)
extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material.ultraThin }
    public static var thinMaterial: Material { Material.thin }
    public static var regularMaterial: Material { Material.regular }
    public static var thickMaterial: Material { Material.thick }
    public static var ultraThickMaterial: Material { Material.ultraThick }
}

/// SwiftUI's leading-dot colours where a style is expected (`.fill(.red)`, `.foregroundStyle(.secondary)`).
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}
