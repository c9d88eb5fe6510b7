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
    public static func strip(_ frames: [Pixmap], gap: Int = 4) -> Pixmap {
        let gap = max(0, gap)
        let width = frames.reduce(0) { $0 + $1.width } + gap * max(0, frames.count - 1)
        let height = frames.map(\.height).max() ?? 0
        var out = Pixmap(width: max(1, width), height: max(1, height),
                         fill: PremultipliedColorU8(r: 128, g: 128, b: 128, a: 255))
        var x0 = 0
        out.pixels.withUnsafeMutableBufferPointer { dst in
            for f in frames {
                f.pixels.withUnsafeBufferPointer { src in
                    for y in 0..<f.height {
                        let s = y * f.width, d = y * out.width + x0
                        for x in 0..<f.width { dst[d + x] = overWhite(src[s + x]) }
                    }
                }
                x0 += f.width + gap
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
