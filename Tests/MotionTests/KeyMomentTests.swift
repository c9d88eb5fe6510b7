import Document
import Motion
import Testing

/// Key moments: the frames a golden set keeps besides every k-th one.
@Suite struct KeyMomentTests {
    /// An ease-in-out move at 0.2 s and a bouncy spring back at 1.0 s, at 30 fps, for 2 s or (duration nil)
    /// until everything settles plus the default 0.5 s hold.
    static func scene(duration: Double? = 2) -> Scene {
        let steps: [Script.Step] = [
            .sleep(0.2), mutate("right", true, .easeInOut(duration: 0.5)),
            .sleep(0.8), mutate("right", false, .spring(duration: 0.5, bounce: 0.5)),
        ]
        return Scene(name: "moments", size: Size(300, 100), fps: 30, duration: duration,
                     initialState: StateValues(["right": .bool(false)]),
                     scripts: [(time: 0, script: Script(name: "moves", steps: steps))]) { state in
            ViewNode(Circle().fill(Color.blue).frame(width: 40, height: 40)
                .offset(x: state.bool("right") ? 50 : -50))
        }
    }

    @Test func framesOfEachMoment() throws {
        let clip = try Clip(scene: Self.scene())
        #expect(clip.frameCount == 61)
        let found = clip.keyMoments().map { "\($0.kind.rawValue)\($0.transaction.map(String.init) ?? ""):\($0.frame)" }
        // easeInOut from 0.2 s: begins on frame 6, is half-way at local 0.25 s (symmetric curve), so first at
        // or past 0.5 on frame 14 (local 0.267 s); finished on the first frame after its 0.5 s (frame 22: frame
        // 21 is 0.7 − 0.2 = 0.49999999999999994 s in Double, still showing the end value).
        // spring(duration 0.5, bounce 0.5) = response 0.5, ζ 0.5 from 1.0 s: the analytic step response
        // 1 − e^{−ζω₀t}(cos ω_d t + ζ/√(1−ζ²) sin ω_d t) is 0.480 at frame 33 and 0.700 at 34 (mid 34), and
        // peaks at π/ω_d = 0.289 s: 1.1562 on frame 38, 1.1615 on 39, 1.1421 on 40 (peak 39).
        #expect(found.prefix(7) == ["start:0", "begin1:6", "mid1:14", "settled1:22", "begin2:30", "mid2:34", "peak2:39"])
        #expect(found.last == "end:60")
        // The fluid spring settles (§3.6 thresholds for a 100-point move) only after the 2 s clip has ended.
        #expect(!found.contains { $0.hasPrefix("settled2") })
    }

    @Test func settledMomentIsWhereTheClipStopsAnimating() throws {
        let clip = try Clip(scene: Self.scene(duration: nil))
        let settled = try #require(clip.keyMoments().first { $0.kind == .settled && $0.transaction == 2 })
        // The move is 100 points, the magnitude key moments assume, so the spring stops on the frame the clip
        // stops animating; the clip then holds 0.5 s (15 frames).
        #expect(settled.frame > 60)
        #expect(settled.frame + 15 == clip.frameCount - 1)
    }

    @Test func goldenFramesUnionEveryKthFrame() throws {
        let clip = try Clip(scene: Self.scene())
        let frames = clip.goldenFrames(every: 10)
        #expect(frames.first == 0 && frames.last == 60)
        for f in [0, 10, 20, 30, 40, 50, 60, 6, 14, 22, 34, 39] { #expect(frames.contains(f)) }
        #expect(frames == frames.sorted() && Set(frames).count == frames.count)
    }

    /// A pulse repeating forever in a 60 s clip at 60 fps: the scan stops at the horizon instead of probing
    /// 3,600 frames from the start each (quadratic), and never reports a settle.
    @Test func foreverRepeatingAnimationIsScannedUpToTheHorizon() throws {
        let pulse = Animation.easeInOut(duration: 0.5).repeatForever(autoreverses: true)
        let scene = Scene(name: "pulse", size: Size(200, 200), fps: 60, duration: 60,
                          initialState: StateValues(["big": .bool(false)]),
                          scripts: [(time: 0, script: Script(name: "pulse", steps: [mutate("big", true, pulse)]))]) { state in
            ViewNode(Circle().fill(Color.red).frame(width: 40, height: 40).scaleEffect(state.bool("big") ? 2 : 1))
        }
        let clip = try Clip(scene: scene)
        let clock = ContinuousClock()
        let start = clock.now
        let moments = clip.keyMoments()
        #expect(clock.now - start < .seconds(2))
        #expect(moments.map(\.kind) == [.start, .begin, .mid, .end])
        #expect(moments.last?.frame == 3600)
    }
}
