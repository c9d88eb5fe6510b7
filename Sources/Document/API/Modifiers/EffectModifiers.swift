extension View {
    /// Applies a visual effect (each SwiftUI effect modifier below is one `VisualEffect`).
    public func effect(_ effect: some VisualEffect) -> ModifiedView<Self> { modifier(.effect(Effect(effect))) }

    /// Clips to a shape laid out in this view's frame.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedView<Self> { effect(ClipShapeEffect(shape.shapeKind)) }
    /// Clips to the frame.
    public func clipped() -> ModifiedView<Self> { effect(ClippedEffect()) }
    /// Clips to a rounded rectangle (SwiftUI's deprecated `cornerRadius`).
    public func cornerRadius(_ radius: Double) -> ModifiedView<Self> { effect(CornerRadiusEffect(radius)) }

    /// Shows this view through the alpha of `mask`.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> ModifiedView<Self> {
        modifier(.mask(mask().makeNode(), alignment: alignment))
    }
    /// SwiftUI's older `mask(_:)` with a view.
    public func mask<M: View>(_ mask: M) -> ModifiedView<Self> {
        modifier(.mask(mask.makeNode(), alignment: .center))
    }

    /// A drop shadow; nil colour = SwiftUI's default (black at 33 % in linear sRGB).
    public func shadow(color: Color? = nil, radius: Double, x: Double = 0, y: Double = 0) -> ModifiedView<Self> {
        effect(ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
    /// Gaussian blur; `opaque` keeps edges from fading to transparent.
    public func blur(radius: Double, opaque: Bool = false) -> ModifiedView<Self> {
        effect(BlurEffect(radius: radius, isOpaque: opaque))
    }
    public func opacity(_ opacity: Double) -> ModifiedView<Self> { effect(OpacityEffect(opacity)) }
    /// Desaturates towards luminance: 0 leaves colours unchanged, 1 is fully grey.
    public func grayscale(_ amount: Double) -> ModifiedView<Self> { effect(GrayscaleEffect(amount)) }
    /// 0 is grey, 1 unchanged, above 1 more saturated.
    public func saturation(_ amount: Double) -> ModifiedView<Self> { effect(SaturationEffect(amount)) }
    /// 0 is mid grey, 1 unchanged; negative values also invert.
    public func contrast(_ amount: Double) -> ModifiedView<Self> { effect(ContrastEffect(amount)) }
    /// Adds `amount` to each colour component (1 is white).
    public func brightness(_ amount: Double) -> ModifiedView<Self> { effect(BrightnessEffect(amount)) }
    public func hueRotation(_ angle: Angle) -> ModifiedView<Self> { effect(HueRotationEffect(angle)) }
    public func colorMultiply(_ color: Color) -> ModifiedView<Self> { effect(ColorMultiplyEffect(color)) }
    public func colorInvert() -> ModifiedView<Self> { effect(ColorInvertEffect()) }
    public func luminanceToAlpha() -> ModifiedView<Self> { effect(LuminanceToAlphaEffect()) }
    /// Combines the view with what is behind it in `mode` (SwiftUI's 21 view blend modes).
    public func blendMode(_ mode: BlendMode) -> ModifiedView<Self> { effect(BlendModeEffect(mode)) }
    /// Composites the view's content on its own before the effects outside it apply.
    public func compositingGroup() -> ModifiedView<Self> { effect(CompositingGroupEffect()) }

    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        effect(ScaleEffect(x: scale, y: scale, anchor: anchor))
    }
    public func scaleEffect(_ scale: Size, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        effect(ScaleEffect(x: scale.width, y: scale.height, anchor: anchor))
    }
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        effect(ScaleEffect(x: x, y: y, anchor: anchor))
    }

    /// Rotates the drawing; positive angles turn clockwise on screen.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        effect(RotationEffect(angle, anchor: anchor))
    }
    /// Rotates the drawing about a 3D axis with perspective (defaults as SwiftUI's).
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 anchorZ: Double = 0, perspective: Double = 1) -> ModifiedView<Self> {
        effect(Rotation3DEffect(angle, axis: Axis3D(x: axis.x, y: axis.y, z: axis.z), anchor: anchor,
                                anchorZ: anchorZ, perspective: perspective))
    }
}
