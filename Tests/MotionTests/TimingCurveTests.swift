import Document
import Geometry
import Motion
import Testing

/// Values from `../shared/reference/swiftui-semantics.md` §2 (computed with SwiftUI's solver).
@Suite struct TimingCurveTests {
    static let xs = [0.10, 0.25, 0.50, 0.75, 0.90]
    static let table: [(UnitCurve, [Double])] = [
        (.linear, [0.1000, 0.2500, 0.5000, 0.7500, 0.9000]),
        (.easeIn, [0.0170, 0.0935, 0.3154, 0.6219, 0.8394]),
        (.easeOut, [0.1606, 0.3781, 0.6846, 0.9065, 0.9830]),
        (.easeInOut, [0.0197, 0.1292, 0.5000, 0.8708, 0.9803]),
        (UnitCurve(p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1), [0.0948, 0.4085, 0.8024, 0.9605, 0.9943]),
    ]

    @Test(arguments: 0..<5) func curveTable(_ row: Int) {
        let (curve, expected) = Self.table[row]
        for (x, y) in zip(Self.xs, expected) {
            // The table has 4 decimals: half a unit in the last place.
            #expect(abs(curve.value(at: x) - y) <= 0.00005, "curve \(row) at \(x)")
        }
    }

    @Test func solverAccuracy() {
        // X(s) solved to 2⁻²⁰: compare with a dense bisection reference to 1e-6.
        let c = UnitCurve.easeInOut
        for i in 1..<100 {
            let x = Double(i) / 100
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 {
                let m = (lo + hi) / 2
                let xm = 3 * 0.42 * m * (1 - m) * (1 - m) + 3 * 0.58 * m * m * (1 - m) + m * m * m
                if xm < x { lo = m } else { hi = m }
            }
            let s = (lo + hi) / 2
            let y = 3 * s * s * (1 - s) + s * s * s
            #expect(abs(c.value(at: x) - y) < 1e-6)
        }
    }

    @Test func easeInOutAt60fps() {
        let expected = [0, 0.0044, 0.0179, 0.0409, 0.0739, 0.1169, 0.1697, 0.2318, 0.3019, 0.3784, 0.4590,
                        0.5410, 0.6216, 0.6981, 0.7682, 0.8303, 0.8831, 0.9261, 0.9591, 0.9821, 0.9956, 1.0]
        var v = AnimatedValue(initial: [0])
        v.set([1], at: 0, animation: .easeInOut)
        for (i, e) in expected.enumerated() {
            let t = Double(i) / 60
            #expect(abs(v.value(at: t, grid: FrameGrid(fps: 60)).value[0] - e) <= 0.00005, "frame \(i)")
        }
    }

    @Test func curveFinishesOnlyAfterItsDuration() {
        var v = AnimatedValue(initial: [0])
        v.set([10], at: 0, animation: .linear(duration: 0.5))
        let g = FrameGrid(fps: 10)
        #expect(v.value(at: 0.5, grid: g).isAnimating)       // t = duration still shows 1.0, animating
        #expect(v.value(at: 0.5, grid: g).value == [10])
        #expect(!v.value(at: 0.6, grid: g).isAnimating)
        #expect(v.value(at: 0.25, grid: g).value == [5])
    }
}
