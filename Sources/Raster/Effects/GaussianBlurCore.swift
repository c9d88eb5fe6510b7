/// Separable Gaussian blur of 8-bit images with 1 (alpha) or 4 (premultiplied RGBA) interleaved
/// channels, computed in Float via an intermediate Float image. The first pass reads all of the
/// source before the second writes any byte, so source and destination may be the same buffer.
///
/// σ < 2 convolves with the sampled kernel (`GaussianKernel`), horizontally then vertically.
/// Larger σ runs Deriche's recursive filter (`RecursiveGaussian`), whose cost does not depend on σ:
/// vertically first, a whole row per step (memory walked in order), then horizontally with
/// independent rows side by side in the SIMD lanes (4 RGBA rows, or 16 alpha rows, per vector).
///
/// Boundaries: `clampEdges` false treats everything outside as 0 (transparent bleeds in);
/// true repeats the edge pixels outward (edges keep their colour).
enum GaussianBlurCore {
    static func blur(src: UnsafePointer<UInt8>, srcRowBytes: Int, dst: UnsafeMutablePointer<UInt8>, dstRowBytes: Int,
                     width: Int, height: Int, channels: Int, sigma: Double, clampEdges: Bool) {
        precondition(channels == 1 || channels == 4)
        let count = width * channels
        let padded = (count + 31) & ~31
        // Every value a pass reads is written by the pass before it, so no need to clear.
        var image = [Float](unsafeUninitializedCapacity: padded * height) { _, n in n = padded * height }
        image.withUnsafeMutableBufferPointer { f in
            let rows = FloatRows(base: f.baseAddress!, stride: padded, count: count, height: height)
            let input = ByteRows(base: src, stride: srcRowBytes, count: count, height: height)
            let output = MutableByteRows(base: dst, stride: dstRowBytes, count: count, height: height)
            if sigma < gaussianRecursiveMinimumSigma {
                let k = GaussianKernel(sigma: sigma)
                directHorizontal(input, into: rows, channels: channels, kernel: k, clamp: clampEdges)
                directVertical(rows, into: output, channels: channels, kernel: k, clamp: clampEdges)
            } else {
                let g = RecursiveGaussian(sigma: sigma)
                recursiveVertical(input, into: rows, g, clamp: clampEdges)
                if channels == 4 {
                    recursiveHorizontalRGBA(rows, into: output, g, clamp: clampEdges)
                } else {
                    recursiveHorizontalAlpha(rows, into: output, g, clamp: clampEdges)
                }
            }
        }
    }

    // MARK: - Row views and conversions

    struct ByteRows {
        let base: UnsafePointer<UInt8>, stride: Int, count: Int, height: Int
        @inline(__always) func row(_ y: Int) -> UnsafePointer<UInt8> { base + y * stride }
    }

    struct MutableByteRows {
        let base: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, height: Int
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt8> { base + y * stride }
    }

    struct FloatRows {
        let base: UnsafeMutablePointer<Float>, stride: Int, count: Int, height: Int
        @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<Float> { base + y * stride }
    }

    @inline(__always) static func load8(_ p: UnsafePointer<Float>) -> SIMD8<Float> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD8<Float>.self)
    }
    @inline(__always) static func store8(_ v: SIMD8<Float>, _ p: UnsafeMutablePointer<Float>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD8<Float>.self)
    }
    /// Eight bytes as Floats.
    @inline(__always) static func widen8(_ p: UnsafePointer<UInt8>) -> SIMD8<Float> {
        SIMD8<Float>(SIMD8<Int32>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self)))
    }
    /// Rounds to bytes (0…255) without the stdlib's out-of-line float→int conversion. With
    /// `premultiplied` (two RGBA pixels per vector) colour is also kept ≤ alpha, which rounding
    /// and the recursive filter's tiny overshoots could otherwise break by one.
    @inline(__always) static func quantize(_ v: SIMD8<Float>, premultiplied: Bool) -> SIMD8<UInt8> {
        var c = v.replacing(with: 0, where: v .< 0)
        c = c.replacing(with: 255, where: c .> 255)
        let bits = unsafeBitCast(c + 12_582_912.0, to: SIMD8<Int32>.self) &- 0x4B40_0000
        let b = SIMD8<UInt8>(truncatingIfNeeded: bits)
        guard premultiplied else { return b }
        let x = unsafeBitCast(b, to: UInt64.self)
        let a = ((x &>> 24) & 0xFF) &* 0x0101_0101 | (((x &>> 56) & 0xFF) &* 0x0101_0101) &<< 32
        let alpha = unsafeBitCast(a, to: SIMD8<UInt8>.self)
        return b.replacing(with: alpha, where: alpha .< b)       // (pointwiseMin may stay out of line)
    }

    /// A row of Floats rounded to bytes (see `quantize`); `count` a multiple of 4 when premultiplied.
    static func quantizeRow(_ src: UnsafePointer<Float>, _ count: Int, into dst: UnsafeMutablePointer<UInt8>,
                            premultiplied: Bool) {
        var x = 0
        while x + 8 <= count {
            UnsafeMutableRawPointer(dst + x).storeBytes(of: quantize(load8(src + x), premultiplied: premultiplied),
                                                        as: SIMD8<UInt8>.self)
            x += 8
        }
        if x < count {
            var tail = SIMD8<Float>.zero
            for i in 0..<(count - x) { tail[i] = src[x + i] }
            let b = quantize(tail, premultiplied: premultiplied)
            for i in 0..<(count - x) { dst[x + i] = b[i] }
        }
    }

    /// Stores the first `n` (≤ 8) bytes of `b`.
    @inline(__always) static func storeBytes(_ b: SIMD8<UInt8>, _ p: UnsafeMutablePointer<UInt8>, _ n: Int) {
        if n >= 8 {
            UnsafeMutableRawPointer(p).storeBytes(of: b, as: SIMD8<UInt8>.self)
        } else {
            for i in 0..<n { p[i] = b[i] }
        }
    }

    // MARK: - Direct convolution (small σ)

    // The kernel is symmetric, so taps are applied in mirrored pairs, one pair at a time across a
    // whole row: every vector of the row is independent (no serial add chain per output).

    static func directHorizontal(_ input: ByteRows, into out: FloatRows, channels cs: Int,
                                 kernel k: GaussianKernel, clamp: Bool) {
        let r = k.radius
        let count = input.count
        let margin = r * cs
        // One row as Floats with `margin` values of edge extension on both sides, +32 of slack.
        var line = [Float](repeating: 0, count: count + 2 * margin + 32)
        k.weights.withUnsafeBufferPointer { w in
            line.withUnsafeMutableBufferPointer { lb in
                let l = lb.baseAddress!
                for y in 0..<input.height {
                    let src = input.row(y)
                    var i = 0
                    while i + 8 <= count { store8(widen8(src + i), l + margin + i); i += 8 }
                    while i < count { l[margin + i] = Float(src[i]); i += 1 }
                    for i in 0..<margin {
                        l[i] = clamp ? l[margin + i % cs] : 0
                        l[margin + count + i] = clamp ? l[margin + count - cs + i % cs] : 0
                    }
                    let o = out.row(y)
                    let wc = w[r]
                    var x = 0
                    while x < count { store8(wc * load8(l + margin + x), o + x); x += 8 }
                    for t in 0..<r {
                        let wt = w[t], a = l + t * cs, b = l + (2 * r - t) * cs
                        x = 0
                        while x < count { store8(load8(o + x) + wt * (load8(a + x) + load8(b + x)), o + x); x += 8 }
                    }
                }
            }
        }
    }

    static func directVertical(_ rows: FloatRows, into out: MutableByteRows, channels cs: Int,
                               kernel k: GaussianKernel, clamp: Bool) {
        let r = k.radius, h = rows.height, count = rows.count
        let zero = [Float](repeating: 0, count: rows.stride)
        var acc = [Float](repeating: 0, count: rows.stride)
        k.weights.withUnsafeBufferPointer { w in
            zero.withUnsafeBufferPointer { zb in
                acc.withUnsafeMutableBufferPointer { ab in
                    let o = ab.baseAddress!
                    @inline(__always) func source(_ yy: Int) -> UnsafePointer<Float> {
                        if yy >= 0 && yy < h { return UnsafePointer(rows.row(yy)) }
                        return clamp ? UnsafePointer(rows.row(min(max(yy, 0), h - 1))) : zb.baseAddress!
                    }
                    for y in 0..<h {
                        let c = source(y), wc = w[r]
                        var x = 0
                        while x < count { store8(wc * load8(c + x), o + x); x += 8 }
                        for t in 0..<r {
                            let wt = w[t], a = source(y - r + t), b = source(y + r - t)
                            x = 0
                            while x < count { store8(load8(o + x) + wt * (load8(a + x) + load8(b + x)), o + x); x += 8 }
                        }
                        let dst = out.row(y)
                        x = 0
                        while x < count {
                            storeBytes(quantize(load8(o + x), premultiplied: cs == 4), dst + x, min(8, count - x))
                            x += 8
                        }
                    }
                }
            }
        }
    }

    // MARK: - Recursive filter (σ ≥ 2)

    /// Row `y` of the bytes as Floats into `out` (`count` values, then zeros up to a multiple of 16).
    @inline(__always) static func loadRow(_ input: ByteRows, _ y: Int, into out: UnsafeMutablePointer<Float>) {
        let p = input.row(y), count = input.count
        var i = 0
        while i + 8 <= count { store8(widen8(p + i), out + i); i += 8 }
        if i < count {
            var tail = SIMD8<Float>.zero
            for k in 0..<(count - i) { tail[k] = Float(p[i + k]) }
            store8(tail, out + i)
            i += 8
        }
        if i & 15 != 0 { store8(.zero, out + i) }
    }

    /// Vertical pass, a whole row at a time (16 floats per step, so memory is walked in order and
    /// the hardware prefetcher keeps up): anticausal bottom to top into `out`, then causal top to
    /// bottom added in. The two sections' states are four rows, rotated by pointer swaps.
    static func recursiveVertical(_ input: ByteRows, into out: FloatRows, _ g: RecursiveGaussian, clamp: Bool) {
        let h = input.height
        let n = (input.count + 15) & ~15           // ≤ out.stride (a multiple of 32)
        var scratch = [Float](repeating: 0, count: n * 6)
        scratch.withUnsafeMutableBufferPointer { sb in
            let s = sb.baseAddress!
            var xa = s, xb = s + n
            var p1 = s + 2 * n, p2 = s + 3 * n, q1 = s + 4 * n, q2 = s + 5 * n
            let c10 = g.c1[0], c20 = g.c2[0], c11 = g.c1[1], c21 = g.c2[1]
            let a10 = g.a1[0], a20 = g.a2[0], a11 = g.a1[1], a21 = g.a2[1]
            let b00 = g.b0[0], b10 = g.b1[0], b01 = g.b0[1], b11 = g.b1[1]
            @inline(__always) func ld(_ p: UnsafeMutablePointer<Float>, _ i: Int) -> SIMD16<Float> {
                UnsafeRawPointer(p + i).loadUnaligned(as: SIMD16<Float>.self)
            }
            @inline(__always) func st(_ v: SIMD16<Float>, _ p: UnsafeMutablePointer<Float>, _ i: Int) {
                UnsafeMutableRawPointer(p + i).storeBytes(of: v, as: SIMD16<Float>.self)
            }
            // Boundary states: zero, or the steady state of the repeated edge row.
            func start(_ edge: Int, _ g0: Float, _ g1: Float) {
                if clamp { loadRow(input, edge, into: xa) } else { xa.update(repeating: 0, count: n) }
                xb.update(from: xa, count: n)
                var i = 0
                while i < n {
                    let e = ld(xa, i)
                    st(g0 * e, p1, i); st(g0 * e, p2, i); st(g1 * e, q1, i); st(g1 * e, q2, i)
                    i += 16
                }
            }
            // Anticausal, bottom to top: xa = x[y+1], xb = x[y+2]; the new state overwrites the
            // oldest (p2, q2), which then becomes the newest.
            start(h - 1, g.anticausalGain[0], g.anticausalGain[1])
            var y = h - 1
            while y >= 0 {
                let o = out.row(y)
                var i = 0
                while i < n {
                    let x1 = ld(xa, i), x2 = ld(xb, i)
                    let t0 = (c10 * x1 + c20 * x2 - a20 * ld(p2, i)) - a10 * ld(p1, i)
                    let t1 = (c11 * x1 + c21 * x2 - a21 * ld(q2, i)) - a11 * ld(q1, i)
                    st(t0, p2, i); st(t1, q2, i)
                    st(t0 + t1, o, i)
                    i += 16
                }
                swap(&p1, &p2); swap(&q1, &q2)
                swap(&xa, &xb)
                loadRow(input, y, into: xa)
                y -= 1
            }
            // Causal, top to bottom: xa = x[y], xb = x[y−1].
            start(0, g.causalGain[0], g.causalGain[1])
            if !clamp { loadRow(input, 0, into: xa) }
            y = 0
            while y < h {
                if y > 0 { swap(&xa, &xb); loadRow(input, y, into: xa) }
                let o = out.row(y)
                var i = 0
                while i < n {
                    let x0 = ld(xa, i), x1 = ld(xb, i)
                    let t0 = (b00 * x0 + b10 * x1 - a20 * ld(p2, i)) - a10 * ld(p1, i)
                    let t1 = (b01 * x0 + b11 * x1 - a21 * ld(q2, i)) - a11 * ld(q1, i)
                    st(t0, p2, i); st(t1, q2, i)
                    st(ld(o, i) + t0 + t1, o, i)
                    i += 16
                }
                swap(&p1, &p2); swap(&q1, &q2)
                y += 1
            }
        }
    }

    /// Horizontal pass, four RGBA rows per vector (lanes 4k…4k+3 are row y+k), rounded to bytes.
    static func recursiveHorizontalRGBA(_ rows: FloatRows, into out: MutableByteRows, _ g: RecursiveGaussian, clamp: Bool) {
        let w = rows.count / 4, h = rows.height
        var temp = [SIMD16<Float>](repeating: .zero, count: w)
        temp.withUnsafeMutableBufferPointer { tb in
            var y = 0
            while y < h {
                // Rows past the bottom repeat the last row (computed, not stored).
                let r0 = rows.row(y), r1 = rows.row(min(y + 1, h - 1))
                let r2 = rows.row(min(y + 2, h - 1)), r3 = rows.row(min(y + 3, h - 1))
                let live = min(4, h - y)
                recursiveLine(length: w, g, clamp: clamp, temp: tb.baseAddress!, { n -> SIMD16<Float> in
                    let o = 4 * n
                    @inline(__always) func px(_ r: UnsafeMutablePointer<Float>) -> SIMD4<Float> {
                        UnsafeRawPointer(r + o).loadUnaligned(as: SIMD4<Float>.self)
                    }
                    return SIMD16(lowHalf: SIMD8(lowHalf: px(r0), highHalf: px(r1)),
                                  highHalf: SIMD8(lowHalf: px(r2), highHalf: px(r3)))
                }, emit: { n, v in
                    // In place: x[n] has been read already. Lanes standing in for rows past the
                    // bottom compute exactly what the last row's lanes do, so aliased stores agree.
                    let o = 4 * n
                    UnsafeMutableRawPointer(r3 + o).storeBytes(of: v.highHalf.highHalf, as: SIMD4<Float>.self)
                    UnsafeMutableRawPointer(r2 + o).storeBytes(of: v.highHalf.lowHalf, as: SIMD4<Float>.self)
                    UnsafeMutableRawPointer(r1 + o).storeBytes(of: v.lowHalf.highHalf, as: SIMD4<Float>.self)
                    UnsafeMutableRawPointer(r0 + o).storeBytes(of: v.lowHalf.lowHalf, as: SIMD4<Float>.self)
                })
                for k in 0..<live { quantizeRow(rows.row(y + k), rows.count, into: out.row(y + k), premultiplied: true) }
                y += 4
            }
        }
    }

    /// Horizontal pass for one channel, sixteen rows per vector (lane k is row y+k), to bytes.
    static func recursiveHorizontalAlpha(_ rows: FloatRows, into out: MutableByteRows, _ g: RecursiveGaussian, clamp: Bool) {
        let w = rows.count, h = rows.height
        var temp = [SIMD16<Float>](repeating: .zero, count: w)
        var offsets = [Int](repeating: 0, count: 16)
        temp.withUnsafeMutableBufferPointer { tb in
            offsets.withUnsafeMutableBufferPointer { ob in
                let rowOffset = ob.baseAddress!
                var y = 0
                while y < h {
                    for k in 0..<16 { rowOffset[k] = min(y + k, h - 1) * rows.stride }
                    let live = min(16, h - y)
                    let base = rows.base
                    recursiveLine(length: w, g, clamp: clamp, temp: tb.baseAddress!, { n -> SIMD16<Float> in
                        var b = SIMD16<Float>()
                        for k in 0..<16 { b[k] = base[rowOffset[k] + n] }
                        return b
                    }, emit: { n, v in
                        let lo = quantize(v.lowHalf, premultiplied: false), hi = quantize(v.highHalf, premultiplied: false)
                        for k in 0..<min(8, live) { out.row(y + k)[n] = lo[k] }
                        if live > 8 { for k in 8..<live { out.row(y + k)[n] = hi[k - 8] } }
                    })
                    y += 16
                }
            }
        }
    }

    /// Runs both directions of the recursive filter along one line of `length` samples, each a
    /// vector of independent lanes; `emit(n, y[n])` receives the result in order.
    /// The feedback term on y[n∓1] is added last so the loop-carried chain is one multiply-add.
    @inline(__always)
    static func recursiveLine<V: SIMD>(length n: Int, _ g: RecursiveGaussian, clamp: Bool,
                                       temp t: UnsafeMutablePointer<V>,
                                       _ x: (Int) -> V, emit: (Int, V) -> Void) where V.Scalar == Float {
        let c10 = g.c1[0], c20 = g.c2[0], c11 = g.c1[1], c21 = g.c2[1]
        let a10 = g.a1[0], a20 = g.a2[0], a11 = g.a1[1], a21 = g.a2[1]
        let b00 = g.b0[0], b10 = g.b1[0], b01 = g.b0[1], b11 = g.b1[1]
        // Anticausal, last to first: xa = x[i+1], xb = x[i+2].
        var xa = clamp ? x(n - 1) : V(), xb = xa
        var p1 = g.anticausalGain[0] * xa, p2 = p1, q1 = g.anticausalGain[1] * xa, q2 = q1
        var i = n - 1
        while i >= 0 {
            let t0 = (c10 * xa + c20 * xb - a20 * p2) - a10 * p1
            let t1 = (c11 * xa + c21 * xb - a21 * q2) - a11 * q1
            p2 = p1; p1 = t0; q2 = q1; q1 = t1
            t[i] = t0 + t1
            xb = xa; xa = x(i)
            i -= 1
        }
        // Causal, first to last: x1 = x[i−1].
        var x1 = clamp ? x(0) : V()
        p1 = g.causalGain[0] * x1; p2 = p1; q1 = g.causalGain[1] * x1; q2 = q1
        i = 0
        while i < n {
            let x0 = x(i)
            let t0 = (b00 * x0 + b10 * x1 - a20 * p2) - a10 * p1
            let t1 = (b01 * x0 + b11 * x1 - a21 * q2) - a11 * q1
            p2 = p1; p1 = t0; q2 = q1; q1 = t1
            x1 = x0
            emit(i, t0 + t1 + t[i])
            i += 1
        }
    }
}
