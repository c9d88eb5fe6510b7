#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Document

/// When a `withAnimation(_:completionCriteria:_:completion:)` completion runs, as SwiftUI
/// defines it (iOS 17; `../shared/reference/swiftui-semantics.md` §3.5, §3.6, §4):
///
/// - `.logicallyComplete` (the default): a fluid spring (`.spring`, `.smooth`, `.bouncy`, …)
///   once its response has elapsed — it may still be in its long tail; a timing curve at its
///   duration; `interpolatingSpring` after one period, 2π/ω₀; `.logicallyComplete(after: d)`
///   after d if the base has not completed earlier;
/// - `.removed`: when the animation is finished and removed — a timing curve at its duration, a
///   fluid spring on the first 60 Hz frame at which it has settled (SwiftUI's thresholds, for a
///   change of one unit, such as an opacity: a longer move settles a frame or two later, which a
///   script cannot know before layout), `interpolatingSpring` at its computed duration;
/// - `.delay(d)` adds d, `.speed(s)` divides by s, `.repeatCount(n)` runs n cycles;
///   `.repeatForever` never completes, so its completion never runs (nil).
enum AnimationCompletion {
    enum Criteria: String { case logicallyComplete, removed }

    static func time(of animation: Animation, _ criteria: Criteria) -> Double? {
        switch animation.kind {
        case .bezier(_, _, _, _, let duration):
            return max(0, duration)
        case .spring(let response, let damping, _):
            return criteria == .logicallyComplete ? max(0, response) : springSettleTime(response: response, dampingFraction: damping)
        case .interpolatingSpring(let m, let k, let c, let v0):
            let w0 = (k / max(m, 1e-9)).squareRoot()
            if criteria == .logicallyComplete { return w0 > 0 ? 2 * Double.pi / w0 : 0 }
            return interpolatingDuration(mass: m, stiffness: k, damping: c, initialVelocity: v0)
        case .delay(let base, let d):
            return time(of: base, criteria).map { $0 + max(0, d) }
        case .speed(let base, let s):
            guard s > 0 else { return nil }
            return time(of: base, criteria).map { $0 / s }
        case .repeat(let base, let count, _):
            guard let count, let cycle = time(of: base, .removed) else { return nil }
            let last = time(of: base, criteria) ?? cycle
            return count <= 0 ? 0 : Double(count - 1) * cycle + last
        case .logicallyComplete(let base, let after):
            let removed = time(of: base, .removed)
            if criteria == .removed { return removed }
            let logical = time(of: base, .logicallyComplete)
            // Reported after `after` unless the base completes (or is removed) first.
            return [logical, removed, max(0, after)].compactMap { $0 }.min()
        }
    }

    /// The first 60 Hz frame at which SwiftUI's fluid spring has settled for a unit change
    /// (|v|² ≤ 0.0036, |a|² ≤ 0.0036, |Δ − x| ≤ 1 %), integrated as SwiftUI does (h = 1/300 s).
    static func springSettleTime(response: Double, dampingFraction: Double) -> Double {
        let k = response <= 0 ? 1 : min((2 * Double.pi / response) * (2 * Double.pi / response), 45000)
        let c = dampingFraction * 2 * k.squareRoot()
        let h = 1.0 / 300
        var x = 0.0, v = 0.0, a = 0.0, clock = 0.0
        for frame in 1...(60 * 60) {
            let t = Double(frame) / 60
            while clock < t {
                let u = v + a * h / 2
                x += u * h
                a = k * (1 - x) - c * u
                v = u + a * h / 2
                clock += h
            }
            if v * v <= 0.0036 && a * a <= 0.0036 && (1 - x) * (1 - x) <= 0.0001 { return t }
        }
        return 60
    }

    /// `interpolatingSpring`'s duration as SwiftUI computes it (§3.5).
    static func interpolatingDuration(mass m: Double, stiffness k: Double, damping c: Double, initialVelocity v0: Double) -> Double {
        let w0 = (k / max(m, 1e-9)).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        guard w0 > 0, zeta > 0 else { return 1 }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return max(1.0, -log(0.001 / (1 + abs(b))) / (zeta * w0))
        }
        func value(_ t: Double) -> Double { 1 - exp(-w0 * t) * (1 + (w0 - v0) * t) }
        var settledSince: Double?
        for i in 0...1024 {
            let t = Double(i) * 0.1
            if abs(1 - value(t)) < 0.001 {
                if let s = settledSince { if t - s > 1 { return s } } else { settledSince = t }
            } else {
                settledSince = nil
            }
        }
        return 102.4
    }
}
