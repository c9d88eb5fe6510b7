/// Premultiplied source pixels for the compositing loops, specialised per kind (no dynamic
/// dispatch in the loops).
protocol PixelSource {
    /// Pixels i..<i+count of the span (count ≤ 8; lanes past `count` are unspecified).
    func load(_ i: Int, _ count: Int) -> U32x8
}

/// One colour everywhere.
struct SolidSource: PixelSource {
    let value: U32x8
    @inline(__always) init(_ packed: UInt32) { value = U32x8(repeating: packed) }
    @inline(__always) func load(_ i: Int, _ count: Int) -> U32x8 { value }
}

/// Pixels in memory (a shaded span or a source image row).
struct BufferSource: PixelSource {
    let pixels: UnsafePointer<UInt32>
    @inline(__always) func load(_ i: Int, _ count: Int) -> U32x8 {
        if count == 8 { return UnsafeRawPointer(pixels + i).loadUnaligned(as: U32x8.self) }
        var r = U32x8()
        for k in 0..<count { r[k] = pixels[i + k] }
        return r
    }
}

/// Pixels in memory times a global alpha (`Pixmap.draw(_:x:y:opacity:)`).
struct ScaledBufferSource: PixelSource {
    let pixels: UnsafePointer<UInt32>
    let factor: Px8
    @inline(__always) init(pixels: UnsafePointer<UInt32>, alpha: UInt8) {
        self.pixels = pixels; factor = broadcastFactor(U32x8(repeating: UInt32(alpha)))
    }
    @inline(__always) func load(_ i: Int, _ count: Int) -> U32x8 {
        scalePx(BufferSource(pixels: pixels).load(i, count), factor)
    }
}

/// A linear gradient along the span: table position u = u0 + du·i, mapped by the spread mode.
struct LinearSource<M: SpreadMapper>: PixelSource {
    let lut: UnsafePointer<UInt32>
    let u0: Float
    let du: Float
    @inline(__always) func load(_ i: Int, _ count: Int) -> U32x8 {
        let lanes = SIMD8<Float>(0, 1, 2, 3, 4, 5, 6, 7)
        let u = (lanes + Float(i)) * du + u0
        return gatherLUT(lut, M.index(u))
    }
}

/// Eight table entries (indices are masked into the table, so garbage cannot read out of bounds).
@inline(__always) func gatherLUT(_ lut: UnsafePointer<UInt32>, _ idx: SIMD8<Int32>) -> U32x8 {
    let i = idx & Int32(GradientLUT.size - 1)
    return U32x8(lut[Int(i[0])], lut[Int(i[1])], lut[Int(i[2])], lut[Int(i[3])],
                 lut[Int(i[4])], lut[Int(i[5])], lut[Int(i[6])], lut[Int(i[7])])
}
