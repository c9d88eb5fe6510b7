extension Pixmap {
    /// Composites `color` through an 8-bit coverage mask (source-over): how a drop shadow lands
    /// once its alpha has been blurred with `blurAlpha` (swiftui-semantics.md §6.7).
    ///
    /// The mask's top-left pixel goes to (x, y) of this pixmap (the shadow's offset included);
    /// parts outside the pixmap are skipped. Each destination pixel gets color·m/255 over it.
    /// Throws when the mask buffer is smaller than its stated geometry.
    public mutating func drawShadow(mask: [UInt8], width mw: Int, height mh: Int, x: Int, y: Int, color: Color) throws {
        guard mw >= 0, mh >= 0, mask.count >= mw * mh else {
            throw BlurError(description: "drawShadow: a \(mw)×\(mh) mask needs \(mw * mh) bytes, got \(mask.count)")
        }
        let c = color.premultiplied
        guard c.a > 0 else { return }
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + mw), y1 = min(height, y + mh)
        guard x0 < x1, y0 < y1 else { return }
        // color · m / 255 for every coverage value (exact rounding), looked up per pixel.
        var table = [UInt32](repeating: 0, count: 256)
        for m in 0..<256 {
            func s(_ v: UInt8) -> UInt32 { let t = UInt32(v) * UInt32(m) + 128; return (t + (t >> 8)) >> 8 }
            table[m] = s(c.r) | s(c.g) << 8 | s(c.b) << 16 | s(c.a) << 24
        }
        let n = x1 - x0, w = width
        var row = [UInt32](repeating: 0, count: n)
        table.withUnsafeBufferPointer { t in
            mask.withUnsafeBufferPointer { mb in
                row.withUnsafeMutableBufferPointer { rb in
                    pixels.withUnsafeMutableBufferPointer { dst in
                        for yy in y0..<y1 {
                            let m = mb.baseAddress! + (yy - y) * mw + (x0 - x)
                            for i in 0..<n { rb[i] = t[Int(m[i])] }
                            WarpBlend.sourceOver(dst.baseAddress! + yy * w + x0, rb.baseAddress!, n)
                        }
                    }
                }
            }
        }
    }
}
