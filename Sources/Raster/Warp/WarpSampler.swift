#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a warped layer is filtered.
public enum WarpSampling: Hashable, Sendable {
    /// One bilinear tap per destination pixel (Skia's `FilterMode::kLinear` without mipmaps).
    /// Sharp, but minified regions alias (sparkle) when animated.
    case bilinear
    /// Area-aware: where a destination pixel's footprint is longer than ~1.2 source texels, several
    /// bilinear taps are spread along its long axis, and where its short axis exceeds ~1.4 texels a
    /// box-filtered mip level is sampled (trilinear between levels), so edge-on cards stay smooth.
    case smooth
}

/// A view of one mip level: premultiplied pixels, clamp-to-edge addressing.
struct WarpTexture {
    let base: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    /// Texel coordinates at this level are level-0 coordinates times `scale` (2^−level).
    let scale: Float
}

enum WarpSampler {
    /// Bilinear weights in 1/256 steps; the four weights sum to 65536.
    /// Returns Σ wᵢ·texelᵢ per channel (16.16 fixed point, ≤ 255·65536).
    ///
    /// (u, v) are in this texture's texel units. Texel centres sit at integer + ½ (as Skia and
    /// Core Graphics sample), so the taps are at ⌊u − ½⌋ and the next texel; addresses are clamped
    /// to the edge (the quad's own edge coverage does the anti-aliasing, so the border must not
    /// also fade to transparent).
    @inline(__always)
    static func bilinear16(_ t: WarpTexture, _ u: Float, _ v: Float) -> SIMD4<UInt32> {
        // Clamp first so the fixed-point conversion cannot overflow (`max`/`min` also map NaN to a
        // bound), then round to the nearest 1/256 texel: the integer part picks the taps, the low
        // 8 bits are the weights.
        let ix = fixed8(min(max(u - 0.5, -1), Float(t.width)))
        let iy = fixed8(min(max(v - 0.5, -1), Float(t.height)))
        if ix >= 0 && iy >= 0 && ix <= (t.width &- 2) &<< 8 && iy <= (t.height &- 2) &<< 8 {
            return interior16(t, ix, iy)
        }
        return clamped16(t, ix, iy)
    }

    /// round(x·256) (ties to even) for |x| < 2^23, without Swift's trapping float→int conversion:
    /// adding 1.5·2^52 leaves the rounded integer in the low bits of the Double's mantissa.
    @inline(__always) static func fixed8(_ x: Float) -> Int {
        let d = Double(x) * 256 + 6_755_399_441_055_744.0
        return Int(Int32(truncatingIfNeeded: d.bitPattern))
    }

    @inline(__always) static func widen(_ p: UInt32) -> SIMD4<UInt32> {
        SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(p, to: SIMD4<UInt8>.self))
    }

    /// (acc + ½·2^shift) >> shift per channel, packed.
    @inline(__always) static func narrow(_ acc: SIMD4<UInt32>, shift: UInt32) -> UInt32 {
        let r = (acc &+ (1 &<< (shift &- 1))) &>> shift
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: r), to: UInt32.self)
    }

    /// One bilinear sample of level 0, rounded to 8 bits.
    @inline(__always)
    static func bilinear(_ t: WarpTexture, _ u: Float, _ v: Float) -> UInt32 {
        narrow(bilinear16(t, u, v), shift: 16)
    }

    /// The area-aware sample planned by `WarpRowPlan`: `n` bilinear taps spread evenly along the
    /// footprint's long axis (mu, mv) at tₖ = (k + ½)/n − ½, on mip level `level` (blending the two
    /// nearest levels when it is fractional).
    ///
    /// This is anisotropic filtering in the manner of EXT_texture_filter_anisotropic: the long axis
    /// is the longer Jacobian column, the short axis is |det J| / long; the level is
    /// λ = max(log2(short) − ½, log2(long/16)) (a −½ LOD bias: one bilinear tap already spans ~1.4
    /// texels) and N = ⌈long / 2^⌊λ⌋ − 0.2⌉ ≤ 16 taps sit at most ~1 texel apart, so the sum of their
    /// bilinear tents is flat and fine detail averages out instead of aliasing.
    @inline(__always)
    static func footprint(_ textures: UnsafeBufferPointer<WarpTexture>, _ u: Float, _ v: Float,
                          _ mu: Float, _ mv: Float, taps n: Int, level: Float) -> UInt32 {
        let q = fixed8(level)                  // level in 1/256 steps
        let l0 = q &>> 8
        let frac = Float(q & 255) * (1.0 / 256)
        let norm = 1 / (65536 * Float(n))
        let s0 = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: taps16(textures[l0], n, u, v, mu, mv))) * norm
        guard frac > 0, l0 &+ 1 < textures.count else { return round(s0) }
        let s1 = SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: taps16(textures[l0 &+ 1], n, u, v, mu, mv))) * norm
        return round(s0 * (1 - frac) + s1 * frac)
    }

    /// `footprint` on level 0 alone. Tap positions step linearly, so they are stepped in 1/256-texel
    /// fixed point; when the first and last taps are at least a texel inside the layer no tap needs
    /// edge clamping. Integer normalization where the tap count is a power of two.
    @inline(__always)
    static func level0Taps(_ t: WarpTexture, _ u: Float, _ v: Float, _ mu: Float, _ mv: Float, taps n: Int) -> UInt32 {
        let fn = Float(n)
        let k0 = 0.5 / fn - 0.5
        let lim: Float = 8192                  // keeps fixed8 in range; real taps are far inside
        let x0 = fixed8(min(max(u - 0.5 + k0 * mu, -lim), lim)), y0 = fixed8(min(max(v - 0.5 + k0 * mv, -lim), lim))
        let dx = fixed8(min(max(mu / fn, -lim), lim)), dy = fixed8(min(max(mv / fn, -lim), lim))
        let x1 = x0 &+ dx &* (n &- 1), y1 = y0 &+ dy &* (n &- 1)
        let xmax = (t.width &- 2) &<< 8, ymax = (t.height &- 2) &<< 8
        var acc = SIMD4<UInt32>.zero
        if min(x0, x1) >= 0 && max(x0, x1) <= xmax && min(y0, y1) >= 0 && max(y0, y1) <= ymax {
            var x = x0, y = y0
            for _ in 0..<n {
                acc &+= interior16(t, x, y)
                x &+= dx; y &+= dy
            }
        } else {
            var x = x0, y = y0
            for _ in 0..<n {
                acc &+= clamped16(t, x, y)
                x &+= dx; y &+= dy
            }
        }
        if n & (n &- 1) == 0 { return narrow(acc, shift: 16 &+ UInt32(n.trailingZeroBitCount)) }
        return round(SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: acc)) * (1 / (65536 * fn)))
    }

    /// The bilinear sum at fixed-point texel position (ix, iy)/256 (already shifted by −½), with
    /// both taps in each direction inside the texture (no clamping).
    @inline(__always)
    static func interior16(_ t: WarpTexture, _ ix: Int, _ iy: Int) -> SIMD4<UInt32> {
        let ax = UInt32(truncatingIfNeeded: ix & 255), ay = UInt32(truncatingIfNeeded: iy & 255)
        let r0 = t.base + ((iy &>> 8) &* t.width &+ (ix &>> 8))
        let r1 = r0 + t.width
        return weighted(r0[0], r0[1], r1[0], r1[1], ax, ay)
    }

    /// As `interior16`, clamping the taps to the edge texels.
    @inline(__always)
    static func clamped16(_ t: WarpTexture, _ ix: Int, _ iy: Int) -> SIMD4<UInt32> {
        let ax = UInt32(truncatingIfNeeded: ix & 255), ay = UInt32(truncatingIfNeeded: iy & 255)
        let x0 = ix &>> 8, y0 = iy &>> 8
        let wm = t.width &- 1, hm = t.height &- 1
        let cx0 = min(max(x0, 0), wm), cx1 = min(max(x0 &+ 1, 0), wm)
        let cy0 = min(max(y0, 0), hm), cy1 = min(max(y0 &+ 1, 0), hm)
        let r0 = t.base + cy0 &* t.width, r1 = t.base + cy1 &* t.width
        return weighted(r0[cx0], r0[cx1], r1[cx0], r1[cx1], ax, ay)
    }

    /// Σ wᵢ·pᵢ with bilinear weights from 8-bit fractions (the weights sum to 65536).
    @inline(__always)
    static func weighted(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32,
                         _ ax: UInt32, _ ay: UInt32) -> SIMD4<UInt32> {
        let w11 = ax &* ay
        let w10 = (ay &<< 8) &- w11           // (256 − ax)·ay
        let w01 = (ax &<< 8) &- w11           // ax·(256 − ay)
        let w00 = 65536 &- w01 &- w10 &- w11
        return widen(p00) &* w00 &+ widen(p01) &* w01 &+ widen(p10) &* w10 &+ widen(p11) &* w11
    }

    /// Σ of `n` bilinear taps at (u, v) + tₖ·(mu, mv) (level-0 units), as 16.16 sums (≤ 16·255·65536 < 2^31).
    @inline(__always)
    static func taps16(_ tex: WarpTexture, _ n: Int, _ u: Float, _ v: Float,
                               _ mu: Float, _ mv: Float) -> SIMD4<UInt32> {
        let s = tex.scale
        let step = 1 / Float(n)
        var k = 0.5 * step - 0.5
        var acc = SIMD4<UInt32>.zero
        for _ in 0..<n {
            acc &+= bilinear16(tex, (u + k * mu) * s, (v + k * mv) * s)
            k += step
        }
        return acc
    }

    /// Rounds four 0…255 floats to a packed pixel without the stdlib's out-of-line float→int
    /// conversion (adding 1.5·2^23 puts the rounded integer in the low mantissa bits).
    @inline(__always) private static func round(_ c: SIMD4<Float>) -> UInt32 {
        let clamped = c.replacing(with: 0, where: c .< 0)
        let bits = unsafeBitCast(clamped + 12_582_912.0, to: SIMD4<UInt32>.self) &- 0x4B40_0000
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }
}
