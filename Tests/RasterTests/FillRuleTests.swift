import Geometry
import Raster
import Testing

@Suite struct FillRuleTests {
    @Test func pentagramCentreDependsOnRule() {
        let star = Shapes.pentagram(cx: 50, cy: 50, r: 45)
        var nz = Pixmap(width: 100, height: 100), eo = Pixmap(width: 100, height: 100)
        nz.fill(star, with: .color(.black), rule: .nonZero)
        eo.fill(star, with: .color(.black), rule: .evenOdd)
        // Centre (winding 2): filled with nonzero, empty with even-odd.
        #expect(nz[50, 50].a == 255)
        #expect(eo[50, 50].a == 0)
        // A point inside the top tip (winding 1): filled with both.
        #expect(nz[50, 12].a == 255)
        #expect(eo[50, 12].a == 255)
        // Outside: empty with both.
        #expect(nz[2, 2].a == 0 && eo[2, 2].a == 0)
    }

    @Test func nestedSquaresSameDirection() {
        var path = Shapes.rect(5, 5, 50, 50, clockwise: true)
        path.addPath(Shapes.rect(20, 20, 20, 20, clockwise: true))
        var nz = Pixmap(width: 60, height: 60), eo = Pixmap(width: 60, height: 60)
        nz.fill(path, with: .color(.black), rule: .nonZero)
        eo.fill(path, with: .color(.black), rule: .evenOdd)
        #expect(nz[30, 30].a == 255)   // winding 2
        #expect(eo[30, 30].a == 0)
        #expect(nz[10, 10].a == 255 && eo[10, 10].a == 255)   // ring, winding 1
        #expect(nz[2, 2].a == 0 && eo[2, 2].a == 0)
        // Exact integer edges: pixels are either fully in or out.
        #expect(Set(nz.alphas).isSubset(of: [0, 255]))
        #expect(Set(eo.alphas).isSubset(of: [0, 255]))
    }

    @Test func nestedSquaresOppositeDirectionMakeAHoleWithBothRules() {
        var path = Shapes.rect(5, 5, 50, 50, clockwise: true)
        path.addPath(Shapes.rect(20, 20, 20, 20, clockwise: false))
        for rule in [FillRule.nonZero, .evenOdd] {
            var pm = Pixmap(width: 60, height: 60)
            pm.fill(path, with: .color(.black), rule: rule)
            #expect(pm[30, 30].a == 0)
            #expect(pm[10, 10].a == 255)
        }
    }

    /// Half-covered pixels get half coverage, exactly (area anti-aliasing).
    @Test func fractionalEdgesGiveAreaCoverage() {
        var pm = Pixmap(width: 10, height: 10)
        pm.fill(Shapes.rect(2.5, 2, 5, 4), with: .color(.white))
        #expect(pm[2, 3].a == 128)      // 0.5 · 255 = 127.5 → 128
        #expect(pm[3, 3].a == 255)
        #expect(pm[7, 3].a == 128)
        #expect(pm[8, 3].a == 0)
        var tri = Pixmap(width: 4, height: 4)
        // A right triangle covering half of pixel (1, 1) along its diagonal.
        tri.fill(Shapes.polygon([Point(1, 1), Point(2, 1), Point(2, 2)]), with: .color(.white))
        #expect(tri[1, 1].a == 128)
    }

    /// Without anti-aliasing a pixel is in exactly when its centre is (left/top edges inclusive).
    @Test func aliasedFillSamplesPixelCentres() {
        let tri = [Point(3.2, 1.7), Point(27.9, 6.4), Point(11.3, 24.6)]
        var pm = Pixmap(width: 32, height: 32)
        var paint = Paint.color(.white)
        paint.isAntialiased = false
        pm.fill(Shapes.polygon(tri), with: paint)
        func inside(_ x: Double, _ y: Double) -> Bool {
            var s: [Double] = []
            for i in 0..<3 {
                let a = tri[i], b = tri[(i + 1) % 3]
                s.append((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x))
            }
            return s.allSatisfy { $0 > 0 } || s.allSatisfy { $0 < 0 }
        }
        for y in 0..<32 {
            for x in 0..<32 {
                let expected: UInt8 = inside(Double(x) + 0.5, Double(y) + 0.5) ? 255 : 0
                #expect(pm[x, y].a == expected, "pixel (\(x), \(y))")
            }
        }
        // Rect fast path: centres 0.5, 1.5, 2.5 are inside [0.4, 2.6).
        var r = Pixmap(width: 4, height: 1)
        r.fill(Rect(x: 0.4, y: 0, width: 2.2, height: 1), with: paint)
        #expect(r.alphas == [255, 255, 255, 0])
    }

    @Test func positiveRuleCutsWithCounterClockwiseContoursEvenWhereTheyOverlap() {
        // A clockwise square with two overlapping counter-clockwise bars inside: winding 1 − 1 = 0 where one
        // bar lies, 1 − 2 = −1 where both cross. Non-zero would fill the crossing; .positive leaves it empty.
        var path = Shapes.rect(5, 5, 50, 50, clockwise: true)
        path.addPath(Shapes.rect(25, 10, 10, 40, clockwise: false))
        path.addPath(Shapes.rect(10, 25, 40, 10, clockwise: false))
        var positive = Pixmap(width: 60, height: 60), nz = Pixmap(width: 60, height: 60)
        positive.fill(path, with: .color(.black), rule: .positive)
        nz.fill(path, with: .color(.black), rule: .nonZero)
        #expect(positive[30, 30].a == 0 && nz[30, 30].a == 255)     // the crossing
        #expect(positive[30, 15].a == 0 && nz[30, 15].a == 0)       // one bar
        #expect(positive[10, 10].a == 255 && nz[10, 10].a == 255)   // the square
        #expect(positive[2, 2].a == 0)
        // A mirroring transform turns every contour round; what is inside stays inside.
        var mirrored = Pixmap(width: 60, height: 60)
        mirrored.fill(path, with: .color(.black), rule: .positive, transform: AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 60, ty: 0))
        #expect(mirrored.alphas == positive.alphas.enumerated().map { i, _ in positive.alphas[(i / 60) * 60 + 59 - i % 60] })
    }
}
