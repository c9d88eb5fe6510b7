import Codecs
import Glibc
import Raster
import Testing
import TestSupport

/// Each kind of bad input fails with a `PNGError` that names the file and says what is wrong.
@Suite struct PNGBadInputTests {
    static let valid: [UInt8] = {
        var pixmap = Pixmap(width: 40, height: 30)
        for i in pixmap.pixels.indices { pixmap.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) | 0xFF00_0000 }
        return try! PNG.encode(pixmap, compression: .fast)
    }()

    /// Writes `bytes` to a file, reads it back, and returns the error (nil if reading succeeded).
    func readError(_ bytes: [UInt8], limits: ImageLimits = .default) -> PNGError? {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        dir.writeBytes(bytes, to: "bad.png")
        let error = #expect(throws: PNGError.self) { try PNG.read(contentsOf: dir.file("bad.png"), limits: limits) }
        if let error { #expect(error.path == dir.file("bad.png")) }
        return error
    }

    /// One flipped pixel byte in the first of two IDAT chunks of stored (uncompressed) deflate data: zlib's
    /// checksum comes only at the end of the stream, so the chunk CRC is what catches it.
    @Test func corruptIDATFailsTheCRC() throws {
        var builder = PNGBuilder(width: 20, height: 10, colorType: .rgb) { x, y in [x, y, x ^ y] }
        builder.idatChunkSize = 400
        #expect(try PNG.decode(builder.bytes)[19, 9] == Color(r8: 19, g8: 9, b8: 19 ^ 9).premultiplied)
        var bytes = builder.bytes
        let idat = try #require(chunkOffset(bytes, "IDAT"))
        bytes[idat + 8 + 2 + 5 + 100] ^= 0x01  // past the chunk header, zlib header and stored-block header
        let error = readError(bytes)
        #expect(error?.reason == "corrupt data (IDAT: CRC error)")
        #expect(error?.description.hasSuffix("bad.png: corrupt data (IDAT: CRC error)") == true)
        // The same through decode(_:name:).
        let named = #expect(throws: PNGError.self) { try PNG.decode(bytes, name: "frame.png") }
        #expect(named?.description == "frame.png: corrupt data (IDAT: CRC error)")
    }

    /// A flipped byte in compressed data: zlib's own checks usually fire before the chunk CRC is read.
    @Test func corruptCompressedStream() throws {
        var bytes = Self.valid
        let idat = try #require(chunkOffset(bytes, "IDAT"))
        bytes[idat + 8 + 5] ^= 0x01
        let reason = try #require(readError(bytes)?.reason)
        #expect(reason.hasPrefix("corrupt data (IDAT: "))
    }

    @Test(arguments: [0.5, 0.9, 20.0 / 1000])
    func truncated(fraction: Double) {
        let bytes = Array(Self.valid.prefix(Int(Double(Self.valid.count) * fraction)))
        #expect(readError(bytes)?.reason == "unexpected end of PNG data (truncated)")
        let named = #expect(throws: PNGError.self) { try PNG.decode(bytes, name: "cut.png") }
        #expect(named?.description == "cut.png: unexpected end of PNG data (truncated)")
    }

    @Test func empty() {
        #expect(readError([])?.reason == "empty file (0 bytes)")
        let named = #expect(throws: PNGError.self) { try PNG.decode([], name: "empty.png") }
        #expect(named?.description == "empty.png: empty file (0 bytes)")
    }

    @Test func notAPNG() {
        // A complete 1×1 GIF.
        let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255,
                                                    0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0, 0x3B]
        #expect(readError(gif)?.reason == "not a PNG file (bad signature)")
        let named = #expect(throws: PNGError.self) { try PNG.decode(gif, name: "frame.png") }
        #expect(named?.description == "frame.png: not a PNG file (bad signature)")
    }

    @Test func corruptHeaderFailsTheCRC() {
        var bytes = Self.valid
        bytes[8 + 8 + 3] ^= 0x10  // a width byte, CRC unchanged
        #expect(readError(bytes)?.reason == "corrupt data (IHDR: CRC error)")
    }

    /// A valid 100000×100000 header (40 GB decoded) is refused from the header alone, before any allocation.
    @Test func oversizedHeaderFailsFast() {
        var builder = PNGBuilder(width: 100_000, height: 100_000, colorType: .rgba) { _, _ in [0, 0, 0, 0] }
        builder.width = 1  // build tiny image data, then patch the header to the huge size
        var bytes = builder.bytes
        let huge = PNGBuilder.chunk("IHDR", be32(100_000) + be32(100_000) + [8, 6, 0, 0, 0])
        bytes.replaceSubrange(8..<8 + 25, with: huge)
        let error = readError(bytes)
        #expect(error?.reason == "image size 100000x100000 exceeds the limit of 16384x16384 pixels")
        let named = #expect(throws: PNGError.self) { try PNG.decode(bytes, name: "bomb.png") }
        #expect(named?.description == "bomb.png: image size 100000x100000 exceeds the limit of 16384x16384 pixels")
    }

    @Test func byteBudgetIsCheckedBeforeDecoding() {
        let bytes = PNGBuilder(width: 600, height: 500, colorType: .gray) { x, _ in [x % 256] }.bytes
        let limits = ImageLimits(maxWidth: 1000, maxHeight: 1000, maxBytes: 1 << 20)
        #expect(readError(bytes, limits: limits)?.reason
                == "image size 600x500 needs 1200000 bytes, more than the limit of 1048576 bytes")
        let narrow = ImageLimits(maxWidth: 599, maxHeight: 1000, maxBytes: 1 << 30)
        #expect(readError(bytes, limits: narrow)?.reason == "image size 600x500 exceeds the limit of 599x1000 pixels")
        #expect(throws: Never.self) { try PNG.decode(bytes, limits: ImageLimits(maxWidth: 600, maxHeight: 500, maxBytes: 1_200_000)) }
    }

    @Test func invalidLimits() {
        let error = #expect(throws: PNGError.self) {
            try PNG.decode(Self.valid, name: "a.png", limits: ImageLimits(maxWidth: 0))
        }
        #expect(error?.description.hasPrefix("a.png: image limits must be positive") == true)
    }

    /// A small deterministic fuzz run: 2000 damaged copies of valid PNGs (byte flips, including in chunk
    /// lengths and headers, and truncations) each either decode to an image of a size the header allows or fail
    /// with a reason; none may crash. (Run under `--sanitize=address` to check memory safety too.)
    @Test func damagedInputsFailCleanly() {
        let sources = [Self.valid,
                       PNGBuilder(width: 9, height: 7, colorType: .palette, bitDepth: 2, interlaced: true,
                                  palette: PNGFormatTests.palette, transparency: [0, 99]) { x, y in [(x + y) % 4] }.bytes]
        var rng = SplitMix64(seed: 2024)
        var decoded = 0, failed = 0
        for i in 0..<2000 {
            var bytes = sources[i % 2]
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                bytes[Int.random(in: 0..<bytes.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
            }
            if i % 5 == 0 { bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &rng))) }
            do {
                let image = try PNG.decode(bytes, limits: ImageLimits(maxWidth: 64, maxHeight: 64))
                if image.width <= 64 && image.height <= 64 { decoded += 1 }
            } catch let error as PNGError {
                if !error.reason.isEmpty { failed += 1 }
            } catch {
                Issue.record("unexpected error type: \(error)")
            }
        }
        #expect(decoded + failed == 2000)
        #expect(failed > 1000)  // most damage is caught by CRCs
    }

    @Test func missingFile() {
        let error = #expect(throws: PNGError.self) { try PNG.read(contentsOf: "/nonexistent-flipbook/in.png") }
        #expect(error?.description == "/nonexistent-flipbook/in.png: cannot open file: No such file or directory")
        let header = #expect(throws: PNGError.self) { try PNG.header(contentsOf: "/nonexistent-flipbook/in.png") }
        #expect(header?.reason == "cannot open file: No such file or directory")
    }

    @Test func readingADirectory() {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let error = #expect(throws: PNGError.self) { try PNG.read(contentsOf: dir.path) }
        #expect(error?.description == "\(dir.path): cannot open file: Is a directory")
    }

    @Test func compressionLevelOutOfRange() {
        let error = #expect(throws: PNGError.self) {
            try PNG.encode(Pixmap(width: 1, height: 1), compression: .level(10))
        }
        #expect(error?.description == "PNG data: compression level 10 is outside 0...9")
    }
}
