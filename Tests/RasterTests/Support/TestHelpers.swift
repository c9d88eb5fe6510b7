import Geometry
import Raster

extension Pixmap {
    /// Alpha of every pixel, row-major.
    var alphas: [UInt8] { pixels.map { UInt8(truncatingIfNeeded: $0 >> 24) } }
}

/// A pixmap filled with one premultiplied pixel value.
func solidPixmap(_ w: Int, _ h: Int, _ c: PremultipliedColorU8) -> Pixmap { Pixmap(width: w, height: h, fill: c) }

/// Largest per-channel difference between two pixels.
func channelDistance(_ a: PremultipliedColorU8, _ b: PremultipliedColorU8) -> Int {
    max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
}

/// x/255 rounded to nearest (the exact value the 8-bit arithmetic must produce).
func div255(_ x: Int) -> Int { Int((Double(x) / 255).rounded()) }
