import Foundation
import Raster

/// Whole-frame similarity scores reported for failing frames (they explain a failure; they never decide one).
///
/// Both frames are composited over white first (premultiplied: c + 255 − a), so transparency is scored as seen.
public struct FrameScores: Sendable, Hashable {
    /// Mean SSIM (Wang, Bovik, Sheikh & Simoncelli 2004, eq. 13) on colour: the mean over the R, G and B
    /// channels of each channel's SSIM, over non-overlapping 8×8 windows (edge windows cropped) with uniform
    /// weights — the block variant of ssim.js's "bezkrovny" mode, not the Gaussian-window original.
    /// C₁ = (0.01·255)², C₂ = (0.03·255)². 1 = identical. On colour, not luma alone, so a change of hue at the
    /// same brightness (blue → indigo) lowers it as much as the pixel count says.
    public var ssim: Double
    /// PSNR over the R, G, B channels: 10·log₁₀(255² / MSE) in dB; +∞ when identical.
    public var psnr: Double

    /// Window side of the block SSIM.
    public static let ssimWindow = 8

    /// Scores of two same-sized frames.
    public init(golden: Pixmap, actual: Pixmap) {
        precondition(golden.width == actual.width && golden.height == actual.height, "frames differ in size")
        let w = golden.width, h = golden.height
        var squaredError = 0.0
        var ssimSum = 0.0, windows = 0
        let c1 = (0.01 * 255) * (0.01 * 255), c2 = (0.03 * 255) * (0.03 * 255)
        golden.pixels.withUnsafeBufferPointer { gp in
            actual.pixels.withUnsafeBufferPointer { ap in
                let win = Self.ssimWindow
                var by = 0
                while by < h {
                    var bx = 0
                    let ye = min(by + win, h)
                    while bx < w {
                        let xe = min(bx + win, w)
                        var red = Moments(), green = Moments(), blue = Moments()
                        for y in by..<ye {
                            for x in bx..<xe {
                                let p = gp[y * w + x], q = ap[y * w + x]
                                let (r1, g1, b1) = Self.overWhite(p), (r2, g2, b2) = Self.overWhite(q)
                                let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
                                squaredError += dr * dr + dg * dg + db * db
                                red.add(r1, r2); green.add(g1, g2); blue.add(b1, b2)
                            }
                        }
                        let count = Double((ye - by) * (xe - bx))
                        ssimSum += (red.ssim(count: count, c1: c1, c2: c2) + green.ssim(count: count, c1: c1, c2: c2)
                                    + blue.ssim(count: count, c1: c1, c2: c2)) / 3
                        windows += 1
                        bx += win
                    }
                    by += win
                }
            }
        }
        ssim = windows == 0 ? 1 : ssimSum / Double(windows)
        let mse = squaredError / Double(max(1, w * h * 3))
        psnr = mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// One channel's sums over a window: x, y, x², y², xy.
    struct Moments {
        var x = 0.0, y = 0.0, xx = 0.0, yy = 0.0, xy = 0.0

        @inline(__always)
        mutating func add(_ u: Double, _ v: Double) { x += u; y += v; xx += u * u; yy += v * v; xy += u * v }

        /// SSIM of the window from its sums (eq. 13 with uniform weights).
        func ssim(count: Double, c1: Double, c2: Double) -> Double {
            let mx = x / count, my = y / count
            let vx = max(0, xx / count - mx * mx), vy = max(0, yy / count - my * my)
            let cov = xy / count - mx * my
            return ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
        }
    }

    /// A premultiplied pixel over white: c + (255 − a) per channel.
    @inline(__always)
    static func overWhite(_ p: UInt32) -> (Double, Double, Double) {
        let inv = 255 - Double(p >> 24)
        return (Double(p & 0xFF) + inv, Double((p >> 8) & 0xFF) + inv, Double((p >> 16) & 0xFF) + inv)
    }
}
