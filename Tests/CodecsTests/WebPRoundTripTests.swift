import Codecs
import Foundation
import Raster
import TestSupport
import Testing

/// Animated WebP through libwebp: lossless round trips are exact (pixels, alpha, frame count), frame
/// times follow `FrameStarts` in milliseconds, lossy output is smaller and close, and bad settings or
/// paths fail with a message naming the file and leave nothing behind.
@Suite struct WebPRoundTripTests {
    /// A 48×32 clip: a translucent gradient square moving over an opaque background, with a transparent corner.
    static func frames(_ count: Int) -> [Pixmap] {
        (0..<count).map { i in
            var p = Pixmap(width: 48, height: 32, fill: PremultipliedColorU8(r: 240, g: 240, b: 245, a: 255))
            for y in 0..<32 {
                for x in 0..<48 {
                    if x < 6 && y < 6 { p[x, y] = .transparent; continue }
                    if (x - i * 2 - 4) >= 0 && (x - i * 2 - 4) < 12 && y >= 10 && y < 22 {
                        let a = UInt8(128 + x)
                        p[x, y] = PremultipliedColorU8(r: UInt8(Int(a) * (y * 8) / 255), g: UInt8(Int(a) * 3 / 5), b: 0, a: a)
                    }
                }
            }
            return p
        }
    }

    @Test func losslessIsExactWithFrameTimesInMilliseconds() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let source = Self.frames(10)
        let writer = try WebPFileWriter(path: dir.file("clip.webp"), width: 48, height: 32, fps: 30)
        for f in source { try writer.add(f) }
        try writer.finish()
        let decoded = try WebP.readAnimation(contentsOf: dir.file("clip.webp"))
        #expect(decoded.width == 48 && decoded.height == 32)
        #expect(decoded.loopCount == 0)
        #expect(decoded.frames.count == 10)
        for (i, (a, b)) in zip(source, decoded.frames).enumerated() {
            #expect(a.pixels == b.pixels, "frame \(i) differs")
        }
        // ⌊i·1000/30⌋: 33, 33, 34, … and 10 frames end at exactly 333 ms (⌊10·1000/30⌋).
        #expect(decoded.durations == [33, 33, 34, 33, 33, 34, 33, 33, 34, 33])
        #expect(decoded.endTimes.last == 333)
        #expect(dir.contents() == ["clip.webp"])
    }

    @Test func identicalFramesKeepTheirTime() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let frames = Self.frames(2)
        let source = [frames[0], frames[0], frames[0], frames[1], frames[1]]
        let writer = try WebPFileWriter(path: dir.file("hold.webp"), width: 48, height: 32, fps: 25, loop: .times(3))
        for f in source { try writer.add(f) }
        try writer.finish()
        let decoded = try WebP.readAnimation(contentsOf: dir.file("hold.webp"))
        // libwebp merges runs of identical frames into one frame covering their time: 3 and 2 frames of 40 ms.
        #expect(decoded.frames.map(\.pixels) == [frames[0].pixels, frames[1].pixels])
        #expect(decoded.durations == [120, 80])
        #expect(decoded.loopCount == 3)
    }

    @Test func lossyIsSmallerAndClose() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let source = Self.frames(6)
        for (name, options) in [("lossless.webp", WebPOptions()), ("lossy.webp", WebPOptions(compression: .lossy(quality: 40)))] {
            let writer = try WebPFileWriter(path: dir.file(name), width: 48, height: 32, fps: 30, options: options)
            for f in source { try writer.add(f) }
            try writer.finish()
        }
        let lossy = try WebP.readAnimation(contentsOf: dir.file("lossy.webp"))
        #expect(lossy.frames.count == 6)
        for (a, b) in zip(source, lossy.frames) {
            var squared = 0.0
            for (p, q) in zip(a.pixels, b.pixels) {
                for shift in stride(from: 0, to: 32, by: 8) {
                    let d = Double(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                    squared += d * d
                }
            }
            let psnr = 10 * log10(255 * 255 / max(squared / Double(a.pixels.count * 4), 1e-9))
            #expect(psnr > 28, "lossy frame PSNR \(psnr) dB")
        }
    }

    @Test func badSizesAndPathsFailNamingTheFile() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        #expect(throws: WebPError.self) { try WebPFileWriter(path: dir.file("big.webp"), width: 16384, height: 10, fps: 30) }
        let writer = try WebPFileWriter(path: dir.path + "/missing/clip.webp", width: 8, height: 8, fps: 30)
        try writer.add(Pixmap(width: 8, height: 8, fill: PremultipliedColorU8(r: 1, g: 2, b: 3, a: 255)))
        do {
            try writer.finish()
            Issue.record("writing into a missing folder succeeded")
        } catch let e as FileError {
            #expect(e.description.contains("missing/clip.webp"))
        }
        #expect(throws: WebPError.self) { try writer.add(Pixmap(width: 9, height: 8)) }
        #expect(dir.contents() == [])
        #expect(throws: WebPError.self) { try WebP.decodeAnimation([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0]) }
    }

    @Test func frameStartsCarryTheRounding() {
        let ms = FrameStarts(fps: 30, ticksPerSecond: 1000)
        #expect((0...3).map(ms.start(ofFrame:)) == [0, 33, 66, 100])
        let cs = FrameStarts(fps: 30, ticksPerSecond: 100)
        #expect((0...3).map(cs.start(ofFrame:)) == [0, 3, 6, 10])
        let ntsc = FrameStarts(fps: 29.97, ticksPerSecond: 1000)
        #expect(ntsc.start(ofFrame: 2997) == 100_000)
    }
}
