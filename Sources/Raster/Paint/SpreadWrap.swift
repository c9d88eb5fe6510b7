/// Wraps a gradient parameter t into 0…1 per spread mode (pad clamps later, after the stop remap).
/// Floors use the 1.5·2²³ trick (valid for |t| < 2²²; `limitRange` keeps t there).
protocol TWrap {
    /// True when the stop remap must run after wrapping (for pad it is folded into t itself).
    static var remapsAfterWrap: Bool { get }
    static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float>
    /// A span's starting t in Double, reduced so that Float keeps precision along the span
    /// (by whole periods; pad clamps far values). Non-finite values become 0.
    static func reduce(_ t: Double) -> Double
}

enum PadWrap: TWrap {
    static var remapsAfterWrap: Bool { false }
    @inline(__always) static func reduce(_ t: Double) -> Double {
        let c = t > -1e4 ? t : -1e4   // NaN → −1e4
        return c < 1e4 ? c : 1e4
    }
    @inline(__always) static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float> { t }
}

enum RepeatWrap: TWrap {
    static var remapsAfterWrap: Bool { true }
    @inline(__always) static func reduce(_ t: Double) -> Double {
        let r = t - t.rounded(.down)
        return r.isFinite ? r : 0
    }
    @inline(__always) static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let v = limitRange(t)
        return v - floorSmall(v)
    }
}

enum ReflectWrap: TWrap {
    static var remapsAfterWrap: Bool { true }
    @inline(__always) static func reduce(_ t: Double) -> Double {
        let r = t - 2 * (t * 0.5).rounded(.down)
        return r.isFinite ? r : 0
    }
    @inline(__always) static func wrap(_ t: SIMD8<Float>) -> SIMD8<Float> {
        let v = limitRange(t)
        let f = v - 2 * floorSmall(v * 0.5)
        return f.replacing(with: 2 - f, where: f .> 1)
    }
}
