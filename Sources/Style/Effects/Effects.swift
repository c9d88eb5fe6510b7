/// Every effect modifier a scene can name, for the JSON scene codec (which reads an effect by its
/// name) and listings. A new effect adds its type here.
public enum Effects {
    public static let all: [any VisualEffect.Type] = [
        OffsetEffect.self, OpacityEffect.self, ScaleEffect.self, RotationEffect.self, Rotation3DEffect.self,
        ClipShapeEffect.self, ClippedEffect.self, CornerRadiusEffect.self, ShadowEffect.self, BlurEffect.self,
        GrayscaleEffect.self, SaturationEffect.self, ContrastEffect.self, BrightnessEffect.self, HueRotationEffect.self,
        ColorMultiplyEffect.self, ColorInvertEffect.self, LuminanceToAlphaEffect.self, GenieTransitionEffect.self,
        BlendModeEffect.self, CompositingGroupEffect.self, PageOffsetEffect.self, ActivityIndicatorEffect.self,
    ]

    /// The effect type of a SwiftUI name.
    public static func named(_ name: String) -> (any VisualEffect.Type)? { all.first { $0.name == name } }
}
