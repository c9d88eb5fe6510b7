import Testing
import Geometry

@Suite struct StrokeTests {
    func line(_ a: Point, _ b: Point) -> Path {
        var p = Path()
        p.move(to: a); p.addLine(to: b)
        return p
    }

    func polyline(_ pts: [Point], closed: Bool = false) -> Path {
        var p = Path()
        p.move(to: pts[0])
        for q in pts.dropFirst() { p.addLine(to: q) }
        if closed { p.closeSubpath() }
        return p
    }

    @Test func buttCappedLineIsARectangle() {
        let s = line(Point(0, 0), Point(100, 0)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(close(signedArea(s), 1000))
        #expect(s.boundingRect == Rect(x: 0, y: -5, width: 100, height: 10))
    }

    @Test func diagonalLineAreaIsIndependentOfDirection() {
        let s = line(Point(3, 4), Point(3 + 60, 4 + 80)).strokedPath(StrokeStyle(lineWidth: 10))
        #expect(close(signedArea(s), 1000, 1e-9))
    }

    @Test func roundCapsAddADisc() {
        for tolerance in [0.1, 0.001] {
            let s = line(Point(0, 0), Point(100, 0)).strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round),
                                                                  tolerance: tolerance)
            let area = signedArea(s)
            let exact = 1000 + Double.pi * 25
            // Chords lie inside the circle and within `tolerance` of it: the missing area is at most
            // tolerance × arc length (2π·5).
            #expect(area <= exact + 1e-9)
            #expect(area >= exact - tolerance * 10 * Double.pi)
        }
    }

    @Test func squareCapsAddHalfWidthAtEachEnd() {
        let s = line(Point(0, 0), Point(100, 0)).strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(close(signedArea(s), 1100))
        #expect(s.boundingRect == Rect(x: -5, y: -5, width: 110, height: 10))
    }

    @Test func closedSquareWithMiterJoins() {
        let sq = Path(Rect(x: 0, y: 0, width: 100, height: 100))
        let s = sq.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(close(signedArea(s), 110 * 110 - 90 * 90))
        #expect(s.boundingRect == Rect(x: -5, y: -5, width: 110, height: 110))
        // The hole in the middle is not filled under the non-zero rule; the band is.
        let lines = s.flattened()
        #expect(winding(lines, at: Point(50, 50)) == 0)
        #expect(winding(lines, at: Point(50, 2)) != 0)
        #expect(winding(lines, at: Point(-4, -4)) != 0)
        #expect(winding(lines, at: Point(50, -6)) == 0)
    }

    @Test func closedSquareWithBevelAndRoundJoins() {
        let sq = Path(Rect(x: 0, y: 0, width: 100, height: 100))
        let bevel = sq.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(close(signedArea(bevel), 4000 - 4 * 12.5))
        let round = sq.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round), tolerance: 0.01)
        let exact = 4000 - 4 * (25 - 25 * Double.pi / 4)
        #expect(signedArea(round) <= exact + 1e-9)
        #expect(signedArea(round) >= exact - 0.01 * 10 * Double.pi)
    }

    @Test func closedSubpathHasNoCaps() {
        // A closed triangle stroked with square caps: caps would extend past the vertices' joins.
        let tri = polyline([Point(0, 0), Point(100, 0), Point(50, 80)], closed: true)
        let miter = tri.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, lineJoin: .miter))
        let butt = tri.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .butt, lineJoin: .miter))
        #expect(close(signedArea(miter), signedArea(butt)))
        #expect(elements(miter).filter { $0 == .closeSubpath }.count == 2)   // outer and inner contour
    }

    @Test func miterLimitFallsBackToBevel() {
        // A V with a 20° interior angle: miter length / width = 1 / sin(10°) ≈ 5.7588.
        let half = 10.0 * Double.pi / 180
        let a = Point(-100, -100 * tanApprox(half)), b = Point(-100, 100 * tanApprox(half))
        let v = polyline([a, Point(0, 0), b])
        let ratio = 1 / sinApprox(half)
        let mitered = v.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 10))
        #expect(abs(mitered.boundingRect.maxX - 5 * ratio) < 1e-9)
        let justEnough = v.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: ratio + 1e-9))
        #expect(abs(justEnough.boundingRect.maxX - 5 * ratio) < 1e-9)
        let beveled = v.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: ratio - 1e-6))
        #expect(abs(beveled.boundingRect.maxX - 5 * sinApprox(half)) < 1e-9)
        let bevelJoin = v.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(close(signedArea(beveled), signedArea(bevelJoin)))
        // The miter adds the kite between the bevel and the tip: h² · (1/tan(10°)) − h²·sin·cos… check via area.
        let tip = 5 * ratio, bevelX = 5 * sinApprox(half), bevelY = 5 * cosApprox(half)
        #expect(abs(signedArea(mitered) - signedArea(beveled) - (tip - bevelX) * bevelY) < 1e-6)
    }

    @Test func zeroLengthSubpaths() {
        let dot = line(Point(10, 10), Point(10, 10))
        let round = dot.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: 0.01)
        #expect(signedArea(round) <= 25 * Double.pi && signedArea(round) >= 25 * Double.pi - 0.01 * 10 * Double.pi)
        let square = dot.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(close(signedArea(square), 100))
        #expect(square.boundingRect == Rect(x: 5, y: 5, width: 10, height: 10))
        #expect(dot.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .butt)).isEmpty)
        var lone = Path()
        lone.move(to: Point(1, 1))
        #expect(lone.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)).isEmpty)   // a lone move draws nothing
    }

    @Test func degenerateAndCollinearSegments() {
        // Repeated points and a straight-through vertex change nothing.
        let p = polyline([Point(0, 0), Point(0, 0), Point(50, 0), Point(50, 0), Point(100, 0)])
        for join in [LineJoin.miter, .round, .bevel] {
            let s = p.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: join))
            #expect(close(signedArea(s), 1000, 1e-9))
        }
        // A full reversal: the round join is a semicircle at the turn, the back leg overlaps.
        let back = polyline([Point(0, 0), Point(100, 0), Point(50, 0)])
        let s = back.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round), tolerance: 0.01)
        let lines = s.flattened()
        #expect(winding(lines, at: Point(104, 0)) != 0)
        #expect(winding(lines, at: Point(75, 4)) != 0)
        #expect(winding(lines, at: Point(106, 0)) == 0)
        #expect(s.boundingRect.maxX <= 105 + 1e-9 && s.boundingRect.maxX >= 105 - 0.01)
        #expect(line(Point(0, 0), Point(1, 0)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
        // A closed two-point subpath: joins (bevels at the reversals) at both ends, no caps.
        let there = polyline([Point(0, 0), Point(100, 0)], closed: true)
        let band = there.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .miter))
        let bl = band.flattened()
        #expect(winding(bl, at: Point(50, 0)) != 0 && winding(bl, at: Point(99, 4)) != 0)
        #expect(winding(bl, at: Point(50, 6)) == 0 && winding(bl, at: Point(-1, 0)) == 0 && winding(bl, at: Point(101, 0)) == 0)
        #expect(band.boundingRect == Rect(x: 0, y: -5, width: 100, height: 10))
    }

    /// With round joins and caps the stroke is exactly the set of points within w/2 of the
    /// (flattened) path. Sample a grid and check the non-zero winding agrees, away from a band of
    /// ±tolerance around the boundary. Covers inner joins on short segments and sharp turns.
    @Test(arguments: [0, 1, 2, 3])
    func roundStrokeIsTheMinkowskiSum(shape: Int) {
        let (pts, closed, width): ([Point], Bool, Double)
        switch shape {
        case 0: // sharp zigzag with short segments
            (pts, closed, width) = ([Point(0, 0), Point(30, 5), Point(2, 9), Point(35, 14), Point(34, 15), Point(0, 30)], false, 12)
        case 1: // small closed triangle, stroke wider than the triangle: covers the middle
            (pts, closed, width) = ([Point(0, 0), Point(8, 0), Point(4, 6)], true, 30)
        case 2: // hairpin with a tiny middle segment
            (pts, closed, width) = ([Point(0, 0), Point(40, 0), Point(40, 1), Point(0, 1)], false, 10)
        default: // closed star-ish polygon
            (pts, closed, width) = ([Point(0, -20), Point(5, -5), Point(20, 0), Point(5, 5), Point(0, 20),
                                     Point(-5, 5), Point(-20, 0), Point(-5, -5)], true, 9)
        }
        let tolerance = 0.05
        let s = polyline(pts, closed: closed).strokedPath(StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round),
                                                           tolerance: tolerance)
        let lines = s.flattened()
        let h = width / 2
        let b = s.boundingRect
        var inside = 0, outside = 0
        var y = b.minY - 1
        while y <= b.maxY + 1 {
            var x = b.minX - 1
            while x <= b.maxX + 1 {
                let q = Point(x, y)
                let d = distance(q, toPolyline: pts, closed: closed)
                let w = winding(lines, at: q)
                if d < h - tolerance - 1e-6 { #expect(w != 0, "hole at \(q)"); inside += 1 }
                if d > h + 1e-6 { #expect(w == 0, "spill at \(q)"); outside += 1 }
                x += 0.37
            }
            y += 0.37
        }
        #expect(inside > 100 && outside > 100)
    }

    /// Miter and bevel joins: every point within w/2 of a segment (measured perpendicular to it,
    /// inside its extent) is covered, so no inner join leaves a hole.
    @Test(arguments: [LineJoin.miter, .bevel])
    func sharpJoinsLeaveNoHoles(join: LineJoin) {
        let pts = [Point(0, 0), Point(30, 5), Point(2, 9), Point(35, 14), Point(34, 15), Point(0, 30), Point(3, 1)]
        for closed in [false, true] {
            let s = polyline(pts, closed: closed).strokedPath(StrokeStyle(lineWidth: 12, lineJoin: join, miterLimit: 4))
            let lines = s.flattened()
            var segments = Array(zip(pts, pts.dropFirst()))
            if closed { segments.append((pts[pts.count - 1], pts[0])) }
            var checked = 0
            for (a, b) in segments {
                let d = b - a, l = d.length, u = d * (1 / l), n = Point(-u.y, u.x)
                var t = 0.01
                while t < l - 0.01 {
                    for off in stride(from: -5.9, through: 5.9, by: 0.7) {
                        let q = a + u * t + n * off
                        #expect(winding(lines, at: q) != 0, "hole at \(q)")
                        checked += 1
                    }
                    t += 0.5
                }
            }
            #expect(checked > 1000)
        }
    }

    @Test func strokedCircleStaysWithinTolerance() {
        let tolerance = 0.05
        let c = Path(ellipseIn: Rect(x: -50, y: -50, width: 100, height: 100))
        let s = c.strokedPath(StrokeStyle(lineWidth: 10), tolerance: tolerance)
        let pts = flatPoints(s)
        // Outline vertices are offsets of the flattening (its vertices are on the cubics, ≤ 2.7e-4·r
        // off the circle; its chords within `tolerance`). Miter points of the polygon overshoot by
        // h·(1/cos(δ/2) − 1) ≈ tolerance·h/r, still within the tolerance since h < r.
        let slack = 50 * 2.8e-4
        for q in pts {
            let r = q.length
            #expect(abs(r - 45) <= tolerance + slack || abs(r - 55) <= tolerance + slack)
        }
        let area = signedArea(s)
        let exact = Double.pi * (55 * 55 - 45 * 45)
        #expect(abs(area - exact) < 2 * Double.pi * 55 * (tolerance + slack))
    }

    @Test func roundJoinChordsRespectTolerance() {
        // A right-angle turn: the round join's vertices lie on the circle of radius w/2 about the
        // corner, and every chord midpoint is within the tolerance of it.
        let tolerance = 0.02
        let p = polyline([Point(0, 0), Point(100, 0), Point(100, 100)])
        let s = p.strokedPath(StrokeStyle(lineWidth: 20, lineJoin: .round), tolerance: tolerance)
        let corner = Point(100, 0)
        var onArc = 0
        for l in s.flattened() {
            for (i, q) in l.points.enumerated() {
                let next = l.points[(i + 1) % l.points.count]
                guard q.x > 100 + 1e-9, q.y < -1e-9, next.x > 100 + 1e-9, next.y < -1e-9 else { continue }
                #expect(abs(q.distance(to: corner) - 10) < 1e-9)
                let sag = 10 - q.lerp(next, 0.5).distance(to: corner)
                #expect(sag >= 0 && sag <= tolerance)
                onArc += 1
            }
        }
        #expect(onArc >= 5)
    }

    @Test func dashedStrokeArea() {
        let s = line(Point(0, 0), Point(100, 0)).strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(close(signedArea(s), 5 * 10 * 2))
        #expect(elements(s).filter { $0 == .closeSubpath }.count == 5)
        let rounded = line(Point(0, 0), Point(100, 0)).strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square, dash: [10, 10]))
        #expect(close(signedArea(rounded), 5 * 12 * 2))
    }
}

// Plain-Swift trig for tests (Foundation-free): Glibc/Darwin via the module's imports is not visible here.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
func sinApprox(_ x: Double) -> Double { sin(x) }
func cosApprox(_ x: Double) -> Double { cos(x) }
func tanApprox(_ x: Double) -> Double { tan(x) }
