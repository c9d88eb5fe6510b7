#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// The closed-form unit-step spring that `interpolatingSpring` runs (OpenSwiftUI `SpringModel`,
/// §3.3 and §3.5): x(t) from 0 to 1 with initial velocity v₀ (fractions per second).
///
/// Like SwiftUI's reconstruction, every ζ ≥ 1 uses the critical-damping formula with the same ω₀
/// (so an over-damped interpolating spring moves like a critically damped one).
public struct ClosedFormSpring: Hashable, Sendable {
    public let parameters: SpringParameters
    public let initialVelocity: Double

    public init(_ p: SpringParameters, initialVelocity: Double = 0) {
        parameters = p; self.initialVelocity = initialVelocity
    }

    private var w0: Double { parameters.naturalFrequency }
    private var zeta: Double { parameters.dampingRatio }

    /// Progress at time t.
    public func value(at t: Double) -> Double {
        let v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        }
        return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
    }

    /// When SwiftUI removes the animation (§3.5): for ζ < 1, max(1 s, −ln(0.001 / (1 + |B|)) / (ζω₀))
    /// (OpenSwiftUI divides by ζ/ω₀, which we take as a transcription slip [I]); for ζ ≥ 1 the first
    /// time on a 0.1 s grid at which |1 − x| < 0.001 has held for more than 1 s.
    public var duration: Double {
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - initialVelocity) / wd
            return max(1.0, -log(0.001 / (1 + abs(b))) / (zeta * w0))
        }
        var settledSince: Double?
        for i in 0...1024 {
            let t = Double(i) * 0.1
            if abs(1 - value(at: t)) < 0.001 {
                if let s = settledSince { if t - s > 1 { return s } } else { settledSince = t }
            } else {
                settledSince = nil
            }
        }
        return 102.4
    }
}
