/// Eight planned pixels at once on mip level 0 (single bilinear taps, or several along the
/// footprint's long axis): the same arithmetic as `WarpSampler.bilinear` / `level0Taps`, lane by
/// lane, so results are bit-identical to the scalar path. Texels are fetched with scalar loads
/// (there is no gather in Swift's SIMD), weights and sums run in 32-bit lanes, one vector per
/// channel.
enum WarpSampler8 {
    /// Usable when fixed-point texel coordinates fit the Float rounding trick (|x·256| < 2^22).
    static func supports(_ t: WarpTexture) -> Bool { t.width < 8192 && t.height < 8192 }

    @inline(__always)
    static func level0(_ t: WarpTexture, _ plan: WarpRowPlan, at i: Int, smooth: Bool) -> SIMD8<UInt32> {
        // (Masks are built from Float compares and sign bits: integer SIMD compares lower to
        // per-lane loops in Swift 6.3.)
        var sx = load(plan.u + i) - 0.5, sy = load(plan.v + i) - 0.5
        var nf = SIMD8<Float>(repeating: 1)
        var dx = SIMD8<Int32>.zero, dy = SIMD8<Int32>.zero
        var taps: Int32 = 1
        if smooth {
            nf = load(plan.taps + i)
            let m4 = max4(nf.lowHalf, nf.highHalf)
            taps = Int32(max(max(m4[0], m4[1]), max(m4[2], m4[3])))
            if taps > 1 {
                let single = nf .<= 1
                let mu = load(plan.mu + i), mv = load(plan.mv + i)
                let k0 = 0.5 / nf - 0.5
                sx = (sx + k0 * mu).replacing(with: sx, where: single)
                sy = (sy + k0 * mv).replacing(with: sy, where: single)
                dx = roundToInt((clamp(mu / nf, 8192) * 256).replacing(with: 0, where: single))
                dy = roundToInt((clamp(mv / nf, 8192) * 256).replacing(with: 0, where: single))
            }
        }
        let n = roundToInt(nf)
        let x0 = roundToInt(clamp(sx, 8192) * 256), y0 = roundToInt(clamp(sy, 8192) * 256)
        let wm = SIMD8<Int32>(repeating: Int32(t.width - 1)), hm = SIMD8<Int32>(repeating: Int32(t.height - 1))
        let w = Int32(t.width)
        var accR = SIMD8<UInt32>.zero, accG = SIMD8<UInt32>.zero, accB = SIMD8<UInt32>.zero, accA = SIMD8<UInt32>.zero
        var k: Int32 = 0
        while k < taps {
            let ix = x0 &+ dx &* k, iy = y0 &+ dy &* k
            let ax = unsafeBitCast(ix & 255, to: SIMD8<UInt32>.self), ay = unsafeBitCast(iy & 255, to: SIMD8<UInt32>.self)
            let xa = ix &>> 8, ya = iy &>> 8
            let xc0 = pointwiseMin(pointwiseMax(xa, .zero), wm), xc1 = pointwiseMin(pointwiseMax(xa &+ 1, .zero), wm)
            let r0 = pointwiseMin(pointwiseMax(ya, .zero), hm) &* w, r1 = pointwiseMin(pointwiseMax(ya &+ 1, .zero), hm) &* w
            // All ones in lanes that have a tap k (k < n).
            let live = unsafeBitCast((SIMD8<Int32>(repeating: k) &- n) &>> 31, to: SIMD8<UInt32>.self)
            let w11 = ax &* ay
            let w10 = ((ay &<< 8) &- w11) & live
            let w01 = ((ax &<< 8) &- w11) & live
            let w00 = (65536 &- ((ax &<< 8) &- w11) &- ((ay &<< 8) &- w11) &- w11) & live
            let v11 = w11 & live
            let p00 = gather(t.base, r0 &+ xc0), p01 = gather(t.base, r0 &+ xc1)
            let p10 = gather(t.base, r1 &+ xc0), p11 = gather(t.base, r1 &+ xc1)
            @inline(__always) func ch(_ p: SIMD8<UInt32>, _ s: UInt32) -> SIMD8<UInt32> { (p &>> s) & 0xFF }
            accR &+= ch(p00, 0) &* w00 &+ ch(p01, 0) &* w01 &+ ch(p10, 0) &* w10 &+ ch(p11, 0) &* v11
            accG &+= ch(p00, 8) &* w00 &+ ch(p01, 8) &* w01 &+ ch(p10, 8) &* w10 &+ ch(p11, 8) &* v11
            accB &+= ch(p00, 16) &* w00 &+ ch(p01, 16) &* w01 &+ ch(p10, 16) &* w10 &+ ch(p11, 16) &* v11
            accA &+= ch(p00, 24) &* w00 &+ ch(p01, 24) &* w01 &+ ch(p10, 24) &* w10 &+ ch(p11, 24) &* v11
            k += 1
        }
        // Power-of-two tap counts: integer rounding shift by 16 + log2 n (log2 from the Float's
        // exponent); other counts: Float scale and round, as the scalar path does.
        let bits = unsafeBitCast(nf, to: SIMD8<UInt32>.self)
        let shift = 16 &+ ((bits &>> 23) &- 127)
        let half = SIMD8<UInt32>(repeating: 1) &<< (shift &- 1)
        let mant = unsafeBitCast(bits & 0x007F_FFFF, to: SIMD8<Int32>.self)
        let notPow2 = unsafeBitCast((mant | (0 &- mant)) &>> 31, to: SIMD8<UInt32>.self)
        let norm = 1 / (65536 * nf)
        @inline(__always) func finish(_ acc: SIMD8<UInt32>) -> SIMD8<UInt32> {
            let exact = (acc &+ half) &>> shift
            guard taps > 2 else { return exact }          // 1 and 2 are powers of two
            let f = SIMD8<Float>(unsafeBitCast(acc, to: SIMD8<Int32>.self)) * norm
            let r = unsafeBitCast(f + 12_582_912.0, to: SIMD8<UInt32>.self) &- 0x4B40_0000
            return (exact & ~notPow2) | (r & notPow2)
        }
        return finish(accR) | finish(accG) &<< 8 | finish(accB) &<< 16 | finish(accA) &<< 24
    }

    @inline(__always) private static func max4(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> {
        a.replacing(with: b, where: b .> a)
    }
    @inline(__always) private static func load(_ p: UnsafeMutablePointer<Float>) -> SIMD8<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
    }
    /// ±limit clamp that also sends NaN to −limit (as the scalar path's min/max do to a bound).
    @inline(__always) private static func clamp(_ v: SIMD8<Float>, _ limit: Float) -> SIMD8<Float> {
        let lo = v.replacing(with: -limit, where: .!(v .>= -limit))
        return lo.replacing(with: limit, where: lo .> limit)
    }
    /// Round to nearest integer for |v| < 2^22 (the 1.5·2^23 trick; same ties-to-even as `fixed8`).
    @inline(__always) private static func roundToInt(_ v: SIMD8<Float>) -> SIMD8<Int32> {
        unsafeBitCast(v + 12_582_912.0, to: SIMD8<Int32>.self) &- 0x4B40_0000
    }
    @inline(__always) private static func gather(_ b: UnsafePointer<UInt32>, _ i: SIMD8<Int32>) -> SIMD8<UInt32> {
        SIMD8(b[Int(i[0])], b[Int(i[1])], b[Int(i[2])], b[Int(i[3])],
              b[Int(i[4])], b[Int(i[5])], b[Int(i[6])], b[Int(i[7])])
    }
}
