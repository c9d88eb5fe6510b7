/// SwiftUI's materials. Their real recipes live in private Core Material assets; these numbers are
/// an approximation [I] after public reverse-engineering of UIKit backdrops
/// (`../shared/reference/swiftui-semantics.md` §6.9): a Gaussian blur of the backdrop, a
/// saturation boost, then a translucent tint: white in the light colour scheme, a near-black grey
/// in the dark one (UIKit's dark `systemMaterialDark` family reads as a dark tinted blur). Renders
/// that use a material are approximate by design.
public enum Material: String, Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar

    /// The recipe of one material.
    public struct Recipe: Hashable, Sendable {
        /// Backdrop blur σ in points.
        public var blurRadius: Double
        /// Saturation factor applied to the blurred backdrop (1 = unchanged).
        public var saturation: Double
        /// Tint composited over the result.
        public var tint: Color
    }

    /// The recipe in the light colour scheme.
    public var recipe: Recipe { recipe(in: .light) }

    /// The one table of material parameters (approximate [I]). Dark: the same blur and
    /// saturation under a tint of #1C1C1E (secondarySystemBackground, dark) whose opacity rises
    /// with the thickness as the light tints do; the opacities are our estimate [I].
    public func recipe(in scheme: ColorScheme) -> Recipe {
        if scheme == .dark {
            let light = recipe(in: .light)
            let alpha: Double = switch self {
            case .ultraThin: 0.40
            case .thin: 0.55
            case .regular: 0.70
            case .thick: 0.82
            case .ultraThick: 0.92
            case .bar: 0.80
            }
            return Recipe(blurRadius: light.blurRadius, saturation: light.saturation,
                          tint: Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: alpha))
        }
        switch self {
        case .ultraThin: return Recipe(blurRadius: 20, saturation: 1.6, tint: Color(white: 1, alpha: 0.30))
        case .thin: return Recipe(blurRadius: 25, saturation: 1.7, tint: Color(white: 1, alpha: 0.50))
        case .regular: return Recipe(blurRadius: 30, saturation: 1.8, tint: Color(white: 1, alpha: 0.70))
        case .thick: return Recipe(blurRadius: 30, saturation: 1.8, tint: Color(white: 1, alpha: 0.82))
        case .ultraThick: return Recipe(blurRadius: 30, saturation: 1.9, tint: Color(white: 1, alpha: 0.92))
        case .bar: return Recipe(blurRadius: 30, saturation: 1.8, tint: Color(white: 0.97, alpha: 0.80))
        }
    }
}
