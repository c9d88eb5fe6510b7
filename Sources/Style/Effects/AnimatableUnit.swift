#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a number of a value is fed to an animation (`../shared/reference/swiftui-semantics.md`
/// §1.2): lengths and factors raw; angles, unit points and colour components ×128, colours in
/// linear sRGB (apps linked for SwiftUI 6).
public enum AnimatableUnit: Sendable {
    case raw, angle, unitPoint, colorComponent, colorAlpha

    /// The number as the animation sees it.
    public func toAnimation(_ v: Double) -> Double {
        switch self {
        case .raw: return v
        case .angle, .unitPoint, .colorAlpha: return v * 128
        case .colorComponent: return srgbToLinear(v) * 128
        }
    }
    /// The inverse of `toAnimation`.
    public func fromAnimation(_ v: Double) -> Double {
        switch self {
        case .raw: return v
        case .angle, .unitPoint, .colorAlpha: return v / 128
        case .colorComponent: return linearToSRGB(v / 128)
        }
    }
}

/// IEC 61966-2-1 transfer functions.
public func srgbToLinear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
public func linearToSRGB(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(max(c, 0), 1 / 2.4) - 0.055 }
