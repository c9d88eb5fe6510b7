import Foundation
import Raster

/// Deterministic test pictures: shapes anti-aliased by supersampling (coverage = fraction of n×n samples
/// inside), composited source-over onto premultiplied pixels.
struct TestCanvas {
    var pixmap: Pixmap

    init(width: Int, height: Int, background: (r: Int, g: Int, b: Int, a: Int) = (255, 255, 255, 255)) {
        pixmap = Pixmap(width: width, height: height, fill: Self.premultiplied(background))
    }

    static func premultiplied(_ c: (r: Int, g: Int, b: Int, a: Int)) -> PremultipliedColorU8 {
        func m(_ v: Int) -> UInt8 { UInt8((Double(v * c.a) / 255).rounded()) }
        return PremultipliedColorU8(r: m(c.r), g: m(c.g), b: m(c.b), a: UInt8(c.a))
    }

    /// Fills the region `inside(x, y)` (pixel space, centres at +0.5) with a straight colour.
    mutating func fill(_ color: (r: Int, g: Int, b: Int, a: Int), samples n: Int = 4,
                       _ inside: (Double, Double) -> Bool) {
        let src = Self.premultiplied(color)
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                var hits = 0
                for sy in 0..<n {
                    for sx in 0..<n where inside(Double(x) + (Double(sx) + 0.5) / Double(n),
                                                 Double(y) + (Double(sy) + 0.5) / Double(n)) { hits += 1 }
                }
                guard hits > 0 else { continue }
                let cov = Double(hits) / Double(n * n)
                let d = PremultipliedColorU8(packed: pixmap.pixels[y * pixmap.width + x])
                func over(_ s: UInt8, _ dv: UInt8) -> UInt8 {
                    let sa = Double(src.a) * cov
                    return UInt8(min(255, (Double(s) * cov + Double(dv) * (1 - sa / 255)).rounded()))
                }
                pixmap.pixels[y * pixmap.width + x] = PremultipliedColorU8(
                    r: over(src.r, d.r), g: over(src.g, d.g), b: over(src.b, d.b), a: over(src.a, d.a)).packed
            }
        }
    }

    mutating func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                       _ color: (r: Int, g: Int, b: Int, a: Int), samples: Int = 4) {
        fill(color, samples: samples) { x, y in x >= x0 && x < x1 && y >= y0 && y < y1 }
    }

    mutating func circle(_ cx: Double, _ cy: Double, _ r: Double, _ color: (r: Int, g: Int, b: Int, a: Int),
                         samples: Int = 4) {
        fill(color, samples: samples) { x, y in (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r }
    }

    /// A line of `width` pixels from (x0, y0) to (x1, y1).
    mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double,
                       _ color: (r: Int, g: Int, b: Int, a: Int), samples: Int = 4) {
        let dx = x1 - x0, dy = y1 - y0, len = (dx * dx + dy * dy).squareRoot()
        fill(color, samples: samples) { x, y in
            let t = ((x - x0) * dx + (y - y0) * dy) / (len * len)
            guard t >= 0, t <= 1 else { return false }
            let dist = abs((x - x0) * dy - (y - y0) * dx) / len
            return dist <= width / 2
        }
    }

    /// Horizontal gradient from `a` to `b`, plus deterministic noise of ±`noise` levels on red.
    mutating func gradient(_ a: (Int, Int, Int), _ b: (Int, Int, Int), noise: Int = 0, seed: UInt64 = 1) {
        var state = seed
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let t = Double(x) / Double(max(1, pixmap.width - 1))
                func mix(_ u: Int, _ v: Int) -> Int { Int((Double(u) + (Double(v) - Double(u)) * t).rounded()) }
                var r = mix(a.0, b.0)
                if noise > 0 {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    r += Int((state >> 33) % UInt64(2 * noise + 1)) - noise
                }
                pixmap.pixels[y * pixmap.width + x] = PremultipliedColorU8(
                    r: UInt8(max(0, min(255, r))), g: UInt8(mix(a.1, b.1)), b: UInt8(mix(a.2, b.2)), a: 255).packed
            }
        }
    }
}

func temporaryDirectory(_ label: String) -> String {
    let path = NSTemporaryDirectory() + "flipbook-golden-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func solid(_ w: Int, _ h: Int, _ c: (r: Int, g: Int, b: Int, a: Int)) -> Pixmap {
    Pixmap(width: w, height: h, fill: TestCanvas.premultiplied(c))
}
