import Raster

/// Box-filter downscaling of premultiplied pixmaps (for contact-sheet thumbnails): each output
/// pixel is the rounded mean of the source pixels whose area maps onto it, so thin lines fade
/// instead of flickering as point sampling would make them. Averaging premultiplied values keeps
/// edges free of dark fringes.
enum Downscale {
    static func box(_ source: Pixmap, width: Int, height: Int) -> Pixmap {
        let w = max(1, min(width, source.width)), h = max(1, min(height, source.height))
        if w == source.width && h == source.height { return source }
        var out = [UInt32](repeating: 0, count: w * h)
        source.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<h {
                    let y0 = y * source.height / h, y1 = max(y0 + 1, (y + 1) * source.height / h)
                    for x in 0..<w {
                        let x0 = x * source.width / w, x1 = max(x0 + 1, (x + 1) * source.width / w)
                        var r = 0, g = 0, b = 0, a = 0
                        for sy in y0..<y1 {
                            let row = sy * source.width
                            for sx in x0..<x1 {
                                let p = src[row + sx]  // bytes R, G, B, A in memory order (little-endian word)
                                r &+= Int(p & 0xFF); g &+= Int((p >> 8) & 0xFF)
                                b &+= Int((p >> 16) & 0xFF); a &+= Int(p >> 24)
                            }
                        }
                        let n = (y1 - y0) * (x1 - x0), half = n / 2
                        let pr = UInt32((r + half) / n), pg = UInt32((g + half) / n)
                        let pb = UInt32((b + half) / n), pa = UInt32((a + half) / n)
                        dst[y * w + x] = pr | pg << 8 | pb << 16 | pa << 24
                    }
                }
            }
        }
        return Pixmap(width: w, height: h, pixels: out)
    }
}
