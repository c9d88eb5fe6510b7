#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Document

/// Keyframe interpolation (`Keyframe`, `KeyframeCurve`) against the formulas it follows, and the
/// tick times of view clocks (`ViewClock.tickTimes`).
@Suite struct KeyframeTests {
    func curve(_ start: Double, _ frames: [Keyframe]) -> KeyframeCurve { KeyframeCurve(start: [start], keyframes: frames) }
    func at(_ c: KeyframeCurve, _ t: Double) -> Double { c.value(at: t)[0] }

    @Test func linearKeyframesInterpolateAlongTheirCurve() {
        let c = curve(1, [Keyframe([1.2], duration: 0.2, kind: .linear(.linear)), Keyframe([1], duration: 0.4, kind: .linear(.easeInOut))])
        #expect(abs(at(c, 0) - 1) < 1e-12)
        #expect(abs(at(c, 0.1) - 1.1) < 1e-12)
        #expect(abs(at(c, 0.2) - 1.2) < 1e-12)
        // easeInOut is symmetric: half way in time is half way in value.
        #expect(abs(at(c, 0.4) - 1.1) < 1e-12)
        #expect(abs(at(c, 0.6) - 1) < 1e-12)
        #expect(abs(at(c, 5) - 1) < 1e-12)
        #expect(abs(c.duration - 0.6) < 1e-12)
    }

    @Test func adjacentCubicKeyframesAreACatmullRomSpline() {
        // Knots 0 → 1 → 3 one second apart: the velocity at the middle knot is (3 − 0) / 2 = 1.5,
        // and the track starts and ends at rest.
        let c = curve(0, [Keyframe([1], duration: 1, kind: .cubic(startVelocity: nil, endVelocity: nil)),
                          Keyframe([3], duration: 1, kind: .cubic(startVelocity: nil, endVelocity: nil))])
        // Hermite at s = 0.5 with m0 = 0, m1 = 1.5: 0.5·1 − 0.125·1.5 = 0.3125.
        #expect(abs(at(c, 0.5) - 0.3125) < 1e-12)
        #expect(abs(at(c, 1) - 1) < 1e-12)
        // Velocity is continuous through the knot: both one-sided slopes are 1.5.
        let h = 1e-6
        #expect(abs((at(c, 1) - at(c, 1 - h)) / h - 1.5) < 1e-4)
        #expect(abs((at(c, 1 + h) - at(c, 1)) / h - 1.5) < 1e-4)
        // Second segment at s = 0.5: 0.5·1 + 0.125·1.5 + 0.5·3 − 0.125·0 = 2.1875.
        #expect(abs(at(c, 1.5) - 2.1875) < 1e-12)
        // Apple's KeyframeTimeline example shape: up to 100 and back, at rest at both knots' ends.
        let hop = curve(0, [Keyframe([100], duration: 0.3, kind: .cubic(startVelocity: nil, endVelocity: nil)),
                            Keyframe([0], duration: 0.7, kind: .cubic(startVelocity: nil, endVelocity: nil))])
        #expect(abs(at(hop, 0.15) - 50) < 1e-9)   // smoothstep half way (knot velocity (0 − 0)/1 = 0)
        #expect(abs(at(hop, 0.3) - 100) < 1e-9)
    }

    @Test func aCubicKeyframeAfterALinearOneStartsWithItsVelocity() {
        let c = curve(0, [Keyframe([1], duration: 0.5, kind: .linear(.linear)),
                          Keyframe([1.5], duration: 0.5, kind: .cubic(startVelocity: nil, endVelocity: nil))])
        let h = 1e-6
        #expect(abs((at(c, 0.5 + h) - at(c, 0.5)) / h - 2) < 1e-4)
    }

    @Test func springKeyframesFollowTheClosedFormSpring() {
        // Spring(duration: 0.5, bounce: 0): ω₀ = 4π, ζ = 1; from 0 to 1 at rest:
        // x(t) = 1 − e^(−ω₀t)(1 + ω₀t), 0.8210 at 0.25 s (swiftui-semantics.md §3.8, `.smooth` closed form).
        let c = curve(0, [Keyframe([1], duration: 2, kind: .spring(KeyframeSpring(duration: 0.5, bounce: 0), startVelocity: nil))])
        let w = 4 * Double.pi
        for t in [0.05, 0.1, 0.25, 0.5] {
            #expect(abs(at(c, t) - (1 - exp(-w * t) * (1 + w * t))) < 1e-12)
        }
        #expect(abs(at(c, 0.25) - 0.8210) < 1e-4)
        // A bouncy spring (bounce 0.3 → ζ = 0.7) matches `.bouncy`'s closed form: 0.4233 at 0.1 s, 0.9841 at 0.25 s.
        let b = curve(0, [Keyframe([1], duration: 2, kind: .spring(KeyframeSpring(duration: 0.5, bounce: 0.3), startVelocity: nil))])
        #expect(abs(at(b, 0.1) - 0.4233) < 1e-4)
        #expect(abs(at(b, 0.25) - 0.9841) < 1e-4)
        #expect(abs(at(b, 0.5) - 1.0145) < 1e-4)
    }

    @Test func aSpringKeyframeKeepsTheVelocityItStartsWith() {
        // After a linear rise at 2 per second, the spring starts moving at 2 per second.
        let c = curve(0, [Keyframe([1], duration: 0.5, kind: .linear(.linear)),
                          Keyframe([1], duration: 1, kind: .spring(KeyframeSpring(duration: 0.5, bounce: 0.3), startVelocity: nil))])
        let h = 1e-6
        #expect(abs((at(c, 0.5 + h) - at(c, 0.5)) / h - 2) < 1e-3)
        #expect(at(c, 0.6) > 1)   // it overshoots its target from that velocity
    }

    @Test func springSettlingDurationsMatchTheReference() {
        // swiftui-semantics.md §3.6: the closed-form curve's settling times (last |1 − x| ≥ 0.001):
        // `.smooth` 0.734 s, `.bouncy` 0.818 s.
        #expect(abs(KeyframeSpring(duration: 0.5, bounce: 0).settlingDuration - 0.734) <= 0.001)
        #expect(abs(KeyframeSpring(duration: 0.5, bounce: 0.3).settlingDuration - 0.818) <= 0.001)
    }

    @Test func moveKeyframesJump() {
        let c = curve(0, [Keyframe([5], duration: 0, kind: .move), Keyframe([7], duration: 1, kind: .linear(.linear))])
        #expect(abs(at(c, 0) - 5) < 1e-12)
        #expect(abs(at(c, 0.5) - 6) < 1e-12)
    }

    // MARK: Clock schedules

    func clock(_ schedule: ViewClock.Schedule) -> ViewClock {
        ViewClock(name: "test", start: .appear, schedule: schedule, unboundedLength: 0) { _ in Script(name: "t", steps: []) }
    }

    @Test func frameTicksLandOnTheFrames() throws {
        let times = try clock(.frames(length: 0.2)).tickTimes(runStart: 0.5, end: .infinity, fps: 30)
        let frames: [Double] = (15...21).map { Double($0) / 30 }
        #expect(times == frames)
        // A run between frames starts on the next frame and ends exactly at its end.
        let between = try clock(.frames(length: 0.1)).tickTimes(runStart: 0.51, end: .infinity, fps: 30)
        let expected: [Double] = [16.0 / 30, 17.0 / 30, 18.0 / 30, 0.61]
        #expect(between == expected)
    }

    @Test func loopsStopAtTheirEndWithoutStartingANewCycle() throws {
        let times = try clock(.offsets([0, 0.6], period: 1.2)).tickTimes(runStart: 0, end: 3.0, fps: 30)
        #expect(times.count == 6)
        #expect(abs(times[5] - 3.0) < 1e-12)
        let oneShot = try clock(.offsets([0, 0.5, 0.9], period: nil)).tickTimes(runStart: 1, end: .infinity, fps: 30)
        #expect(oneShot == [1, 1.5, 1.9])
    }

    @Test func timersAndSchedulesWithoutTimeAreErrors() {
        #expect(throws: ClockError.self) { try clock(.every(0, first: 0)).tickTimes(runStart: 0, end: 10, fps: 30) }
        #expect(throws: ClockError.self) { try clock(.grid(interval: 0, origin: 0)).tickTimes(runStart: 0, end: 10, fps: 30) }
        #expect(throws: ClockError.self) { try clock(.offsets([0], period: 0)).tickTimes(runStart: 0, end: 10, fps: 30) }
        // Work is bounded whatever the schedule.
        #expect(throws: ClockError.self) { try clock(.every(1e-6, first: 0)).tickTimes(runStart: 0, end: 3600, fps: 30) }
    }

    @Test func gridTicksAtTheStartThenOnTheGrid() throws {
        let times = try clock(.grid(interval: 1, origin: 0)).tickTimes(runStart: 0.25, end: 3, fps: 30)
        #expect(times == [0.25, 1, 2, 3])
    }
}
