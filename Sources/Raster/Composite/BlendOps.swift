/// Per-mode pixel arithmetic on eight pixels, as generic parameters of the compositing loops
/// (one specialised loop per mode, no switch inside loops; the rarer modes share `FormulaOp`).
///
/// Every mode follows result = lerp(dst, blend(src, dst), coverage) (Porter–Duff with
/// anti-aliasing, as Core Graphics and Skia do). With c = coverage/255 and s′ = s·c (the source
/// scaled by coverage, whose alpha is sa·c):
///   sourceOver      s′ + d·(1 − s′a)              (the lerp folds into scaling the source)
///   copy            s′ + d·(1 − c)
///   clear           d·(1 − c)
///   destinationIn   d·(1 − c·(1 − sa)) = d·(1 − c + s′a)
///   destinationOut  d·(1 − c·sa)       = d·(1 − s′a)
/// In 8 bits the rewritten factors are exact: ⌊c·(255 − sa)/255⌉ = c − ⌊c·sa/255⌉ because
/// c·sa/255 is never exactly halfway (255 is odd).
protocol BlendOp {
    /// True when the result does not depend on the source (the source is never evaluated).
    var ignoresSource: Bool { get }
    /// Full coverage.
    func full(_ s: U32x8, _ d: U32x8) -> U32x8
    /// Coverage `c` (0…255 per pixel in 32-bit lanes); `s` is already scaled by it.
    func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8
    /// Full coverage for a source whose alpha is the same everywhere; `inverseAlpha` holds
    /// 255 − alpha in every 16-bit lane (so per-chunk alpha extraction can be skipped).
    func full(_ s: U32x8, _ d: U32x8, inverseAlpha: Px8) -> U32x8
}

extension BlendOp {
    @inline(__always) func full(_ s: U32x8, _ d: U32x8, inverseAlpha: Px8) -> U32x8 { full(s, d) }
}

struct SourceOverOp: BlendOp {
    var ignoresSource: Bool { false }
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 { overPx(s, d) }
    @inline(__always) func full(_ s: U32x8, _ d: U32x8, inverseAlpha: Px8) -> U32x8 {
        s &+ scalePx(d, inverseAlpha)
    }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 { overPx(s, d) }
}

struct CopyOp: BlendOp {
    var ignoresSource: Bool { false }
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 { s }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        s &+ scalePx(d, broadcastFactor(255 &- c))
    }
}

struct ClearOp: BlendOp {
    var ignoresSource: Bool { true }
    // d − d rather than a zero splat: Swift 6.3 crashes in IRGen on the splat in this specialisation.
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 { d &- d }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        scalePx(d, broadcastFactor(255 &- c))
    }
}

struct DestinationInOp: BlendOp {
    var ignoresSource: Bool { false }
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 { scalePx(d, broadcastFactor(alphaOf(s))) }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        scalePx(d, broadcastFactor(255 &- c &+ alphaOf(s)))
    }
}

struct DestinationOutOp: BlendOp {
    var ignoresSource: Bool { false }
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 { scalePx(d, broadcastFactor(255 &- alphaOf(s))) }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        scalePx(d, broadcastFactor(255 &- alphaOf(s)))
    }
}

// The separable blends below are linear in the source, so with coverage c the lerp
// lerp(d, blend(s, d), c) is blend(s′, d) with s′ = s·c (for plusLighter exactly so until the
// sum clamps), and `covered` is `full` of the already-scaled source.

struct PlusLighterOp: BlendOp {
    var ignoresSource: Bool { false }
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 {
        let vs = asPx(s), vd = asPx(d), top = Px8(repeating: 255)
        let rb = pointwiseMin((vs & 0x00FF) &+ (vd & 0x00FF), top)
        let ga = pointwiseMin((vs &>> 8) &+ (vd &>> 8), top) &<< 8
        return asU32(rb | ga)
    }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 { full(s, d) }
}

struct ScreenOp: BlendOp {
    var ignoresSource: Bool { false }
    /// s + (d − s·d): each channel of d is at least its product with s, so the packed
    /// subtraction never borrows, and the sum is at most 255 (255 − (255 − s)(255 − d)/255).
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 { s &+ (d &- mulPx(s, d)) }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 { full(s, d) }
}

struct MultiplyOp: BlendOp {
    var ignoresSource: Bool { false }
    /// s·(1 − da) + d·(1 − sa) + s·d, summed in 16-bit lanes and clamped (rounding may reach 256).
    @inline(__always) func full(_ s: U32x8, _ d: U32x8) -> U32x8 {
        let a = scalePx(s, broadcastFactor(255 &- alphaOf(d))), b = scalePx(d, broadcastFactor(255 &- alphaOf(s)))
        let m = mulPx(s, d)
        let va = asPx(a), vb = asPx(b), vm = asPx(m), top = Px8(repeating: 255)
        let rb = pointwiseMin((va & 0x00FF) &+ (vb & 0x00FF) &+ (vm & 0x00FF), top)
        let ga = pointwiseMin((va &>> 8) &+ (vb &>> 8) &+ (vm &>> 8), top) &<< 8
        return asU32(rb | ga)
    }
    @inline(__always) func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 { full(s, d) }
}
