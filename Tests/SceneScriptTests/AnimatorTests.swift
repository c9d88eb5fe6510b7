#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Document
import Layout
import Motion
import SceneScript
import Style

/// iOS 17's `phaseAnimator` and `keyframeAnimator`, `KeyframeTimeline`, `TimelineView` and
/// `Timer.publish` + `onReceive`, run on the clip's clock: the times of their state changes, the
/// values on screen at times (against the formulas), loop lengths and bad input.
@Suite struct AnimatorTests {
    /// The product of the scale effects on the first node that draws `text`, at time t.
    func scale(of text: String, in clip: Clip, at t: Double) throws -> Double? {
        let root = try clip.presentation(at: t).layout
        var found: Double?
        func search(_ n: LayoutNode, _ inherited: Double) {
            guard found == nil else { return }
            var s = inherited
            for m in n.modifiers { if case .effect(let e, _) = m, let sc = e.as(ScaleEffect.self) { s *= sc.x } }
            if case .text(let t) = n.kind, t == text { found = s; return }
            for c in n.children { search(c, s) }
        }
        search(root, 1)
        return found
    }

    /// The sum of the offset effects (y) on the first node that draws `text`, at time t.
    func offsetY(of text: String, in clip: Clip, at t: Double) throws -> Double? {
        let root = try clip.presentation(at: t).layout
        var found: Double?
        func search(_ n: LayoutNode, _ inherited: Double) {
            guard found == nil else { return }
            var y = inherited
            for m in n.modifiers { if case .effect(let e, _) = m, let o = e.as(OffsetEffect.self) { y += o.y } }
            if case .text(let t) = n.kind, t == text { found = y; return }
            for c in n.children { search(c, y) }
        }
        search(root, 0)
        return found
    }

    func texts(in clip: Clip, at t: Double) throws -> [String] {
        var out: [String] = []
        func walk(_ n: LayoutNode) {
            if case .text(let t) = n.kind { out.append(t) }
            n.children.forEach(walk)
        }
        walk(try clip.presentation(at: t).layout)
        return out
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    // MARK: phaseAnimator

    let pulse = """
    struct Heart: View {
        var body: some View {
            Text("♥")
                .phaseAnimator([false, true]) { content, phase in
                    content.scaleEffect(phase ? 1.2 : 1)
                } animation: { phase in
                    .easeInOut(duration: 0.6)
                }
        }
    }
    """

    @Test func aPhaseAnimatorWithoutTriggerLoopsFromTheFirstPhase() throws {
        let s = try scene(pulse)
        let timeline = try Timeline.run(s)
        // Without a duration it shows three cycles: into `true` at 0, 1.2, 2.4 and back at 0.6, 1.8, 3.0.
        #expect(close(timeline.transactions.map(\.time), [0, 0.6, 1.2, 1.8, 2.4, 3.0]))
        #expect(timeline.transactions.allSatisfy { $0.animation?.name == "easeInOut(duration: 0.6)" })
        let clip = try Clip(scene: s)
        // The last change back to the first phase settles after its 0.6 s, then the 0.5 s hold.
        #expect(abs(clip.duration - 4.1) < 1e-9)
        // easeInOut is symmetric: half way through each change the scale is half way (1.1).
        #expect(abs(try scale(of: "♥", in: clip, at: 0.3)! - 1.1) < 1e-6)
        #expect(abs(try scale(of: "♥", in: clip, at: 0.6)! - 1.2) < 1e-6)
        #expect(abs(try scale(of: "♥", in: clip, at: 0.9)! - 1.1) < 1e-6)
        #expect(abs(try scale(of: "♥", in: clip, at: 1.2)! - 1) < 1e-6)
        // A quarter of the way: 1 + 0.2 · easeInOut(0.25) (the 2⁻²⁰-rounded Bézier value).
        let q = UnitCurve.easeInOut.value(at: 0.25)
        #expect(abs(try scale(of: "♥", in: clip, at: 1.35)! - (1 + 0.2 * q)) < 1e-6)
    }

    @Test func aLoopRunsUntilTheScenesDuration() throws {
        let s = try scene("// flipbook: duration 2\n" + pulse)
        let times = try Timeline.run(s).transactions.map(\.time)
        #expect(close(times, [0, 0.6, 1.2, 1.8]))
    }

    @Test func aTriggeredPhaseAnimatorMakesOnePassPerChange() throws {
        let source = """
        // flipbook: tap "Like" at 0.5
        // flipbook: tap "Like" at 3
        enum Step: CaseIterable { case rest, grow, tilt }
        struct LikeButton: View {
            @State private var likes = 0
            var body: some View {
                Button("Like") { likes += 1 }
                    .phaseAnimator(Step.allCases, trigger: likes) { content, step in
                        content
                            .scaleEffect(step == .grow ? 1.5 : 1)
                            .rotationEffect(.degrees(step == .tilt ? 15 : 0))
                    } animation: { step in
                        switch step {
                        case .rest: return .smooth
                        case .grow: return .easeOut(duration: 0.25)
                        case .tilt: return .spring(duration: 0.4, bounce: 0.5)
                        }
                    }
            }
        }
        """
        let timeline = try Timeline.run(try scene(source))
        let animated = timeline.transactions.filter { $0.animation != nil }
        // Tap at 0.5: into .grow at once, .tilt when easeOut(0.25) completes, back to .rest when the
        // spring is logically complete (its response, 0.4 s); the same from 3.
        #expect(close(animated.map(\.time), [0.5, 0.75, 1.15, 3, 3.25, 3.65]))
        #expect(animated.map { $0.animation!.name } == ["easeOut(duration: 0.25)", "spring(duration: 0.4, bounce: 0.5)", "smooth",
                                                        "easeOut(duration: 0.25)", "spring(duration: 0.4, bounce: 0.5)", "smooth"])
    }

    @Test func thePhaseAnimatorViewFormAndTheDefaultAnimation() throws {
        let source = """
        // flipbook: duration 1.2
        PhaseAnimator([0.0, 40.0]) { y in
            Text("Hop").offset(y: -y)
        }
        """
        let s = try scene(source)
        let timeline = try Timeline.run(s)
        // `.default` is a spring of response 0.55: the next phase comes after 0.55 s.
        #expect(close(timeline.transactions.map(\.time), [0, 0.55, 1.1]))
        #expect(timeline.transactions.allSatisfy { $0.animation?.name == "default" })
        let clip = try Clip(scene: s)
        #expect(try offsetY(of: "Hop", in: clip, at: 0)! == 0)
        #expect(try offsetY(of: "Hop", in: clip, at: 0.5)! < -30)
    }

    // MARK: keyframeAnimator

    let bounce = """
    // flipbook: tap "ball" at 0.5
    struct Values {
        var scale = 1.0
        var lift = 0.0
    }
    struct Ball: View {
        @State private var taps = 0
        var body: some View {
            Text("ball")
                .keyframeAnimator(initialValue: Values(), trigger: taps) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .offset(y: value.lift)
                } keyframes: { _ in
                    KeyframeTrack(\\.scale) {
                        LinearKeyframe(1.2, duration: 0.2)
                        SpringKeyframe(1, duration: 0.5, spring: .bouncy)
                    }
                    KeyframeTrack(\\.lift) {
                        CubicKeyframe(-80, duration: 0.3)
                        CubicKeyframe(0, duration: 0.3)
                        MoveKeyframe(0)
                    }
                }
                .onTapGesture { taps += 1 }
        }
    }
    """

    @Test func aTriggeredKeyframeAnimatorPlaysItsTracksOncePerChange() throws {
        let s = try scene(bounce)
        let clip = try Clip(scene: s)
        // Before the tap the content gets the initial value.
        #expect(try scale(of: "ball", in: clip, at: 0.3)! == 1)
        #expect(try offsetY(of: "ball", in: clip, at: 0.3)! == 0)
        // Linear 1 → 1.2 over 0.2 s: 1.1 half way (t = 0.6, 0.1 s after the tap).
        #expect(abs(try scale(of: "ball", in: clip, at: 0.6)! - 1.1) < 1e-9)
        #expect(abs(try scale(of: "ball", in: clip, at: 0.7)! - 1.2) < 1e-9)
        // Then the bouncy spring from 1.2 back to 1, starting at the line's 1 per second:
        // y(τ) = e^(−ζω₀τ)(y₀ cos ω_d τ + (v₀ + ζω₀y₀)/ω_d · sin ω_d τ), ω₀ = 4π, ζ = 0.7.
        let w = 4 * Double.pi, z = 0.7, wd = w * (1 - z * z).squareRoot()
        let y0 = 0.2, v0 = 1.0
        func spring(_ tau: Double) -> Double { 1 + exp(-z * w * tau) * (y0 * cos(wd * tau) + (v0 + z * w * y0) / wd * sin(wd * tau)) }
        for frame in [22, 24, 27, 30] {   // frames after the tap's 0.2 s
            let t = Double(frame) / 30
            #expect(abs(try scale(of: "ball", in: clip, at: t)! - spring(t - 0.7)) < 1e-4)
        }
        // The lift track: a Catmull-Rom hop at rest at its knots (both neighbours of the top are 0),
        // so each segment is a smoothstep: −80·(3s² − 2s³); at the top 0.3 s after the tap.
        #expect(abs(try offsetY(of: "ball", in: clip, at: 0.8)! - (-80)) < 1e-9)
        let u = (20.0 / 30 - 0.5) / 0.3
        let hop = -80 * (3 * u * u - 2 * u * u * u)
        #expect(abs(try offsetY(of: "ball", in: clip, at: 20.0 / 30)! - hop) < 1e-9)
        // After the run (0.7 s) the value stays at the keyframes' end.
        #expect(abs(try scale(of: "ball", in: clip, at: 1.5)! - 1) < 1e-9)
        #expect(try offsetY(of: "ball", in: clip, at: 1.5)! == 0)
        // Every frame of the run is a state change: 0.7 s at 30 fps from the tap's frame, 22 ticks.
        let ticks = clip.timeline.transactions.filter { $0.source.hasPrefix("keyframes") }
        #expect(ticks.count == 22)
        #expect(abs(clip.timeline.lastChange - 1.2) < 1e-9)
    }

    @Test func aKeyframeAnimatorWithoutTriggerRepeats() throws {
        let source = """
        Text("spin")
            .keyframeAnimator(initialValue: 1.0) { content, s in
                content.scaleEffect(s)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(2, duration: 0.5)
                    LinearKeyframe(1, duration: 0.5)
                }
            }
        """
        let s = try scene(source)
        let clip = try Clip(scene: s)
        // Three cycles of 1 s, then the hold.
        #expect(abs(clip.timeline.lastChange - 3) < 1e-9)
        #expect(abs(clip.duration - 3.5) < 1e-9)
        // Frames at 0.2, 0.5, 1.2 (0.2 into the second loop), 2.8 (0.3 into the way back).
        // Linear keyframes ease along UnitCurve.linear, whose output SwiftUI rounds to 2⁻²⁰.
        let p = UnitCurve.linear.value(at: 0.4)
        for (t, expected) in [(0.2, 1 + p), (0.5, 2.0), (1.2, 1 + p), (2.8, 2 - UnitCurve.linear.value(at: 0.6))] {
            #expect(abs(try scale(of: "spin", in: clip, at: t)! - expected) < 1e-9)
        }
        // `repeating: false` shows the start of the timeline and never changes.
        let still = try Clip(scene: try scene(source.replacingOccurrences(of: "initialValue: 1.0)", with: "initialValue: 1.0, repeating: false)")))
        #expect(still.timeline.transactions.isEmpty)
    }

    @Test func keyframeTimelinesAreValuesOfTime() throws {
        let source = """
        struct Demo: View {
            let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
                KeyframeTrack(\\.y) {
                    CubicKeyframe(100, duration: 0.3)
                    CubicKeyframe(0, duration: 0.7)
                }
            }
            var body: some View {
                Text("\\(timeline.duration)")
                    .offset(x: timeline.value(time: 0.15).y, y: timeline.value(progress: 0.3).y)
            }
        }
        """
        let root = try node(source)
        var offsets: [OffsetEffect] = []
        root.walk { n, _ in if case .modified(_, .effect(let e)) = n, let o = e.as(OffsetEffect.self) { offsets.append(o) } }
        #expect(abs(offsets[0].x - 50) < 1e-9)   // half way up the first cubic segment (at rest at both knots)
        #expect(abs(offsets[0].y - 100) < 1e-9)  // progress 0.3 of 1 s: the top
        var text: String?
        root.walk { n, _ in if case .text(let t) = n, text == nil { text = t.string } }
        #expect(text == "1.0")
    }

    // MARK: TimelineView and Timer

    @Test func aPeriodicTimelineViewShowsTheClipsClock() throws {
        let source = """
        // flipbook: duration 3
        struct Clock: View {
            let start = Date()
            var body: some View {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text("\\(Int(context.date.timeIntervalSince(start)))")
                }
            }
        }
        """
        let clip = try Clip(scene: try scene(source))
        // The first entry at the view's appearance, then one a second, to the clip's end.
        #expect(clip.timeline.transactions.map(\.time) == [0, 1, 2, 3])
        #expect(try texts(in: clip, at: 0.5) == ["0"])
        #expect(try texts(in: clip, at: 2.99) == ["2"])
        #expect(try texts(in: clip, at: 3) == ["3"])
    }

    @Test func anAnimationTimelineViewTicksEveryFrame() throws {
        let source = """
        // flipbook: duration 1
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSinceReferenceDate
            Text("hand").rotationEffect(.degrees(t.truncatingRemainder(dividingBy: 60) * 6))
        }
        """
        let clip = try Clip(scene: try scene(source))
        // Frames 0 … 30 at 30 fps.
        #expect(clip.timeline.transactions.count == 31)
        #expect(abs(clip.timeline.transactions.last!.time - 1) < 1e-12)
    }

    @Test func aTimerCountsDownOnTheClipsClock() throws {
        let source = """
        struct Countdown: View {
            @State private var remaining = 3
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            var body: some View {
                Text("\\(remaining)")
                    .onReceive(timer) { _ in
                        if remaining > 0 {
                            withAnimation { remaining -= 1 }
                        }
                    }
            }
        }
        """
        let clip = try Clip(scene: try scene(source))
        // Ticks at 1, 2, 3 change the count; those at 4 and 5 change nothing and are no change.
        #expect(clip.timeline.transactions.map(\.time) == [1, 2, 3])
        #expect(clip.timeline.transactions.allSatisfy { $0.animation?.name == "default" })
        #expect(try texts(in: clip, at: 0.99) == ["3"])
        #expect(try texts(in: clip, at: 3.5) == ["0"])
    }

    // MARK: Bad input

    @Test func badInputIsAClearErrorAtItsPlace() {
        let negative = failure("""
        Text("x").keyframeAnimator(initialValue: 1.0) { c, v in c.scaleEffect(v) } keyframes: { _ in
            LinearKeyframe(2, duration: -0.5)
        }
        """)
        #expect(negative?.hasPrefix("2:") == true && negative?.contains("cannot be negative") == true, "\(negative ?? "no error")")
        let empty = failure("""
        let phases: [Bool] = []
        Text("x").phaseAnimator(phases) { c, p in c.opacity(p ? 1 : 0) }
        """)
        #expect(empty?.hasPrefix("2:") == true && empty?.contains("at least one phase") == true, "\(empty ?? "no error")")
        let timer = failure("""
        struct T: View {
            let timer = Timer.publish(every: 0, on: .main, in: .common).autoconnect()
            var body: some View { Text("x").onReceive(timer) { _ in } }
        }
        """)
        #expect(timer?.hasPrefix("2:") == true && timer?.contains("above 0") == true, "\(timer ?? "no error")")
        let periodic = failure("""
        TimelineView(.periodic(from: .now, by: 0)) { context in Text("x") }
        """)
        #expect(periodic?.hasPrefix("1:") == true && periodic?.contains("some time apart") == true, "\(periodic ?? "no error")")
        let instant = failure("""
        Text("x").phaseAnimator([1.0, 2.0]) { c, p in c.scaleEffect(p) } animation: { _ in nil }
        """)
        #expect(instant?.hasPrefix("1:") == true && instant?.contains("immediate") == true, "\(instant ?? "no error")")
    }
}
