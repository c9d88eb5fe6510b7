import Testing
import Document
import Geometry
import Motion
import SceneScript

/// The automatic clip length (`ClipLength`): seamless loops of `repeatForever` motion, the 10 s cap,
/// and springs retargeted back to their start settling as SwiftUI's do.
@Suite struct ClipLengthTests {
    /// A view whose `onAppear` starts `animations` (each `(animation, state change)`).
    static func source(_ animations: [(String, String)], directives: String = "") -> String {
        """
        // flipbook: size 120x120
        // flipbook: scale 1
        \(directives)
        struct Loops: View {
            @State private var angle = 0.0
            @State private var grow = false
            @State private var shown = false
            var body: some View {
                Rectangle().fill(Color.blue).frame(width: 60, height: 12)
                    .rotationEffect(.degrees(angle))
                    .scaleEffect(grow ? 1.4 : 1)
                    .opacity(shown ? 1 : 0.5)
                    .onAppear {
                        \(animations.map { "withAnimation(\($0.0)) { \($0.1) }" }.joined(separator: "\n                "))
                    }
            }
        }
        """
    }

    static let spin = (".linear(duration: 1).repeatForever(autoreverses: false)", "angle = 360")

    func clip(_ animations: [(String, String)], directives: String = "") throws -> Clip {
        try Clip(scene: scene(Self.source(animations, directives: directives)))
    }

    @Test func aSpinnerTurningOnceASecondIsOneSecondLoop() throws {
        let c = try clip([Self.spin])
        #expect(c.length == .loop(start: 0, period: 1, repeats: 1))
        #expect(c.length.summary == "a seamless loop: one 1 s period")
        #expect(c.duration == 1)
        // Exactly period × fps frames: the frame after the last (t = 1) is the loop's first again.
        #expect(c.frameCount == 30)
        #expect(c.frameCount(on: FrameGrid(fps: 30, speed: 0.25)) == 120)
    }

    @Test func anAutoreversingLoopIsForwardAndBack() throws {
        let c = try clip([(".easeInOut(duration: 0.8).repeatForever(autoreverses: true)", "grow = true")])
        #expect(c.length == .loop(start: 0, period: 1.6, repeats: 1))
        #expect(c.frameCount == 48)
    }

    @Test func severalLoopsRunForTheirCommonPeriod() throws {
        let c = try clip([Self.spin, (".easeInOut(duration: 0.75).repeatForever(autoreverses: true)", "grow = true")])
        #expect(c.length == .loop(start: 0, period: 3, repeats: 3))
        #expect(c.length.summary?.hasPrefix("a loop: one 3 s common period, in which a loop repeats 3 times") == true)
        #expect(c.frameCount == 90)
    }

    @Test func aPeriodBetweenFramesTakesAsManyPeriodsAsFillWholeFrames() throws {
        // 0.35 s is 10.5 frames at 30 fps: two periods are 21 frames.
        let c = try clip([(".linear(duration: 0.35).repeatForever(autoreverses: false)", "angle = 360")])
        #expect(c.length == .loop(start: 0, period: 0.7, repeats: 2))
        #expect(c.frameCount == 21)
    }

    @Test func anIntroPlaysBeforeTheLoop() throws {
        // A 0.4 s fade-in, then the spinner (its repeat delayed 0.4 s): the fade ends on the first frame after
        // 0.4 s (frame 13), and one 1 s period follows.
        let c = try clip([(".easeOut(duration: 0.4)", "shown = true"),
                          (".linear(duration: 1).repeatForever(autoreverses: false).delay(0.4)", "angle = 360")])
        #expect(c.length == .loop(start: 13.0 / 30, period: 1, repeats: 1))
        #expect(c.length.summary == "a seamless loop: one 1 s period after a 0.4333 s intro")
        #expect(c.frameCount == 43)
    }

    @Test func loopsWithoutACommonPeriodWithinTheCapAreCapped() throws {
        // 0.37 s needs 10 periods (111 frames) to fill whole frames; with 1 s that is 1110 frames, 37 s.
        let c = try clip([Self.spin, (".easeInOut(duration: 0.37).repeatForever(autoreverses: false)", "grow = true")])
        guard case .capped(let reason) = c.length else { Issue.record("not capped: \(c.length)"); return }
        #expect(reason.contains("no common period"))
        #expect(c.duration == Clip.maximumAutomaticDuration)
        #expect(c.frameCount == 301)
    }

    @Test func aLongAnimationIsCappedAtTenSeconds() throws {
        let c = try clip([(".linear(duration: 30)", "angle = 360")])
        guard case .capped = c.length else { Issue.record("not capped: \(c.length)"); return }
        #expect(c.duration == 10)
        #expect(c.length.summary?.contains("capped at 10 s") == true)
    }

    @Test func aGivenDurationOverridesTheLoop() throws {
        let c = try clip([Self.spin], directives: "// flipbook: duration 2.5")
        #expect(c.length == .given)
        #expect(c.duration == 2.5)
        #expect(c.frameCount == 76)
    }

    @Test func commonPeriodsInFrames() {
        #expect(Clip.commonPeriod([1, 1.5], fps: 30, maxFrames: 301) == 90)
        #expect(Clip.commonPeriod([0.35], fps: 30, maxFrames: 301) == 21)
        #expect(Clip.commonPeriod([0.4, 0.6], fps: 60, maxFrames: 601) == 72)
        #expect(Clip.commonPeriod([1, 0.37], fps: 30, maxFrames: 301) == nil)
        #expect(Clip.commonPeriod([12], fps: 30, maxFrames: 301) == nil)
    }

    /// Issue #14: two taps of a toggle animated with `.default` made the automatic length 31.8 s — the
    /// second tap retargets the spring to the interval 0 (back to the start), and the settle test
    /// compared the remaining distance with 1 % of 0. SwiftUI skips the distance test then.
    @Test func twoTapsOnADefaultSpringSettle() throws {
        let s = try scene("""
        // flipbook: size 300x200
        // flipbook: scale 1
        // flipbook: tap "Move" at 0.2
        // flipbook: tap "Move" at 0.5
        struct Toggler: View {
            @State private var moved = false
            var body: some View {
                VStack {
                    Circle().fill(Color.red).frame(width: 40, height: 40).offset(x: moved ? 100 : 0)
                    Button("Move") { withAnimation(.default) { moved.toggle() } }
                }
            }
        }
        """)
        let c = try Clip(scene: s)
        guard case .settled(let settled) = c.length else { Issue.record("did not settle: \(c.length)"); return }
        // Measured: the spring (`.default`: response 0.55, damping 1), retargeted back to 0 at 0.5 s while it
        // still moves toward 100 pt, is removed on frame 56 (1.867 s: 1.367 s after the second tap, about
        // as long as one 100 pt move takes to meet SwiftUI's thresholds, 1.383 s); the clip adds the 0.5 s
        // hold: 2.367 s, 72 frames (before the fix: 31 s, the 30 s settle limit plus the hold).
        #expect(settled == 56.0 / 30, "settled at \(settled)")
        #expect(c.duration == 56.0 / 30 + 0.5)
        #expect(c.frameCount == 72)
    }

    @Test func aSpringBackAtItsStartFinishesOnVelocityAndForceAlone() {
        var s = FluidSpring(parameters: SpringParameters(response: 0.55, dampingFraction: 1), dimension: 1)
        s.x = [0.02]; s.v = [0.05]; s.a = [0.05]
        #expect(s.isSettled(target: [0]))
        s.v = [0.1]
        #expect(!s.isSettled(target: [0]))
        // A non-zero interval still needs the distance within 1 %.
        s.v = [0.05]
        #expect(!s.isSettled(target: [1]))
        s.x = [0.995]
        #expect(s.isSettled(target: [1]))
    }
}
