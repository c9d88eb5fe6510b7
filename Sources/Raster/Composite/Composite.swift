/// Coverage of one span handed to the compositing loops.
enum SpanCoverage {
    /// Every pixel fully covered.
    case full
    /// Every pixel with the same coverage (1…254).
    case constant(UInt8)
    /// Per-pixel coverage bytes; the buffer must be readable 8 bytes past the span end.
    case mask(UnsafePointer<UInt8>)

    /// Whether the coverage is a buffer that runs along the span (so the span cannot be split without it).
    @inline(__always) var isPerPixel: Bool { if case .mask = self { return true } else { return false } }
}

/// Composites `n` pixels at `d` with `source` and `coverage` in `mode`.
///
/// `room` is how many pixels after the span belong to the same target row and may be read and
/// rewritten unchanged: the last partial chunk then runs as a full vector with the extra lanes
/// kept (no byte-wise copies). Pass 0 when nothing past the span may be touched.
@inline(__always)
func composite<S: PixelSource>(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: inout S,
                               _ coverage: SpanCoverage, _ mode: BlendMode, room: Int) {
    switch mode {
    case .sourceOver: composite(d, n, &s, coverage, SourceOverOp(), room)
    case .copy: composite(d, n, &s, coverage, CopyOp(), room)
    case .clear: composite(d, n, &s, coverage, ClearOp(), room)
    case .destinationIn: composite(d, n, &s, coverage, DestinationInOp(), room)
    case .destinationOut: composite(d, n, &s, coverage, DestinationOutOp(), room)
    case .plusLighter: composite(d, n, &s, coverage, PlusLighterOp(), room)
    case .screen: composite(d, n, &s, coverage, ScreenOp(), room)
    case .multiply: composite(d, n, &s, coverage, MultiplyOp(), room)
    default: composite(d, n, &s, coverage, FormulaOp(mode: mode), room)
    }
}

@inline(__always)
func composite<S: PixelSource, Op: BlendOp>(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: inout S,
                                            _ coverage: SpanCoverage, _ op: Op, _ room: Int) {
    switch coverage {
    case .full:
        if let inv = s.uniformInverseAlpha {
            forEachChunk(d, n, &s, room) { sv, dv in op.full(sv, dv, inverseAlpha: inv) }
        } else {
            forEachChunk(d, n, &s, room) { sv, dv in op.full(sv, dv) }
        }
    case .constant(let c):
        let cv = U32x8(repeating: UInt32(c))
        let raw = UnsafeMutableRawPointer(d)
        var i = 0
        while i &+ 8 <= n {
            let dv = raw.loadUnaligned(fromByteOffset: i &* 4, as: U32x8.self)
            raw.storeBytes(of: op.covered(op.ignoresSource ? dv : s.nextScaled(cv), dv, cv), toByteOffset: i &* 4, as: U32x8.self)
            i &+= 8
        }
        if i < n {
            let k = n &- i
            tail(d + i, k, room) { dv in op.covered(op.ignoresSource ? dv : s.nextPartialScaled(k, cv), dv, cv) }
        }
    case .mask(let m):
        maskLoop(d, n, &s, m, op, room)
    }
}

/// Per-pixel coverage: each chunk of eight is classified by its coverage bytes — all 255 takes
/// the full-coverage arithmetic, all 0 is skipped, anything else is scaled. Inside a shape most
/// chunks are full, so one call covers a whole row (edges and interior) at nearly full speed.
@inline(__always)
func maskLoop<S: PixelSource, Op: BlendOp>(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: inout S,
                                           _ m: UnsafePointer<UInt8>, _ op: Op, _ room: Int) {
    if let inv = s.uniformInverseAlpha {
        maskLoop(d, n, &s, m, op, room) { sv, dv in op.full(sv, dv, inverseAlpha: inv) }
    } else {
        maskLoop(d, n, &s, m, op, room) { sv, dv in op.full(sv, dv) }
    }
}

@inline(__always)
func maskLoop<S: PixelSource, Op: BlendOp>(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: inout S,
                                           _ m: UnsafePointer<UInt8>, _ op: Op, _ room: Int,
                                           _ full: (U32x8, U32x8) -> U32x8) {
    let raw = UnsafeMutableRawPointer(d)
    let mraw = UnsafeRawPointer(m)
    var i = 0
    while i &+ 8 <= n {
        let bits = mraw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        if bits == ~0 {
            let dv = raw.loadUnaligned(fromByteOffset: i &* 4, as: U32x8.self)
            raw.storeBytes(of: full(op.ignoresSource ? dv : s.next(), dv), toByteOffset: i &* 4, as: U32x8.self)
        } else if bits != 0 {
            let dv = raw.loadUnaligned(fromByteOffset: i &* 4, as: U32x8.self)
            let c = widenBytes(bits)
            raw.storeBytes(of: op.covered(op.ignoresSource ? dv : s.nextScaled(c), dv, c), toByteOffset: i &* 4, as: U32x8.self)
        } else if !op.ignoresSource {
            s.skip()
        }
        i &+= 8
    }
    if i < n {
        let k = n &- i
        // Coverage buffers have slack: load eight bytes, keep k.
        let bits = mraw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & (~0 &>> UInt64(64 &- 8 &* k))
        if bits == 0 { return }
        let c = widenBytes(bits)
        tail(d + i, k, room) { dv in op.covered(op.ignoresSource ? dv : s.nextPartialScaled(k, c), dv, c) }
    }
}

/// Runs `body(source, dst)` over the span in chunks of eight and stores the results.
@inline(__always)
func forEachChunk<S: PixelSource>(_ d: UnsafeMutablePointer<UInt32>, _ n: Int, _ s: inout S, _ room: Int,
                                  _ body: (U32x8, U32x8) -> U32x8) {
    let raw = UnsafeMutableRawPointer(d)
    var i = 0
    while i &+ 8 <= n {
        let dv = raw.loadUnaligned(fromByteOffset: i &* 4, as: U32x8.self)
        raw.storeBytes(of: body(s.next(), dv), toByteOffset: i &* 4, as: U32x8.self)
        i &+= 8
    }
    if i < n {
        let k = n &- i
        tail(d + i, k, room) { dv in body(s.nextPartial(k), dv) }
    }
}

/// The last `k` (< 8) pixels of a span. With `room` for a whole vector the chunk is processed
/// in place and lanes ≥ k are restored; otherwise lanes are moved one by one, never touching
/// memory past the span.
@inline(__always)
func tail(_ d: UnsafeMutablePointer<UInt32>, _ k: Int, _ room: Int, _ body: (U32x8) -> U32x8) {
    if k &+ room >= 8 {
        let raw = UnsafeMutableRawPointer(d)
        let v = raw.loadUnaligned(as: U32x8.self)
        // Lanes < k take the result: (lane − k) >> 31 is all ones there. (Plain integer ops: a
        // SIMDMask comparison with a scalar compiles to a lane-by-lane loop through memory.)
        let take = unsafeBitCast((SIMD8<Int32>(0, 1, 2, 3, 4, 5, 6, 7) &- Int32(truncatingIfNeeded: k)) &>> 31, to: U32x8.self)
        raw.storeBytes(of: (body(v) & take) | (v & ~take), as: U32x8.self)
        return
    }
    var v = U32x8()
    for j in 0..<k { v[j] = d[j] }
    let r = body(v)
    for j in 0..<k { d[j] = r[j] }
}
