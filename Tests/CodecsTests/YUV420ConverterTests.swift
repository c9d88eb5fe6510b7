import Codecs
import Raster
import TestSupport
import Testing

/// The RGBA → Y′CbCr 4:2:0 conversion video output feeds to ffmpeg: BT.709 limited range within one step
/// of the exact formula, the matte composite, 2×2 chroma means, and odd sizes padded with the edge.
@Suite struct YUV420ConverterTests {
    /// BT.709, limited range, in doubles.
    static func reference(_ r: Double, _ g: Double, _ b: Double) -> (y: Double, cb: Double, cr: Double) {
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return (16 + 219 * y / 255, 128 + 224 * (b - y) / 1.8556 / 255, 128 + 224 * (r - y) / 1.5748 / 255)
    }

    @Test func opaquePixelsMatchTheFormula() {
        var rng = SplitMix64(seed: 709)
        let w = 37, h = 21  // odd: padded to 38×22
        var p = Pixmap(width: w, height: h)
        for i in p.pixels.indices {
            let v = rng.next()
            p.pixels[i] = UInt32(truncatingIfNeeded: v) | 0xFF00_0000
        }
        let converter = YUV420Converter(width: w, height: h)
        #expect(converter.paddedWidth == 38 && converter.paddedHeight == 22 && converter.isPadded)
        var out: [UInt8] = [], rows: [UInt32] = []
        converter.convert(p, into: &out, rows: &rows)
        #expect(out.count == 38 * 22 + 2 * 19 * 11)
        func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let c = p[min(x, w - 1), min(y, h - 1)]
            return (Double(c.r), Double(c.g), Double(c.b))
        }
        var worst = 0.0
        for y in 0..<22 {
            for x in 0..<38 {
                let (r, g, b) = rgb(x, y)
                worst = max(worst, abs(Double(out[y * 38 + x]) - Self.reference(r, g, b).y))
            }
        }
        for cy in 0..<11 {
            for cx in 0..<19 {
                var (r, g, b) = (0.0, 0.0, 0.0)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let c = rgb(2 * cx + dx, 2 * cy + dy)
                    r += c.0 / 4; g += c.1 / 4; b += c.2 / 4
                }
                let ref = Self.reference(r, g, b)
                worst = max(worst, abs(Double(out[38 * 22 + cy * 19 + cx]) - ref.cb))
                worst = max(worst, abs(Double(out[38 * 22 + 19 * 11 + cy * 19 + cx]) - ref.cr))
            }
        }
        #expect(worst <= 0.51, "largest difference from the exact conversion: \(worst)")
    }

    @Test func whiteBlackAndTheMatte() {
        var p = Pixmap(width: 8, height: 2)
        for x in 0..<2 { p[x, 0] = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255); p[x, 1] = p[x, 0] }
        for x in 2..<4 { p[x, 0] = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255); p[x, 1] = p[x, 0] }
        // 4…5 transparent, 6…7 half-transparent black: on a black matte both become black.
        for x in 6..<8 { p[x, 0] = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 128); p[x, 1] = p[x, 0] }
        var out: [UInt8] = [], rows: [UInt32] = []
        YUV420Converter(width: 8, height: 2).convert(p, into: &out, rows: &rows)
        #expect(Array(out[0..<8]) == [235, 235, 16, 16, 235, 235, 125, 125])  // white matte: 255 − 128 = 127 grey
        #expect(Array(out[16..<20]) == [128, 128, 128, 128])  // neutral chroma
        YUV420Converter(width: 8, height: 2, matte: PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255)).convert(p, into: &out, rows: &rows)
        #expect(Array(out[0..<8]) == [235, 235, 16, 16, 16, 16, 16, 16])
    }
}
