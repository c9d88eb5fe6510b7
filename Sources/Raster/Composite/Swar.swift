// 8-pixel SWAR arithmetic on premultiplied RGBA8.
//
// Eight packed pixels (SIMD8<UInt32>) are viewed as SIMD16<UInt16>: the even bytes (R, B) are
// `v & 0x00FF` and the odd bytes (G, A) are `v >> 8`, so one 16-bit multiply scales two channels
// and no widening conversion is needed (see /work/shared/reference/swift-on-linux.md §3; the same
// trick as Skia's and Blend2D's 8-bit pipelines). Division by 255 is exact with rounding:
// x/255 ≈ (y + (y >> 8)) >> 8 with y = x + 128 (Blinn, "Three Wrongs Make a Right", 1995), which
// equals (y · 257) >> 16, one multiply-high per vector (`div255Px`; the identity is exact for every
// y < 2¹⁶: write y = 256a + b, both sides are a + ⌊(a + b)/256⌋, as b/65536 < 1/256).
import CVectorOps

/// Eight pixels as 16 lanes of 16 bits.
typealias Px8 = SIMD16<UInt16>
/// Eight packed pixels (or eight per-pixel 0…255 values).
typealias U32x8 = SIMD8<UInt32>

@inline(__always) func asPx(_ v: U32x8) -> Px8 { unsafeBitCast(v, to: Px8.self) }
@inline(__always) func asU32(_ v: Px8) -> U32x8 { unsafeBitCast(v, to: U32x8.self) }

/// Per-pixel factors (0…255 in each UInt32) repeated into both 16-bit halves of the pixel.
@inline(__always) func broadcastFactor(_ f: U32x8) -> Px8 { asPx(f | (f &<< 16)) }

/// x/255 rounded in each 16-bit lane, for x ≤ 255·255: ((x + 128) · 257) >> 16.
@inline(__always) func div255Px(_ x: Px8) -> Px8 { fb_div255_u16x16(x) }

/// Every channel of `p` times its pixel's factor / 255, rounded.
@inline(__always) func scalePx(_ p: U32x8, _ f: Px8) -> U32x8 {
    let v = asPx(p)
    return asU32(div255Px((v & 0x00FF) &* f) | (div255Px((v &>> 8) &* f) &<< 8))
}

/// Eight coverage bytes (little-endian in `bits`) as eight 32-bit lanes. Written with a
/// variable shift (`vpsrlvd`): the stdlib's `SIMD8<UInt32>(truncatingIfNeeded: SIMD8<UInt8>)`
/// is not reliably inlined and becomes a call per chunk.
@inline(__always) func widenBytes(_ bits: UInt64) -> U32x8 {
    let lo = UInt32(truncatingIfNeeded: bits), hi = UInt32(truncatingIfNeeded: bits &>> 32)
    let v = U32x8(lo, lo, lo, lo, hi, hi, hi, hi)
    return (v &>> U32x8(0, 8, 16, 24, 0, 8, 16, 24)) & 0xFF
}

/// Alpha of each pixel, 0…255.
@inline(__always) func alphaOf(_ p: U32x8) -> U32x8 { p &>> 24 }

/// x/255 rounded, for x ≤ 255·255 held in 32-bit lanes.
@inline(__always) func div255(_ x: U32x8) -> U32x8 {
    let y = x &+ 128
    return (y &+ (y &>> 8)) &>> 8
}

/// Each channel of `a` times the same channel of `b`, / 255, rounded.
@inline(__always) func mulPx(_ a: U32x8, _ b: U32x8) -> U32x8 {
    let va = asPx(a), vb = asPx(b)
    return asU32(div255Px((va & 0x00FF) &* (vb & 0x00FF)) | (div255Px((va &>> 8) &* (vb &>> 8)) &<< 8))
}

/// Source-over: s + d·(255 − sa)/255 (premultiplied, so no channel can carry into the next).
@inline(__always) func overPx(_ s: U32x8, _ d: U32x8) -> U32x8 {
    s &+ scalePx(d, broadcastFactor(255 &- alphaOf(s)))
}

// Scalar versions (single pixels), used for tails that are not worth a vector step and by `Pixmap.draw`.
@inline(__always) func div255(_ x: UInt32) -> UInt32 {
    let y = x &+ 128
    return (y &+ (y &>> 8)) &>> 8
}
@inline(__always) func scalePixel(_ p: UInt32, _ f: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
    var ga = ((p &>> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
    rb = ((rb &+ ((rb &>> 8) & 0x00FF_00FF)) &>> 8) & 0x00FF_00FF
    ga = (ga &+ ((ga &>> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ga
}
