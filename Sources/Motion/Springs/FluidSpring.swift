/// SwiftUI's "fluid" spring: not a closed form but a fixed-step integration of the vector state
/// (offset x, velocity v, acceleration a) toward the interval Δ (OpenSwiftUI
/// `FluidSpringAnimation.swift`; `../shared/reference/swiftui-semantics.md` §3.4).
///
/// Each step of h = 1/300 s: u = v + a·h/2; x += u·h; a = k·(Δ − x) − c·u; v = u + a·h/2.
/// The step clock is a Double advanced by `+= 1/300` and steps run while it is below the requested
/// elapsed time, exactly as SwiftUI does (the accumulated clock is still below 0.1 after 30 steps,
/// so t = 0.1 takes 31 steps — a 2 % difference at that instant for bouncy springs).
public struct FluidSpring: Sendable {
    public static let step = 1.0 / 300

    public var parameters: SpringParameters
    /// Offset, velocity and acceleration, one entry per animated component.
    public var x: [Double], v: [Double], a: [Double]
    /// The integrator's own clock (elapsed seconds since the spring started).
    public private(set) var clock: Double = 0

    public init(parameters: SpringParameters, dimension: Int) {
        self.parameters = parameters
        x = Array(repeating: 0, count: dimension); v = x; a = x
    }

    /// Continues from a clock inherited from an earlier spring (a merge keeps the clock running).
    mutating func setClock(_ c: Double) { clock = c }

    /// Integrates toward `target` until the clock reaches `elapsed` (the first step boundary ≥ it).
    public mutating func advance(to elapsed: Double, target: [Double]) {
        let p = parameters
        advance(to: elapsed, target: target) { _ in p }
    }

    /// As `advance(to:target:)`, with parameters that may vary with the clock (blendDuration).
    mutating func advance(to elapsed: Double, target: [Double], parametersAt: (Double) -> SpringParameters) {
        let h = Self.step, n = x.count
        while clock < elapsed {
            let p = parametersAt(clock)
            let k = p.stiffness, c = p.damping
            for i in 0..<n {
                let u = v[i] + a[i] * h / 2
                x[i] += u * h
                a[i] = k * (target[i] - x[i]) - c * u
                v[i] = u + a[i] * h / 2
            }
            clock += h
        }
    }

    /// SwiftUI removes a fluid spring on the first frame where |v|² ≤ 0.0036, |a|² ≤ 0.0036 and the
    /// remaining distance is at most 1 % of the interval (§3.6). Thresholds are absolute, in the
    /// animation's value units (angles, anchors and colours ×128). An interval of zero — a spring
    /// retargeted back to where it started (two taps of a toggle) — has no distance test: SwiftUI's
    /// `FluidSpringAnimation.animate` finishes once the tolerance (1 % of the interval) is zero and
    /// velocity and force are small; testing the distance against 0 would never finish.
    public func isSettled(target: [Double]) -> Bool {
        var vv = 0.0, aa = 0.0, rem = 0.0, len = 0.0
        for i in 0..<x.count {
            vv += v[i] * v[i]; aa += a[i] * a[i]
            let d = target[i] - x[i]
            rem += d * d; len += target[i] * target[i]
        }
        return vv <= 0.0036 && aa <= 0.0036 && (len == 0 || rem <= 0.0001 * len)
    }
}
