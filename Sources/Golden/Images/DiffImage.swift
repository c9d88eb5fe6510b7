import Codecs
import Raster

/// Pictures of a comparison: pixelmatch's diff image (which pixels count), a heat map (how much each pixel
/// changed) and a golden | actual | diff | heat strip.
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

    /// The heat map's colours by magnitude (largest channel difference over white, 1…255), evenly spaced:
    /// dark blue for a level or two, through cyan, green and yellow, to red for 255/255. A change the mask
    /// paints one solid red (a uniform opacity change) shows here as one colour that says how large it is.
    public static let heatRamp: [(r: Int, g: Int, b: Int)] = [(40, 20, 160), (0, 150, 230), (30, 190, 60), (250, 210, 0), (220, 20, 20)]

    /// How much each pixel changed: pixels that are equal show the golden's luma faded towards white (as in
    /// `make`); changed pixels take `heatRamp`'s colour for their largest channel difference (0…255, both
    /// frames over white), whatever the tolerance counted. The frames must have the same size; with a size
    /// mismatch the map is the actual frame's size, all red.
    public static func heatMap(golden: Pixmap, actual: Pixmap) -> Pixmap {
        guard golden.width == actual.width, golden.height == actual.height else {
            return Pixmap(width: actual.width, height: actual.height,
                          pixels: [UInt32](repeating: differentColor, count: actual.width * actual.height))
        }
        let n = golden.width * golden.height
        let straight = ImageComparator.allOpaque(golden.pixels) ? golden.pixels : StraightAlpha.unpremultiplied(golden.pixels)
        let colors = (0...255).map(heatColor)
        var out = [UInt32](repeating: 0, count: n)
        for i in 0..<n {
            let a = overWhite(golden.pixels[i]), b = overWhite(actual.pixels[i])
            var m: UInt32 = 0
            for shift: UInt32 in [0, 8, 16] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                m = max(m, x > y ? x - y : y - x)
            }
            if m == 0 {
                let v = PixelmatchYIQ.fadedGrey(straight[i], alpha: fade)
                out[i] = v | v << 8 | v << 16 | 0xFF00_0000
            } else {
                out[i] = colors[Int(m)]
            }
        }
        return Pixmap(width: golden.width, height: golden.height, pixels: out)
    }

    /// `heatRamp` interpolated at magnitude `m` (1…255), as an opaque pixel.
    public static func heatColor(_ m: Int) -> UInt32 {
        let stops = heatRamp.count - 1
        let position = max(0, m - 1) * stops * 256 / 254        // 0 … stops·256, fixed point
        let i = min(stops - 1, position / 256), f = position - i * 256
        let (p, q) = (heatRamp[i], heatRamp[i + 1])
        func mix(_ u: Int, _ v: Int) -> UInt32 { UInt32((u * (256 - f) + v * f + 128) / 256) }
        return mix(p.r, q.r) | mix(p.g, q.g) << 8 | mix(p.b, q.b) << 16 | 0xFF00_0000
    }

    /// The longest side a strip is written with: larger strips are shrunk by a whole factor (`shrunk`), so
    /// they stay easy to open and within `ImageLimits.default`, which every reader (and `png-info`) applies.
    public static let maximumStripSide = 4096

    /// The whole factor that brings `width` × `height` within `maximumSide` per side (1 when it fits).
    public static func shrinkFactor(width: Int, height: Int, maximumSide: Int = maximumStripSide) -> Int {
        max(1, (max(width, height) + maximumSide - 1) / max(1, maximumSide))
    }

    /// `image` shrunk by a whole `factor` per side: each output pixel is the mean of a factor × factor block
    /// (premultiplied, rounded; edge blocks cropped). Deterministic integer arithmetic.
    public static func shrunk(_ image: Pixmap, by factor: Int) -> Pixmap {
        guard factor > 1 else { return image }
        let w = (image.width + factor - 1) / factor, h = (image.height + factor - 1) / factor
        var out = [UInt32](repeating: 0, count: w * h)
        for oy in 0..<h {
            let y0 = oy * factor, y1 = min(image.height, y0 + factor)
            for ox in 0..<w {
                let x0 = ox * factor, x1 = min(image.width, x0 + factor)
                var sums = (0, 0, 0, 0)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let p = image.pixels[y * image.width + x]
                        sums.0 += Int(p & 0xFF); sums.1 += Int((p >> 8) & 0xFF)
                        sums.2 += Int((p >> 16) & 0xFF); sums.3 += Int(p >> 24)
                    }
                }
                let count = (y1 - y0) * (x1 - x0), half = count / 2
                out[oy * w + ox] = UInt32((sums.0 + half) / count) | UInt32((sums.1 + half) / count) << 8
                    | UInt32((sums.2 + half) / count) << 16 | UInt32((sums.3 + half) / count) << 24
            }
        }
        return Pixmap(width: w, height: h, pixels: out)
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
