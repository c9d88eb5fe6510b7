import Geometry
import Raster
import Testing

@Suite struct MaskTests {
    @Test func fillUnionAndCoverage() {
        var m = Mask(width: 20, height: 10)
        #expect(m.coverage.allSatisfy { $0 == 0 })
        m.fill(Shapes.rect(2, 2, 4, 4))
        m.fill(Shapes.rect(4, 2, 4, 4))                  // overlaps: union, still 255
        m.fill(Shapes.rect(10, 2, 4, 4.5))               // half-covered bottom row
        #expect(m[3, 3] == 255 && m[5, 3] == 255 && m[7, 3] == 255)
        #expect(m[9, 3] == 0)
        #expect(m[11, 6] == 128)
        // Union of two half coverages: c + m·(1 − c) = 128 + 128·127/255 = 192.
        m.fill(Shapes.rect(10, 6, 4, 0.5))
        #expect(m[11, 6] == 192)
        #expect(Mask(width: 3, height: 2, filled: true).coverage == [255, 255, 255, 255, 255, 255])
    }

    @Test func intersectKeepsOnlyTheOverlap() {
        var m = Mask(width: 20, height: 20, filled: true)
        m.intersect(Shapes.rect(5, 5, 10, 10))
        m.intersect(Shapes.rect(10, 0, 10, 20))
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = x >= 10 && x < 15 && y >= 5 && y < 15
                #expect(m[x, y] == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
        // Partial coverage multiplies: 128 · 128 / 255 = 64.
        var p = Mask(width: 4, height: 4)
        p.fill(Shapes.rect(0, 0, 4, 1.5))
        p.intersect(Shapes.rect(0, 1, 2, 0.5))
        #expect(p[0, 1] == 64)
        #expect(p[3, 1] == 0 && p[0, 0] == 0)
    }

    @Test func maskClipsFills() {
        var clip = Mask(width: 30, height: 30)
        clip.fill(Shapes.ellipse(cx: 15, cy: 15, rx: 10, ry: 10))
        var pm = Pixmap(width: 30, height: 30)
        pm.fill(Rect(x: 0, y: 0, width: 30, height: 30), with: .color(.white), mask: clip)
        var path = Pixmap(width: 30, height: 30)
        path.fill(Shapes.rect(0, 0, 30, 30), with: .color(.white), mask: clip)
        for y in 0..<30 {
            for x in 0..<30 {
                #expect(pm[x, y].a == clip[x, y])      // full coverage × mask = mask
                #expect(path[x, y].a == clip[x, y])
            }
        }
        // Coverage × mask: a half-covered pixel under a half mask.
        var half = Mask(width: 4, height: 1)
        half.fill(Shapes.rect(0, 0, 4, 0.5))
        var q = Pixmap(width: 4, height: 1)
        q.fill(Shapes.rect(0.5, 0, 3, 1), with: .color(.white), mask: half)
        #expect(q[0, 0].a == 64 && q[1, 0].a == 128)
    }

    /// A mask smaller than the target clips everything outside it; nothing crashes.
    @Test func mismatchedMaskSize() {
        let small = Mask(width: 5, height: 5, filled: true)
        var pm = Pixmap(width: 10, height: 10)
        pm.fill(Shapes.rect(0, 0, 10, 10), with: .color(.white), mask: small)
        for y in 0..<10 { for x in 0..<10 { #expect(pm[x, y].a == (x < 5 && y < 5 ? 255 : 0)) } }
        let empty = Mask(width: -3, height: 4)
        #expect(empty.width == 0 && empty.coverage.isEmpty)
        pm.fill(Shapes.rect(0, 0, 10, 10), with: .color(.black), mask: empty)   // hides everything
        #expect(pm[0, 0].a == 255 && pm[0, 0].r == 255)
    }

    @Test func aliasedMaskFill() {
        var m = Mask(width: 6, height: 1)
        m.fill(Shapes.rect(0.6, 0, 3.8, 1), antialias: false)   // centres 1.5, 2.5, 3.5 inside
        #expect(m.coverage == [0, 255, 255, 255, 0, 0])
    }
}
