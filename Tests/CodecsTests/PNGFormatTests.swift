import Codecs
import Raster
import Testing
import TestSupport

/// Decoding every PNG pixel format into premultiplied RGBA8. The inputs are built by `PNGBuilder`.
@Suite struct PNGFormatTests {
    func decode(_ builder: PNGBuilder) throws -> Pixmap { try PNG.decode(builder.bytes, name: "fixture.png") }

    func pixel(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
        StraightAlpha.premultiplied([UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24])[0]
    }

    @Test func gray8() throws {
        let image = try decode(PNGBuilder(width: 16, height: 16, colorType: .gray) { x, y in [x * 16 + y] })
        #expect(image.width == 16 && image.height == 16)
        #expect(image.pixels == (0..<256).map { i in pixel(i % 16 * 16 + i / 16, i % 16 * 16 + i / 16, i % 16 * 16 + i / 16, 255) })
    }

    @Test(arguments: [1, 2, 4])
    func lowBitDepthGray(depth: Int) throws {
        let levels = 1 << depth
        let image = try decode(PNGBuilder(width: 11, height: 3, colorType: .gray, bitDepth: depth) { x, y in
            [(x + y) % levels]
        })
        let scale = 255 / (levels - 1)  // 1 bit: ×255, 2 bits: ×85, 4 bits: ×17
        for y in 0..<3 {
            for x in 0..<11 {
                let v = (x + y) % levels * scale
                #expect(image.pixels[y * 11 + x] == pixel(v, v, v, 255))
            }
        }
    }

    @Test func grayAlpha() throws {
        let image = try decode(PNGBuilder(width: 16, height: 16, colorType: .grayAlpha) { x, y in [x * 17, y * 17] })
        for y in 0..<16 {
            for x in 0..<16 {
                #expect(image.pixels[y * 16 + x] == pixel(x * 17, x * 17, x * 17, y * 17))
            }
        }
        #expect(image[15, 3] == PremultipliedColorU8(r: 51, g: 51, b: 51, a: 51))
    }

    @Test func grayWithTransparentKey() throws {
        let image = try decode(PNGBuilder(width: 4, height: 1, colorType: .gray, transparency: [0, 100]) { x, _ in
            [[100, 50, 100, 255][x]]
        })
        #expect(image.pixels == [0, pixel(50, 50, 50, 255), 0, pixel(255, 255, 255, 255)])
    }

    @Test func rgbWithTransparentKey() throws {
        let key = [0, 10, 0, 20, 0, 30]  // 16-bit big-endian samples (10, 20, 30)
        let image = try decode(PNGBuilder(width: 2, height: 1, colorType: .rgb, transparency: key.map(UInt8.init)) { x, _ in
            x == 0 ? [10, 20, 30] : [10, 20, 31]
        })
        #expect(image.pixels == [0, pixel(10, 20, 31, 255)])
    }

    static let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (200, 100, 50)]

    @Test func palette8() throws {
        let image = try decode(PNGBuilder(width: 4, height: 2, colorType: .palette, palette: Self.palette) { x, y in
            [(x + y) % 4]
        })
        let colors = Self.palette.map { pixel(Int($0.0), Int($0.1), Int($0.2), 255) }
        #expect(image.pixels == [0, 1, 2, 3, 1, 2, 3, 0].map { colors[$0] })
    }

    @Test func palette4WithTransparency() throws {
        // tRNS gives alpha for the first entries; the rest stay opaque.
        let image = try decode(PNGBuilder(width: 5, height: 1, colorType: .palette, bitDepth: 4,
                                          palette: Self.palette, transparency: [0, 128, 255]) { x, _ in [x % 4] })
        #expect(image.pixels == [0, pixel(0, 255, 0, 128), pixel(0, 0, 255, 255), pixel(200, 100, 50, 255), 0])
        #expect(image[1, 0] == PremultipliedColorU8(r: 0, g: 128, b: 0, a: 128))
    }

    @Test func sixteenBitRGBAIsRoundedNotTruncated() throws {
        // v / 257 rounded: 0x01FF → 2 (truncation would give 1), 0x8080 → 128, 0xFFFF → 255, 0x7FFF → 127.
        let image = try decode(PNGBuilder(width: 1, height: 1, colorType: .rgba, bitDepth: 16) { _, _ in
            [0x01FF, 0x8080, 0x7FFF, 0xFFFF]
        })
        #expect(image.pixels == [pixel(2, 128, 127, 255)])
    }

    @Test func sixteenBitGray() throws {
        let image = try decode(PNGBuilder(width: 3, height: 1, colorType: .gray, bitDepth: 16) { x, _ in
            [[0, 0x01FF, 0xFFFF][x]]
        })
        #expect(image.pixels == [pixel(0, 0, 0, 255), pixel(2, 2, 2, 255), pixel(255, 255, 255, 255)])
    }

    @Test(arguments: [1, 2, 3, 8, 13])
    func interlacedMatchesNonInterlaced(size: Int) throws {
        // Sizes where some Adam7 passes are empty (1, 2, 3) and where all are partial (13).
        var builder = PNGBuilder(width: size, height: size + 2, colorType: .rgba) { x, y in
            [x * 19 % 256, y * 23 % 256, (x ^ y) * 7 % 256, (x + y) * 29 % 256]
        }
        let plain = try decode(builder)
        builder.interlaced = true
        let bytes = builder.bytes
        #expect(try PNG.decode(bytes) == plain)
        let (x, y) = (size - 1, size + 1)
        #expect(plain.pixels[y * size + x] == pixel(x * 19 % 256, y * 23 % 256, (x ^ y) * 7 % 256, (x + y) * 29 % 256))
    }

    @Test func interlacedLowBitPalette() throws {
        var builder = PNGBuilder(width: 9, height: 9, colorType: .palette, bitDepth: 2, palette: Self.palette) { x, y in
            [(x * 3 + y) % 4]
        }
        let plain = try decode(builder)
        builder.interlaced = true
        #expect(try decode(builder) == plain)
        #expect(plain[2, 1] == Color(r8: 200, g8: 100, b8: 50).premultiplied)  // (2·3 + 1) % 4 = 3

        let dir = TemporaryDirectory()
        defer { dir.remove() }
        dir.writeBytes(builder.bytes, to: "interlaced.png")
        #expect(try PNG.header(contentsOf: dir.file("interlaced.png")).description == "9x9, 2-bit palette, interlaced")
    }
}
