// Vector rounding helpers. Rounding and floor use the 1.5·2²³ trick instead of stdlib
// conversions, which do not vectorise (see swift-on-linux.md §3); valid for |v| < 2²².

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

/// Table index of gradient parameters t: round(clamp(wrap(t), 0, 1) · (size − 1)).
@inline(__always) func tableIndex<W: TWrap>(_ t: SIMD8<Float>, _: W.Type) -> SIMD8<Int32> {
    var x = W.wrap(t)
    x = x.replacing(with: 0, where: x .< 0).replacing(with: 1, where: x .> 1)
    return roundToInt32(x * Float(GradientLUT.size - 1))
}
