import Geometry
import Raster
import Testing

@Suite struct DrawTests {
    static func source() -> Pixmap {
        var s = Pixmap(width: 13, height: 9)
        for y in 0..<9 {
            for x in 0..<13 {
                let a = UInt8(20 * x % 256)
                s[x, y] = PremultipliedColorU8(r: a / 2, g: UInt8(Int(a) * y / 9), b: a, a: a)
            }
        }
        return s
    }

    @Test func drawSourceOverWithOffsetAndClipping() {
        let src = Self.source()
        let bg = PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255)
        var pm = solidPixmap(20, 12, bg)
        pm.draw(src, x: 10, y: 6)   // partly off the right and bottom edges
        for y in 0..<12 {
            for x in 0..<20 {
                let sx = x - 10, sy = y - 6
                if sx >= 0 && sx < 13 && sy >= 0 && sy < 9 {
                    let s = src[sx, sy]
                    func ch(_ sv: UInt8, _ dv: UInt8) -> UInt8 { UInt8(Int(sv) + div255(Int(dv) * (255 - Int(s.a)))) }
                    #expect(pm[x, y] == PremultipliedColorU8(r: ch(s.r, bg.r), g: ch(s.g, bg.g), b: ch(s.b, bg.b), a: ch(s.a, bg.a)))
                } else {
                    #expect(pm[x, y] == bg)
                }
            }
        }
        var neg = solidPixmap(5, 5, bg)
        neg.draw(src, x: -12, y: -8)   // only the source's bottom-right pixel lands at (0, 0)
        #expect(neg[1, 1] == bg)
        #expect(neg[0, 0] != bg || src[12, 8].a == 0)
        var far = solidPixmap(5, 5, bg)
        far.draw(src, x: 100, y: -100)
        #expect(far == solidPixmap(5, 5, bg))
    }

    @Test func drawOpacityModesAndMask() {
        let src = Self.source()
        var copy = solidPixmap(13, 9, PremultipliedColorU8(r: 9, g: 9, b: 9, a: 255))
        copy.draw(src, x: 0, y: 0, blendMode: .copy)
        #expect(copy == src)
        // Opacity scales the source: copy at 50 % gives half of every channel.
        var half = Pixmap(width: 13, height: 9)
        half.draw(src, x: 0, y: 0, opacity: 0.5, blendMode: .copy)
        for y in 0..<9 {
            for x in 0..<13 {
                let s = src[x, y]
                #expect(half[x, y] == PremultipliedColorU8(r: UInt8(div255(Int(s.r) * 128)), g: UInt8(div255(Int(s.g) * 128)),
                                                           b: UInt8(div255(Int(s.b) * 128)), a: UInt8(div255(Int(s.a) * 128))))
            }
        }
        // A mask limits the draw to its covered pixels.
        var mask = Mask(width: 13, height: 9)
        mask.fill(Shapes.rect(0, 0, 6, 9))
        var masked = Pixmap(width: 13, height: 9)
        masked.draw(src, x: 0, y: 0, mask: mask)
        for y in 0..<9 { for x in 0..<13 { #expect(masked[x, y] == (x < 6 ? src[x, y] : .transparent)) } }
        // destinationOut with an opaque source erases.
        var erase = solidPixmap(4, 4, PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        erase.draw(solidPixmap(2, 2, PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255)), x: 1, y: 1, blendMode: .destinationOut)
        #expect(erase[1, 1] == .transparent && erase[0, 0].a == 255)
    }
}
