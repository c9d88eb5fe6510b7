import Codecs
import Raster

/// Pictures of a comparison: pixelmatch's diff image and a golden | actual | diff strip.
public enum DiffImage {
    /// Counted differences (pixelmatch `diffColor`).
    public static let differentColor: UInt32 = 0xFF00_00FF      // R 255, G 0, B 0, A 255
    /// Anti-aliasing excused (pixelmatch `aaColor`).
    public static let antiAliasedColor: UInt32 = 0xFF00_FFFF    // R 255, G 255, B 0, A 255
    /// How much of the golden shows through (pixelmatch `alpha`, 0.1).
    public static let fade = 0.1

    /// pixelmatch's diff output: unchanged pixels are the golden's luma faded towards white
    /// (`255 + (Y − 255)·0.1·A/255`), counted differences red, excused anti-aliasing yellow. Opaque.
    ///
    /// With a size mismatch the picture is the actual frame's size, all red.
    public static func make(golden: Pixmap, actual: Pixmap, comparison: ImageComparison) -> Pixmap {
        guard comparison.sizeMatches else {
            return Pixmap(width: actual.width, height: actual.height, pixels: [UInt32](
                repeating: differentColor, count: actual.width * actual.height))
        }
        let n = golden.width * golden.height
        let straight = ImageComparator.allOpaque(golden.pixels)
            ? golden.pixels : StraightAlpha.unpremultiplied(golden.pixels)
        // 256 luma levels × alpha would be a table per (R,G,B,A); the direct formula is cheap enough per pixel.
        let out = [UInt32](unsafeUninitializedCapacity: n) { buffer, count in
            straight.withUnsafeBufferPointer { src in
                comparison.classes.withUnsafeBufferPointer { classes in
                    let hasClasses = classes.count == n
                    for i in 0..<n {
                        let c = hasClasses ? classes[i] : PixelClass.same.rawValue
                        if c == PixelClass.different.rawValue {
                            buffer[i] = differentColor
                        } else if c == PixelClass.antiAliased.rawValue {
                            buffer[i] = antiAliasedColor
                        } else {
                            let v = PixelmatchYIQ.fadedGrey(src[i], alpha: fade)
                            buffer[i] = v | v << 8 | v << 16 | 0xFF00_0000
                        }
                    }
                }
            }
            count = n
        }
        return Pixmap(width: golden.width, height: golden.height, pixels: out)
    }

    /// Golden | actual | diff side by side, separated by `gap` pixels of mid grey, on white (so transparent
    /// frames show as they would over a page). Frames of different heights are top-aligned.
    public static func strip(golden: Pixmap, actual: Pixmap, diff: Pixmap, gap: Int = 4) -> Pixmap {
        strip([golden, actual, diff], gap: gap)
    }

    /// Frames side by side (left to right) over white, separated by `gap` pixels of grey.
    public static func strip(_ frames: [Pixmap], gap: Int = 4) -> Pixmap { arrange(frames, vertically: false, gap: gap) }

    /// Frames top to bottom over white, left-aligned, separated by `gap` rows of grey.
    public static func stack(_ frames: [Pixmap], gap: Int = 4) -> Pixmap { arrange(frames, vertically: true, gap: gap) }

    private static func arrange(_ frames: [Pixmap], vertically: Bool, gap: Int) -> Pixmap {
        let gap = max(0, gap)
        let along = frames.reduce(0) { $0 + (vertically ? $1.height : $1.width) } + gap * max(0, frames.count - 1)
        let across = frames.map { vertically ? $0.width : $0.height }.max() ?? 0
        var out = Pixmap(width: max(1, vertically ? across : along), height: max(1, vertically ? along : across),
                         fill: PremultipliedColorU8(r: 128, g: 128, b: 128, a: 255))
        var offset = 0
        let outWidth = out.width
        out.pixels.withUnsafeMutableBufferPointer { dst in
            for f in frames {
                let (x0, y0) = vertically ? (0, offset) : (offset, 0)
                f.pixels.withUnsafeBufferPointer { src in
                    for y in 0..<f.height {
                        let s = y * f.width, d = (y0 + y) * outWidth + x0
                        for x in 0..<f.width { dst[d + x] = overWhite(src[s + x]) }
                    }
                }
                offset += (vertically ? f.height : f.width) + gap
            }
        }
        return out
    }

    /// A premultiplied pixel composited over opaque white: c + (255 − a) per channel (exact, no overflow).
    @inline(__always)
    static func overWhite(_ p: UInt32) -> UInt32 {
        let inv = 255 &- (p >> 24)
        return (p &+ (inv | inv << 8 | inv << 16)) | 0xFF00_0000
    }
}
