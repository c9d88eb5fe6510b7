/// Box-filtered reductions of a premultiplied layer for minified warps: level k+1 averages 2×2
/// texels of level k (the last column/row of an odd size is repeated), so a level-k texel covers
/// 2^k × 2^k source texels and texel coordinates scale by exactly 2^−k between levels.
///
/// Levels ≥ 1 live in one contiguous buffer; level 0 is the layer itself (not copied).
struct WarpMipChain {
    struct Level { let offset: Int, width: Int, height: Int }
    private(set) var storage: [UInt32] = []
    private(set) var levels: [Level] = []

    /// Builds levels 1…`maxLevel` (fewer once a level is 1×1).
    init(layer: Pixmap, maxLevel: Int) {
        var w = layer.width, h = layer.height
        var total = 0
        var sizes: [(Int, Int)] = []
        while sizes.count < maxLevel && (w > 1 || h > 1) {
            w = (w + 1) / 2; h = (h + 1) / 2
            sizes.append((w, h))
            total += w * h
        }
        guard total > 0 else { return }
        storage = [UInt32](repeating: 0, count: total)
        var offset = 0
        for (lw, lh) in sizes { levels.append(Level(offset: offset, width: lw, height: lh)); offset += lw * lh }
        storage.withUnsafeMutableBufferPointer { dst in
            layer.pixels.withUnsafeBufferPointer { src in
                var prev = src.baseAddress!, pw = layer.width, ph = layer.height
                for level in levels {
                    let out = dst.baseAddress! + level.offset
                    WarpMipChain.reduce(prev, pw, ph, into: out, level.width, level.height)
                    prev = UnsafePointer(out); pw = level.width; ph = level.height
                }
            }
        }
    }

    /// One 2×2 box reduction with rounding, in 16-bit fields of a UInt64 (no carries: 4·255 < 2^16).
    /// Averages of valid premultiplied pixels stay valid (each component ≤ alpha, rounded alike).
    private static func reduce(_ src: UnsafePointer<UInt32>, _ sw: Int, _ sh: Int,
                               into dst: UnsafeMutablePointer<UInt32>, _ dw: Int, _ dh: Int) {
        for y in 0..<dh {
            let r0 = src + min(2 * y, sh - 1) * sw, r1 = src + min(2 * y + 1, sh - 1) * sw
            let o = dst + y * dw
            for x in 0..<dw {
                let x0 = 2 * x, x1 = min(2 * x + 1, sw - 1)
                let s = WarpPixel.expand(r0[x0]) &+ WarpPixel.expand(r0[x1])
                    &+ WarpPixel.expand(r1[x0]) &+ WarpPixel.expand(r1[x1]) &+ 0x0002_0002_0002_0002
                o[x] = WarpPixel.compress((s &>> 2) & 0x00FF_00FF_00FF_00FF)
            }
        }
    }
}

/// Pixel-level helpers shared by the warp kernels: a packed RGBA8 pixel widened to four 16-bit
/// fields of a UInt64 ("SWAR") so that per-channel products by weights ≤ 256 cannot carry.
enum WarpPixel {
    /// 0xAABBGGRR → 0x00AA_00BB_00GG_00RR.
    @inline(__always) static func expand(_ p: UInt32) -> UInt64 {
        var x = UInt64(p)
        x = (x | (x &<< 16)) & 0x0000_FFFF_0000_FFFF
        return (x | (x &<< 8)) & 0x00FF_00FF_00FF_00FF
    }
    /// Inverse of `expand` (fields must be < 256).
    @inline(__always) static func compress(_ x: UInt64) -> UInt32 {
        var y = x | (x &>> 8)
        y &= 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: y | (y &>> 16))
    }
    /// p · k / 256 per channel, rounded; k in 0…256.
    @inline(__always) static func scale(_ p: UInt32, _ k: UInt64) -> UInt32 {
        let x = (expand(p) &* k &+ 0x0080_0080_0080_0080) &>> 8
        return compress(x & 0x00FF_00FF_00FF_00FF)
    }
}
