import Geometry

/// SwiftUI's `grayscale(_:)`: reduces the intensity of colours; 0 is unchanged, values towards
/// 1 are less colourful. SwiftUI documents its `GraphicsContext` filter of the same name as the
/// SVG / Filter Effects `grayscale` primitive; that the view modifier uses the same matrix, in
/// gamma-encoded sRGB, is inferred.
public struct GrayscaleEffect: VisualEffect {
    public var amount: Double
    public init(_ amount: Double) { self.amount = amount }

    public static let name = "grayscale"
    public static var fields: [ModelField<Self>] { [.init("amount", .number(\.amount))] }
    public static var defaults: Self { GrayscaleEffect(0) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.colorMatrix(.grayscale(amount))] }
}
