import Codecs
import Raster
import Testing
import TestSupport

@Suite struct PNGRoundTripTests {
    static func randomPixmap(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        let pixels = (0..<width * height).map { _ -> UInt32 in
            // A mix of opaque, transparent and partial alpha, as rendered frames have.
            let a: UInt32 = switch UInt32.random(in: 0..<4, using: &rng) {
            case 0: 255
            case 1: 0
            default: UInt32.random(in: 0...255, using: &rng)
            }
            let c = (0..<3).map { _ in UInt32.random(in: 0...a, using: &rng) }
            return c[0] | c[1] << 8 | c[2] << 16 | a << 24
        }
        return Pixmap(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [PNGCompression.fast, .default, .best, .level(0), .level(3)])
    func randomPixmapsRoundTrip(compression: PNGCompression) throws {
        for (i, (w, h)) in [(1, 1), (7, 3), (64, 48), (300, 1), (1, 200)].enumerated() {
            let pixmap = Self.randomPixmap(width: w, height: h, seed: UInt64(i + 1))
            let bytes = try PNG.encode(pixmap, compression: compression)
            #expect(Array(bytes.prefix(8)) == PNGBuilder.signature)
            #expect(try PNG.decode(bytes) == pixmap)
        }
    }

    /// decode(encode(p)) == p for all 32896 valid premultiplied (c, a) pairs.
    @Test func everyValidPremultipliedPixelRoundTrips() throws {
        let pixmap = Pixmap(width: 257, height: 128, pixels: StraightAlphaTests.validPairs)
        #expect(try PNG.decode(PNG.encode(pixmap)) == pixmap)
    }

    /// Opaque pixels are stored unchanged: the encoded file decodes to the same bytes as one built by hand.
    @Test func encodesStraightRGBA() throws {
        let pixmap = Pixmap(width: 3, height: 2, pixels: [0xFF00_00FF, 0xFF00_FF00, 0xFFFF_0000,
                                                          0x8040_2010, 0x0000_0000, 0xFF12_3456])
        let built = PNGBuilder(width: 3, height: 2, colorType: .rgba) { x, y in
            let straight = StraightAlpha.unpremultiplied([pixmap.pixels[y * 3 + x]])[0]
            return [0, 8, 16, 24].map { Int(straight >> UInt32($0) & 0xFF) }
        }.bytes
        #expect(try PNG.decode(built) == pixmap)
        #expect(try PNG.decode(PNG.encode(pixmap, compression: .best)) == pixmap)
    }

    @Test func fastIsSmallerThanStoredAndBestIsSmallest() throws {
        // A smooth gradient with a soft-edged disc: the kind of content clips are made of.
        var pixmap = Pixmap(width: 200, height: 120)
        for y in 0..<120 {
            for x in 0..<200 {
                let dx = Double(x - 100), dy = Double(y - 60)
                let inside = max(0, min(1, 40.5 - (dx * dx + dy * dy).squareRoot()))
                let color = Color(red: Double(x) / 199, green: Double(y) / 119, blue: 0.5 + 0.5 * inside)
                pixmap[x, y] = color.premultiplied
            }
        }
        let stored = try PNG.encode(pixmap, compression: .level(0)).count
        let fast = try PNG.encode(pixmap, compression: .fast).count
        let best = try PNG.encode(pixmap, compression: .best).count
        #expect(stored > 200 * 120 * 4)
        #expect(fast < stored / 2)
        #expect(best <= fast)
    }

    @Test func writeThenReadFile() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let pixmap = Self.randomPixmap(width: 33, height: 17, seed: 99)
        try PNG.write(pixmap, to: dir.file("frame.png"))
        #expect(try PNG.read(contentsOf: dir.file("frame.png")) == pixmap)
        #expect(dir.contents() == ["frame.png"])
        let header = try PNG.header(contentsOf: dir.file("frame.png"))
        #expect(header == PNGHeader(width: 33, height: 17, bitDepth: 8, colorType: .rgba, isInterlaced: false))
        #expect(header.description == "33x17, 8-bit RGBA")
    }

    @Test func writeReplacesAnExistingFile() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        dir.writeBytes(Array(repeating: 0x41, count: 100_000), to: "frame.png")
        let pixmap = Self.randomPixmap(width: 5, height: 5, seed: 7)
        try PNG.write(pixmap, to: dir.file("frame.png"))
        #expect(try PNG.read(contentsOf: dir.file("frame.png")) == pixmap)
        #expect(dir.contents() == ["frame.png"])
    }
}
