/// Stage one of a warped row, eight pixels at a time in Float lanes: the inverse-mapped source
/// position of each pixel centre and, for `.smooth` sampling, its filter footprint.
///
/// Per row U, V, W are linear in x, so a group of eight is a base (evaluated in Double, no drift)
/// plus lane offsets. The footprint comes from the Jacobian of (u, v) = (U/W, V/W):
/// ∂u/∂x = (ua − u·wa)/W, ∂u/∂y = (ub − u·wb)/W, likewise for v. Filter parameters are worked out
/// in the log2 domain with a bit-level log2/exp2 (continuous, monotonic, ±0.005), because the
/// stdlib's SIMD `squareRoot` and `log2` are per-lane library calls.
struct WarpRowPlan {
    /// Scratch rows, each `capacity` Floats (a multiple of 8 plus 8).
    let u: UnsafeMutablePointer<Float>, v: UnsafeMutablePointer<Float>
    /// Long axis of the footprint (level-0 texels per destination pixel).
    let mu: UnsafeMutablePointer<Float>, mv: UnsafeMutablePointer<Float>
    /// Number of taps along the long axis (1…16) and the mip level (fractional: trilinear).
    let taps: UnsafeMutablePointer<Float>, level: UnsafeMutablePointer<Float>

    /// Fills entries 0..<count for pixels first…first+count−1 of the row centred at `py`.
    @inline(__always)
    func fill(region r: WarpRegion, py: Double, first: Int, count: Int, smooth: Bool, maxLevel: Float) {
        let ub = r.ub * py + r.uc, vb = r.vb * py + r.vc, wb = r.wb * py + r.wc
        let lane = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let fua = Float(r.ua), fva = Float(r.va), fwa = Float(r.wa)
        let fub = Float(r.ub), fvb = Float(r.vb), fwb = Float(r.wb)
        var i = 0
        while i < count {
            let px = Double(first + i) + 0.5
            let U = Float(r.ua * px + ub) + fua * lane
            let V = Float(r.va * px + vb) + fva * lane
            var W = Float(r.wa * px + wb) + fwa * lane
            W = W.replacing(with: 1e-30, where: W .< 1e-30)
            let rw = 1 / W
            let su = U * rw, sv = V * rw
            store(su, u, i); store(sv, v, i)
            if smooth {
                let jxu = (fua - su * fwa) * rw, jxv = (fva - sv * fwa) * rw
                let jyu = (fub - su * fwb) * rw, jyv = (fvb - sv * fwb) * rw
                let lx2 = jxu * jxu + jxv * jxv, ly2 = jyu * jyu + jyv * jyv
                let xLonger = lx2 .>= ly2
                let long2 = ly2.replacing(with: lx2, where: xLonger)
                store(jyu.replacing(with: jxu, where: xLonger), mu, i)
                store(jyv.replacing(with: jxv, where: xLonger), mv, i)
                var det = jxu * jyv - jxv * jyu
                det = det.replacing(with: -det, where: det .< 0)
                // log2 of the long and short axis lengths (short = |det| / long).
                let logLong = 0.5 * WarpRowPlan.log2(long2.replacing(with: 1e-30, where: long2 .< 1e-30))
                let logShort = WarpRowPlan.log2(det.replacing(with: 1e-30, where: det .< 1e-30)) - logLong
                // Mip level from the short axis (−½ LOD bias: a bilinear tap already spans ~1.4
                // texels), raised where the long axis would need more than 16 taps.
                var lam = logShort - 0.5
                lam = lam.replacing(with: logLong - 4, where: lam .< logLong - 4)
                lam = lam.replacing(with: 0, where: lam .< 0).replacing(with: maxLevel, where: lam .> maxLevel)
                // Taps along the long axis at most one texel of level ⌊λ⌋ apart (so the sum of the
                // bilinear tents is flat), with 0.2 texel of slack: N = ⌈long / 2^⌊λ⌋ − 0.2⌉, 1…16.
                var n = (WarpRowPlan.exp2(logLong - lam.rounded(.down)) - 0.2).rounded(.up)
                n = n.replacing(with: 1, where: n .< 1).replacing(with: 16, where: n .> 16)
                store(n, taps, i)
                store(lam, level, i)
            }
            i += 8
        }
    }

    @inline(__always) private func store(_ x: SIMD8<Float>, _ p: UnsafeMutablePointer<Float>, _ i: Int) {
        UnsafeMutableRawPointer(p + i).storeBytes(of: x, as: SIMD8<Float>.self)
    }

    /// log2 for positive normal floats: exponent plus a quadratic in the mantissa m ∈ [0, 1),
    /// m + 0.3465·m·(1 − m) (exact at powers of two, max error ≈ 0.005).
    @inline(__always) static func log2(_ x: SIMD8<Float>) -> SIMD8<Float> {
        let bits = unsafeBitCast(x, to: SIMD8<Int32>.self)
        let e = SIMD8<Float>((bits &>> 23) &- 127)
        let m = unsafeBitCast((bits & 0x007F_FFFF) | 0x3F80_0000, to: SIMD8<Float>.self) - 1
        return e + m + 0.3465 * m * (1 - m)
    }

    /// 2^y for −100 < y < 100, the inverse of `log2`'s shape: 2^f ≈ 1 + f − 0.3465·f·(1 − f).
    @inline(__always) static func exp2(_ y: SIMD8<Float>) -> SIMD8<Float> {
        let y = y.replacing(with: 100, where: y .> 100).replacing(with: -100, where: y .< -100)
        let fl = y.rounded(.down)
        let f = y - fl
        let ei = unsafeBitCast(fl + 12_582_912.0, to: SIMD8<Int32>.self) &- 0x4B40_0000
        let scale = unsafeBitCast((ei &+ 127) &<< 23, to: SIMD8<Float>.self)
        return scale * (1 + f - 0.3465 * f * (1 - f))
    }
}
