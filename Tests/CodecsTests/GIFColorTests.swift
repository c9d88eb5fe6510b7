import CGIF
import Codecs
import Raster
import Testing

/// Colour fidelity: exact flat areas, quantized gradients, 1-bit transparency with a matte.
@Suite struct GIFColorTests {
    /// A flat background next to a gradient with far more colours than a palette holds decodes to exactly its
    /// source colour (it is in the palette and never dithered), in every frame.
    @Test func flatBackgroundDecodesExactly() throws {
        let background = GIFTestFrames.packed(236, 236, 236)
        let frames = (0..<3).map { i -> Pixmap in
            var p = GIFTestFrames.gradient(width: 96, height: 64, phase: 7 * i)
            for y in 0..<64 { for x in 48..<96 { p.pixels[y * 96 + x] = background } }
            return p
        }
        let shown = try DecodedGIF(GIF.encode(frames: frames, fps: 10)).composited()
        for canvas in shown {
            for y in 0..<64 { for x in 48..<96 { #expect(canvas[y * 96 + x] == background) } }
        }
    }

    /// About 600 colours along a ramp, one palette of 255: errors stay well under one 8-bit step on average.
    @Test(arguments: GIFDither.allCases)
    func gradientRoundTripsWithHighPSNR(dither: GIFDither) throws {
        let frame = GIFTestFrames.ramp()
        let gif = try DecodedGIF(GIF.encode(frames: [frame], fps: 30, options: GIFOptions(dither: dither)))
        let shown = try #require(gif.composited().first)
        #expect(psnr(frame.pixels, shown) >= 55)
    }

    /// Fewer colours than the image needs, with a threshold of 0: error diffusion keeps the mean colour of a
    /// region right where nearest-colour mapping shifts it.
    @Test func ditheringPreservesAverageColour() throws {
        let width = 64, height = 64
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { pixels[y * width + x] = GIFTestFrames.packed(UInt8(x * 4), 90, 160) } }
        let frame = Pixmap(width: width, height: height, pixels: pixels)
        func meanRedError(_ dither: GIFDither) throws -> Double {
            let options = GIFOptions(dither: dither, palette: .local, maxColors: 4, ditherThreshold: 0)
            let shown = try DecodedGIF(GIF.encode(frames: [frame], fps: 10, options: options)).composited()[0]
            var total = 0.0
            for x in stride(from: 0, to: width, by: 8) {
                var sum = 0.0
                for y in 0..<height { for dx in 0..<8 { sum += Double(shown[y * width + x + dx] & 0xFF) } }
                total += abs(sum / Double(8 * height) - Double((x + 3) * 4 + 2))
            }
            return total / Double(width / 8)
        }
        #expect(try meanRedError(.floydSteinberg) < meanRedError(.none))
        #expect(try meanRedError(.sierraLite) < meanRedError(.none))
    }

    /// Alpha at or above the threshold is composited onto the matte (no dark fringe); below it, transparent.
    @Test func semiTransparentPixelsUseTheMatte() throws {
        let width = 8, height = 4
        var pixels = [UInt32](repeating: 0, count: width * height)  // transparent
        // Opaque blue, then blue at alpha 200 (premultiplied), then at alpha 100 (below the threshold).
        for y in 0..<height {
            pixels[y * width + 0] = GIFTestFrames.packed(0, 0, 255, 255)
            pixels[y * width + 1] = GIFTestFrames.packed(0, 0, 200, 200)
            pixels[y * width + 2] = GIFTestFrames.packed(0, 0, 100, 100)
        }
        let frame = Pixmap(width: width, height: height, pixels: pixels)
        let options = GIFOptions(matte: Color(r8: 255, g8: 128, b8: 0))
        let gif = try DecodedGIF(GIF.encode(frames: [frame], fps: 10, options: options))
        let shown = gif.composited()[0]
        #expect(shown[0] == GIFTestFrames.packed(0, 0, 255))
        // 200 + 0·55/255 blue; matte red 255·55/255 = 55, green 128·55/255 = 27.6 → 28.
        #expect(shown[1] == GIFTestFrames.packed(55, 28, 200))
        #expect(shown[2] == 0)
        #expect(shown[3] == 0)
        #expect(gif.frames[0].transparentIndex != nil)
    }

    /// Pixels that become transparent after being drawn are cleared with disposal to background, and whatever
    /// stays visible in the cleared area is redrawn.
    @Test func pixelsTurningTransparentAreCleared() throws {
        let clear: UInt32 = 0
        let green = GIFTestFrames.packed(20, 180, 60)
        let a = GIFTestFrames.square(width: 32, height: 24, background: clear, color: green, x: 2, y: 2, size: 8)
        let b = GIFTestFrames.square(width: 32, height: 24, background: clear, color: green, x: 6, y: 2, size: 8)
        let c = GIFTestFrames.square(width: 32, height: 24, background: clear, color: green, x: 20, y: 10, size: 4)
        let gif = try DecodedGIF(GIF.encode(frames: [a, b, c], fps: 10))
        let shown = gif.composited()
        #expect(shown.count == 3)
        #expect(shown[0] == a.pixels.map { $0 == 0 ? 0 : green })
        #expect(shown[1] == b.pixels.map { $0 == 0 ? 0 : green })
        #expect(shown[2] == c.pixels.map { $0 == 0 ? 0 : green })
        #expect(gif.frames[0].disposal == DISPOSE_BACKGROUND)
        #expect(gif.frames[1].disposal == DISPOSE_BACKGROUND)
    }
}
