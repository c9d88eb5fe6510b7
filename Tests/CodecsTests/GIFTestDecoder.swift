import CGIF
import Glibc
import Raster

/// A GIF decoded by giflib (`DGifSlurp`), independently of the encoder under test: the raw structure (frames,
/// rectangles, colour tables, control blocks, loop extension) and the frames as a viewer composites them.
struct DecodedGIF {
    struct Frame {
        var left: Int, top: Int, width: Int, height: Int
        /// Colour indices, row-major.
        var indices: [UInt8]
        /// The local colour table (R, G, B per entry), if the frame has one.
        var localColors: [(UInt8, UInt8, UInt8)]?
        /// Delay in centiseconds.
        var delay: Int
        var disposal: Int32
        /// Transparent colour index, or nil.
        var transparentIndex: Int?
    }

    var width: Int
    var height: Int
    var globalColors: [(UInt8, UInt8, UInt8)]?
    var frames: [Frame]
    /// The NETSCAPE2.0 loop count (0 = forever), nil without the extension.
    var loopCount: Int?
    var isGIF89a: Bool

    var totalDelay: Int { frames.reduce(0) { $0 + $1.delay } }

    init(_ bytes: [UInt8]) throws {
        final class Reader { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let reader = Reader(bytes)
        var error: Int32 = 0
        let opened = withExtendedLifetime(reader) { () -> UnsafeMutablePointer<GifFileType>? in
            DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { file, buffer, count in
                let r = Unmanaged<Reader>.fromOpaque(file!.pointee.UserData).takeUnretainedValue()
                let n = min(Int(count), r.bytes.count - r.offset)
                for i in 0..<n { buffer![i] = r.bytes[r.offset + i] }
                r.offset += n
                return Int32(n)
            }, &error)
        }
        guard let gif = opened else { throw DecodeError(message: "DGifOpen failed: \(error)") }
        defer { DGifCloseFile(gif, &error) }
        let slurped = withExtendedLifetime(reader) { DGifSlurp(gif) }
        guard slurped == GIF_OK else { throw DecodeError(message: "DGifSlurp failed: \(gif.pointee.Error)") }

        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        isGIF89a = bytes.starts(with: Array("GIF89a".utf8))
        globalColors = DecodedGIF.colors(gif.pointee.SColorMap)
        frames = []
        loopCount = nil
        for i in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[i]
            let d = image.ImageDesc
            var gcb = GraphicsControlBlock()
            let hasGCB = DGifSavedExtensionToGCB(gif, Int32(i), &gcb) == GIF_OK
            let count = Int(d.Width) * Int(d.Height)
            frames.append(Frame(
                left: Int(d.Left), top: Int(d.Top), width: Int(d.Width), height: Int(d.Height),
                indices: Array(UnsafeBufferPointer(start: image.RasterBits, count: count)),
                localColors: DecodedGIF.colors(d.ColorMap),
                delay: hasGCB ? Int(gcb.DelayTime) : 0, disposal: hasGCB ? gcb.DisposalMode : 0,
                transparentIndex: hasGCB && gcb.TransparentColor != NO_TRANSPARENT_COLOR ? Int(gcb.TransparentColor) : nil))
            // NETSCAPE2.0: an application block with that identifier, then a sub-block [1, lo, hi].
            for k in 0..<Int(image.ExtensionBlockCount) {
                let block = image.ExtensionBlocks[k]
                guard block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11,
                      Array(UnsafeBufferPointer(start: block.Bytes, count: 11)) == Array("NETSCAPE2.0".utf8),
                      k + 1 < Int(image.ExtensionBlockCount) else { continue }
                let sub = image.ExtensionBlocks[k + 1]
                if sub.ByteCount == 3 && sub.Bytes[0] == 1 { loopCount = Int(sub.Bytes[1]) | Int(sub.Bytes[2]) << 8 }
            }
        }
    }

    private static func colors(_ map: UnsafeMutablePointer<ColorMapObject>?) -> [(UInt8, UInt8, UInt8)]? {
        guard let map else { return nil }
        return (0..<Int(map.pointee.ColorCount)).map { i in
            let c = map.pointee.Colors[i]
            return (c.Red, c.Green, c.Blue)
        }
    }

    /// The canvas after each frame, as a viewer shows it (packed RGBA, alpha 0 where nothing was drawn),
    /// applying disposal (1 = keep, 2 = clear the frame's rectangle to transparent before the next frame).
    func composited() -> [[UInt32]] {
        var canvas = [UInt32](repeating: 0, count: width * height)
        var result: [[UInt32]] = []
        var pendingClear: (Int, Int, Int, Int)?
        for f in frames {
            if let (l, t, w, h) = pendingClear {
                for y in t..<(t + h) { for x in l..<(l + w) { canvas[y * width + x] = 0 } }
                pendingClear = nil
            }
            let table = f.localColors ?? globalColors ?? []
            for y in 0..<f.height {
                for x in 0..<f.width {
                    let k = Int(f.indices[y * f.width + x])
                    if k == f.transparentIndex { continue }
                    let (r, g, b) = table[k]
                    canvas[(f.top + y) * width + f.left + x] = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
                }
            }
            result.append(canvas)
            if f.disposal == DISPOSE_BACKGROUND { pendingClear = (f.left, f.top, f.width, f.height) }
        }
        return result
    }
}

struct DecodeError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// PSNR over R, G, B of two packed canvases (peak 255), capped at 99 dB for identical images.
func psnr(_ a: [UInt32], _ b: [UInt32]) -> Double {
    var sum = 0.0
    for (p, q) in zip(a, b) {
        for shift in [0, 8, 16] as [UInt32] {
            let d = Double(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF))
            sum += d * d
        }
    }
    guard sum > 0 else { return 99 }
    let mse = sum / Double(3 * a.count)
    return 10 * log10(65025 / mse)
}
