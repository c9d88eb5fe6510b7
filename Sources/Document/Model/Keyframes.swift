#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SwiftUI's keyframes (iOS 17: `KeyframeTrack`, `LinearKeyframe`, `CubicKeyframe`,
/// `SpringKeyframe`, `MoveKeyframe`), on values flattened to numbers (a `CGFloat`, an angle's
/// radians, a point's x and y, …). A track is a path through its keyframes' values from the value
/// it starts at; each keyframe defines the segment that ends at its value, with its own duration.
///
/// From Apple's documentation (`CubicKeyframe`, `SpringKeyframe`, `KeyframeTimeline`):
/// - adjacent cubic keyframes make a Catmull-Rom spline through their values;
/// - a cubic keyframe after another kind starts with that segment's end velocity, and one before
///   another kind ends with that segment's start velocity;
/// - a spring keyframe follows a spring from the previous value to its own, starting with the
///   previous segment's end velocity (unless given), for its duration (nil: the spring's settling
///   duration);
/// - a move keyframe jumps to its value;
/// - tracks apply in order; a timeline lasts as long as its longest track.
/// Inferred [I] (Apple does not say): a track starts and ends at rest (velocity 0 where no
/// neighbour gives one); the Catmull-Rom velocity at a knot is the non-uniform central difference
/// (P₊ − P₋)/(t₊ − t₋); a spring keyframe's settling duration is the last time a unit step of its
/// spring is 0.1 % or more away from its target; a spring segment cut short ends where the next
/// segment starts, at the keyframe's value.
public struct Keyframe: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `LinearKeyframe(_:duration:timingCurve:)`: a straight line eased by a unit curve.
        case linear(UnitCurve)
        /// `CubicKeyframe(_:duration:startVelocity:endVelocity:)`.
        case cubic(startVelocity: [Double]?, endVelocity: [Double]?)
        /// `SpringKeyframe(_:duration:spring:startVelocity:)`.
        case spring(KeyframeSpring, startVelocity: [Double]?)
        /// `MoveKeyframe(_:)`: the value jumps; no time passes.
        case move
    }
    public var value: [Double]
    public var duration: Double
    public var kind: Kind

    public init(_ value: [Double], duration: Double, kind: Kind) {
        self.value = value; self.duration = duration; self.kind = kind
    }
}

/// SwiftUI's `Spring` as a spring keyframe runs it: natural frequency ω₀ and damping ratio ζ
/// (`Spring(duration: d, bounce: b)`: ω₀ = 2π/d, ζ = 1 − b for b ≥ 0, 1/(1 + b) below; WWDC23
/// "Animate with springs").
public struct KeyframeSpring: Hashable, Sendable {
    public var omega: Double
    public var zeta: Double
    public init(omega: Double, zeta: Double) { self.omega = omega; self.zeta = zeta }
    /// `Spring(duration:bounce:)`; `Spring()` is duration 0.5, bounce 0.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        omega = 2 * Double.pi / duration
        zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// Displacement from the target and its rate at time t, for displacement y0 and velocity v0
    /// at t = 0 (the damped harmonic oscillator ÿ + 2ζω₀ẏ + ω₀²y = 0, in closed form).
    public func state(y0: Double, v0: Double, at t: Double) -> (y: Double, v: Double) {
        let w = omega, z = zeta
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let a = y0, b = (v0 + z * w * y0) / wd
            let e = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            let y = e * (a * c + b * s)
            let v = e * ((b * wd - z * w * a) * c - (a * wd + z * w * b) * s)
            return (y, v)
        }
        if z == 1 {
            let b = v0 + w * y0
            let e = exp(-w * t)
            return (e * (y0 + b * t), e * (b - w * (y0 + b * t)))
        }
        let r = w * (z * z - 1).squareRoot()
        let r1 = -z * w + r, r2 = -z * w - r
        let c2 = (v0 - r1 * y0) / (r2 - r1), c1 = y0 - c2
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
    }

    /// The settling duration [I]: the last instant (to 1 ms, within 60 s) at which a unit step
    /// from rest is 0.1 % or more away from its target.
    public var settlingDuration: Double {
        // Past the envelope's (underdamped) or the curve's own (monotone) 0.1 %, it stays settled.
        let envelope = zeta < 1 ? (1 + (zeta * zeta) / (1 - zeta * zeta)).squareRoot() : 1
        var last = 0.0
        var step = 0
        while step <= 60_000 {
            let t = Double(step) / 1000
            let y = abs(state(y0: -1, v0: 0, at: t).y)
            if y >= 0.001 { last = t }
            if zeta < 1 ? envelope * exp(-zeta * omega * t) < 0.001 : y < 0.001 { break }
            step += 1
        }
        return last
    }
}

/// One track of keyframes on a value of `dimension` numbers, from a start value.
public struct KeyframeCurve: Hashable, Sendable {
    public var start: [Double]
    public var keyframes: [Keyframe]

    public init(start: [Double], keyframes: [Keyframe]) { self.start = start; self.keyframes = keyframes }

    public var duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    /// The value at time t since the track began (clamped to the track).
    public func value(at t: Double) -> [Double] {
        guard !keyframes.isEmpty else { return start }
        var begin = 0.0
        for i in keyframes.indices {
            let k = keyframes[i]
            let end = begin + k.duration
            // A segment owns [begin, end); the last one also owns its end.
            if t < end || i == keyframes.count - 1 {
                if t >= end { return k.value }
                return segmentValue(i, at: max(0, t - begin))
            }
            begin = end
        }
        return keyframes[keyframes.count - 1].value
    }

    private func from(_ i: Int) -> [Double] { i == 0 ? start : keyframes[i - 1].value }

    /// The velocity at the start of segment i (value units per second).
    func startVelocity(_ i: Int) -> [Double] {
        let k = keyframes[i], a = from(i), b = k.value
        switch k.kind {
        case .move: return zeros
        case .linear(let curve):
            guard k.duration > 0 else { return zeros }
            let s = endSlope(curve, atStart: true) / k.duration
            return zip(a, b).map { ($1 - $0) * s }
        case .cubic(let v, _):
            if let v { return v }
            guard i > 0 else { return zeros }   // [I] a track starts at rest
            if case .cubic = keyframes[i - 1].kind { return knotVelocity(i - 1) }
            return endVelocity(i - 1)
        case .spring(_, let v):
            if let v { return v }
            return i > 0 ? endVelocity(i - 1) : zeros
        }
    }

    /// The velocity at the end of segment i.
    func endVelocity(_ i: Int) -> [Double] {
        let k = keyframes[i], a = from(i), b = k.value
        switch k.kind {
        case .move: return zeros
        case .linear(let curve):
            guard k.duration > 0 else { return zeros }
            let s = endSlope(curve, atStart: false) / k.duration
            return zip(a, b).map { ($1 - $0) * s }
        case .cubic(_, let v):
            if let v { return v }
            guard i + 1 < keyframes.count else { return zeros }   // [I] a track ends at rest
            switch keyframes[i + 1].kind {
            case .cubic: return knotVelocity(i)
            case .linear, .move: return startVelocity(i + 1)
            case .spring(_, let v): return v ?? knotVelocity(i)   // [I] the spline's own estimate
            }
        case .spring(let spring, _):
            let v0 = startVelocity(i)
            return zip(a, b).enumerated().map { j, p in spring.state(y0: p.0 - p.1, v0: v0[j], at: k.duration).v }
        }
    }

    /// Catmull-Rom velocity at the knot ending segment i: (P_{i+1} − P_{i−1}) / (t_{i+1} − t_{i−1}).
    private func knotVelocity(_ i: Int) -> [Double] {
        guard i + 1 < keyframes.count else { return zeros }
        let prev = from(i), next = keyframes[i + 1].value
        let dt = keyframes[i].duration + keyframes[i + 1].duration
        guard dt > 0 else { return zeros }
        return zip(prev, next).map { ($1 - $0) / dt }
    }

    /// A unit curve's slope dy/dx at its start or end. The Bézier's own derivatives vanish there
    /// for control points on the ends (`.linear` is (0, 0), (1, 1)), so the slope is their ratio's
    /// limit: p1y/p1x at the start and (1 − p2y)/(1 − p2x) at the end (flat when the control point
    /// is on the axis of time, vertical ones are taken as flat too).
    private func endSlope(_ c: UnitCurve, atStart: Bool) -> Double {
        let (dx, dy) = atStart ? (c.p1x, c.p1y) : (1 - c.p2x, 1 - c.p2y)
        if abs(dx) > 1e-12 { return dy / dx }
        // Both derivatives vanish: the chord to the other control point gives the tangent.
        let (ex, ey) = atStart ? (c.p2x, c.p2y) : (1 - c.p1x, 1 - c.p1y)
        return abs(ex) > 1e-12 ? ey / ex : 0
    }

    private var zeros: [Double] { Array(repeating: 0, count: start.count) }

    /// Segment i at τ seconds into it (0 ≤ τ < its duration).
    private func segmentValue(_ i: Int, at tau: Double) -> [Double] {
        let k = keyframes[i], a = from(i), b = k.value
        guard k.duration > 0 else { return b }
        switch k.kind {
        case .move: return b
        case .linear(let curve):
            let p = curve.value(at: tau / k.duration)
            return zip(a, b).map { $0 + ($1 - $0) * p }
        case .cubic:
            // Cubic Hermite with the segment's end velocities (in value units per second).
            let m0 = startVelocity(i), m1 = endVelocity(i), d = k.duration
            let s = tau / d, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return (0..<a.count).map { j in h00 * a[j] + h10 * d * m0[j] + h01 * b[j] + h11 * d * m1[j] }
        case .spring(let spring, _):
            let v0 = startVelocity(i)
            return (0..<a.count).map { j in b[j] + spring.state(y0: a[j] - b[j], v0: v0[j], at: tau).y }
        }
    }
}
