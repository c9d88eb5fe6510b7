import Testing
import Geometry
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// An opaque n × n checkerboard of 1-px black and white squares (white at (0, 0)).
func checkerboard(_ n: Int) -> Pixmap {
    var layer = Pixmap(width: n, height: n)
    for y in 0..<n {
        for x in 0..<n {
            let v: UInt8 = (x + y) % 2 == 0 ? 255 : 0
            layer.pixels[y * n + x] = PremultipliedColorU8(r: v, g: v, b: v, a: 255).packed
        }
    }
    return layer
}

/// Deterministic xorshift64* for test images.
struct WarpTestRNG {
    var state: UInt64
    init(seed: UInt64) { state = seed | 1 }
    mutating func next() -> UInt64 {
        state ^= state >> 12; state ^= state << 25; state ^= state >> 27
        return state &* 2685821657736338717
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 56) }
}

/// A random premultiplied image (every component ≤ its alpha).
func warpRandomImage(_ w: Int, _ h: Int, seed: UInt64, opaque: Bool = false) -> Pixmap {
    var rng = WarpTestRNG(seed: seed)
    var p = Pixmap(width: w, height: h)
    for i in 0..<(w * h) {
        let a = opaque ? 255 : rng.byte()
        func c() -> UInt8 { UInt8(UInt16(rng.byte()) * UInt16(a) / 255) }
        p.pixels[i] = PremultipliedColorU8(r: c(), g: c(), b: c(), a: a).packed
    }
    return p
}

private func channels(_ p: UInt32) -> [Int] { [Int(p & 255), Int(p >> 8 & 255), Int(p >> 16 & 255), Int(p >> 24)] }

/// Reference bilinear sample (Double, clamp-to-edge, texel centres at +½), per channel 0…255.
private func referenceBilinear(_ img: Pixmap, _ u: Double, _ v: Double) -> [Double] {
    let fx = u - 0.5, fy = v - 0.5
    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
    let ax = fx - Double(x0), ay = fy - Double(y0)
    func px(_ x: Int, _ y: Int) -> [Double] {
        channels(img.pixels[min(max(y, 0), img.height - 1) * img.width + min(max(x, 0), img.width - 1)]).map(Double.init)
    }
    let p00 = px(x0, y0), p01 = px(x0 + 1, y0), p10 = px(x0, y0 + 1), p11 = px(x0 + 1, y0 + 1)
    return (0..<4).map { c in
        (p00[c] * (1 - ax) + p01[c] * ax) * (1 - ay) + (p10[c] * (1 - ax) + p11[c] * ax) * ay
    }
}

@Suite struct WarpTests {
    @Test func identityAndIntegerTranslationCopyExactly() {
        let layer = warpRandomImage(37, 23, seed: 7)
        for sampling in [WarpSampling.bilinear, .smooth] {
            var dst = Pixmap(width: 37, height: 23)
            dst.draw(layer, transform: .identity, sampling: sampling)
            #expect(dst == layer)
            var moved = Pixmap(width: 50, height: 40)
            moved.draw(layer, transform: ProjectiveTransform(AffineTransform(translationX: 5, y: 9)), sampling: sampling)
            var ok = true
            for y in 0..<40 {
                for x in 0..<50 {
                    let inside = x >= 5 && x < 42 && y >= 9 && y < 32
                    let want = inside ? layer.pixels[(y - 9) * 37 + (x - 5)] : 0
                    if moved.pixels[y * 50 + x] != want { ok = false }
                }
            }
            #expect(ok)
        }
    }

    /// Interior pixels of a perspective warp match a Double bilinear reference within 1/255.
    @Test func perspectiveMatchesReferenceBilinear() throws {
        let layer = warpRandomImage(64, 48, seed: 11)
        let m = rotation3DEffect(angle: 0.6, axis: (0.2, 1, 0), anchor: Point(0.5, 0.5), size: Size(64, 48))
            .concatenating(ProjectiveTransform(AffineTransform(scaleX: 1.5, y: 1.5).translatedBy(x: 10, y: 12)))
        var dst = Pixmap(width: 140, height: 110)
        dst.draw(layer, transform: m, sampling: .bilinear)
        let inv = try #require(m.inverted())
        var checked = 0, worst = 0.0
        for y in 0..<110 {
            for x in 0..<140 {
                let h = inv.applyHomogeneous(Point(Double(x) + 0.5, Double(y) + 0.5))
                let u = h.x / h.w, v = h.y / h.w
                // Interior only (at least 1.5 px of destination from an edge ⇒ coverage 1).
                guard h.w > 0, u > 3, u < 61, v > 3, v < 45 else { continue }
                let ref = referenceBilinear(layer, u, v)
                let got = channels(dst.pixels[y * 140 + x])
                for c in 0..<4 { worst = max(worst, abs(Double(got[c]) - ref[c])) }
                checked += 1
            }
        }
        #expect(checked > 2000)
        #expect(worst <= 1.0, "worst \(worst)")
    }

    /// Rotating 180° about y with no perspective shows the back face: the layer mirrored.
    @Test func backFaceIsMirrored() {
        let layer = warpRandomImage(30, 20, seed: 3)
        let m = rotation3DEffect(angle: .pi, axis: (0, 1, 0), anchor: Point(0.5, 0.5), perspective: 0, size: Size(30, 20))
        var dst = Pixmap(width: 30, height: 20)
        dst.draw(layer, transform: m)
        var mirrored = Pixmap(width: 30, height: 20)
        for y in 0..<20 { for x in 0..<30 { mirrored.pixels[y * 30 + x] = layer.pixels[y * 30 + 29 - x] } }
        #expect(dst == mirrored)
    }

    /// A layer whose left part passes behind the eye: only pixels that map back to visible source
    /// points (W > 0, inside the layer) are painted — nothing wraps around.
    @Test func behindTheEyeIsNotDrawn() throws {
        let layer = Pixmap(width: 100, height: 50, fill: PremultipliedColorU8(r: 255, g: 0, b: 0, a: 255))
        let m = rotation3DEffect(angle: 80 * .pi / 180, axis: (0, 1, 0), anchor: Point(0.5, 0.5),
                                 perspective: 3, size: Size(100, 50))
            .concatenating(ProjectiveTransform(AffineTransform(translationX: 150, y: 100)))
        #expect(m.apply(Point(0, 0)) == nil)       // the left edge is behind the eye
        var dst = Pixmap(width: 400, height: 250)
        dst.draw(layer, transform: m)
        let inv = try #require(m.inverted())
        var painted = 0, wrapped = 0, stray = 0
        func visible(_ x: Double, _ y: Double) -> Bool {
            let h = inv.applyHomogeneous(Point(x, y))
            let u = h.x / h.w, v = h.y / h.w
            return h.w > 0 && u >= 0 && u <= 100 && v >= 0 && v <= 50
        }
        for y in 0..<250 {
            for x in 0..<400 where dst.pixels[y * 400 + x] != 0 {
                painted += 1
                if !(inv.applyHomogeneous(Point(Double(x) + 0.5, Double(y) + 0.5)).w > 0) { wrapped += 1 }
                // A painted pixel must overlap the visible quad: some point of its square maps inside.
                var overlaps = false
                for sy in 0...4 { for sx in 0...4 where visible(Double(x) + Double(sx) / 4, Double(y) + Double(sy) / 4) { overlaps = true } }
                if !overlaps { stray += 1 }
            }
        }
        #expect(painted > 1000)
        #expect(wrapped == 0)
        #expect(stray == 0)
    }

    @Test func opacityAndClipRect() {
        let layer = Pixmap(width: 20, height: 20, fill: PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255))
        var dst = Pixmap(width: 40, height: 40)
        let m = ProjectiveTransform(AffineTransform(translationX: 10, y: 10))
        dst.draw(layer, transform: m, opacity: 0.5, clipRect: (x0: 0, y0: 0, x1: 20, y1: 40))
        #expect(dst[15, 15] == PremultipliedColorU8(r: 100, g: 50, b: 25, a: 128))
        #expect(dst[25, 15] == .transparent)                   // clipped
        #expect(dst[5, 5] == .transparent)
    }

    /// Source-over onto an opaque background, and anti-aliased edges: a 45°-rotated opaque square
    /// covers its area in total alpha (within one pixel: coverage is exact area) with partial coverage along its edges.
    @Test func edgesAreAntiAliased() {
        let layer = Pixmap(width: 40, height: 40, fill: PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        let m = ProjectiveTransform(AffineTransform(translationX: -20, y: -20)
            .concatenating(AffineTransform(rotationAngle: .pi / 4))
            .concatenating(AffineTransform(translationX: 50, y: 50)))
        var dst = Pixmap(width: 100, height: 100)
        dst.draw(layer, transform: m)
        var total = 0.0, partial = 0
        for p in dst.pixels {
            let a = Double(p >> 24)
            total += a / 255
            if a > 0 && a < 255 { partial += 1 }
        }
        #expect(abs(total - 1600) < 1, "total \(total)")
        #expect(partial > 100)
        var onBlack = Pixmap(width: 100, height: 100, fill: PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255))
        onBlack.draw(layer, transform: m)
        #expect(onBlack[50, 50] == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        #expect(onBlack.pixels.allSatisfy { $0 >> 24 == 255 })
    }

    /// A 1-px checkerboard card turned to 85° about y: `.smooth` filters it to an even grey, while a
    /// single bilinear tap aliases (sparkles) across the squeezed columns.
    @Test func edgeOnCardDoesNotSparkle() {
        let layer = checkerboard(256)
        func stats(_ angle: Double, _ sampling: WarpSampling) -> (mean: Double, std: Double) {
            let m = rotation3DEffect(angle: angle * .pi / 180, axis: (0, 1, 0), anchor: Point(0.5, 0.5), size: Size(256, 256))
                .concatenating(ProjectiveTransform(AffineTransform(translationX: 22, y: 22)))
            var dst = Pixmap(width: 300, height: 300, fill: PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255))
            dst.draw(layer, transform: m, sampling: sampling)
            // Interior pixels of the squeezed card: map back and keep those well inside.
            let inv = m.inverted()!
            var vals: [Double] = []
            for y in 0..<300 {
                for x in 0..<300 {
                    let h = inv.applyHomogeneous(Point(Double(x) + 0.5, Double(y) + 0.5))
                    let u = h.x / h.w, v = h.y / h.w
                    if h.w > 0 && u > 40 && u < 216 && v > 20 && v < 236 { vals.append(Double(dst.pixels[y * 300 + x] & 255)) }
                }
            }
            let mean = vals.reduce(0, +) / Double(vals.count)
            let sd = (vals.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(vals.count)).squareRoot()
            return (mean, sd)
        }
        let smooth = stats(85, .smooth), sharp = stats(85, .bilinear)
        #expect(abs(smooth.mean - 127.5) < 4, "\(smooth)")
        #expect(smooth.std < 6, "smooth \(smooth) bilinear \(sharp)")
        #expect(sharp.std > 3 * smooth.std, "smooth \(smooth) bilinear \(sharp)")
        print("85° checkerboard card: smooth mean/std \(smooth), bilinear \(sharp)")
        // Temporal stability: a small change of angle barely changes the filtered result.
        let next = stats(85.4, .smooth)
        #expect(abs(next.mean - smooth.mean) < 2)
    }

    /// Uniform minification by 4 averages a 1-px checkerboard to mid-grey (mip levels + taps).
    @Test func minificationAverages() {
        let layer = checkerboard(128)
        var dst = Pixmap(width: 32, height: 32)
        dst.draw(layer, transform: ProjectiveTransform(AffineTransform(scaleX: 0.25, y: 0.25)))
        for y in 1..<31 { for x in 1..<31 { #expect(abs(Int(dst[x, y].r) - 128) <= 2) } }
    }

    @Test func flipSceneMatchesPeerDefinition() throws {
        let src = PeerScenes.flipSource()
        #expect(src.width == 300 && src.height == 400)
        #expect(src[0, 0] == .transparent)
        #expect(src[150, 200].a == 255)
        // Centre pixel: t = (150.5/300 + 200.5/400)/2, stripe (7 + 10) odd ⇒ 85 %.
        let t = (150.5 / 300 + 200.5 / 400) / 2
        let r = ((255 * (1 - t) + 88 * t) * 0.85).rounded()
        #expect(abs(Double(src[150, 200].r) - r) <= 1)
        let m = PeerScenes.flipHomography(width: 512, height: 512)
        let c = try #require(m.apply(Point(150, 200)))
        #expect(abs(c.x - 256) < 1e-9 && abs(c.y - 256) < 1e-9)
        // 60° about y: the left edge comes forward (grows), the right recedes.
        let l = try #require(m.apply(Point(0, 0))), rr = try #require(m.apply(Point(300, 0)))
        #expect(l.y < rr.y)
        var canvas = Pixmap(width: 512, height: 512, fill: PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        canvas.draw(src, transform: m)
        #expect(canvas[256, 256] != PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        #expect(canvas[20, 256] == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
    }

    /// Degenerate and extreme transforms draw nothing wrong and never trap.
    @Test func degenerateTransformsAreSafe() {
        let layer = warpRandomImage(16, 16, seed: 8, opaque: true)
        let base = Pixmap(width: 64, height: 64, fill: PremultipliedColorU8(r: 9, g: 9, b: 9, a: 255))
        let nan = Double.nan, inf = Double.infinity
        let bad: [ProjectiveTransform] = [
            ProjectiveTransform(m11: nan, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1),
            ProjectiveTransform(m11: inf, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1),
            ProjectiveTransform(m11: 1, m12: 2, m13: 0, m21: 2, m22: 4, m23: 0, m31: 0, m32: 0, m33: 1),   // singular
            ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1),  // all behind
        ]
        for t in bad {
            var d = base
            d.draw(layer, transform: t)
            #expect(d == base)
        }
        var d = base
        d.draw(layer, transform: .identity, opacity: 0)
        d.draw(layer, transform: .identity, opacity: .nan)
        d.draw(layer, transform: .identity, clipRect: (x0: 30, y0: 30, x1: 10, y1: 10))
        #expect(d == base)
        // Tiny: a 16×16 layer shrunk to ~0.02 px contributes its area in alpha (≈ nothing) and no more.
        d.draw(layer, transform: ProjectiveTransform(AffineTransform(scaleX: 1e-3, y: 1e-3).translatedBy(x: 20000, y: 20000)))
        #expect(d.pixels.filter { $0 != base.pixels[0] }.count <= 1)
        // Huge magnification of a 2×2 layer: smooth bilinear ramps, clamped at the borders.
        var tiny = Pixmap(width: 2, height: 1)
        tiny[0, 0] = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255)
        tiny[1, 0] = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255)
        var big = Pixmap(width: 200, height: 10)
        big.draw(tiny, transform: ProjectiveTransform(AffineTransform(scaleX: 100, y: 10)))
        #expect(big[10, 5].r == 0 && big[190, 5].r == 255)
        #expect(abs(Int(big[100, 5].r) - 128) <= 2)
        var increasing = true
        for x in 1..<200 where big[x, 5].r < big[x - 1, 5].r { increasing = false }
        #expect(increasing)
        // Edge-on: rotated exactly 90° about y the layer is a line: (almost) nothing is drawn.
        var edge = base
        edge.draw(layer, transform: rotation3DEffect(angle: .pi / 2, axis: (0, 1, 0), anchor: Point(0.5, 0.5), size: Size(16, 16))
            .concatenating(ProjectiveTransform(AffineTransform(translationX: 20, y: 20))))
        #expect(edge.pixels.filter { $0 != base.pixels[0] }.count <= 32)
    }
}
