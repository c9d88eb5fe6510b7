/// How two frames are compared: a per-pixel test (which pixels "differ") and a whole-image budget
/// (how many differing pixels are allowed), with the human reason for any leniency.
///
/// Stored in a golden's manifest, so the reason travels with the golden it excuses.
///
/// ```swift
/// .exact                                                     // every byte equal
/// .perceptual(threshold: 0.1, maxDifferingPixels: 20,       // pixelmatch YIQ, AA excused
///             reason: "text edges move by ±1 level between AVX2 and baseline builds")
/// .deltaE(perceptualPrecision: 0.98, precision: 0.995,      // swift-snapshot-testing's pair
///         reason: "gradient dithering")
/// ```
public struct Tolerance: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The per-pixel test.
    public enum Metric: String, Sendable, Hashable, Codable {
        /// A pixel differs when any of its four premultiplied bytes differ.
        case exact
        /// pixelmatch v5–7.2's YIQ distance (Kotsarenko & Ramos 2010): a pixel differs when
        /// δ > 35215·threshold²; anti-aliased pixels are excused unless `includeAA`.
        case yiq
        /// CIE ΔE 1994 (graphic arts) between the colours over white: a pixel differs when ΔE94 > threshold.
        case deltaE94
    }

    public var metric: Metric
    /// `yiq`: pixelmatch's threshold (0…1, its default 0.1). `deltaE94`: the largest ΔE94 that still
    /// matches ((1 − perceptualPrecision)·100). `exact`: unused (0).
    public var threshold: Double
    /// `yiq` only: count anti-aliased pixels as differences too (pixelmatch `includeAA`).
    public var includeAA: Bool
    /// At most this many differing pixels (nil: no count limit from this field).
    public var maxDifferingPixels: Int?
    /// At most this fraction (0…1) of all pixels may differ (nil: no ratio limit). When both limits
    /// are set the smaller allowance wins (as Playwright's `maxDiffPixels`/`maxDiffPixelRatio`).
    public var maxDifferingRatio: Double?
    /// Why this tolerance is needed; empty for `.exact`.
    public var reason: String

    public init(metric: Metric, threshold: Double = 0, includeAA: Bool = false, maxDifferingPixels: Int? = nil,
                maxDifferingRatio: Double? = nil, reason: String = "") {
        self.metric = metric
        self.threshold = threshold
        self.includeAA = includeAA
        self.maxDifferingPixels = maxDifferingPixels
        self.maxDifferingRatio = maxDifferingRatio
        self.reason = reason
    }

    /// Every byte of every pixel equal (the default).
    public static let exact = Tolerance(metric: .exact)

    /// Exact pixels, but up to `maxDifferingPixels` (and/or a ratio) of them may differ.
    public static func exact(maxDifferingPixels: Int? = nil, maxDifferingRatio: Double? = nil,
                             reason: String) -> Tolerance {
        Tolerance(metric: .exact, maxDifferingPixels: maxDifferingPixels, maxDifferingRatio: maxDifferingRatio,
                  reason: reason)
    }

    /// pixelmatch's YIQ test (released v5–7.2 semantics, alpha over white): `threshold` 0…1 (pixelmatch's
    /// default 0.1), anti-aliased pixels excused unless `includeAA`; then the pixel budget (default none).
    public static func perceptual(threshold: Double = 0.1, includeAA: Bool = false, maxDifferingPixels: Int? = nil,
                                  maxDifferingRatio: Double? = nil, reason: String) -> Tolerance {
        Tolerance(metric: .yiq, threshold: threshold, includeAA: includeAA,
                  maxDifferingPixels: maxDifferingPixels ?? (maxDifferingRatio == nil ? 0 : nil),
                  maxDifferingRatio: maxDifferingRatio, reason: reason)
    }

    /// swift-snapshot-testing's `perceptualPrecision`/`precision` pair: a pixel matches when its ΔE94 is at
    /// most (1 − perceptualPrecision)·100 (0.98 → 2.0, one just-noticeable difference), and the frame passes
    /// when at least `precision` of its pixels match.
    public static func deltaE(perceptualPrecision: Double, precision: Double = 1, reason: String) -> Tolerance {
        Tolerance(metric: .deltaE94, threshold: (1 - perceptualPrecision) * 100,
                  maxDifferingRatio: 1 - precision, reason: reason)
    }

    /// The number of differing pixels allowed in a frame of `pixelCount` pixels.
    ///
    /// A ratio r allows ⌊r·n⌋ pixels (a count c passes when c ≤ r·n, as swift-snapshot-testing's
    /// `1 − c/n ≥ precision`); 1e-9 absorbs the rounding of 1 − precision.
    public func allowedDifferingPixels(of pixelCount: Int) -> Int {
        var allowed = Int.max
        if let n = maxDifferingPixels { allowed = min(allowed, max(0, n)) }
        if let r = maxDifferingRatio {
            allowed = min(allowed, Int((max(0, r) * Double(pixelCount) + 1e-9).rounded(.down)))
        }
        return allowed == Int.max ? 0 : allowed
    }

    private enum CodingKeys: String, CodingKey {
        case metric, threshold, includeAA, maxDifferingPixels, maxDifferingRatio, reason
    }

    /// Decodes leniently, so hand-written manifests may leave out what does not apply: only `metric` is
    /// required; `threshold` defaults to pixelmatch's 0.1 for `yiq` and 0 otherwise.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        metric = try c.decode(Metric.self, forKey: .metric)
        threshold = try c.decodeIfPresent(Double.self, forKey: .threshold) ?? (metric == .yiq ? 0.1 : 0)
        includeAA = try c.decodeIfPresent(Bool.self, forKey: .includeAA) ?? false
        maxDifferingPixels = try c.decodeIfPresent(Int.self, forKey: .maxDifferingPixels)
        maxDifferingRatio = try c.decodeIfPresent(Double.self, forKey: .maxDifferingRatio)
        reason = try c.decodeIfPresent(String.self, forKey: .reason) ?? ""
    }

    public var description: String {
        var parts: [String]
        switch metric {
        case .exact: parts = ["exact"]
        case .yiq: parts = ["yiq threshold \(threshold)" + (includeAA ? " includeAA" : "")]
        case .deltaE94: parts = ["ΔE94 ≤ \(threshold)"]
        }
        if let n = maxDifferingPixels, n > 0 { parts.append("≤ \(n) px") }
        if let r = maxDifferingRatio, r > 0 { parts.append("≤ \(r * 100)% px") }
        if !reason.isEmpty { parts.append("(\(reason))") }
        return parts.joined(separator: ", ")
    }
}
