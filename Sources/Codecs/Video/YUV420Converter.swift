import Raster

/// Premultiplied RGBA8 frames → 8-bit Y′CbCr 4:2:0 planes (BT.709 matrix, limited "TV" range 16–235 /
/// 16–240), the layout H.264 and VP9 encoders take as `yuv420p`: the Y plane, then Cb, then Cr, each chroma
/// sample the mean of a 2×2 block.
///
/// Video has no alpha, so each pixel is first composited onto `matte` (exact integer rounding). 4:2:0 needs
/// even sizes: an odd width or height is padded by repeating the last column or row (`paddedWidth`,
/// `paddedHeight`), which is invisible at the frame's edge and keeps chroma of the edge unchanged.
///
/// The hot loop works on eight pixels at a time in `SIMD8<Int32>` lanes (AVX2 registers in the v3 build)
/// over contiguous rows, with fixed-point coefficients; it allocates nothing per frame after the first.
public struct YUV420Converter: Sendable {
    public let width: Int
    public let height: Int
    public let paddedWidth: Int
    public let paddedHeight: Int
    public let matte: PremultipliedColorU8
    /// Bytes of one converted frame: paddedWidth × paddedHeight × 3 / 2.
    public var frameBytes: Int { paddedWidth * paddedHeight + 2 * (paddedWidth / 2) * (paddedHeight / 2) }
    /// Whether the frame size had to be padded to even numbers.
    public var isPadded: Bool { paddedWidth != width || paddedHeight != height }

    /// - Parameter matte: the opaque colour transparent pixels are shown on (default white, as for GIF).
    public init(width: Int, height: Int, matte: PremultipliedColorU8 = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255)) {
        precondition(width > 0 && height > 0, "frame size must be positive")
        self.width = width
        self.height = height
        paddedWidth = width + width % 2
        paddedHeight = height + height % 2
        self.matte = matte
    }

    // Fixed-point (×2¹⁶) BT.709 coefficients, scaled to the limited range: Y′ = 16 + 219·(Kr·R + Kg·G + Kb·B)/255,
    // Cb = 128 + 224·(B − Y)/(1.8556·255), Cr = 128 + 224·(R − Y)/(1.5748·255).
    private static func fixed(_ v: Double) -> Int32 { Int32((v * 65536).rounded()) }
    private static let yR = fixed(0.2126 * 219 / 255), yG = fixed(0.7152 * 219 / 255), yB = fixed(0.0722 * 219 / 255)
    private static let cbR = fixed(-0.2126 / 1.8556 * 224 / 255), cbG = fixed(-0.7152 / 1.8556 * 224 / 255), cbB = fixed(0.5 * 224 / 255)
    private static let crR = fixed(0.5 * 224 / 255), crG = fixed(-0.7152 / 1.5748 * 224 / 255), crB = fixed(-0.0722 / 1.5748 * 224 / 255)

    /// Converts `frame` (this converter's size) into `output` (resized to `frameBytes` on first use).
    /// `rows` is scratch space reused between calls.
    public func convert(_ frame: Pixmap, into output: inout [UInt8], rows: inout [UInt32]) {
        precondition(frame.width == width && frame.height == height, "frame size does not match the converter")
        if output.count != frameBytes { output = [UInt8](repeating: 0, count: frameBytes) }
        // Two padded rows, rounded up to whole SIMD blocks of 8 pixels.
        let stride = (paddedWidth + 7) / 8 * 8
        if rows.count != 2 * stride { rows = [UInt32](repeating: 0, count: 2 * stride) }
        let chromaWidth = paddedWidth / 2
        let ySize = paddedWidth * paddedHeight, cSize = chromaWidth * (paddedHeight / 2)
        frame.pixels.withUnsafeBufferPointer { pixels in
            rows.withUnsafeMutableBufferPointer { rowBuffer in
                output.withUnsafeMutableBufferPointer { out in
                    let yPlane = out.baseAddress!, cbPlane = yPlane + ySize, crPlane = cbPlane + cSize
                    for pair in 0..<(paddedHeight / 2) {
                        for r in 0..<2 {
                            let sourceRow = min(2 * pair + r, height - 1)
                            let dst = rowBuffer.baseAddress! + r * stride
                            let src = pixels.baseAddress! + sourceRow * width
                            dst.update(from: src, count: width)
                            // Pad: repeat the last pixel up to the block boundary.
                            for x in width..<stride { dst[x] = src[width - 1] }
                        }
                        convertRowPair(rowBuffer.baseAddress!, stride: stride,
                                       y0: yPlane + 2 * pair * paddedWidth, y1: yPlane + (2 * pair + 1) * paddedWidth,
                                       cb: cbPlane + pair * chromaWidth, cr: crPlane + pair * chromaWidth)
                    }
                }
            }
        }
    }

    @inline(__always)
    private func channels(_ p: SIMD8<UInt32>) -> (r: SIMD8<Int32>, g: SIMD8<Int32>, b: SIMD8<Int32>) {
        let mask = SIMD8<UInt32>(repeating: 0xFF)
        let r = SIMD8<Int32>(truncatingIfNeeded: p & mask)
        let g = SIMD8<Int32>(truncatingIfNeeded: (p &>> 8) & mask)
        let b = SIMD8<Int32>(truncatingIfNeeded: (p &>> 16) & mask)
        let a = SIMD8<Int32>(truncatingIfNeeded: p &>> 24)
        // c + matte·(255 − a)/255, rounded exactly: ⌊(t + 128 + ⌊(t + 128)/256⌋)/256⌋ for t = matte·(255 − a).
        let inverse = SIMD8<Int32>(repeating: 255) &- a
        @inline(__always) func over(_ c: SIMD8<Int32>, _ m: Int32) -> SIMD8<Int32> {
            let t = inverse &* m &+ 128
            return c &+ ((t &+ (t &>> 8)) &>> 8)
        }
        return (over(r, Int32(matte.r)), over(g, Int32(matte.g)), over(b, Int32(matte.b)))
    }

    private func convertRowPair(_ rows: UnsafeMutablePointer<UInt32>, stride: Int,
                                y0: UnsafeMutablePointer<UInt8>, y1: UnsafeMutablePointer<UInt8>,
                                cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>) {
        let yOffset = SIMD8<Int32>(repeating: (16 << 16) + (1 << 15))
        let cOffset = SIMD4<Int32>(repeating: (128 << 18) + (1 << 17))
        let raw = UnsafeRawPointer(rows)
        var x = 0
        while x < paddedWidth {
            let p0 = raw.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
            let p1 = raw.loadUnaligned(fromByteOffset: (stride + x) * 4, as: SIMD8<UInt32>.self)
            let (r0, g0, b0) = channels(p0)
            let (r1, g1, b1) = channels(p1)
            let luma0 = (r0 &* Self.yR &+ g0 &* Self.yG &+ b0 &* Self.yB &+ yOffset) &>> 16
            let luma1 = (r1 &* Self.yR &+ g1 &* Self.yG &+ b1 &* Self.yB &+ yOffset) &>> 16
            // The last block of a row may run past the padded width: store only what is inside it.
            let n = min(8, paddedWidth - x)
            store(SIMD8<UInt8>(truncatingIfNeeded: luma0), to: y0 + x, count: n)
            store(SIMD8<UInt8>(truncatingIfNeeded: luma1), to: y1 + x, count: n)
            // 2×2 sums (0…1020) of each channel; the mean is folded into the shift (÷4 = 2 more bits).
            let sr = r0.evenHalf &+ r0.oddHalf &+ r1.evenHalf &+ r1.oddHalf
            let sg = g0.evenHalf &+ g0.oddHalf &+ g1.evenHalf &+ g1.oddHalf
            let sb = b0.evenHalf &+ b0.oddHalf &+ b1.evenHalf &+ b1.oddHalf
            let u = (sr &* Self.cbR &+ sg &* Self.cbG &+ sb &* Self.cbB &+ cOffset) &>> 18
            let v = (sr &* Self.crR &+ sg &* Self.crG &+ sb &* Self.crB &+ cOffset) &>> 18
            store(SIMD4<UInt8>(truncatingIfNeeded: u), to: cb + x / 2, count: n / 2)
            store(SIMD4<UInt8>(truncatingIfNeeded: v), to: cr + x / 2, count: n / 2)
            x += 8
        }
    }

    @inline(__always)
    private func store<V: SIMD>(_ v: V, to p: UnsafeMutablePointer<UInt8>, count: Int) where V.Scalar == UInt8 {
        if count == V.scalarCount {
            UnsafeMutableRawPointer(p).storeBytes(of: v, as: V.self)
        } else {
            for i in 0..<count { p[i] = v[i] }
        }
    }
}
