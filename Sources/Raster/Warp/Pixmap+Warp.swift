#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension Pixmap {
    /// Draws `layer` through a homography (layer pixel coordinates → this pixmap's pixel
    /// coordinates), source-over, as Core Animation draws a layer with a 3D transform.
    ///
    /// - Each destination pixel centre in the projected quad is mapped back through the inverse
    ///   homography (u, v, w linear along a row) and filtered per `sampling`.
    /// - The quad's edges are anti-aliased by exact area coverage (the projected edges are straight).
    /// - Back faces are drawn mirrored (no culling); parts of the layer behind the eye are not drawn
    ///   and never wrap around (see `WarpRegion`).
    /// - Parameters:
    ///   - opacity: multiplies the layer (0…1).
    ///   - clipRect: half-open pixel bounds (x0, y0)–(x1, y1) to draw into, intersected with the pixmap.
    ///   - sampling: `.smooth` (default) filters minified regions by area; `.bilinear` takes one tap.
    public mutating func draw(_ layer: Pixmap, transform: ProjectiveTransform, opacity: Double = 1,
                              clipRect: (x0: Int, y0: Int, x1: Int, y1: Int)? = nil,
                              sampling: WarpSampling = .smooth) {
        let op = opacity.isNaN ? 0 : min(max(opacity, 0), 1)
        guard op > 0, let inv = transform.inverted() else { return }
        let sw = Double(layer.width), sh = Double(layer.height)
        guard let region = WarpRegion(inverse: inv, sourceWidth: sw, sourceHeight: sh) else { return }
        var cx0 = 0, cy0 = 0, cx1 = width, cy1 = height
        if let c = clipRect { cx0 = max(cx0, c.x0); cy0 = max(cy0, c.y0); cx1 = min(cx1, c.x1); cy1 = min(cy1, c.y1) }
        guard cx0 < cx1, cy0 < cy1 else { return }

        // Rows the quad can touch: the bounding box of its visible part, one pixel of AA margin.
        let bbox = transform.apply(Rect(x: 0, y: 0, width: sw, height: sh))
        let lo = bbox.minY - 1, hi = bbox.maxY + 1
        guard !bbox.isNull, lo < Double(cy1), hi > Double(cy0) else { return }     // also rejects NaN
        let ry0 = lo <= Double(cy0) ? cy0 : Int(lo.rounded(.down))
        let ry1 = hi >= Double(cy1) ? cy1 : Int(hi.rounded(.up))
        guard ry0 < ry1 else { return }

        let smooth = sampling == .smooth
        let mips = WarpMipChain(layer: layer, maxLevel: smooth ? WarpDriver.levelsNeeded(transform, inv, sw, sh) : 0)
        let opacity256 = Int((op * 256).rounded())
        let dw = width
        let cw = cx1 - cx0
        let capacity = (cw + 7) / 8 * 8 + 8
        var row = [UInt32](repeating: 0, count: cw)
        var scratch = [Float](repeating: 0, count: capacity * (smooth ? 6 : 2))
        layer.pixels.withUnsafeBufferPointer { src in
            mips.storage.withUnsafeBufferPointer { mipStore in
                var textures = [WarpTexture(base: src.baseAddress!, width: layer.width, height: layer.height, scale: 1)]
                var scale: Float = 1
                for l in mips.levels {
                    scale *= 0.5
                    textures.append(WarpTexture(base: mipStore.baseAddress! + l.offset, width: l.width,
                                                height: l.height, scale: scale))
                }
                textures.withUnsafeBufferPointer { tex in
                    scratch.withUnsafeMutableBufferPointer { sc in
                        row.withUnsafeMutableBufferPointer { rowBuf in
                            pixels.withUnsafeMutableBufferPointer { dst in
                                let f = sc.baseAddress!
                                let plan = smooth
                                    ? WarpRowPlan(u: f, v: f + capacity, mu: f + 2 * capacity, mv: f + 3 * capacity,
                                                  taps: f + 4 * capacity, level: f + 5 * capacity)
                                    : WarpRowPlan(u: f, v: f + capacity, mu: f, mv: f, taps: f, level: f)
                                let driver = WarpDriver(region: region, textures: tex, plan: plan, smooth: smooth,
                                                        opacity: op, opacity256: opacity256)
                                for y in ry0..<ry1 {
                                    driver.drawRow(y: y, lo: cx0, hi: cx1 - 1, row: rowBuf.baseAddress!,
                                                   dst: dst.baseAddress! + y * dw)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The per-row work of `Pixmap.draw(_:transform:…)`: plan (SIMD), sample (scalar), blend (SIMD).
struct WarpDriver {
    let region: WarpRegion
    let textures: UnsafeBufferPointer<WarpTexture>
    let plan: WarpRowPlan
    let smooth: Bool
    let opacity: Double
    let opacity256: Int

    /// Samples the covered pixels of row `y` into `row`, then blends them onto `dst` (the row start).
    @inline(__always)
    func drawRow(y: Int, lo: Int, hi: Int, row: UnsafeMutablePointer<UInt32>, dst: UnsafeMutablePointer<UInt32>) {
        let py = Double(y) + 0.5
        let h = WarpRegion.maxHalfExtent
        let outer = region.span(py: py, threshold: -h, lo: lo, hi: hi)
        guard outer.first <= outer.last else { return }
        let inner = region.span(py: py, threshold: h, lo: outer.first, hi: outer.last)
        let count = outer.last - outer.first + 1
        let maxLevel = Float(textures.count - 1)
        plan.fill(region: region, py: py, first: outer.first, count: count, smooth: smooth, maxLevel: maxLevel)
        let base = textures[0]
        let fullOpacity = opacity256 == 256
        // Pixels in [innerFirst, innerLast) (row-relative) are fully covered.
        let innerFirst = inner.first <= inner.last ? inner.first - outer.first : count
        let innerLast = inner.first <= inner.last ? inner.last - outer.first + 1 : count
        let vector = WarpSampler8.supports(base)
        var i = 0
        while i < count {
            // Eight fully covered pixels on level 0: sample them together.
            if vector && i >= innerFirst && i + 8 <= innerLast
                && (!smooth || UnsafeRawPointer(plan.level + i).loadUnaligned(as: SIMD8<Float>.self) == .zero) {
                let px = WarpSampler8.level0(base, plan, at: i, smooth: smooth)
                if fullOpacity {
                    UnsafeMutableRawPointer(row + i).storeBytes(of: px, as: SIMD8<UInt32>.self)
                } else {
                    for j in 0..<8 { row[i + j] = WarpPixel.scale(px[j], UInt64(opacity256)) }
                }
                i += 8
                continue
            }
            row[i] = samplePixel(i, x: outer.first + i, y: y, covered: i >= innerFirst && i < innerLast)
            i += 1
        }
        WarpBlend.sourceOver(dst + outer.first, row, count)
    }

    /// One pixel (row-relative index `i`), with edge coverage unless `covered`.
    @inline(__always)
    func samplePixel(_ i: Int, x: Int, y: Int, covered: Bool) -> UInt32 {
        var k = opacity256
        if !covered {
            k = Int(region.coverage(x: x, y: y) * opacity * 256 + 0.5)
            if k == 0 { return 0 }
        }
        let u = plan.u[i], v = plan.v[i]
        let base = textures[0]
        var s: UInt32
        if smooth {
            let n = WarpSampler.fixed8(plan.taps[i]) &>> 8, level = plan.level[i]
            if n == 1 && level == 0 {
                s = WarpSampler.bilinear(base, u, v)
            } else if level == 0 {
                // Mild minification (most of a turned card): n taps on level 0.
                s = WarpSampler.level0Taps(base, u, v, plan.mu[i], plan.mv[i], taps: n)
            } else {
                s = WarpSampler.footprint(textures, u, v, plan.mu[i], plan.mv[i], taps: n, level: level)
            }
        } else {
            s = WarpSampler.bilinear(base, u, v)
        }
        if k != 256 { s = WarpPixel.scale(s, UInt64(k)) }
        return s
    }

    /// How many mip levels the most minified visible corner of the layer needs (its footprint is
    /// largest where W is largest, which for a planar quad is at a corner), by the same rule as
    /// `WarpRowPlan`; one spare level for trilinear blending and slack.
    static func levelsNeeded(_ m: ProjectiveTransform, _ inv: ProjectiveTransform, _ sw: Double, _ sh: Double) -> Int {
        var worst = -Double.infinity
        for (u, v) in [(0.0, 0.0), (sw, 0), (sw, sh), (0, sh), (sw / 2, sh / 2)] {
            guard let p = m.apply(Point(x: u, y: v)) else { continue }
            let h = inv.applyHomogeneous(p)
            let rw = 1 / h.w
            let jxu = (inv.m11 - u * inv.m13) * rw, jxv = (inv.m12 - v * inv.m13) * rw
            let jyu = (inv.m21 - u * inv.m23) * rw, jyv = (inv.m22 - v * inv.m23) * rw
            let long = max(jxu * jxu + jxv * jxv, jyu * jyu + jyv * jyv).squareRoot()
            guard long > 1 else { continue }
            let short = abs(jxu * jyv - jxv * jyu) / long
            worst = max(worst, log2(short) - 0.5, log2(long) - 4)
        }
        guard worst > 0 else { return 0 }                     // also NaN
        return worst < 30 ? Int(worst.rounded(.up)) + 1 : 31
    }
}
