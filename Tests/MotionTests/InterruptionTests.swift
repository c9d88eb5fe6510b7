import Document
import Geometry
import Motion
import Testing

@Suite struct InterruptionTests {
    let g = FrameGrid(fps: 600)   // a fine grid so finite differences approximate derivatives

    func value(_ v: AnimatedValue, _ t: Double) -> Double { v.value(at: t, grid: g).value[0] }

    /// A spring that retargets mid-flight keeps position and velocity (§3.7): the result must be
    /// exactly one continuous integration whose target switches at t₁, with the clock running on.
    @Test func springRetargetIsContinuousInPositionAndVelocity() {
        let spring = Animation.spring(duration: 0.5, bounce: 0.3)
        var v = AnimatedValue(initial: [0])
        v.set([100], at: 0, animation: spring)
        v.set([-50], at: 0.2, animation: spring)
        var reference = FluidSpring(parameters: SpringParameters(response: 0.5, dampingFraction: 0.7), dimension: 1)
        reference.advance(to: 0.2, target: [100])
        let grid = FrameGrid(fps: 60)
        for frame in 12...60 {
            let t = Double(frame) / 60
            reference.advance(to: t, target: [-50])
            let shown = v.value(at: t, grid: grid)
            if !shown.isAnimating { break }
            #expect(abs(shown.value[0] - reference.x[0]) < 1e-9, "t = \(t)")
        }
        // And it settles at the new target.
        #expect(value(v, 3) == -50)
    }

    /// A curve animation arriving mid-flight interpolates from the still-running value (§1.4).
    @Test func curveInterruptionIsContinuousInPosition() {
        var v = AnimatedValue(initial: [0])
        v.set([100], at: 0, animation: .linear(duration: 1))
        v.set([0], at: 0.5, animation: .linear(duration: 1))
        let h = 1.0 / 600
        #expect(abs(value(v, 0.5) - 50) < 1e-6)          // the new entry starts at the running value
        #expect(abs(value(v, 0.5 + h) - value(v, 0.5)) < 0.2)
        // At 1.0 the first entry has finished (100); the second is half-way from it to 0:
        // R₂ = lerp(R₁, C₂, 0.5) in interval space → displayed 100 − 0.5·100 = 50.
        #expect(abs(value(v, 1.0) - 50) < 1e-6)
        #expect(value(v, 1.6) == 0)
    }

    @Test func springOverCurveInheritsPositionWithoutVelocity() {
        var v = AnimatedValue(initial: [0])
        v.set([100], at: 0, animation: .easeInOut(duration: 1))
        let p = value(v, 0.5)
        v.set([200], at: 0.5, animation: .smooth)
        #expect(abs(value(v, 0.5) - p) < 1e-6)
        #expect(abs(value(v, 5) - 200) < 1e-6)
    }

    @Test func vectorsRetargetIndependentlyPerComponent() {
        var v = AnimatedValue(initial: [0, 0, 10, 10])
        v.set([100, 0, 10, 10], at: 0, animation: .bouncy)
        v.set([100, 100, 20, 20], at: 0.1, animation: .bouncy)
        let mid = v.value(at: 0.3, grid: g).value
        #expect(mid[0] > 50 && mid[1] > 10)
        #expect(v.value(at: 4, grid: g).value == [100, 100, 20, 20])
    }

    @Test func instantChangeCancelsTheAnimation() {
        var v = AnimatedValue(initial: [0])
        v.set([100], at: 0, animation: .linear(duration: 1))
        v.set([40], at: 0.5, animation: nil)
        #expect(value(v, 0.5) == 40)
        #expect(!v.value(at: 0.6, grid: g).isAnimating)
    }
}

@Suite struct AnimationModifierTests {
    let g = FrameGrid(fps: 60)
    func run(_ a: Animation, _ t: Double) -> Double {
        var v = AnimatedValue(initial: [0])
        v.set([1], at: 0, animation: a)
        return v.value(at: t, grid: g).value[0]
    }

    @Test func delayHoldsTheStartValue() {
        #expect(run(.linear(duration: 1).delay(0.5), 0.4) == 0)
        #expect(abs(run(.linear(duration: 1).delay(0.5), 1.0) - 0.5) < 1e-6)
    }

    @Test func speedScalesTime() {
        #expect(abs(run(.linear(duration: 1).speed(2), 0.25) - 0.5) < 1e-6)
    }

    /// §4: a cycle ends on the first frame past the base's duration, which shows the cycle's end
    /// value; the next cycle starts at that frame. Reversed cycles run the same curve backwards in value.
    @Test func repeatCyclesEndOnFramesAndAutoreverse() {
        let a = Animation.linear(duration: 0.5).repeatCount(3, autoreverses: true)
        // Cycle 0: 0…0.5 s; it finishes at the first frame with t > 0.5 → 31/60, showing 1.
        #expect(abs(run(a, 0.25) - 0.5) < 1e-6)
        #expect(run(a, 31.0 / 60) == 1)
        // Cycle 1 (reversed) starts at 31/60: at 31/60 + 0.25 it shows 1 − 0.5.
        #expect(abs(run(a, 31.0 / 60 + 15.0 / 60) - 0.5) < 1e-6)
        // Cycle 2 starts at 62/60; after it the animation ends on the model value.
        #expect(abs(run(a, 62.0 / 60 + 6.0 / 60) - 0.2) < 1e-6)
        #expect(run(a, 3) == 1)
    }

    @Test func evenRepeatCountEndsAtStartThenJumps() {
        let a = Animation.linear(duration: 0.5).repeatCount(2, autoreverses: true)
        #expect(abs(run(a, 31.0 / 60 + 27.0 / 60) - 0.1) < 1e-6)   // reversed cycle near its end
        #expect(run(a, 2) == 1)                                      // finished: the model value
    }

    @Test func repeatForeverNeverFinishes() {
        var v = AnimatedValue(initial: [0])
        v.set([1], at: 0, animation: .easeInOut(duration: 0.4).repeatForever())
        #expect(v.value(at: 30, grid: g).isAnimating)
    }
}
