import Flipbook
import Testing

// Views written as for SwiftUI — the same source compiles against `import SwiftUI` — using
// `@State`, `@Binding`, action closures and `withAnimation`.

private struct SaveToast: View {
    @State private var isShowing = false

    var body: some View {
        VStack(spacing: 16) {
            if isShowing {
                Text("Saved")
                    .padding()
                    .background(Capsule().fill(Color.green))
                    .transition(.scale.combined(with: .opacity))
            }
            Button("Save") {
                withAnimation(.easeInOut(duration: 0.4)) {
                    isShowing = true
                }
            }
        }
    }
}

private struct LikeButton: View {
    let title: String
    @State private var likes = 0
    @Binding var total: Int

    var body: some View {
        Text("\(title) \(likes)")
            .onTapGesture {
                likes += 1
                total += 1
            }
    }
}

private struct LikesView: View {
    @State private var total = 0
    @State private var generation = 0

    var body: some View {
        VStack {
            LikeButton(title: "Tea", total: $total)
            LikeButton(title: "Cake", total: $total)
                .id(generation)
            Text("Total: \(total)")
            Button("Reset cake") { generation += 1 }
        }
    }
}

private struct Greeting: View {
    @State private var visible = false
    var body: some View {
        Text(visible ? "Hello" : "…")
            .onAppear {
                withAnimation(.spring) { visible = true }
            }
    }
}

@Suite struct SwiftUIStateTests {
    /// The texts of a scene's view at time t.
    func texts(_ scene: Scene, at t: Double) throws -> [String] {
        let timeline = try Timeline.run(scene)
        var out: [String] = []
        try scene.body(timeline.state(at: t)).walk { n, _ in if case .text(let x) = n { out.append(x.string) } }
        return out
    }

    @Test func aButtonsWithAnimationIsATransactionThatTransitionsTheViewIn() throws {
        let scene = Scene(SaveToast(), size: Size(width: 240, height: 160), taps: [Tap(target: "Save", time: 0.2)])
        let timeline = try Timeline.run(scene)
        #expect(timeline.transactions.count == 1)
        #expect(timeline.transactions.first?.time == 0.2)
        #expect(timeline.transactions.first?.animation == .easeInOut(duration: 0.4))
        #expect(try texts(scene, at: 0) == ["Save"])
        #expect(try texts(scene, at: 0.3) == ["Saved", "Save"])

        // The toast scales and fades in: half way through it is partly there, at the end fully.
        let clip = try Clip(scene: scene)
        let renderer = ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 1)
        let before = try renderer.renderStill(at: 0.1), middle = try renderer.renderStill(at: 0.4),
            after = try renderer.renderStill(at: 0.7)
        // Pixels of the toast's green (as an opaque fill draws it) in each frame.
        let green = pixel(Color.green)
        func toast(_ p: Pixmap) -> Int {
            var n = 0
            for y in 0..<p.height { for x in 0..<p.width where near(pixel(p, x, y), green, 2) { n += 1 } }
            return n
        }
        let (b, m, a) = (toast(before), toast(middle), toast(after))
        #expect(b == 0 && m == 0 && a > 2_000, "green pixels: \(b), \(m), \(a)")
        // Half way it is there but faded (partly transparent green over white).
        var tinted = 0
        for y in 0..<middle.height {
            for x in 0..<middle.width {
                let c = pixel(middle, x, y)
                if c[1] > c[0] + 20 && c[1] > c[2] + 20 { tinted += 1 }
            }
        }
        #expect(tinted > 500, "tinted pixels mid-transition: \(tinted)")
    }

    @Test func eachInstanceOwnsItsStateAndBindingsWriteTheSource() throws {
        let taps = [Tap(target: "Tea 0", time: 0.1), Tap(target: "Cake 0", time: 0.2), Tap(target: "Cake 1", time: 0.3),
                    Tap(target: "Reset cake", time: 0.4)]
        let scene = Scene(LikesView(), size: Size(width: 200, height: 200), taps: taps)
        #expect(try texts(scene, at: 0.35) == ["Tea 1", "Cake 2", "Total: 3", "Reset cake"])
        // A new `.id` is a new view: its count starts again; the binding's total stays.
        #expect(try texts(scene, at: 1) == ["Tea 1", "Cake 0", "Total: 3", "Reset cake"])
    }

    @Test func onAppearRunsItsActionWhenTheViewAppears() throws {
        let scene = Scene(Greeting(), size: Size(width: 100, height: 60))
        let timeline = try Timeline.run(scene)
        #expect(timeline.transactions.map(\.time) == [0])
        #expect(timeline.transactions.first?.animation == .spring)
        #expect(try texts(scene, at: 0.5) == ["Hello"])
    }

    @Test func timedActionsAndStateOutsideAScene() throws {
        // Outside a scene a view's @State reads its initial value, as a SwiftUI view before it is shown.
        var initial: [String] = []
        LikesView().makeNode().walk { n, _ in if case .text(let x) = n { initial.append(x.string) } }
        #expect(initial == ["Tea 0", "Cake 0", "Total: 0", "Reset cake"])
        let model = Box()
        let scene = Scene(Text("x"), size: Size(width: 10, height: 10), actions: [TimedAction(at: 0.5) { model.ran = true }])
        #expect(try Timeline.run(scene).transactions.isEmpty)   // the action changed no state
        #expect(model.ran)
    }
}

private final class Box: @unchecked Sendable { var ran = false }
