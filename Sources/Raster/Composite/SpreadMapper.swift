/// Maps gradient table positions u (t · 255, so 0…255 covers t = 0…1) to table indices per
/// spread mode. Rounding and floor use the 1.5·2²³ trick instead of stdlib conversions, which
/// do not vectorise (see swift-on-linux.md §3); valid for |u| < 2²².
protocol SpreadMapper {
    static func index(_ u: SIMD8<Float>) -> SIMD8<Int32>
}

@usableFromInline let roundingMagic: Float = 12_582_912   // 1.5 · 2²³

/// Nearest integer (ties to even), as Int32 lanes.
@inline(__always) func roundToInt32(_ v: SIMD8<Float>) -> SIMD8<Int32> {
    unsafeBitCast(v + SIMD8(repeating: roundingMagic), to: SIMD8<Int32>.self) &- 0x4B40_0000
}

/// ⌊v⌋ for |v| < 2²².
@inline(__always) func floorSmall(_ v: SIMD8<Float>) -> SIMD8<Float> {
    let m = SIMD8<Float>(repeating: roundingMagic)
    let r = (v + m) - m
    return r.replacing(with: r - 1, where: r .> v)
}

/// Limits u so the tricks above stay valid (far outside the gradient only the period matters).
@inline(__always) func limitRange(_ u: SIMD8<Float>) -> SIMD8<Float> {
    let lim: Float = 2_000_000
    return u.replacing(with: -lim, where: u .< -lim).replacing(with: lim, where: u .> lim)
}

enum PadMapper: SpreadMapper {
    @inline(__always) static func index(_ u: SIMD8<Float>) -> SIMD8<Int32> {
        roundToInt32(u.replacing(with: 0, where: u .< 0).replacing(with: 255, where: u .> 255))
    }
}

enum RepeatMapper: SpreadMapper {
    @inline(__always) static func index(_ u: SIMD8<Float>) -> SIMD8<Int32> {
        let v = limitRange(u)
        let f = v - 255 * floorSmall(v * (1 / 255))
        return roundToInt32(f.replacing(with: 255, where: f .> 255).replacing(with: 0, where: f .< 0))
    }
}

enum ReflectMapper: SpreadMapper {
    @inline(__always) static func index(_ u: SIMD8<Float>) -> SIMD8<Int32> {
        let v = limitRange(u)
        var f = v - 510 * floorSmall(v * (1 / 510))
        f = f.replacing(with: 510 - f, where: f .> 255)
        return roundToInt32(f.replacing(with: 0, where: f .< 0))
    }
}
