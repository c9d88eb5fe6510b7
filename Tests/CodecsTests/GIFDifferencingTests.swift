import Codecs
import Raster
import Testing

/// Frame differencing: unchanged pixels are transparent, frames are cropped to what changes, static areas
/// never change on screen.
@Suite struct GIFDifferencingTests {
    let background = GIFTestFrames.packed(240, 240, 240)
    let red = GIFTestFrames.packed(220, 30, 40)

    @Test func deltaFrameIsCroppedToTheChangedRectangle() throws {
        let a = GIFTestFrames.square(background: background, color: red, x: 10, y: 8, size: 6)
        let b = GIFTestFrames.square(background: background, color: red, x: 13, y: 8, size: 6)
        let gif = try DecodedGIF(GIF.encode(frames: [a, b], fps: 10))
        #expect(gif.frames.count == 2)
        let delta = gif.frames[1]
        // Columns 10...12 turn back to background, 16...18 become red; rows 8...13.
        #expect((delta.left, delta.top, delta.width, delta.height) == (10, 8, 9, 6))
        let shown = gif.composited()
        #expect(shown[1] == b.pixels)
    }

    @Test func unchangedPixelsInsideTheRectangleUseTheTransparentIndex() throws {
        let a = GIFTestFrames.square(background: background, color: red, x: 10, y: 8, size: 6)
        let b = GIFTestFrames.square(background: background, color: red, x: 13, y: 8, size: 6)
        let gif = try DecodedGIF(GIF.encode(frames: [a, b], fps: 10))
        let delta = gif.frames[1]
        let t = try #require(delta.transparentIndex)
        // Columns 13...15 are red in both frames: kept, not redrawn.
        for y in 0..<delta.height {
            for x in 3..<6 { #expect(delta.indices[y * delta.width + x] == UInt8(t)) }
        }
    }

    /// Flicker: pixels whose source does not change never change on screen, even while a gradient with more
    /// colours than a palette holds moves next to them.
    @Test func staticPixelsNeverChangeOnScreen() throws {
        let frames = (0..<6).map { i -> Pixmap in
            var p = GIFTestFrames.gradient(width: 96, height: 64, phase: 5 * i)
            // The left third is static.
            let still = GIFTestFrames.gradient(width: 96, height: 64, phase: 0)
            for y in 0..<64 { for x in 0..<32 { p.pixels[y * 96 + x] = still.pixels[y * 96 + x] } }
            return p
        }
        let shown = try DecodedGIF(GIF.encode(frames: frames, fps: 10)).composited()
        #expect(shown.count == 6)
        for k in 1..<shown.count {
            for y in 0..<64 { for x in 0..<32 { #expect(shown[k][y * 96 + x] == shown[0][y * 96 + x]) } }
        }
    }

    /// A frame whose pixels change but stay closer to what is shown than to anything the palette offers draws
    /// nothing, and merges into the previous frame.
    @Test func changesThePaletteCannotImproveOnDrawNothing() throws {
        let a = Pixmap(width: 16, height: 16, fill: PremultipliedColorU8(r: 100, g: 100, b: 100, a: 255))
        let gif = try DecodedGIF(GIF.encode(frames: [a, a, a], fps: 10))
        #expect(gif.frames.count == 1)
        #expect(gif.totalDelay == 30)
    }
}
