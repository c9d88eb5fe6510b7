#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Inputs of the peer benchmark's scene S2 "flip" (/work/shared/bench/raster/raster_peers.py:
/// `flip_source_rgba_premul`, `flip_homography`), ported so Flipbook renders the same pixels as
/// the peers: clear to white, then `draw(flipSource(), transform: flipHomography(…))`.
public enum PeerScenes {
    public static let flipSourceWidth = 300
    public static let flipSourceHeight = 400

    /// 300×400 premultiplied image: a rounded rect (r 24, inset 2) with analytic (SDF) anti-aliasing,
    /// a diagonal gradient from (255, 94, 58) to (88, 86, 214), and 20-px stripes darkened to 85 %.
    /// Computed in Float with round-half-to-even, as the peer's numpy float32 code does.
    public static func flipSource() -> Pixmap {
        let w = flipSourceWidth, h = flipSourceHeight
        let fw = Float(w), fh = Float(h)
        let r: Float = 24, inset: Float = 2
        let c0: SIMD3<Float> = [255, 94, 58], c1: SIMD3<Float> = [88, 86, 214]
        var px = [UInt32](repeating: 0, count: w * h)
        for j in 0..<h {
            let y = Float(j) + 0.5
            for i in 0..<w {
                let x = Float(i) + 0.5
                let qx = abs(x - fw / 2) - (fw / 2 - inset - r)
                let qy = abs(y - fh / 2) - (fh / 2 - inset - r)
                let d = hypotf(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
                let cov = min(max(0.5 - d, 0), 1)
                let t = min(max((x / fw + y / fh) / 2, 0), 1)
                var rgb = c0 * (1 - t) + c1 * t
                let stripe = (Int((x / 20).rounded(.down)) + Int((y / 20).rounded(.down))) % 2 == 0
                if !stripe { rgb *= 0.85 }
                let pr = (rgb * cov).rounded(.toNearestOrEven)
                let a = (255 * cov).rounded(.toNearestOrEven)
                px[j * w + i] = PremultipliedColorU8(r: UInt8(pr.x), g: UInt8(pr.y), b: UInt8(pr.z), a: UInt8(a)).packed
            }
        }
        return Pixmap(width: w, height: h, pixels: px)
    }

    /// The layer's transform: anchor at the layer centre, rotate 60° about y, perspective
    /// m34 = −1/1000, then centre on a `width`×`height` canvas (Core Animation row-vector maths).
    public static func flipHomography(width: Int, height: Int, degrees: Double = 60,
                                      m34: Double = -1.0 / 1000) -> ProjectiveTransform {
        Transform3D.translation(x: -Double(flipSourceWidth) / 2, y: -Double(flipSourceHeight) / 2, z: 0)
            .concatenating(.rotation(angle: degrees * .pi / 180, x: 0, y: 1, z: 0))
            .concatenating(.perspective(m34: m34))
            .concatenating(.translation(x: Double(width) / 2, y: Double(height) / 2, z: 0))
            .flattened
    }
}
