import Raster

/// Small synthetic frames for the GIF tests (premultiplied RGBA8, packed R, G, B, A in memory order).
enum GIFTestFrames {
    static func packed(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// A flat background with an opaque square of `color` at (x, y).
    static func square(width: Int = 64, height: Int = 48, background: UInt32, color: UInt32,
                       x: Int, y: Int, size: Int = 10) -> Pixmap {
        var pixels = [UInt32](repeating: background, count: width * height)
        for yy in y..<min(height, y + size) { for xx in x..<min(width, x + size) { pixels[yy * width + xx] = color } }
        return Pixmap(width: width, height: height, pixels: pixels)
    }

    /// A smooth two-axis gradient (more distinct colours than a GIF palette holds), shifted by `phase`.
    static func gradient(width: Int = 96, height: Int = 64, phase: Int = 0) -> Pixmap {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let r = UInt8((x + phase) * 255 / (width + 40) & 0xFF)
                let g = UInt8(60 + y * 150 / height)
                let b = UInt8(200 - (x + y) * 120 / (width + height))
                pixels[y * width + x] = packed(r, g, b)
            }
        }
        return Pixmap(width: width, height: height, pixels: pixels)
    }

    /// A horizontal ramp through three colours, about 600 distinct ones (more than a palette holds, but along
    /// one path, as gradients in UI animation are).
    static func ramp(width: Int = 600, height: Int = 16) -> Pixmap {
        let stops: [(Double, Double, Double)] = [(250, 237, 140), (227, 64, 133), (31, 89, 179)]
        var pixels = [UInt32](repeating: 0, count: width * height)
        for x in 0..<width {
            let t = Double(x) / Double(width - 1) * 2
            let i = min(1, Int(t)), f = t - Double(i)
            let (a, b) = (stops[i], stops[i + 1])
            let c = packed(UInt8((a.0 + (b.0 - a.0) * f).rounded()), UInt8((a.1 + (b.1 - a.1) * f).rounded()),
                           UInt8((a.2 + (b.2 - a.2) * f).rounded()))
            for y in 0..<height { pixels[y * width + x] = c }
        }
        return Pixmap(width: width, height: height, pixels: pixels)
    }

    /// Distinct frames: a square moving one pixel per frame.
    static func moving(count: Int, width: Int = 64, height: Int = 48) -> [Pixmap] {
        (0..<count).map { i in
            square(width: width, height: height, background: packed(236, 236, 236), color: packed(46, 112, 237),
                   x: 2 + i % (width - 12), y: 5)
        }
    }
}
