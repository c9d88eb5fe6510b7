import Testing
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// Reference: separable convolution in Double with the sampled Gaussian over ±⌈4σ⌉, normalized;
/// outside the image is 0 (`clamp` false) or the nearest edge pixel (`clamp` true).
private func referenceBlur(_ img: [[Double]], width w: Int, height h: Int, sigma: Double, clamp: Bool) -> [[Double]] {
    let r = Int((4 * sigma).rounded(.up))
    var k = (-r...r).map { exp(-0.5 * Double($0 * $0) / (sigma * sigma)) }
    let s = k.reduce(0, +)
    k = k.map { $0 / s }
    /// One pass of the kernel along x (`horizontal`) or y.
    func pass(_ src: [Double], horizontal: Bool) -> [Double] {
        let n = horizontal ? w : h
        var dst = [Double](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var acc = 0.0
                for t in -r...r {
                    var i = (horizontal ? x : y) + t
                    if i < 0 || i >= n { if clamp { i = min(max(i, 0), n - 1) } else { continue } }
                    acc += k[t + r] * src[horizontal ? y * w + i : i * w + x]
                }
                dst[y * w + x] = acc
            }
        }
        return dst
    }
    return img.map { pass(pass($0, horizontal: true), horizontal: false) }
}

private func planes(_ p: Pixmap) -> [[Double]] {
    (0..<4).map { c in p.pixels.map { Double(($0 >> (8 * UInt32(c))) & 255) } }
}

/// Hard edges: an opaque rectangle, a 1-px line and a half-transparent disc on transparency.
private func hardEdged(_ w: Int, _ h: Int) -> Pixmap {
    var p = Pixmap(width: w, height: h)
    for y in 0..<h {
        for x in 0..<w {
            if x >= w / 5 && x < w / 2 && y >= h / 4 && y < 3 * h / 4 {
                p[x, y] = PremultipliedColorU8(r: 255, g: 40, b: 0, a: 255)
            } else if x == 3 * w / 5 {
                p[x, y] = PremultipliedColorU8(r: 0, g: 0, b: 255, a: 255)
            } else {
                let dx = Double(x - 3 * w / 4), dy = Double(y - h / 2)
                if dx * dx + dy * dy < Double(h * h) / 25 { p[x, y] = PremultipliedColorU8(r: 0, g: 128, b: 0, a: 128) }
            }
        }
    }
    return p
}

private func maxError(_ got: Pixmap, _ ref: [[Double]]) -> Double {
    var worst = 0.0
    let g = planes(got)
    for c in 0..<4 { for i in 0..<g[c].count { worst = max(worst, abs(g[c][i] - ref[c][i])) } }
    return worst
}

private func cpuMilliseconds(_ f: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<3 {
        var t0 = timespec(), t1 = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t0)
        f()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t1)
        best = min(best, Double(t1.tv_sec - t0.tv_sec) * 1e3 + Double(t1.tv_nsec - t0.tv_nsec) / 1e6)
    }
    return best
}

@Suite struct EffectsBlurTests {
    static let sigmas: [Double] = [0.5, 1, 2, 3.5, 8, 20, 50]

    /// Within 2/255 per channel of the Double reference, on random and hard-edged images, for
    /// both edge modes.
    @Test(arguments: sigmas)
    func matchesReferenceGaussian(sigma: Double) {
        let w = sigma > 10 ? 150 : 64, h = sigma > 10 ? 110 : 48
        for (name, img) in [("random", warpRandomImage(w, h, seed: 99)), ("hard-edged", hardEdged(w, h))] {
            for opaque in [false, true] {
                let got = img.blurred(sigma: sigma, opaque: opaque)
                let ref = referenceBlur(planes(img), width: w, height: h, sigma: sigma, clamp: opaque)
                let err = maxError(got, ref)
                #expect(err <= 2, "σ \(sigma) \(name) opaque \(opaque): max error \(err)")
                print("blur σ \(sigma) \(name) opaque \(opaque): max error \(err)")
            }
        }
    }

    /// The alpha-only blur agrees with the reference too (odd sizes exercise the row tails).
    @Test(arguments: [0.7, 3.0, 8.0, 25.0])
    func alphaBlurMatchesReference(sigma: Double) throws {
        let w = 77, h = 61
        var rng = WarpTestRNG(seed: 5)
        var a = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { a[y * w + x] = (x > 20 && x < 50 && y > 10 && y < 40) ? 255 : (x > 60 ? rng.byte() : 0) } }
        for opaque in [false, true] {
            var b = a
            try blurAlpha(&b, width: w, height: h, sigma: sigma, opaque: opaque)
            let ref = referenceBlur([a.map(Double.init)], width: w, height: h, sigma: sigma, clamp: opaque)[0]
            var worst = 0.0
            for i in 0..<(w * h) { worst = max(worst, abs(Double(b[i]) - ref[i])) }
            #expect(worst <= 2, "σ \(sigma) opaque \(opaque): \(worst)")
        }
        var short = [UInt8](repeating: 0, count: 10)
        #expect(throws: BlurError.self) { try blurAlpha(&short, width: 4, height: 4, sigma: 2) }
    }

    /// Premultiplied output stays valid, a constant opaque image stays constant with `opaque: true`,
    /// and σ ≤ 0 is the identity.
    @Test func invariants() {
        let img = hardEdged(90, 70)
        for sigma in [1.0, 6.0] {
            let b = img.blurred(sigma: sigma)
            #expect(b.pixels.allSatisfy { p in
                let a = p >> 24
                return (p & 255) <= a && (p >> 8 & 255) <= a && (p >> 16 & 255) <= a
            })
        }
        let flat = Pixmap(width: 40, height: 30, fill: PremultipliedColorU8(r: 10, g: 200, b: 90, a: 255))
        #expect(flat.blurred(sigma: 7, opaque: true) == flat)
        #expect(flat.blurred(sigma: 1.5, opaque: true) == flat)
        #expect(img.blurred(sigma: 0) == img)
        #expect(img.blurred(sigma: -.nan) == img)
    }

    /// `blurred(sigma:padding:)` is the blur of the image placed in a transparent margin, and the
    /// in-place region variant leaves the outside alone.
    @Test func paddingAndRegion() {
        let img = hardEdged(40, 30)
        let m = Pixmap.blurMargin(sigma: 4)
        #expect(m == 12)
        let padded = img.blurred(sigma: 4, padding: m)
        #expect(padded.width == 40 + 2 * m && padded.height == 30 + 2 * m)
        var manual = Pixmap(width: padded.width, height: padded.height)
        for y in 0..<30 { for x in 0..<40 { manual[x + m, y + m] = img[x, y] } }
        #expect(padded == manual.blurred(sigma: 4))
        // The shadow of the opaque rectangle reaches into the margin.
        #expect(padded[m - 2, m + 15].a == 0 || padded[m + 8 - 6, m + 15].a > 0)

        var canvas = img
        canvas.blur(sigma: 3, region: (x0: 10, y0: 5, x1: 30, y1: 25))
        var sub = Pixmap(width: 20, height: 20)
        for y in 0..<20 { for x in 0..<20 { sub[x, y] = img[x + 10, y + 5] } }
        let subBlurred = sub.blurred(sigma: 3)
        var same = true
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = x >= 10 && x < 30 && y >= 5 && y < 25
                if canvas[x, y] != (inside ? subBlurred[x - 10, y - 5] : img[x, y]) { same = false }
            }
        }
        #expect(same)
    }

    /// The recursive filter's cost does not grow with σ.
    @Test func costIndependentOfRadius() {
        let img = warpRandomImage(512, 512, seed: 1)
        var sink = 0
        // The fastest of five runs each: one sample is at the mercy of whatever else the machine runs
        // (a parallel build once made σ 50 look 2.1× slower).
        let t8 = (0..<5).map { _ in cpuMilliseconds { sink &+= Int(img.blurred(sigma: 8).pixels[1000]) } }.min()!
        let t50 = (0..<5).map { _ in cpuMilliseconds { sink &+= Int(img.blurred(sigma: 50).pixels[1000]) } }.min()!
        var alpha = [UInt8](repeating: 0, count: 250 * 250)
        for y in 25..<225 { for x in 25..<225 { alpha[y * 250 + x] = 255 } }
        let tA = cpuMilliseconds { var a = alpha; try? blurAlpha(&a, width: 250, height: 250, sigma: 8); sink &+= Int(a[0]) }
        print("blur 512×512 RGBA: σ 8 \(t8) ms, σ 50 \(t50) ms (ratio \(t50 / t8)); alpha 250×250 σ 8: \(tA) ms [\(sink & 1)]")
        #expect(t50 / t8 < 2)
    }
}

@Suite struct EffectsShadowTests {
    /// Drop shadow pipeline: coverage → blurAlpha → drawShadow at an offset, then the shape on top.
    @Test func shadowCompositesTintedBlurredMask() throws {
        let size = 40, margin = Pixmap.blurMargin(sigma: 3)
        let mw = size + 2 * margin
        var mask = [UInt8](repeating: 0, count: mw * mw)
        for yy in margin..<(margin + size) { for xx in margin..<(margin + size) { mask[yy * mw + xx] = 255 } }
        try blurAlpha(&mask, width: mw, height: mw, sigma: 3)
        var canvas = Pixmap(width: 100, height: 100, fill: PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        try canvas.drawShadow(mask: mask, width: mw, height: mw, x: 30 - margin, y: 30 - margin + 10,
                              color: Color.black.opacity(0.5))
        // Inside the shadow (fully covered): white · (1 − 0.5) = 127 (128/255 black over white).
        #expect(canvas[50, 55] == PremultipliedColorU8(r: 127, g: 127, b: 127, a: 255))
        // Far away: untouched; at the blurred edge: in between.
        #expect(canvas[5, 5] == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        let edge = canvas[50, 80]                     // the shadow's bottom edge is at y = 80
        #expect(edge.r > 127 && edge.r < 255)
        // Clipped placement and bad geometry.
        try canvas.drawShadow(mask: mask, width: mw, height: mw, x: -200, y: 0, color: .black)
        #expect(throws: BlurError.self) { try canvas.drawShadow(mask: [0, 0], width: 2, height: 2, x: 0, y: 0, color: .black) }
    }
}
