import Golden
import Raster
import Testing

@Suite struct MetricTests {
    @Test func identicalFramesPassEveryMetric() {
        let a = solid(20, 10, (10, 200, 30, 255))
        for t in [Tolerance.exact, .perceptual(reason: "t"), .deltaE(perceptualPrecision: 0.98, reason: "t")] {
            let c = ImageComparator.compare(golden: a, actual: a, tolerance: t)
            #expect(c.identical && c.passed && c.differingPixels == 0 && c.changedBounds == nil)
            #expect(c.summary == "identical")
        }
    }

    @Test func exactCountsBoundsAndWorstByte() {
        let g = solid(10, 8, (255, 255, 255, 255))
        var a = g
        a.pixels[3 * 10 + 2] = PremultipliedColorU8(r: 250, g: 255, b: 255, a: 255).packed  // Δ 5 at (2, 3)
        a.pixels[6 * 10 + 7] = PremultipliedColorU8(r: 255, g: 155, b: 255, a: 255).packed  // Δ 100 at (7, 6)
        let c = ImageComparator.compare(golden: g, actual: a)
        #expect(c.differingPixels == 2 && !c.passed)
        #expect(c.changedBounds == PixelBox(minX: 2, minY: 3, maxX: 7, maxY: 6))
        #expect(c.worstDifference == 100 && c.worstPixel == PixelPoint(x: 7, y: 6) && c.maxChannelDifference == 100)
        #expect(c.ratio == 2.0 / 80)
        #expect(c.ssim != nil && c.psnr != nil)  // scores are computed for failures
        // The budget: 2 differing pixels allowed by count, or by a ratio of 2/80 = 0.025.
        #expect(ImageComparator.compare(golden: g, actual: a, tolerance: .exact(maxDifferingPixels: 2, reason: "r")).passed)
        #expect(!ImageComparator.compare(golden: g, actual: a, tolerance: .exact(maxDifferingPixels: 1, reason: "r")).passed)
        #expect(ImageComparator.compare(golden: g, actual: a, tolerance: .exact(maxDifferingRatio: 0.025, reason: "r")).passed)
        #expect(!ImageComparator.compare(golden: g, actual: a, tolerance: .exact(maxDifferingRatio: 0.02, reason: "r")).passed)
        // Both limits: the smaller allowance wins (Playwright).
        #expect(!ImageComparator.compare(golden: g, actual: a,
                                         tolerance: .exact(maxDifferingPixels: 5, maxDifferingRatio: 0.0125, reason: "r")).passed)
    }

    /// pixelmatch: a grey step of d levels gives δ = 0.5053·d² (I and Q cancel for grey); at t = 0.1 the bound
    /// is 35215·0.01 = 352.15, so 26 levels (341.6) pass and 27 (368.4) are counted.
    @Test func yiqGreyStepThreshold() {
        let g = solid(12, 12, (100, 100, 100, 255))
        let pass = ImageComparator.compare(golden: g, actual: solid(12, 12, (126, 126, 126, 255)),
                                           tolerance: .perceptual(reason: "t"))
        #expect(pass.passed && pass.differingPixels == 0 && pass.changedPixels == 144)
        // √(0.5053·26²/35215) = 0.09849: just under the threshold, reported on the threshold's scale.
        #expect(abs(pass.worstDifference - 0.098487) < 1e-5)
        let fail = ImageComparator.compare(golden: g, actual: solid(12, 12, (127, 127, 127, 255)),
                                           tolerance: .perceptual(reason: "t"))
        #expect(!fail.passed && fail.differingPixels == 144 && fail.antiAliasedPixels == 0)
        #expect(abs(fail.worstDifference - 0.102275) < 1e-5)
        // t = 0.05: bound 88.04, so 13 levels (85.4) pass and 14 (99.0) fail.
        let t05 = Tolerance.perceptual(threshold: 0.05, reason: "t")
        #expect(ImageComparator.compare(golden: g, actual: solid(12, 12, (113, 113, 113, 255)), tolerance: t05).passed)
        #expect(!ImageComparator.compare(golden: g, actual: solid(12, 12, (114, 114, 114, 255)), tolerance: t05).passed)
    }

    /// A one-pixel column between a flat dark and a flat light region, changed in brightness: pixelmatch's
    /// detector calls it anti-aliasing (darker and brighter neighbours that each have 3+ equal siblings in
    /// both images). The reference checker's self-test: 0 counted, 20 with includeAA.
    @Test func yiqAntiAliasingIsExcused() {
        var base = TestCanvas(width: 64, height: 48)
        base.rect(10, 10, 30, 30, (0, 0, 255, 255), samples: 1)
        var edge = base
        edge.rect(30, 10, 31, 30, (128, 128, 255, 255), samples: 1)
        let c = ImageComparator.compare(golden: base.pixmap, actual: edge.pixmap, tolerance: .perceptual(reason: "t"))
        #expect(c.differingPixels == 0 && c.antiAliasedPixels == 20 && c.passed)
        let withAA = ImageComparator.compare(golden: base.pixmap, actual: edge.pixmap,
                                             tolerance: .perceptual(includeAA: true, reason: "t"))
        #expect(withAA.differingPixels == 20 && withAA.antiAliasedPixels == 0)
        // The self-test's other cases: a 5×4 red block counts 20; a slight tint counts 0.
        var block = base
        block.rect(40, 20, 45, 24, (255, 0, 0, 255), samples: 1)
        #expect(ImageComparator.compare(golden: base.pixmap, actual: block.pixmap,
                                        tolerance: .perceptual(reason: "t")).differingPixels == 20)
        var tint = base
        tint.rect(40, 20, 50, 30, (250, 255, 255, 255), samples: 1)
        #expect(ImageComparator.compare(golden: base.pixmap, actual: tint.pixmap,
                                        tolerance: .perceptual(reason: "t")).differingPixels == 0)
    }

    /// Sharma, Wu & Dalal (2005) test pair 1: ΔE94 = 1.3950 (graphic arts).
    @Test func deltaE94KnownPair() {
        let e = DeltaE94.difference(DeltaE94.Lab(l: 50, a: 2.6772, b: -79.7751), DeltaE94.Lab(l: 50, a: 0, b: -82.7485))
        #expect(abs(e - 1.3950) < 5e-5)
        // A pure lightness difference is the ΔL itself; a hue swap is weighted by S_H = 1 + 0.015·C₁.
        #expect(abs(DeltaE94.difference(.init(l: 50, a: 0, b: 0), .init(l: 52, a: 0, b: 0)) - 2) < 1e-12)
        #expect(abs(DeltaE94.difference(.init(l: 60, a: 30, b: 0), .init(l: 60, a: 0, b: 30)) - 29.2595909) < 1e-6)
    }

    @Test func deltaE94OfSRGBPixels() {
        // White against black: L* 100 against 0, a* = b* ≈ 0.
        let wb = DeltaE94.difference(straight: 0xFFFF_FFFF, 0xFF00_0000)
        #expect(abs(wb - 100) < 1e-3)
        // Grey 128 against 133: L* 53.585 against 55.538 → ΔE 1.953; against 134: 2.342.
        let g128 = PremultipliedColorU8(r: 128, g: 128, b: 128, a: 255).packed
        #expect(abs(DeltaE94.difference(straight: g128, PremultipliedColorU8(r: 133, g: 133, b: 133, a: 255).packed) - 1.953) < 2e-3)
        #expect(abs(DeltaE94.difference(straight: g128, PremultipliedColorU8(r: 134, g: 134, b: 134, a: 255).packed) - 2.342) < 2e-3)
    }

    /// swift-snapshot-testing: perceptualPrecision 0.98 → a pixel matches when ΔE94 ≤ 2; precision is the
    /// fraction of pixels that must match.
    @Test func perceptualPrecisionAndPrecision() {
        let g = solid(10, 10, (128, 128, 128, 255))
        let near = solid(10, 10, (133, 133, 133, 255))   // ΔE 1.95 everywhere
        let far = solid(10, 10, (134, 134, 134, 255))    // ΔE 2.34 everywhere
        let t = Tolerance.deltaE(perceptualPrecision: 0.98, reason: "t")
        #expect(t.threshold == 2.0000000000000018 || abs(t.threshold - 2) < 1e-9)
        #expect(ImageComparator.compare(golden: g, actual: near, tolerance: t).passed)
        let c = ImageComparator.compare(golden: g, actual: far, tolerance: t)
        #expect(!c.passed && c.differingPixels == 100 && abs(c.worstDifference - 2.342) < 2e-3)
        // One failing pixel of 100: precision 0.99 allows it, 0.995 does not.
        var one = g
        one.pixels[55] = PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255).packed
        #expect(ImageComparator.compare(golden: g, actual: one,
                                        tolerance: .deltaE(perceptualPrecision: 0.98, precision: 0.99, reason: "t")).passed)
        #expect(!ImageComparator.compare(golden: g, actual: one,
                                         tolerance: .deltaE(perceptualPrecision: 0.98, precision: 0.995, reason: "t")).passed)
    }

    @Test func sizeMismatchFails() {
        let c = ImageComparator.compare(golden: solid(4, 4, (0, 0, 0, 255)), actual: solid(5, 4, (0, 0, 0, 255)))
        #expect(!c.passed && !c.sizeMatches && c.summary.contains("size differs"))
    }

    /// SSIM is 1 for identical frames and drops with structure change; PSNR follows 10·log₁₀(255²/MSE).
    @Test func scores() {
        let g = solid(16, 16, (0, 0, 0, 255))
        var a = g
        a.pixels[0] = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255).packed
        let s = FrameScores(golden: g, actual: a)
        // MSE = 3·255² / (256·3) = 255²/256 → PSNR = 10·log₁₀(256) = 24.08 dB.
        #expect(abs(s.psnr - 24.0824) < 1e-3)
        #expect(s.ssim < 1 && s.ssim > 0.5)
        #expect(FrameScores(golden: g, actual: g).ssim == 1 && FrameScores(golden: g, actual: g).psnr == .infinity)
    }

    /// 1080p with a moved square: measures the comparison (figures in the branch report) and checks its counts.
    @Test func fullHDIsFast() {
        var g = TestCanvas(width: 1920, height: 1080)
        g.rect(100, 100, 300, 300, (0, 120, 255, 255), samples: 1)
        var a = TestCanvas(width: 1920, height: 1080)
        a.rect(104, 100, 304, 300, (0, 120, 255, 255), samples: 1)
        let clock = ContinuousClock()
        var c: ImageComparison?
        let identical = clock.measure { c = ImageComparator.compare(golden: g.pixmap, actual: g.pixmap, tolerance: .perceptual(reason: "t")) }
        #expect(c!.identical)
        let moved = clock.measure { c = ImageComparator.compare(golden: g.pixmap, actual: a.pixmap, tolerance: .perceptual(reason: "t"), scores: .never) }
        #expect(c!.differingPixels == 2 * 4 * 200)
        let withScores = clock.measure { c = ImageComparator.compare(golden: g.pixmap, actual: a.pixmap, tolerance: .perceptual(reason: "t")) }
        let diff = clock.measure { _ = DiffImage.make(golden: g.pixmap, actual: a.pixmap, comparison: c!) }
        print("1080p: identical \(identical), moved square \(moved), with SSIM/PSNR \(withScores), diff image \(diff)")
        #expect(moved < .seconds(1))
    }

    /// Worst case: every pixel of a 1080p frame differs (noisy gradient), under each metric.
    @Test func fullHDEveryPixelChanged() {
        var g = TestCanvas(width: 1920, height: 1080)
        g.gradient((0, 40, 200), (255, 200, 0))
        var a = TestCanvas(width: 1920, height: 1080)
        a.gradient((0, 40, 200), (255, 200, 0), noise: 60, seed: 11)
        let clock = ContinuousClock()
        var lines: [String] = []
        for t in [Tolerance.exact, .perceptual(reason: "t"), .deltaE(perceptualPrecision: 0.98, reason: "t")] {
            var c: ImageComparison?
            let d = clock.measure { c = ImageComparator.compare(golden: g.pixmap, actual: a.pixmap, tolerance: t, scores: .never) }
            lines.append("\(t.metric): \(d) (\(c!.changedPixels) changed, \(c!.differingPixels) differ)")
            #expect(c!.changedPixels > 1920 * 1000)
            #expect(d < .seconds(2))
        }
        print("1080p every pixel changed: " + lines.joined(separator: "; "))
    }
}
