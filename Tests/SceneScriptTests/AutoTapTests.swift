import Testing
import Document
import Motion
import SceneScript

/// Taps by name (`TapTarget`, `NAME@SECONDS`) and tapping a still scene's controls (`AutoTap`).
@Suite struct AutoTapTests {
    /// examples/card-flip.swift as published: without its tap directives it changes nothing by itself.
    static func cardFlipWithoutTaps() throws -> Scene {
        let text = try #require(readText(examplesFolder + "/card-flip.swift"))
        let untapped = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("// flipbook: tap") && !$0.hasPrefix("// flipbook: duration") }
            .joined(separator: "\n")
        return try SceneScript.load(source: untapped, file: "card-flip.swift",
                                    overrides: SceneOverrides(size: Size(width: 200, height: 230), scale: 1, fps: 30))
    }

    @Test func theCardIsTappedOnceItsPreviousMotionHasSettled() throws {
        let scene = try Self.cardFlipWithoutTaps()
        let still = try Clip(scene: scene)
        #expect(try AutoTap.changesNothing(still))
        let plan = try #require(try AutoTap.plan(scene))
        #expect(plan.taps.map(\.target) == ["Reveal", "Hide"])
        #expect(plan.taps[0].time == AutoTap.firstTap)
        // "Hide" comes the pause after the flip to the back has settled: re-run the clip with only the first tap.
        var first = scene
        first.taps = [plan.taps[0]]
        guard case .settled(let flipped) = try Clip(scene: first).length else { Issue.record("no settle"); return }
        #expect(abs(plan.taps[1].time - (flipped + AutoTap.pause)) < 1e-9)
        guard case .settled(let back) = plan.clip.length else { Issue.record("no settle"); return }
        #expect(back > plan.taps[1].time)
        #expect(plan.clip.scene.taps == plan.taps)
    }

    @Test func aSceneThatMovesByItselfIsNotTapped() throws {
        let s = try scene("""
        struct Appear: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Text("Hi").opacity(on ? 1 : 0)
                    Button("Go") { on.toggle() }
                }
                .onAppear { withAnimation { on = true } }
            }
        }
        """)
        #expect(try AutoTap.plan(s) == nil)
    }

    @Test func aSceneWithoutControlsOrWithItsOwnTapsIsNotTapped() throws {
        #expect(try AutoTap.plan(scene("struct V: View { var body: some View { Text(\"Still\") } }")) == nil)
        let tapped = try scene("""
        // flipbook: tap "Go" at 0.2
        struct V: View {
            @State private var on = false
            var body: some View { Button("Go") { withAnimation { on.toggle() } }.opacity(on ? 0.5 : 1) }
        }
        """)
        #expect(try AutoTap.plan(tapped) == nil)
    }

    @Test func tapTargetsAreListedInDocumentOrderEachNameOnce() throws {
        let s = try scene("""
        struct V: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Button("One") { n += 1 }
                    Button { n += 2 } label: { Image(systemName: "star.fill") }
                    Button("One") { n += 3 }
                    Circle().frame(width: 20, height: 20).onTapGesture { n = 0 }
                    Toggle("Wi-Fi", isOn: .constant(true))
                }
            }
        }
        """)
        let names = try s.body(s.initialState).tapTargets.map(\.name)
        // The circle has no text or symbol: it is named by the line and column of `.onTapGesture`.
        #expect(names == ["One", "star.fill", "8:50", "Wi-Fi"])
    }

    @Test func aTapNamingNothingListsWhatIsTappable() throws {
        let s = try scene("""
        struct V: View {
            @State private var n = 0
            var body: some View { HStack { Button("Save") { n += 1 }; Button("Cancel") { n = 0 } } }
        }
        """)
        var tapped = s
        tapped.taps = [try Tap(parsing: "Sav@0.5", origin: "--tap")]
        do {
            _ = try Clip(scene: tapped)
            Issue.record("a tap naming nothing loaded")
        } catch let e as TimelineError {
            #expect(e.description == "--tap Sav@0.5: no button or onTapGesture named \"Sav\" is on screen at 0.5 s; "
                    + "tappable then: \"Save\", \"Cancel\"")
        }
    }

    @Test func tapsAreWrittenNameAtSeconds() throws {
        let t = try Tap(parsing: "Reveal@0.5", origin: "--tap")
        #expect(t.target == "Reveal" && t.time == 0.5 && t.origin == "--tap Reveal@0.5")
        #expect(try Tap(parsing: "a@b@1", origin: "--tap").target == "a@b")
        #expect(try Tap(parsing: "12:5@2", origin: "--tap").target == "12:5")
        func message(_ text: String) -> String {
            do { _ = try Tap(parsing: text, origin: "--tap"); return "" } catch { return "\(error)" }
        }
        #expect(message("Reveal") == "--tap 'Reveal' has no '@': write NAME@SECONDS, e.g. Reveal@0.5")
        #expect(message("@1") == "--tap '@1' names nothing before '@': write NAME@SECONDS, e.g. Reveal@0.5")
        #expect(message("Reveal@soon") == "--tap 'Reveal@soon': 'soon' is not a time in seconds: write NAME@SECONDS, e.g. Reveal@0.5")
        #expect(message("Reveal@-1") == "--tap 'Reveal@-1': the time must be 0...3600 seconds, not -1")
    }
}
