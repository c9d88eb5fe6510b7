/// The compositing loops: `n` destination pixels combined with a source and a coverage, per
/// blend mode, eight pixels at a time (SWAR, see Swar.swift).
///
/// Every mode follows result = lerp(dst, blend(src, dst), coverage) (Porter–Duff with
/// anti-aliasing, as Core Graphics and Skia do). Written out per mode with c = coverage/255:
///   sourceOver      s·c + d·(1 − sa·c)            (the lerp folds into scaling the source)
///   copy            s·c + d·(1 − c)
///   clear           d·(1 − c)
///   destinationIn   d·(1 − c·(1 − sa))
///   destinationOut  d·(1 − c·sa)
@inline(__always)
func composite<S: PixelSource, C: CoverageSource>(_ d: UnsafeMutablePointer<UInt32>, _ n: Int,
                                                 _ s: S, _ c: C, _ mode: BlendMode) {
    switch mode {
    case .sourceOver:
        forEach8(d, n) { i, k, dv in
            var sv = s.load(i, k)
            if !C.isFull { sv = scalePx(sv, broadcastFactor(c.load(i, k))) }
            return overPx(sv, dv)
        }
    case .copy:
        if C.isFull {
            forEach8(d, n) { i, k, _ in s.load(i, k) }
        } else {
            forEach8(d, n) { i, k, dv in
                let cv = c.load(i, k)
                return scalePx(s.load(i, k), broadcastFactor(cv)) &+ scalePx(dv, broadcastFactor(255 &- cv))
            }
        }
    case .clear:
        if C.isFull {
            forEach8(d, n) { _, _, _ in U32x8(repeating: 0) }
        } else {
            forEach8(d, n) { i, k, dv in scalePx(dv, broadcastFactor(255 &- c.load(i, k))) }
        }
    case .destinationIn:
        forEach8(d, n) { i, k, dv in
            let sa = alphaOf(s.load(i, k))
            let f = C.isFull ? sa : 255 &- div255(c.load(i, k) &* (255 &- sa))
            return scalePx(dv, broadcastFactor(f))
        }
    case .destinationOut:
        forEach8(d, n) { i, k, dv in
            let sa = alphaOf(s.load(i, k))
            let f = C.isFull ? 255 &- sa : 255 &- div255(c.load(i, k) &* sa)
            return scalePx(dv, broadcastFactor(f))
        }
    }
}

/// Runs `body(i, count, dst[i..<i+count])` over the span in steps of eight and stores its result.
@inline(__always)
func forEach8(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ body: (Int, Int, U32x8) -> U32x8) {
    let raw = UnsafeMutableRawPointer(d)
    var i = 0
    while i &+ 8 <= n {
        let dv = raw.loadUnaligned(fromByteOffset: i &* 4, as: U32x8.self)
        raw.storeBytes(of: body(i, 8, dv), toByteOffset: i &* 4, as: U32x8.self)
        i &+= 8
    }
    if i < n {
        let k = n &- i
        var dv = U32x8()
        for j in 0..<k { dv[j] = d[i &+ j] }
        let r = body(i, k, dv)
        for j in 0..<k { d[i &+ j] = r[j] }
    }
}
