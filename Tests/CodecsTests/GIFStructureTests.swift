import CGIF
import Codecs
import Raster
import Testing

/// Container-level properties of encoded GIFs, checked by decoding them with giflib.
@Suite struct GIFStructureTests {
    @Test func thirtyFramesPerSecondCarryTheRounding() throws {
        let gif = try DecodedGIF(GIF.encode(frames: GIFTestFrames.moving(count: 30), fps: 30))
        #expect(gif.frames.count == 30)
        #expect(gif.frames.map(\.delay) == Array(repeating: [3, 3, 4], count: 10).flatMap { $0 })
        #expect(gif.totalDelay == 100)
        #expect(gif.isGIF89a)
        #expect(gif.width == 64 && gif.height == 48)
    }

    @Test(arguments: [(fps: 24.0, frames: 24, total: 100), (fps: 29.97, frames: 30, total: 100),
                      (fps: 12.5, frames: 10, total: 80), (fps: 7, frames: 5, total: 71)])
    func totalDurationIsExact(fps: Double, frames: Int, total: Int) throws {
        let gif = try DecodedGIF(GIF.encode(frames: GIFTestFrames.moving(count: frames), fps: fps))
        #expect(gif.frames.count == frames)
        #expect(gif.totalDelay == total)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 })
    }

    /// Browsers play delays under 2 cs as 10 cs, so above 50 fps frames that would get 1 cs are dropped and
    /// their time given to the frame before; the total stays exact.
    @Test func highFrameRatesNeverProduceDelaysBrowsersSlowDown() throws {
        let gif = try DecodedGIF(GIF.encode(frames: GIFTestFrames.moving(count: 12), fps: 60))
        #expect(gif.totalDelay == 20)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 })
        #expect(gif.frames.count < 12)
    }

    @Test func loopsForeverByDefault() throws {
        let gif = try DecodedGIF(GIF.encode(frames: GIFTestFrames.moving(count: 3), fps: 10))
        #expect(gif.loopCount == 0)
    }

    @Test func playCountBecomesRepetitions() throws {
        let three = try DecodedGIF(GIF.encode(frames: GIFTestFrames.moving(count: 3), fps: 10, loop: .times(3)))
        #expect(three.loopCount == 2)
        let once = try DecodedGIF(GIF.encode(frames: GIFTestFrames.moving(count: 3), fps: 10, loop: .times(1)))
        #expect(once.loopCount == nil)
    }

    @Test func firstFrameCoversTheCanvasAndFramesAreKept() throws {
        let gif = try DecodedGIF(GIF.encode(frames: GIFTestFrames.moving(count: 4), fps: 10))
        let first = try #require(gif.frames.first)
        #expect((first.left, first.top, first.width, first.height) == (0, 0, 64, 48))
        #expect(gif.frames.allSatisfy { $0.disposal == DISPOSE_DO_NOT })
    }

    @Test func identicalConsecutiveFramesMergeIntoOneLongerFrame() throws {
        let a = GIFTestFrames.square(background: GIFTestFrames.packed(255, 255, 255),
                                     color: GIFTestFrames.packed(200, 0, 0), x: 5, y: 5)
        let b = GIFTestFrames.square(background: GIFTestFrames.packed(255, 255, 255),
                                     color: GIFTestFrames.packed(200, 0, 0), x: 20, y: 5)
        let gif = try DecodedGIF(GIF.encode(frames: [a, a, a, b, b], fps: 10))
        #expect(gif.frames.count == 2)
        #expect(gif.frames.map(\.delay) == [30, 20])
    }

    @Test func singleFrame() throws {
        let gif = try DecodedGIF(GIF.encode(frames: [GIFTestFrames.gradient()], fps: 30))
        #expect(gif.frames.count == 1)
        #expect(gif.frames[0].delay == 3)
    }

    @Test(arguments: GIFPaletteMode.allCases)
    func everyPaletteModeDecodes(mode: GIFPaletteMode) throws {
        let frames = (0..<4).map { GIFTestFrames.gradient(phase: 3 * $0) }
        let bytes = try GIF.encode(frames: frames, fps: 20, options: GIFOptions(palette: mode))
        let gif = try DecodedGIF(bytes)
        #expect(gif.frames.count == 4)
        if mode == .global { #expect(gif.frames.allSatisfy { $0.localColors == nil }) }
        if mode == .local { #expect(gif.globalColors == nil && gif.frames.allSatisfy { $0.localColors != nil }) }
        let shown = gif.composited()
        for (frame, canvas) in zip(frames, shown) { #expect(psnr(frame.pixels, canvas) > 35) }
    }

    @Test func maxColorsBoundsEveryColourTable() throws {
        let frames = (0..<3).map { GIFTestFrames.gradient(phase: 5 * $0) }
        for mode in GIFPaletteMode.allCases {
            let gif = try DecodedGIF(GIF.encode(frames: frames, fps: 10, options: GIFOptions(palette: mode, maxColors: 15)))
            let tables = [gif.globalColors].compactMap { $0 } + gif.frames.compactMap(\.localColors)
            #expect(!tables.isEmpty)
            #expect(tables.allSatisfy { $0.count <= 16 })
        }
    }

    /// With a global palette, samples spread over the clip shape it: colours that appear only late are in the
    /// palette from the start.
    @Test func paletteSamplesShapeTheGlobalPalette() throws {
        let white = GIFTestFrames.packed(255, 255, 255), magenta = GIFTestFrames.packed(200, 0, 200)
        let first = Pixmap(width: 16, height: 16, fill: PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        let last = GIFTestFrames.square(width: 16, height: 16, background: white, color: magenta, x: 4, y: 4, size: 6)
        var encoder = try GIFEncoder(width: 16, height: 16, fps: 10, options: GIFOptions(palette: .global),
                                     paletteSamples: [first, last])
        try encoder.add(first)
        try encoder.add(last)
        let gif = try DecodedGIF(encoder.finish())
        let global = try #require(gif.globalColors)
        #expect(global.contains { $0 == (200, 0, 200) })
        #expect(gif.composited()[1] == last.pixels)
    }
}
