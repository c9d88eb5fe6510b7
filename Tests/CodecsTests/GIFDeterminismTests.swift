import Codecs
import Glibc
import Raster
import Testing
import TestSupport

/// Same frames, same options → the same bytes, whichever entry point writes them.
@Suite struct GIFDeterminismTests {
    let frames = (0..<5).map { GIFTestFrames.gradient(phase: 4 * $0) }

    @Test func repeatedEncodesAreByteIdentical() throws {
        let a = try GIF.encode(frames: frames, fps: 24)
        let b = try GIF.encode(frames: frames, fps: 24)
        #expect(a == b)
    }

    @Test func fileWriterWritesTheSameBytesAsTheMemoryEncoder() throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("clip.gif")
        try GIF.write(frames: frames, fps: 24, to: path)
        #expect(readFile(path) == (try GIF.encode(frames: frames, fps: 24)))
        #expect(dir.contents() == ["clip.gif"])
        var info = stat()
        stat(path, &info)
        #expect(info.st_mode & 0o777 == 0o644 & ~currentUmask())
    }

    @Test func streamingWithTheFrameCountMatchesWholeClipEncoding() throws {
        var encoder = try GIFEncoder(width: 96, height: 64, fps: 24, expectedFrameCount: frames.count)
        for frame in frames { try encoder.add(frame) }
        #expect(try encoder.finish() == GIF.encode(frames: frames, fps: 24))
    }

    /// Frames flattened ahead (on render threads) and giflib on its own thread give the same file as the plain
    /// path, with transparency in play (the translucent frames exercise the matte and the threshold).
    @Test(arguments: [false, true])
    func preparedFramesAndConcurrentOutputWriteTheSameBytes(concurrent: Bool) throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let clip = frames + [translucent(GIFTestFrames.gradient(phase: 3), alpha: 90), GIFTestFrames.gradient(phase: 9)]
        let options = GIFOptions(matte: .black, alphaThreshold: 100)
        let plain = dir.file("plain.gif"), prepared = dir.file("prepared.gif")
        try GIF.write(frames: clip, fps: 60, options: options, to: plain)
        var writer = try GIFFileWriter(path: prepared, width: 96, height: 64, fps: 60, options: options,
                                       concurrent: concurrent)
        for frame in clip { try writer.add(options.sourceFrame(frame)) }
        let seconds = try writer.finish()
        #expect(seconds > 0)
        #expect(readFile(prepared) == readFile(plain))
        #expect(dir.contents() == ["plain.gif", "prepared.gif"])
    }

    /// The concurrent encoder analyses each frame a frame ahead, speculating that the frame before is encoded
    /// and fully shown; the clip below breaks both (60 fps drops frames as too soon; a square that turns
    /// transparent forces clears and leaves holes in the canvas inside later changes; identical frames merge) in
    /// every palette mode and at
    /// the lossless end, and must still give the plain encoder's bytes.
    @Test(arguments: [GIFPaletteMode.auto, .global, .local], [55.5, 60.0])
    func lookAheadAnalysisWritesTheSameBytes(palette: GIFPaletteMode, quality: Double) throws {
        let dir = TemporaryDirectory()
        defer { dir.remove() }
        let background = GIFTestFrames.packed(236, 236, 236), blue = GIFTestFrames.packed(46, 112, 237)
        var clip = GIFTestFrames.moving(count: 6)
        clip.append(clip[5])
        clip.append(GIFTestFrames.square(background: 0, color: blue, x: 20, y: 10))
        let holed = GIFTestFrames.square(background: background, color: 0, x: 24, y: 12, size: 14)
        clip.append(holed)
        // The hole stays while pixels on both sides of it change: the changed rectangle holds unshown pixels.
        var around = holed
        around.pixels[2 * 64 + 2] = blue
        around.pixels[40 * 64 + 60] = blue
        clip.append(around)
        clip.append(GIFTestFrames.square(background: background, color: blue, x: 30, y: 20))
        clip += (0..<4).map { GIFTestFrames.gradient(width: 64, height: 48, phase: 3 * $0) }
        let options = GIFOptions(palette: palette, quality: quality)
        let plain = dir.file("plain.gif"), concurrent = dir.file("concurrent.gif")
        try GIF.write(frames: clip, fps: 60, options: options, to: plain)
        let samples = GIF.paletteSampleIndices(frameCount: clip.count, palette: palette).map { clip[$0] }
        var writer = try GIFFileWriter(path: concurrent, width: 64, height: 48, fps: 60, options: options,
                                       paletteSamples: samples, expectedFrameCount: clip.count, concurrent: true)
        for (i, frame) in clip.enumerated() {
            // Both entry points, mixed: prepared frames and pixmaps flattened by the encoder.
            if i % 2 == 0 { try writer.add(options.sourceFrame(frame)) } else { try writer.add(frame) }
        }
        _ = try writer.finish()
        #expect(readFile(concurrent) == readFile(plain))
    }

    /// A frame flattened with other options than the encoder's is refused (its pixels would be wrong).
    @Test func preparedFrameWithOtherOptionsIsRefused() throws {
        var encoder = try GIFEncoder(width: 96, height: 64, fps: 24)
        #expect(throws: GIFError.self) { try encoder.add(GIFOptions(matte: .black).sourceFrame(frames[0])) }
    }

    /// `pixmap` at a premultiplied alpha of `alpha`/255 (every channel scaled).
    private func translucent(_ pixmap: Pixmap, alpha: UInt32) -> Pixmap {
        var copy = pixmap
        for i in copy.pixels.indices {
            let p = copy.pixels[i]
            let scaled = (0..<3).map { ((p >> ($0 * 8)) & 0xFF) * alpha / 255 << ($0 * 8) }
            copy.pixels[i] = scaled[0] | scaled[1] | scaled[2] | alpha << 24
        }
        return copy
    }

    private func currentUmask() -> mode_t {
        let m = umask(0)
        umask(m)
        return m
    }
}
