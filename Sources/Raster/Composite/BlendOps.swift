/// Per-mode pixel arithmetic on eight pixels, as generic parameters of the compositing loops
/// (one specialised loop per mode, no switch inside loops).
///
/// Every mode follows result = lerp(dst, blend(src, dst), coverage) (Porter–Duff with
/// anti-aliasing, as Core Graphics and Skia do). With c = coverage/255:
///   sourceOver      s·c + d·(1 − sa·c)            (the lerp folds into scaling the source)
///   copy            s·c + d·(1 − c)
///   clear           d·(1 − c)
///   destinationIn   d·(1 − c·(1 − sa))
///   destinationOut  d·(1 − c·sa)
protocol BlendOp {
    /// True when the result does not depend on the source (the source is never evaluated).
    static var ignoresSource: Bool { get }
    /// Full coverage.
    static func full(_ s: U32x8, _ d: U32x8) -> U32x8
    /// Coverage `c` (0…255 per pixel in 32-bit lanes).
    static func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8
}

enum SourceOverOp: BlendOp {
    static var ignoresSource: Bool { false }
    @inline(__always) static func full(_ s: U32x8, _ d: U32x8) -> U32x8 { overPx(s, d) }
    @inline(__always) static func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        overPx(scalePx(s, broadcastFactor(c)), d)
    }
}

enum CopyOp: BlendOp {
    static var ignoresSource: Bool { false }
    @inline(__always) static func full(_ s: U32x8, _ d: U32x8) -> U32x8 { s }
    @inline(__always) static func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        scalePx(s, broadcastFactor(c)) &+ scalePx(d, broadcastFactor(255 &- c))
    }
}

enum ClearOp: BlendOp {
    static var ignoresSource: Bool { true }
    @inline(__always) static func full(_ s: U32x8, _ d: U32x8) -> U32x8 { U32x8(repeating: 0) }
    @inline(__always) static func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        scalePx(d, broadcastFactor(255 &- c))
    }
}

enum DestinationInOp: BlendOp {
    static var ignoresSource: Bool { false }
    @inline(__always) static func full(_ s: U32x8, _ d: U32x8) -> U32x8 { scalePx(d, broadcastFactor(alphaOf(s))) }
    @inline(__always) static func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        scalePx(d, broadcastFactor(255 &- div255(c &* (255 &- alphaOf(s)))))
    }
}

enum DestinationOutOp: BlendOp {
    static var ignoresSource: Bool { false }
    @inline(__always) static func full(_ s: U32x8, _ d: U32x8) -> U32x8 { scalePx(d, broadcastFactor(255 &- alphaOf(s))) }
    @inline(__always) static func covered(_ s: U32x8, _ d: U32x8, _ c: U32x8) -> U32x8 {
        scalePx(d, broadcastFactor(255 &- div255(c &* alphaOf(s))))
    }
}
