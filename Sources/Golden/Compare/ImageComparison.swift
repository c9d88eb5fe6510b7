/// The outcome of comparing an actual frame with its golden under a `Tolerance`.
public struct ImageComparison: Sendable {
    /// The golden's size in pixels.
    public var goldenWidth: Int
    public var goldenHeight: Int
    /// The actual frame's size in pixels.
    public var width: Int
    public var height: Int
    public var tolerance: Tolerance
    /// Pixels counted as different by the tolerance's metric (anti-aliasing excused, if it applies).
    /// With a size mismatch: every pixel of the actual frame.
    public var differingPixels: Int
    /// Pixels beyond the colour threshold but excused as anti-aliasing (YIQ without `includeAA`).
    public var antiAliasedPixels: Int
    /// Pixels whose bytes differ at all (however small the difference).
    public var changedPixels: Int
    /// The largest difference over all changed pixels, in the metric's unit: `exact` — the largest
    /// premultiplied byte difference (0…255); `yiq` — √(δ/35215), on the scale of pixelmatch's
    /// threshold (a pixel differs when this exceeds the threshold); `deltaE94` — ΔE94 (0…100).
    public var worstDifference: Double
    /// Where `worstDifference` is (nil when nothing changed).
    public var worstPixel: PixelPoint?
    /// The largest premultiplied byte difference over all pixels (0…255), whatever the metric.
    public var maxChannelDifference: Int
    /// The bounding box of the counted differences (nil when none).
    public var changedBounds: PixelBox?
    /// Per-pixel decisions (`PixelClass` raw values, row-major, width × height); empty when the frames are
    /// byte-identical or their sizes differ.
    public var classes: [UInt8]
    /// Whether the frame is within the tolerance.
    public var passed: Bool
    /// Structural similarity of the two frames (see `FrameScores.ssim`); computed for failing frames.
    public var ssim: Double?
    /// Peak signal-to-noise ratio in dB (see `FrameScores.psnr`); computed for failing frames.
    public var psnr: Double?

    /// Whether the two frames have the same size.
    public var sizeMatches: Bool { goldenWidth == width && goldenHeight == height }
    /// Whether every byte is equal.
    public var identical: Bool { sizeMatches && changedPixels == 0 }
    /// Counted differing pixels over all pixels.
    public var ratio: Double { width * height == 0 ? 0 : Double(differingPixels) / Double(width * height) }

    /// One line for a test failure or the CLI, every number with its unit, e.g.
    /// `1234 px differ (0.59%), max channel difference 101/255 at (12, 40), changes in x 10…80, y 30…52;
    /// SSIM (RGB) 0.9812, PSNR 31.2 dB`. Perceptual metrics name their own worst value and threshold too
    /// (`worst YIQ distance 0.43 (threshold 0.1)`, `worst ΔE94 12.5 (threshold 2)`).
    public var summary: String {
        guard sizeMatches else {
            return "size differs: golden \(goldenWidth)×\(goldenHeight), actual \(width)×\(height)"
        }
        if identical { return "identical" }
        var s = "\(differingPixels) px differ (\(formatPercent(ratio)))"
        if antiAliasedPixels > 0 { s += ", \(antiAliasedPixels) anti-aliased px excused" }
        if let p = worstPixel { s += ", " + worstDescription + " at \(p)" }
        if let b = changedBounds { s += ", changes in \(b)" }
        var scores: [String] = []
        if let ssim { scores.append("SSIM (RGB) \(format(ssim, digits: 4))") }
        if let psnr { scores.append("PSNR \(psnr.isFinite ? format(psnr, digits: 1) : "∞") dB") }
        if !scores.isEmpty { s += "; " + scores.joined(separator: ", ") }
        return s
    }
}

extension ImageComparison {
    /// The worst difference in the metric's unit: bytes out of 255 for `exact`; for the perceptual metrics
    /// their own distance and threshold, then the largest byte difference (so the two kinds of number are
    /// never confused).
    var worstDescription: String {
        let channel = "max channel difference \(maxChannelDifference)/255"
        switch tolerance.metric {
        case .exact:
            return channel
        case .yiq:
            return "worst YIQ distance \(format(worstDifference)) (threshold \(format(tolerance.threshold))), " + channel
        case .deltaE94:
            return "worst ΔE94 \(format(worstDifference)) (threshold \(format(tolerance.threshold))), " + channel
        }
    }
}

func format(_ v: Double, digits: Int = 3) -> String {
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let r = (v * p).rounded() / p
    return r == r.rounded() ? String(Int(r)) : String(r)
}

func formatPercent(_ ratio: Double) -> String { format(ratio * 100, digits: 2) + "%" }
