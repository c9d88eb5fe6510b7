import Testing
import Geometry

@Suite struct DashTests {
    let line: Path = {
        var p = Path()
        p.move(to: Point(0, 0)); p.addLine(to: Point(100, 0))
        return p
    }()

    /// (start x, end x) of each dash of a horizontal path.
    func spans(_ p: Path) -> [(Double, Double)] {
        p.flattened().map { ($0.points.first!.x, $0.points.last!.x) }
    }

    func totalLength(_ p: Path) -> Double {
        p.flattened().reduce(0) { sum, l in
            zip(l.points, l.points.dropFirst()).reduce(sum) { $0 + $1.0.distance(to: $1.1) }
        }
    }

    @Test func simplePattern() {
        let d = line.dashed([10, 5], phase: 0)
        let s = spans(d)
        #expect(s.count == 7)
        #expect(approx(s.map(\.0), [0, 15, 30, 45, 60, 75, 90]))
        #expect(approx(s.map(\.1), [10, 25, 40, 55, 70, 85, 100]))
        #expect(close(totalLength(d), 70))
        #expect(!elements(d).contains(.closeSubpath))       // dashes are open subpaths
    }

    @Test func phaseShiftsThePattern() {
        let s = spans(line.dashed([10, 5], phase: 3))
        #expect(approx([s[0].0, s[0].1, s[1].0, s[1].1], [0, 7, 12, 22]))
        #expect(close(totalLength(line.dashed([10, 5], phase: 3)), 7 + 6 * 10))
        // A phase of one whole period is no shift; a negative phase counts backward.
        #expect(approx(spans(line.dashed([10, 5], phase: 15)).map(\.0), spans(line.dashed([10, 5], phase: 0)).map(\.0)))
        // −3 ≡ 12: three units of gap left, so the first dash is [3, 13].
        let negative = spans(line.dashed([10, 5], phase: -3)).first!
        #expect(approx([negative.0, negative.1], [3, 13]))
        // Phase landing exactly on the end of a dash starts in the gap.
        let onEdge = spans(line.dashed([10, 5], phase: 10)).first!
        #expect(approx([onEdge.0, onEdge.1], [5, 15]))
    }

    @Test func oddPatternRepeats() {
        let d = line.dashed([10], phase: 0)
        #expect(approx(spans(d).map(\.0), [0, 20, 40, 60, 80]))
        #expect(close(totalLength(d), 50))
        let three = line.dashed([10, 5, 20], phase: 0)   // 10 on 5 off 20 on 10 off 5 on 20 off …
        #expect(approx(spans(three).map(\.0), [0, 15, 45, 70, 85]))
    }

    @Test func invalidPatternsMeanSolid() {
        #expect(line.dashed([], phase: 0) == line)
        #expect(line.dashed([0, 0], phase: 0) == line)
        #expect(line.dashed([10, -5], phase: 0) == line)
        #expect(line.dashed([10, .infinity], phase: 0) == line)
        #expect(line.dashed([1e-9, 1e-9], phase: 0) == line)   // would exceed the dash count limit
    }

    @Test func dashesFollowCornersOfAClosedPath() {
        // Perimeter 300: dashes at [0, 40], [60, 100], [120, 160] (turns the bottom-right corner),
        // [180, 220], [240, 280] (turns the bottom-left corner and ends on the closing edge).
        let rect = Path(Rect(x: 0, y: 0, width: 100, height: 50))
        let d = rect.dashed([40, 20], phase: 0)
        let lines = d.flattened()
        #expect(lines.count == 5)
        #expect(lines[1].points == [Point(60, 0), Point(100, 0)])
        #expect(lines[2].points == [Point(100, 20), Point(100, 50), Point(90, 50)])
        #expect(close(totalLength(d), 200))
        // The closing edge is dashed too; the last dash is not merged with the first.
        #expect(lines[4].points == [Point(10, 50), Point(0, 50), Point(0, 20)])
        #expect(lines[0].points == [Point(0, 0), Point(40, 0)])
    }

    @Test func patternRestartsOnEachSubpath() {
        var p = line
        p.move(to: Point(0, 10)); p.addLine(to: Point(12, 10))
        let lines = p.dashed([10, 5], phase: 0).flattened()
        #expect(lines.last!.points == [Point(0, 10), Point(10, 10)])
    }

    @Test func curvesAreDashedAlongTheirLength() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        // Measured along the same flattening the dasher walks (the cubic circle is ~0.05 longer
        // than π·d): 31 whole periods, then a last dash of what remains.
        let circumference = totalLength(circle.flattened(tolerance: 0.01).reduce(into: Path()) { p, l in
            p.move(to: l.points[0]); for q in l.points.dropFirst() { p.addLine(to: q) }; p.addLine(to: l.points[0])
        })
        #expect(abs(circumference - 100 * Double.pi) < 2 * Double.pi * 50 * 2.8e-4)
        let d = circle.dashed([5, 5], phase: 0, tolerance: 0.01)
        let length = totalLength(d)
        let periods = (circumference / 10).rounded(.down)
        let expected = periods * 5 + min(5, circumference - periods * 10)
        #expect(abs(length - expected) < 1e-9)
    }

    @Test func zeroLengthDashesMakeDots() {
        let d = line.dashed([0, 20], phase: 0)
        let lines = d.flattened()
        #expect(lines.count == 6)                     // at 0, 20, …, 100: the end point is "on" too
        #expect(lines.allSatisfy { $0.points.count == 2 && $0.points[0] == $0.points[1] })
        let dots = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 20]), tolerance: 0.01)
        let area = signedArea(dots)
        #expect(area <= 6 * 4 * Double.pi && area >= 6 * (4 * Double.pi - 0.01 * 4 * Double.pi))
        let none = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .butt, dash: [0, 20]))
        #expect(none.isEmpty)
    }
}

func approx(_ a: [Double], _ b: [Double], _ eps: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= eps }
}
