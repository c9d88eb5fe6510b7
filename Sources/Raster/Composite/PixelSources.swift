/// Premultiplied source pixels for the compositing loops, read front to back in chunks of
/// eight; specialised per kind (no dynamic dispatch in the loops).
protocol PixelSource {
    /// The next eight pixels.
    mutating func next() -> U32x8
    /// The last `count` (< 8) pixels of the span; lanes past `count` are unspecified.
    mutating func nextPartial(_ count: Int) -> U32x8
    /// Skips eight pixels.
    mutating func skip()
    /// The next eight pixels scaled by coverage `c` (0…255 per lane): each channel ·c/255.
    mutating func nextScaled(_ c: U32x8) -> U32x8
    /// The last `count` pixels scaled by coverage `c`.
    mutating func nextPartialScaled(_ count: Int, _ c: U32x8) -> U32x8
    /// 255 − alpha in every 16-bit lane when all pixels share one alpha, else nil.
    var uniformInverseAlpha: Px8? { get }
}

extension PixelSource {
    @inline(__always) var uniformInverseAlpha: Px8? { nil }
    @inline(__always) mutating func nextScaled(_ c: U32x8) -> U32x8 { scalePx(next(), broadcastFactor(c)) }
    @inline(__always) mutating func nextPartialScaled(_ count: Int, _ c: U32x8) -> U32x8 {
        scalePx(nextPartial(count), broadcastFactor(c))
    }
}

/// One colour everywhere.
struct SolidSource: PixelSource {
    let value: U32x8
    @inline(__always) var uniformInverseAlpha: Px8? { broadcastFactor(255 &- alphaOf(value)) }
    @inline(__always) init(_ packed: UInt32) { value = U32x8(repeating: packed) }
    @inline(__always) mutating func next() -> U32x8 { value }
    @inline(__always) mutating func nextPartial(_ count: Int) -> U32x8 { value }
    @inline(__always) mutating func skip() {}
}

/// Pixels read from memory through a pointer that moves eight pixels per chunk; the kinds differ
/// only in how they read the partial chunk at the end of a span.
protocol MemoryPixelSource: PixelSource {
    var pixels: UnsafePointer<UInt32> { get set }
}

extension MemoryPixelSource {
    @inline(__always) mutating func next() -> U32x8 {
        let v = UnsafeRawPointer(pixels).loadUnaligned(as: U32x8.self)
        pixels += 8
        return v
    }
    @inline(__always) mutating func skip() { pixels += 8 }
}

/// Pixels in scratch memory with at least seven pixels of slack after the span (shaded spans).
struct SlackBufferSource: MemoryPixelSource {
    var pixels: UnsafePointer<UInt32>
    @inline(__always) init(pixels: UnsafePointer<UInt32>) { self.pixels = pixels }
    @inline(__always) mutating func nextPartial(_ count: Int) -> U32x8 { UnsafeRawPointer(pixels).loadUnaligned(as: U32x8.self) }
}

/// Pixels in memory (a source image row); never reads past the span.
struct BufferSource: MemoryPixelSource {
    var pixels: UnsafePointer<UInt32>
    @inline(__always) init(pixels: UnsafePointer<UInt32>) { self.pixels = pixels }
    @inline(__always) mutating func nextPartial(_ count: Int) -> U32x8 {
        var v = U32x8()
        for j in 0..<count { v[j] = pixels[j] }
        return v
    }
}

/// Pixels in memory times a global alpha (`draw(_:x:y:opacity:)`).
struct ScaledBufferSource: PixelSource {
    var buffer: BufferSource
    let factor: Px8
    @inline(__always) init(pixels: UnsafePointer<UInt32>, alpha: UInt8) {
        buffer = BufferSource(pixels: pixels); factor = broadcastFactor(U32x8(repeating: UInt32(alpha)))
    }
    @inline(__always) mutating func next() -> U32x8 { scalePx(buffer.next(), factor) }
    @inline(__always) mutating func nextPartial(_ count: Int) -> U32x8 { scalePx(buffer.nextPartial(count), factor) }
    @inline(__always) mutating func skip() { buffer.skip() }
}
