/// Error-diffusion weights for serpentine scanning: `ahead` goes to the next pixel in scan direction; the
/// `below*` weights go to the next row (behind, under, ahead relative to the scan direction).
struct DitherKernel: Sendable {
    let ahead: Float, belowBehind: Float, below: Float, belowAhead: Float

    /// Sierra Lite ("Filter Lite"): 2/4 ahead, 1/4 below-behind, 1/4 below.
    static let sierraLite = DitherKernel(ahead: 0.5, belowBehind: 0.25, below: 0.25, belowAhead: 0)
    /// Floyd–Steinberg: 7/16, 3/16, 5/16, 1/16.
    static let floydSteinberg = DitherKernel(ahead: 7.0 / 16, belowBehind: 3.0 / 16, below: 5.0 / 16,
                                             belowAhead: 1.0 / 16)

    init(ahead: Float, belowBehind: Float, below: Float, belowAhead: Float) {
        self.ahead = ahead; self.belowBehind = belowBehind; self.below = below; self.belowAhead = belowAhead
    }

    init?(_ dither: GIFDither) {
        switch dither {
        case .sierraLite: self = .sierraLite
        case .floydSteinberg: self = .floydSteinberg
        case .none: return nil
        }
    }
}
