import Testing
import Geometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct ArcTests {
    /// The point halfway along the path's flattening (by vertex count is not enough: use the curve).
    func cubicMidpoints(_ p: Path) -> [Point] {
        var out: [Point] = []
        var current = Point.zero
        p.forEach { e in
            switch e {
            case .move(let q), .line(let q): current = q
            case .curve(let to, let c1, let c2):
                out.append((current + c1 * 3 + c2 * 3 + to) * 0.125)
                current = to
            default: break
            }
        }
        return out
    }

    @Test func counterclockwiseFlagSweepsClockwiseOnScreen() {
        var p = Path()
        p.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        let e = elements(p)
        #expect(e.count == 2)
        #expect(close(elementEnd(e[0])!, Point(10, 0)))
        #expect(close(elementEnd(e[1])!, Point(0, 10), 1e-12))
        // Passes through 45° below the x axis on screen (y down): clockwise.
        let mid = cubicMidpoints(p)[0]
        #expect(close(mid.x, mid.y) && mid.x > 0)
        #expect(abs(mid.length - 10) < 10 * 2.8e-4)
    }

    @Test func clockwiseFlagTakesTheOtherWayRound() {
        var p = Path()
        p.addArc(center: Point(0, 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        let e = elements(p)
        #expect(e.count == 4)                             // 270° in three quarter cubics
        #expect(close(elementEnd(e[1])!, Point(0, -10)))  // first goes up on screen
        #expect(close(elementEnd(e[2])!, Point(-10, 0)))
        #expect(close(elementEnd(e[3])!, Point(0, 10)))
    }

    @Test func fullCircleWhenSweepReachesTwoPi() {
        var p = Path()
        p.addArc(center: Point(5, 5), radius: 2, startAngle: 1, endAngle: 1 + 2 * Double.pi + 0.5, clockwise: false)
        let e = elements(p)
        #expect(e.count == 5)
        #expect(close(elementEnd(e[4])!, elementEnd(e[0])!, 1e-12))
        #expect(abs(signedArea(p, tolerance: 0.0001) - Double.pi * 4) < 4 * 0.001)
        var q = Path()
        q.addArc(center: Point(5, 5), radius: 2, startAngle: 1, endAngle: 1 + 2 * Double.pi + 0.5, clockwise: true)
        // Reduced modulo 2π: 2π − 0.5 radians the other way, ending at the end angle.
        let end = elementEnd(elements(q).last!)!
        #expect(close(end, Point(5 + 2 * cos(1.5), 5 + 2 * sin(1.5)), 1e-12))
        #expect(signedArea(q, tolerance: 0.0001) < 0)
    }

    @Test func arcJoinsCurrentPointWithALine() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addArc(center: Point(50, 0), radius: 10, startAngle: Double.pi, endAngle: 0, clockwise: false)
        let e = elements(p)
        #expect(e[1] == .line(to: Point(40, 0)) || close(elementEnd(e[1])!, Point(40, 0)))
        #expect(close(elementEnd(e.last!)!, Point(60, 0)))
        // Sweeping from π toward 2π passes through 3π/2: above the centre on screen.
        #expect(p.boundingRect.minY < -9.99 && p.boundingRect.maxY < 1e-9)
    }

    @Test func relativeArcSweepsByDelta() {
        var p = Path()
        p.addRelativeArc(center: Point(0, 0), radius: 10, startAngle: 0, delta: -Double.pi / 2)
        #expect(close(elementEnd(elements(p).last!)!, Point(0, -10)))
        var q = Path()
        q.addRelativeArc(center: Point(0, 0), radius: 10, startAngle: 0, delta: 3 * Double.pi)
        #expect(elements(q).count == 7)                   // 540° in six cubics
        #expect(close(elementEnd(elements(q).last!)!, Point(-10, 0)))
    }

    @Test func tangentArcRoundsACorner() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addArc(tangent1End: Point(100, 0), tangent2End: Point(100, 100), radius: 20)
        let e = elements(p)
        #expect(close(elementEnd(e[1])!, Point(80, 0)))
        #expect(close(elementEnd(e.last!)!, Point(100, 20)))
        for m in cubicMidpoints(p) { #expect(abs(m.distance(to: Point(80, 20)) - 20) < 20 * 2.8e-4) }
        // Turning the other way.
        var q = Path()
        q.move(to: Point(0, 0))
        q.addArc(tangent1End: Point(100, 0), tangent2End: Point(100, -100), radius: 20)
        #expect(close(elementEnd(elements(q).last!)!, Point(100, -20)))
        for m in cubicMidpoints(q) { #expect(abs(m.distance(to: Point(80, -20)) - 20) < 20 * 2.8e-4) }
    }

    @Test func tangentArcDegeneratesToLine() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addArc(tangent1End: Point(50, 0), tangent2End: Point(100, 0), radius: 10)  // collinear
        #expect(elements(p) == [.move(to: Point(0, 0)), .line(to: Point(50, 0))])
        var q = Path()
        q.move(to: Point(0, 0))
        q.addArc(tangent1End: Point(50, 0), tangent2End: Point(50, 50), radius: 0)
        #expect(elements(q) == [.move(to: Point(0, 0)), .line(to: Point(50, 0))])
    }

    @Test func invalidRadiusAddsNothing() {
        var p = Path()
        p.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
        p.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(p.isEmpty)
    }
}

@Suite struct BoundingRectTests {
    @Test func cubicBoundsUseExtremaNotControlPoints() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addCurve(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100))
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 100, height: 75))
        #expect(p.controlPointBounds.height == 100)
    }

    @Test func cubicWithInteriorXExtrema() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addCurve(to: Point(0, 30), control1: Point(-30, 10), control2: Point(30, 20))
        // x(t) = −90t(1−t)² + 90t²(1−t): extrema at t = (3 ± √3)/6.
        let t1 = (3 - 3.0.squareRoot()) / 6, t2 = (3 + 3.0.squareRoot()) / 6
        func x(_ t: Double) -> Double { -90 * t * (1 - t) * (1 - t) + 90 * t * t * (1 - t) }
        let b = p.boundingRect
        #expect(close(b.minX, x(t1), 1e-12) && close(b.maxX, x(t2), 1e-12))
        #expect(b.minY == 0 && b.maxY == 30)
    }

    @Test func quadBounds() {
        var p = Path()
        p.move(to: Point(0, 0))
        p.addQuadCurve(to: Point(100, 0), control: Point(50, 100))
        #expect(p.boundingRect == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func ellipseBoundsAreItsRect() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        let b = Path(ellipseIn: r).boundingRect
        #expect(close(b.minX, 10) && close(b.minY, 20) && close(b.maxX, 110) && close(b.maxY, 70))
    }

    @Test func arcBounds() {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: Double.pi, clockwise: false)
        let b = p.boundingRect
        #expect(close(b.minX, -10, 1e-9) && close(b.maxX, 10, 1e-9) && close(b.minY, 0, 1e-9))
        #expect(abs(b.maxY - 10) <= 10 * 2.8e-4)
    }

    @Test func emptyPathHasNullBounds() {
        #expect(Path().boundingRect.isNull)
        var p = Path()
        p.move(to: Point(3, 4))
        #expect(p.boundingRect == Rect(x: 3, y: 4, width: 0, height: 0))
    }
}
