import Geometry
import Raster
import Testing

/// Inputs that must not crash and must give sensible results.
@Suite struct RobustnessTests {
    @Test func nonFinitePathsDrawNothing() {
        for bad in [Double.nan, .infinity, -.infinity] {
            var p = Shapes.rect(2, 2, 10, 10)
            p.addLine(to: Point(bad, 5))
            var pm = Pixmap(width: 16, height: 16)
            pm.fill(p, with: .color(.white))
            #expect(pm.pixels.allSatisfy { $0 == 0 })
            var m = Mask(width: 16, height: 16)
            m.fill(p)
            #expect(m.coverage.allSatisfy { $0 == 0 })
            pm.fill(Rect(x: 0, y: 0, width: bad, height: 4), with: .color(.white))
            #expect(pm.pixels.allSatisfy { $0 == 0 })
        }
        // A transform that is not finite.
        var pm = Pixmap(width: 8, height: 8)
        pm.fill(Shapes.rect(0, 0, 4, 4), with: .color(.white), transform: AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(pm.pixels.allSatisfy { $0 == 0 })
    }

    @Test func hugeCoordinatesAreClipped() {
        // A triangle far larger than the canvas that contains it.
        let tri = Shapes.polygon([Point(-1e9, -1e9), Point(1e9, -1e9), Point(0, 1e9)])
        var pm = Pixmap(width: 40, height: 30)
        pm.fill(tri, with: .color(.white))
        #expect(pm.alphas.allSatisfy { $0 == 255 })
        // Curves with huge control points entirely off-canvas cost nothing and draw nothing.
        var p = Path()
        p.move(to: Point(-1e15, 5)); p.addCurve(to: Point(-1e15, 25), control1: Point(-3e15, 1e14), control2: Point(-2e15, -1e14))
        p.closeSubpath()
        var q = Pixmap(width: 40, height: 30)
        q.fill(p, with: .color(.white))
        #expect(q.pixels.allSatisfy { $0 == 0 })
        // A polygon spanning from far left to the middle: left part clipped, right edge exact.
        var r = Pixmap(width: 40, height: 30)
        r.fill(Shapes.rect(-1e12, 10, 1e12 + 20.5, 10), with: .color(.white))
        #expect(r[0, 15].a == 255 && r[19, 15].a == 255 && r[20, 15].a == 128 && r[21, 15].a == 0)
        #expect(r[5, 9].a == 0 && r[5, 20].a == 0)
    }

    @Test func offCanvasPaths() {
        var pm = Pixmap(width: 20, height: 20)
        for r in [(-50.0, 5.0), (30.0, 5.0), (5.0, -50.0), (5.0, 30.0)] {
            pm.fill(Shapes.rect(r.0, r.1, 10, 10), with: .color(.white))
        }
        #expect(pm.pixels.allSatisfy { $0 == 0 })
        // Partly off every side: exactly the visible part.
        pm.fill(Shapes.ellipse(cx: 10, cy: 10, rx: 30, ry: 30), with: .color(.white))
        #expect(pm.alphas.allSatisfy { $0 == 255 })
        var corner = Pixmap(width: 20, height: 20)
        corner.fill(Shapes.rect(-10, -10, 15, 15), with: .color(.white))
        for y in 0..<20 { for x in 0..<20 { #expect(corner[x, y].a == (x < 5 && y < 5 ? 255 : 0)) } }
    }

    @Test func degenerateInputs() {
        var pm = Pixmap(width: 10, height: 10)
        pm.fill(Path(), with: .color(.white))
        var dot = Path(); dot.move(to: Point(3, 3)); dot.addLine(to: Point(3, 3)); dot.closeSubpath()
        pm.fill(dot, with: .color(.white))
        var line = Path(); line.move(to: Point(1, 1)); line.addLine(to: Point(8, 8))
        pm.fill(line, with: .color(.white))                                  // zero area
        pm.fill(Shapes.rect(2, 2, 5, 5), with: .color(.white), transform: AffineTransform(scaleX: 0, y: 0))
        pm.fill(Rect(x: 3, y: 3, width: 0, height: 5), with: .color(.white))
        pm.fill(Rect.null, with: .color(.white))
        #expect(pm.pixels.allSatisfy { $0 == 0 })
        // Open subpaths are closed for filling.
        var open = Path(); open.move(to: Point(0, 0)); open.addLine(to: Point(10, 0)); open.addLine(to: Point(10, 10)); open.addLine(to: Point(0, 10))
        pm.fill(open, with: .color(.white))
        #expect(pm.alphas.allSatisfy { $0 == 255 })
        // A tiny shape far below one pixel still gets its exact (tiny) coverage.
        var tiny = Pixmap(width: 4, height: 4)
        tiny.fill(Shapes.rect(1.2, 1.2, 0.1, 0.1), with: .color(.white))
        #expect(tiny[1, 1].a == 3)   // 0.01 · 255 = 2.55
    }

    /// Many subpaths and long thin slivers exercise band management and wide cell runs.
    @Test func manySubpathsAndSlivers() {
        var p = Path()
        for i in 0..<200 {
            let y = Double(i) * 1.5
            p.addPath(Shapes.polygon([Point(-5, y), Point(605, y + 0.4), Point(605, y + 0.9), Point(-5, y + 0.5)]))
        }
        var pm = Pixmap(width: 600, height: 300)
        pm.fill(p, with: .color(.white))
        var m = Mask(width: 600, height: 300)
        m.fill(p)
        #expect(pm.alphas == m.coverage)
        let total = m.coverage.reduce(0) { $0 + Int($1) }
        // 200 slivers of area 0.5 · 610 each, 600/610 of it visible (last rows clipped at the bottom).
        let expected = 255.0 * 0.5 * 600 * 200
        #expect(abs(Double(total) - expected) / expected < 0.01)
    }
}
