/// Where a fill's colour comes from.
public enum Shader: Hashable, Sendable {
    case solid(Color)
    case linear(LinearGradient)
    case radial(RadialGradient)
    case angular(AngularGradient)
}

/// How to paint a fill: the shader, a global alpha, the blend mode and anti-aliasing.
public struct Paint: Hashable, Sendable {
    public var shader: Shader
    /// Global alpha, multiplied into every shader colour (clamped to 0…1).
    public var opacity: Double = 1
    public var blendMode: BlendMode = .sourceOver
    /// When false, a pixel is either in or out, decided at its centre (no anti-aliasing).
    public var isAntialiased: Bool = true

    public init(_ shader: Shader, opacity: Double = 1, blendMode: BlendMode = .sourceOver,
                isAntialiased: Bool = true) {
        self.shader = shader; self.opacity = opacity; self.blendMode = blendMode
        self.isAntialiased = isAntialiased
    }

    /// A solid colour, source-over.
    public static func color(_ c: Color) -> Paint { Paint(.solid(c)) }
}
