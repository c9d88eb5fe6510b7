import Document
import Geometry
import Motion
import Testing

/// §3.8's progress table: "closed" = §3.3 closed form, "fluid" = the 300 Hz integrator SwiftUI runs.
@Suite struct SpringTests {
    struct Row: Sendable {
        var response: Double, zeta: Double
        var closed: [Double], fluid: [Double]
    }
    static let times = [0.10, 0.25, 0.50, 1.00]
    static let rows: [Row] = [
        Row(response: 0.5, zeta: 0.70, closed: [0.4233, 0.9841, 1.0145, 1.0001], fluid: [0.4387, 0.9852, 1.0133, 1.0001]),
        Row(response: 0.5, zeta: 0.50, closed: [0.4796, 1.1407, 0.9898, 1.0013], fluid: [0.4967, 1.1409, 0.9897, 1.0010]),
        Row(response: 0.5, zeta: 1.00, closed: [0.3577, 0.8210, 0.9864, 1.0000], fluid: [0.3708, 0.8233, 0.9845, 0.9999]),
        Row(response: 0.5, zeta: 0.85, closed: [0.3881, 0.8945, 1.0060, 1.0000], fluid: [0.4023, 0.8963, 1.0044, 1.0000]),
        Row(response: 0.5, zeta: 0.825, closed: [0.3936, 0.9082, 1.0084, 0.9999], fluid: [0.4080, 0.9099, 1.0068, 1.0000]),
        Row(response: 0.55, zeta: 1.00, closed: [0.3165, 0.7783, 0.9778, 0.9999], fluid: [0.3284, 0.7817, 0.9756, 0.9998]),
        Row(response: 0.15, zeta: 0.86, closed: [0.9759, 1.0001, 1.0000, 1.0000], fluid: [0.9690, 1.0001, 1.0000, 1.0000]),
    ]

    @Test(arguments: 0..<7) func fluidIntegratorMatchesTable(_ i: Int) {
        let row = Self.rows[i]
        for (t, expected) in zip(Self.times, row.fluid) {
            var s = FluidSpring(parameters: SpringParameters(response: row.response, dampingFraction: row.zeta), dimension: 1)
            s.advance(to: t, target: [1])
            #expect(abs(s.x[0] - expected) <= 0.0001, "row \(i) t \(t): \(s.x[0])")
        }
    }

    @Test(arguments: 0..<7) func closedFormMatchesTable(_ i: Int) {
        let row = Self.rows[i]
        let spring = ClosedFormSpring(SpringParameters(response: row.response, dampingFraction: row.zeta))
        for (t, expected) in zip(Self.times, row.closed) {
            #expect(abs(spring.value(at: t) - expected) <= 0.0001, "row \(i) t \(t)")
        }
    }

    @Test func parameterConversions() {
        // Apple's own check values for Spring(duration: 0.5, bounce: 0.3): stiffness 157.9, damping 17.6.
        let p = SpringParameters(response: 0.5, dampingFraction: Animation.dampingFraction(bounce: 0.3))
        #expect(abs(p.stiffness - 157.914) < 0.001)
        #expect(abs(p.damping - 17.593) < 0.001)
        #expect(Animation.dampingFraction(bounce: -0.5) == 2)
        // interactiveSpring: k = 1754.60, c = 72.047.
        let q = SpringParameters(response: 0.15, dampingFraction: 0.86)
        #expect(abs(q.stiffness - 1754.60) < 0.01)
        #expect(abs(q.damping - 72.047) < 0.001)
    }

    @Test func presetsMapToTheirParameters() {
        func params(_ a: Animation) -> (Double, Double)? {
            if case .spring(let r, let z, _) = a.kind { return (r, z) }
            return nil
        }
        #expect(params(.spring)! == (0.5, 0.825))
        #expect(params(.smooth)! == (0.5, 1.0))
        #expect(params(.snappy)! == (0.5, 0.85))
        #expect(abs(params(.bouncy)!.1 - 0.7) < 1e-12)
        #expect(params(.spring(duration: 0.5, bounce: 0.5))! == (0.5, 0.5))
        #expect(params(.default)! == (0.55, 1.0))
        #expect(params(.defaultAnimation(.openSwiftUI))! == (0.5, 0.825))
        #expect(params(.interactiveSpring)! == (0.15, 0.86))
    }

    /// §3.6: completion times at 60 fps for Δ = 100 and Δ = 1.
    @Test func completionTimes() {
        let cases: [(Animation, Double, Double)] = [
            (.bouncy, 1.133, 0.767), (.spring(duration: 0.5, bounce: 0.5), 1.800, 0.950), (.smooth, 1.267, 0.833),
            (.snappy, 1.033, 0.567), (.spring, 0.983, 0.533), (.default, 1.383, 0.883), (.interactiveSpring, 0.367, 0.200),
        ]
        let g = FrameGrid(fps: 60)
        for (anim, t100, t1) in cases {
            for (delta, expected) in [(100.0, t100), (1.0, t1)] {
                var v = AnimatedValue(initial: [0])
                v.set([delta], at: 0, animation: anim)
                var frame = 1
                while v.value(at: Double(frame) / 60, grid: g).isAnimating && frame < 600 { frame += 1 }
                #expect(abs(Double(frame) / 60 - expected) < 0.0006, "\(anim) Δ \(delta): \(Double(frame) / 60)")
            }
        }
    }
}
