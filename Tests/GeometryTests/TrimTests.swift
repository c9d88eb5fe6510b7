import Testing
import Geometry

@Suite struct TrimTests {
    @Test func firstHalfOfASquare() {
        let sq = Path(Rect(x: 0, y: 0, width: 100, height: 100))
        let t = sq.trimmedPath(from: 0, to: 0.5)
        #expect(elements(t) == [.move(to: Point(0, 0)), .line(to: Point(100, 0)), .line(to: Point(100, 100))])
        // The closing edge counts: the last quarter is the left edge, going up.
        let last = sq.trimmedPath(from: 0.75, to: 1)
        #expect(elements(last) == [.move(to: Point(0, 100)), .line(to: Point(0, 0))])
    }

    @Test func middleOfALine() {
        var p = Path()
        p.move(to: Point(0, 0)); p.addLine(to: Point(200, 0))
        let t = p.trimmedPath(from: 0.25, to: 0.75)
        #expect(elements(t) == [.move(to: Point(50, 0)), .line(to: Point(150, 0))])
    }

    @Test func wholeAndEmptyRanges() {
        let c = Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(c.trimmedPath(from: 0, to: 1) == c)
        #expect(c.trimmedPath(from: -1, to: 2) == c)
        #expect(c.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(c.trimmedPath(from: 0.5, to: 0.5).isEmpty)
    }

    @Test func quarterCircleKeepsCurves() {
        let c = Path(ellipseIn: Rect(x: -50, y: -50, width: 100, height: 100))
        let t = c.trimmedPath(from: 0, to: 0.25)
        let e = elements(t)
        #expect(e.count == 2)
        #expect(e[0] == .move(to: Point(50, 0)))
        // Four equal-length quarters: the first ends at the bottom (clockwise on screen).
        #expect(close(elementEnd(e[1])!, Point(0, 50), 1e-6))
        // A cut inside a curve: the eighth-circle point lies on the circle at 45°.
        let eighth = c.trimmedPath(from: 0, to: 0.125)
        let end = elementEnd(elements(eighth).last!)!
        #expect(abs(end.x - end.y) < 0.01)
        #expect(abs(end.length - 50) < 50 * 2.8e-4)
        if case .curve = elements(eighth)[1] {} else { Issue.record("expected a cubic piece") }
    }

    @Test func trimmedPiecesPartitionTheLength() {
        let shape = Path(roundedRect: Rect(x: 0, y: 0, width: 120, height: 80), cornerRadius: 15)
        func length(_ p: Path) -> Double {
            p.flattened(tolerance: 0.001).reduce(0) { sum, l in
                zip(l.points, l.points.dropFirst()).reduce(sum) { $0 + $1.0.distance(to: $1.1) }
            }
        }
        let whole = length(shape.trimmedPath(from: 0, to: 0.999_999_9))
        let a = length(shape.trimmedPath(from: 0, to: 0.3))
        let b = length(shape.trimmedPath(from: 0.3, to: 0.7))
        #expect(abs(a / whole - 0.3) < 1e-3)
        #expect(abs(b / whole - 0.4) < 1e-3)
        // The pieces meet: the end of one is the start of the next.
        let endA = elementEnd(elements(shape.trimmedPath(from: 0, to: 0.3)).last!)!
        let startB = elementEnd(elements(shape.trimmedPath(from: 0.3, to: 0.7)).first!)!
        #expect(close(endA, startB, 1e-9))
    }

    @Test func rangeSpanningSubpaths() {
        var p = Path()
        p.move(to: Point(0, 0)); p.addLine(to: Point(100, 0))
        p.addRect(Rect(x: 0, y: 10, width: 25, height: 25))   // length 100, closed
        let t = p.trimmedPath(from: 0.25, to: 1)
        // The rectangle lies wholly inside the range and stays closed.
        #expect(elements(t) == [.move(to: Point(50, 0)), .line(to: Point(100, 0)),
                                .move(to: Point(0, 10)), .line(to: Point(25, 10)), .line(to: Point(25, 35)),
                                .line(to: Point(0, 35)), .closeSubpath])
    }
}
