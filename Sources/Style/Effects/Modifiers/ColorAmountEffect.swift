import Geometry

/// A colour effect with one amount, drawn as a colour matrix (`grayscale`, `saturation`,
/// `contrast`, `brightness`); its kind gives the SwiftUI name, the amount that changes nothing and
/// the matrix. The matrices are those SwiftUI documents for its `GraphicsContext.Filter` of the
/// same name; that the view modifiers use the same ones, in gamma-encoded sRGB (the filters'
/// default; `.linearColor` is an option), is inferred.
public struct ColorAmountEffect<Kind: ColorAmountKind>: VisualEffect {
    public var amount: Double
    public init(_ amount: Double) { self.amount = amount }

    public static var name: String { Kind.name }
    public static var fields: [ModelField<Self>] { [.init("amount", .number(\.amount))] }
    public static var defaults: Self { Self(Kind.identity) }
    public func primitives(in bounds: Rect) -> [EffectPrimitive] { [.colorMatrix(Kind.matrix(amount))] }
}

/// What distinguishes one `ColorAmountEffect` from another.
public protocol ColorAmountKind: Sendable {
    static var name: String { get }
    /// The amount that leaves colours unchanged.
    static var identity: Double { get }
    static func matrix(_ amount: Double) -> ColorMatrix
}

/// `grayscale(_:)`: 0 unchanged … 1 fully grey (Filter Effects `grayscale`).
public enum Grayscale: ColorAmountKind {
    public static var name: String { "grayscale" }
    public static var identity: Double { 0 }
    public static func matrix(_ amount: Double) -> ColorMatrix { .grayscale(amount) }
}

/// `saturation(_:)`: 0 fully grey, 1 unchanged, above 1 more saturated (SVG `saturate`).
public enum Saturation: ColorAmountKind {
    public static var name: String { "saturation" }
    public static var identity: Double { 1 }
    public static func matrix(_ amount: Double) -> ColorMatrix { .saturation(amount) }
}

/// `contrast(_:)`: 0 mid grey, 1 unchanged; negative values also invert (SVG `contrast`).
public enum Contrast: ColorAmountKind {
    public static var name: String { "contrast" }
    public static var identity: Double { 1 }
    public static func matrix(_ amount: Double) -> ColorMatrix { .contrast(amount) }
}

/// `brightness(_:)`: adds the amount to each colour component (Core Image's CIColorControls).
public enum Brightness: ColorAmountKind {
    public static var name: String { "brightness" }
    public static var identity: Double { 0 }
    public static func matrix(_ amount: Double) -> ColorMatrix { .brightness(amount) }
}

public typealias GrayscaleEffect = ColorAmountEffect<Grayscale>
public typealias SaturationEffect = ColorAmountEffect<Saturation>
public typealias ContrastEffect = ColorAmountEffect<Contrast>
public typealias BrightnessEffect = ColorAmountEffect<Brightness>
