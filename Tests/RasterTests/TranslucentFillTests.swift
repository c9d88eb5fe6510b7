import Geometry
import Raster
import Testing

/// The translucent solid fill (every `.opacity`, every scrim) is exact for every byte: its division by 255 is a
/// multiply-high ((x + 128) · 257 >> 16), and long runs are split to start on a 32-byte boundary. Both must
/// give what the formula gives, whatever the source alpha, the destination byte and the run's start.
@Suite struct TranslucentFillTests {
    @Test func everyAlphaOverEveryDestinationByteAtEveryStart() {
        let width = 256 + 8
        // Opaque destination, channels 0…255 (r ascending, g descending, b a stride through all bytes).
        let row: [PremultipliedColorU8] = (0..<width).map { (x: Int) -> PremultipliedColorU8 in
            let r = UInt8(x & 255), g = UInt8((255 - x) & 255), b = UInt8((x * 97) & 255)
            return PremultipliedColorU8(r: r, g: g, b: b, a: 255)
        }
        let packed: [UInt32] = row.map { $0.packed }
        var mismatches = 0
        for alpha in 1..<255 {
            let source = Color(r8: 200, g8: 100, b8: 50, a8: alpha)
            let s = source.premultiplied
            for start in 0..<8 {
                var pm = Pixmap(width: width, height: 1, pixels: packed)
                pm.fill(Rect(x: Double(start), y: 0, width: 256, height: 1), with: Paint(.solid(source)))
                for x in 0..<width {
                    let d = row[x]
                    let inside = x >= start && x < start + 256
                    func ch(_ sv: UInt8, _ dv: UInt8) -> UInt8 { UInt8(Int(sv) + div255(Int(dv) * (255 - Int(s.a)))) }
                    let blended = PremultipliedColorU8(r: ch(s.r, d.r), g: ch(s.g, d.g), b: ch(s.b, d.b), a: ch(s.a, d.a))
                    let want = inside ? blended : d
                    if pm[x, 0] != want { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }
}
