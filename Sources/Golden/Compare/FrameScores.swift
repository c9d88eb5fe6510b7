import Foundation
import Raster

/// Whole-frame similarity scores reported for failing frames (they explain a failure; they never decide one).
///
/// Both frames are composited over white first (premultiplied: c + 255 − a), so transparency is scored as seen.
public struct FrameScores: Sendable, Hashable {
    /// Mean SSIM (Wang, Bovik, Sheikh & Simoncelli 2004, eq. 13) on luma, over non-overlapping 8×8 windows
    /// (edge windows cropped) with uniform weights — the block variant of ssim.js's "bezkrovny" mode, not the
    /// Gaussian-window original. Luma: Y = 0.29889531 R + 0.58662247 G + 0.11448223 B (pixelmatch's YIQ Y);
    /// C₁ = (0.01·255)², C₂ = (0.03·255)². 1 = identical.
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
                        var sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0, sxy = 0.0
                        for y in by..<ye {
                            for x in bx..<xe {
                                let p = gp[y * w + x], q = ap[y * w + x]
                                let (r1, g1, b1) = Self.overWhite(p), (r2, g2, b2) = Self.overWhite(q)
                                let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
                                squaredError += dr * dr + dg * dg + db * db
                                let l1 = 0.29889531 * r1 + 0.58662247 * g1 + 0.11448223 * b1
                                let l2 = 0.29889531 * r2 + 0.58662247 * g2 + 0.11448223 * b2
                                sx += l1; sy += l2; sxx += l1 * l1; syy += l2 * l2; sxy += l1 * l2
                            }
                        }
                        let count = Double((ye - by) * (xe - bx))
                        let mx = sx / count, my = sy / count
                        let vx = max(0, sxx / count - mx * mx), vy = max(0, syy / count - my * my)
                        let cov = sxy / count - mx * my
                        ssimSum += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2))
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

    /// A premultiplied pixel over white: c + (255 − a) per channel.
    @inline(__always)
    static func overWhite(_ p: UInt32) -> (Double, Double, Double) {
        let inv = 255 - Double(p >> 24)
        return (Double(p & 0xFF) + inv, Double((p >> 8) & 0xFF) + inv, Double((p >> 16) & 0xFF) + inv)
    }
}
