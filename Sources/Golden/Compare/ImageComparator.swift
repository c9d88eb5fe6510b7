import Codecs
import Glibc
import Raster

/// Compares an actual frame with its golden.
///
/// One pass over the two pixel buffers: equal words (the common case for a good render) cost one
/// compare; only changed pixels go through the metric. The metric is chosen once per image, never per
/// pixel, and nothing is allocated per pixel (one class byte per pixel is written for the diff image).
public enum ImageComparator {
    /// Compares `actual` with `golden` under `tolerance`.
    ///
    /// - Parameter scores: compute SSIM and PSNR when the frame fails (the default); pass `.always` to
    ///   compute them for every non-identical frame, `.never` to skip them.
    public static func compare(golden: Pixmap, actual: Pixmap, tolerance: Tolerance = .exact,
                               scores: ScorePolicy = .onFailure) -> ImageComparison {
        var result = ImageComparison(
            goldenWidth: golden.width, goldenHeight: golden.height, width: actual.width, height: actual.height,
            tolerance: tolerance, differingPixels: 0, antiAliasedPixels: 0, changedPixels: 0, worstDifference: 0,
            worstPixel: nil, maxChannelDifference: 0, changedBounds: nil, classes: [], passed: true)
        guard golden.width == actual.width, golden.height == actual.height else {
            result.differingPixels = actual.width * actual.height
            result.changedPixels = result.differingPixels
            result.passed = false
            return result
        }
        let n = golden.width * golden.height
        if n == 0 || bytesEqual(golden.pixels, actual.pixels) { return result }

        // The metrics see straight alpha, the values a PNG file holds (pixelmatch is run on PNGs).
        let opaque = allOpaque(golden.pixels) && allOpaque(actual.pixels)
        let g = opaque ? golden.pixels : StraightAlpha.unpremultiplied(golden.pixels)
        let a = opaque ? actual.pixels : StraightAlpha.unpremultiplied(actual.pixels)
        var classes = [UInt8](repeating: PixelClass.same.rawValue, count: n)
        var tally = Tally()
        g.withUnsafeBufferPointer { gb in
            a.withUnsafeBufferPointer { ab in
                golden.pixels.withUnsafeBufferPointer { gp in
                    actual.pixels.withUnsafeBufferPointer { ap in
                        classes.withUnsafeMutableBufferPointer { cb in
                            let images = Buffers(golden: gb.baseAddress!, actual: ab.baseAddress!,
                                                 goldenPremultiplied: gp.baseAddress!,
                                                 actualPremultiplied: ap.baseAddress!, classes: cb.baseAddress!,
                                                 width: golden.width, height: golden.height)
                            switch tolerance.metric {
                            case .exact: scanExact(images, &tally)
                            case .yiq: scanYIQ(images, threshold: tolerance.threshold,
                                               includeAA: tolerance.includeAA, &tally)
                            case .deltaE94: scanDeltaE(images, maxDeltaE: tolerance.threshold, &tally)
                            }
                        }
                    }
                }
            }
        }
        result.classes = classes
        result.differingPixels = tally.differing
        result.antiAliasedPixels = tally.antiAliased
        result.changedPixels = tally.changed
        result.worstDifference = tolerance.metric == .yiq
            ? (tally.worst / PixelmatchYIQ.maximumDelta).squareRoot() : tally.worst
        result.worstPixel = tally.changed > 0 ? PixelPoint(x: tally.worstX, y: tally.worstY) : nil
        result.maxChannelDifference = tally.maxChannel
        if tally.differing > 0 {
            result.changedBounds = PixelBox(minX: tally.minX, minY: tally.minY, maxX: tally.maxX, maxY: tally.maxY)
        }
        result.passed = tally.differing <= tolerance.allowedDifferingPixels(of: n)
        if scores == .always || (scores == .onFailure && !result.passed) {
            let s = FrameScores(golden: golden, actual: actual)
            result.ssim = s.ssim
            result.psnr = s.psnr
        }
        return result
    }

    /// When SSIM and PSNR are computed.
    public enum ScorePolicy: Sendable, Equatable {
        case never, onFailure, always
    }

    // MARK: - Scans

    struct Buffers {
        let golden: UnsafePointer<UInt32>, actual: UnsafePointer<UInt32>
        let goldenPremultiplied: UnsafePointer<UInt32>, actualPremultiplied: UnsafePointer<UInt32>
        let classes: UnsafeMutablePointer<UInt8>
        let width: Int, height: Int
    }

    struct Tally {
        var differing = 0, antiAliased = 0, changed = 0
        var worst = 0.0, worstX = 0, worstY = 0, maxChannel = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        @inline(__always)
        mutating func noteChanged(_ x: Int, _ y: Int, difference: Double, channel: Int) {
            changed += 1
            if difference > worst || changed == 1 { worst = difference; worstX = x; worstY = y }
            if channel > maxChannel { maxChannel = channel }
        }

        @inline(__always)
        mutating func noteDiffering(_ x: Int, _ y: Int) {
            differing += 1
            if x < minX { minX = x }
            if x > maxX { maxX = x }
            if y < minY { minY = y }
            if y > maxY { maxY = y }
        }
    }

    /// The largest absolute difference between the four bytes of two words.
    @inline(__always)
    static func channelDifference(_ p: UInt32, _ q: UInt32) -> Int {
        var m: Int32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let d = Int32((p >> shift) & 0xFF) - Int32((q >> shift) & 0xFF)
            m = max(m, d < 0 ? -d : d)
        }
        return Int(m)
    }

    static func scanExact(_ img: Buffers, _ t: inout Tally) {
        for y in 0..<img.height {
            let row = y * img.width
            for x in 0..<img.width where img.goldenPremultiplied[row + x] != img.actualPremultiplied[row + x] {
                let c = channelDifference(img.goldenPremultiplied[row + x], img.actualPremultiplied[row + x])
                t.noteChanged(x, y, difference: Double(c), channel: c)
                t.noteDiffering(x, y)
                img.classes[row + x] = PixelClass.different.rawValue
            }
        }
    }

    /// pixelmatch's main loop (`index.js`): delta > maxDelta, then the AA test in either image.
    static func scanYIQ(_ img: Buffers, threshold: Double, includeAA: Bool, _ t: inout Tally) {
        let maxDelta = PixelmatchYIQ.maxDelta(threshold: threshold)
        for y in 0..<img.height {
            let row = y * img.width
            for x in 0..<img.width where img.golden[row + x] != img.actual[row + x] {
                let delta = PixelmatchYIQ.colorDelta(img.golden[row + x], img.actual[row + x])
                t.noteChanged(x, y, difference: delta,
                          channel: channelDifference(img.goldenPremultiplied[row + x], img.actualPremultiplied[row + x]))
                guard delta > maxDelta else { continue }
                if !includeAA
                    && (PixelmatchYIQ.antialiased(img.golden, x, y, img.width, img.height, img.actual)
                        || PixelmatchYIQ.antialiased(img.actual, x, y, img.width, img.height, img.golden)) {
                    t.antiAliased += 1
                    img.classes[row + x] = PixelClass.antiAliased.rawValue
                } else {
                    t.noteDiffering(x, y)
                    img.classes[row + x] = PixelClass.different.rawValue
                }
            }
        }
    }

    /// swift-snapshot-testing's perceptual path: a pixel fails when ΔE94 > (1 − perceptualPrecision)·100.
    static func scanDeltaE(_ img: Buffers, maxDeltaE: Double, _ t: inout Tally) {
        for y in 0..<img.height {
            let row = y * img.width
            for x in 0..<img.width where img.golden[row + x] != img.actual[row + x] {
                let e = DeltaE94.difference(straight: img.golden[row + x], img.actual[row + x])
                t.noteChanged(x, y, difference: e,
                          channel: channelDifference(img.goldenPremultiplied[row + x], img.actualPremultiplied[row + x]))
                if e > maxDeltaE {
                    t.noteDiffering(x, y)
                    img.classes[row + x] = PixelClass.different.rawValue
                }
            }
        }
    }

    // MARK: - Whole-buffer helpers

    static func bytesEqual(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0 }
        }
    }

    /// Whether every alpha byte is 255 (an AND over all words; vectorizes).
    static func allOpaque(_ pixels: [UInt32]) -> Bool {
        pixels.withUnsafeBufferPointer { p in
            var acc: UInt32 = 0xFFFF_FFFF
            for v in p { acc &= v }
            return acc >> 24 == 0xFF
        }
    }
}
