import Testing
import Geometry

@Suite struct ShapeTests {
    @Test func rectIsFourLinesClockwiseFromTopLeft() {
        let p = Path(Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(elements(p) == [.move(to: Point(10, 20)), .line(to: Point(40, 20)), .line(to: Point(40, 60)),
                                .line(to: Point(10, 60)), .closeSubpath])
        #expect(signedArea(p) == 1200)
    }

    @Test func negativeSizeRectIsStandardized() {
        let p = Path(Rect(x: 40, y: 60, width: -30, height: -40))
        #expect(elements(p).first == .move(to: Point(10, 20)))
        #expect(signedArea(p) == 1200)
    }

    @Test func ellipseStartsAtRightMiddleAndRunsClockwise() {
        let r = Rect(x: 0, y: 0, width: 200, height: 100)
        let e = elements(Path(ellipseIn: r))
        #expect(e.count == 6)
        #expect(e[0] == .move(to: Point(200, 50)))
        guard case .curve(let to, let c1, let c2) = e[1] else { Issue.record("expected a cubic"); return }
        #expect(to == Point(100, 100))          // first quarter goes down: clockwise on screen
        #expect(close(c1, Point(200, 50 + 50 * 0.5522847498)))
        #expect(close(c2, Point(100 + 100 * 0.5522847498, 100)))
        let area = signedArea(Path(ellipseIn: r), tolerance: 0.001)
        #expect(abs(area - Double.pi * 100 * 50) < 0.002 * Double.pi * 100 * 50)
        #expect(area > 0)
    }

    @Test func circleIsLargestCentredCircle() {
        let p = Path.circle(in: Rect(x: 0, y: 0, width: 300, height: 100))
        let b = p.boundingRect
        #expect(close(b.minX, 100, 1e-6) && close(b.maxX, 200, 1e-6))
        #expect(close(b.minY, 0, 1e-6) && close(b.maxY, 100, 1e-6))
        // Cubic quarter arcs stay within 2.7e-4·r of the circle.
        for q in flatPoints(p, tolerance: 0.001) {
            #expect(abs(q.distance(to: Point(150, 50)) - 50) <= 50 * 2.8e-4)
        }
    }

    @Test func circularRoundedRectCornerPoints() {
        let k = 0.5522847498
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, style: .circular)
        let e = elements(p)
        #expect(e.first == .move(to: Point(10, 0)))
        #expect(e[1] == .line(to: Point(90, 0)))
        guard case .curve(let to, let c1, let c2) = e[2] else { Issue.record("expected a cubic"); return }
        #expect(to == Point(100, 10))
        #expect(close(c1, Point(90 + 10 * k, 0)) && close(c2, Point(100, 10 - 10 * k)))
        #expect(e.last == .closeSubpath)
        // Four corners: the last curve ends back at the start point.
        let curves = e.compactMap { el -> Point? in if case .curve(let to, _, _) = el { return to } else { return nil } }
        #expect(curves == [Point(100, 10), Point(90, 50), Point(0, 40), Point(10, 0)])
        let expected = 100.0 * 50 - (4 - Double.pi) * 100
        #expect(abs(signedArea(p, tolerance: 0.001) - expected) < kappaAreaError(radii: [10, 10, 10, 10]) + 300 * 0.001)
    }

    @Test func circularRadiusIsClampedToHalfTheShortSide() {
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 50, style: .circular)
        let e = elements(p)
        #expect(e.first == .move(to: Point(20, 0)))
        for q in flatPoints(p) where q.x < 20 {
            #expect(abs(q.distance(to: Point(20, 20)) - 20) <= 20 * 2.8e-4)
        }
    }

    /// PaintCode's corner in units of r (swiftui-semantics.md §6.10).
    static let paintCode: [(Double, Double)] = [
        (1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
        (0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
        (0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
    ]

    @Test func continuousCornerUsesPaintCodeControlPoints() {
        let r = 10.0, w = 200.0, h = 100.0
        let e = elements(Path(roundedRect: Rect(x: 0, y: 0, width: w, height: h), cornerRadius: r))
        #expect(e[0] == .move(to: Point(1.52866483 * r, 0)))
        #expect(e[1] == .line(to: Point(w - 1.52866483 * r, 0)))
        // Top-right corner: u runs back along the top edge (−x), v down the right edge (+y).
        func tr(_ i: Int) -> Point { Point(w - Self.paintCode[i].0 * r, Self.paintCode[i].1 * r) }
        let expected: [Path.Element] = [
            .curve(to: tr(3), control1: tr(1), control2: tr(2)), .line(to: tr(4)),
            .curve(to: tr(7), control1: tr(5), control2: tr(6)), .line(to: tr(8)),
            .curve(to: tr(11), control1: tr(9), control2: tr(10)),
        ]
        for (got, want) in zip(e[2...6], expected) {
            switch (got, want) {
            case let (.curve(a, b, c), .curve(x, y, z)):
                #expect(close(a, x) && close(b, y) && close(c, z))
            case let (.line(a), .line(x)):
                #expect(close(a, x))
            default:
                Issue.record("element mismatch: \(got) vs \(want)")
            }
        }
        #expect(e.last == .closeSubpath)
    }

    @Test func continuousCornerExtentOnEveryEdge() {
        let r = 12.0, ext = 1.52866483 * r
        let rect = Rect(x: 5, y: 7, width: 150, height: 90)
        let p = Path(roundedRect: rect, cornerRadius: r)
        let pts = flatPoints(p)
        // Straight parts of each edge span exactly [extent, side − extent].
        let top = pts.filter { $0.y == rect.minY }.map(\.x)
        #expect(close(top.min()!, rect.minX + ext) && close(top.max()!, rect.maxX - ext))
        let right = pts.filter { $0.x == rect.maxX }.map(\.y)
        #expect(close(right.min()!, rect.minY + ext) && close(right.max()!, rect.maxY - ext))
        let bottom = pts.filter { $0.y == rect.maxY }.map(\.x)
        #expect(close(bottom.min()!, rect.minX + ext) && close(bottom.max()!, rect.maxX - ext))
        let left = pts.filter { $0.x == rect.minX }.map(\.y)
        #expect(close(left.min()!, rect.minY + ext) && close(left.max()!, rect.maxY - ext))
        #expect(signedArea(p) > 0)
        #expect(close(p.boundingRect.minX, rect.minX) && close(p.boundingRect.maxY, rect.maxY))
    }

    @Test(arguments: [RoundedCornerStyle.continuous, .circular])
    func capsuleEndsAreSemicircles(style: RoundedCornerStyle) {
        let rect = Rect(x: 0, y: 0, width: 200, height: 60)
        let p = Path.capsule(in: rect, style: style)
        let tolerance = 0.05
        let lines = p.flattened(tolerance: tolerance)
        // Cubic circle approximations add at most 2.7e-4·r (one cubic per quarter) on top of flattening.
        let bound = tolerance + 30 * 2.8e-4
        var checked = 0
        for l in lines {
            for (i, q) in l.points.enumerated() {
                let next = l.points[(i + 1) % l.points.count]
                let mid = q.lerp(next, 0.5)
                for s in [q, mid] where s.x < 30 || s.x > 170 {
                    let c = s.x < 30 ? Point(30, 30) : Point(170, 30)
                    #expect(abs(s.distance(to: c) - 30) <= bound)
                    checked += 1
                }
            }
        }
        #expect(checked > 20)
        #expect(signedArea(p) > 0)
    }

    @Test func continuousCornerIsContinuousAcrossTheBlendThreshold() {
        // Half the short side s = 30; PaintCode holds up to r = s / 1.52866483.
        let rect = Rect(x: 0, y: 0, width: 100, height: 60)
        let threshold = 30 / 1.52866483
        let below = flatPoints(Path(roundedRect: rect, cornerRadius: threshold - 1e-7), tolerance: 0.01)
        let above = flatPoints(Path(roundedRect: rect, cornerRadius: threshold + 1e-7), tolerance: 0.01)
        // Symmetric Hausdorff distance between the two outlines (flattening error 0.01 each side).
        var worst = 0.0
        for q in below { worst = max(worst, distance(q, toPolyline: above, closed: true)) }
        for q in above { worst = max(worst, distance(q, toPolyline: below, closed: true)) }
        #expect(worst < 0.021)
        // Halfway to the circle the corner still spans exactly s along both edges.
        let mid = Path(roundedRect: rect, cornerRadius: (threshold + 30) / 2)
        let pts = flatPoints(mid)
        let left = pts.filter { $0.x == 0 }.map(\.y)
        #expect(close(left.min()!, 30) && close(left.max()!, 30))
        let top = pts.filter { $0.y == 0 }.map(\.x)
        #expect(close(top.min()!, 30) && close(top.max()!, 70))
    }

    @Test func unevenRoundedRectCorners() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 80)
        let radii = RectangleCornerRadii(topLeading: 0, bottomLeading: 20, bottomTrailing: 5, topTrailing: 10)
        let p = Path(roundedRect: rect, cornerRadii: radii, style: .circular)
        let e = elements(p)
        #expect(e.first == .move(to: Point(0, 0)))                      // sharp top-left corner
        #expect(e[1] == .line(to: Point(90, 0)))
        let curveEnds = e.compactMap { el -> Point? in if case .curve(let to, _, _) = el { return to } else { return nil } }
        #expect(curveEnds == [Point(100, 10), Point(95, 80), Point(0, 60)])
        #expect(e.last == .closeSubpath)
        // move, line, curve, line, curve, line, curve, close: the close draws the left edge.
        #expect(e.count == 8)
        let expected = 8000.0 - (1 - Double.pi / 4) * (100 + 25 + 400)
        #expect(abs(signedArea(p, tolerance: 0.001) - expected) < kappaAreaError(radii: [10, 5, 20]) + 360 * 0.001)
    }

    @Test func unevenContinuousStartsAfterTopLeadingCorner() {
        let radii = RectangleCornerRadii(topLeading: 8, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)
        let p = Path(roundedRect: Rect(x: 0, y: 0, width: 100, height: 80), cornerRadii: radii)
        let e = elements(p)
        #expect(close(elementEnd(e[0])!, Point(8 * 1.52866483, 0)))
        #expect(e[1] == .line(to: Point(100, 0)))
        #expect(signedArea(p) > 0)
    }

    @Test func shapesAreClockwiseOnScreen() {
        let r = Rect(x: 3, y: 4, width: 50, height: 30)
        let shapes: [Path] = [
            Path(r), Path(ellipseIn: r), Path.circle(in: r), Path.capsule(in: r), Path.capsule(in: r, style: .circular),
            Path(roundedRect: r, cornerRadius: 6), Path(roundedRect: r, cornerRadius: 6, style: .circular),
            Path(roundedRect: r, cornerSize: Size(10, 4)),
        ]
        for s in shapes { #expect(signedArea(s) > 0) }
    }

    @Test func addRectAppliesTransform() {
        var p = Path()
        p.addRect(Rect(x: 0, y: 0, width: 10, height: 10), transform: AffineTransform(translationX: 5, y: 6))
        #expect(p.boundingRect == Rect(x: 5, y: 6, width: 10, height: 10))
    }
}

func elementEnd(_ e: Path.Element) -> Point? {
    switch e {
    case .move(let p), .line(let p): return p
    case .quadCurve(let p, _), .curve(let p, _, _): return p
    case .closeSubpath: return nil
    }
}

/// A one-cubic quarter circle strays at most 2.7·10⁻⁴·r from the circle, so the area it encloses
/// differs from the quarter disc's by at most (π/2)·r·2.7·10⁻⁴·r.
func kappaAreaError(radii: [Double]) -> Double {
    radii.reduce(0) { $0 + Double.pi / 2 * $1 * $1 * 2.7e-4 }
}
