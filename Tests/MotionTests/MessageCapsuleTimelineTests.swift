import Document
import Layout
import Motion
import Testing

/// The timeline check: a message capsule shows its icon at 0 s (spring, bounce 0.5), its
/// text at 1 s, hides the text at 4 s and the icon at 5 s (default animations), driven by an
/// `onAppear` script with sleeps.
@Suite struct MessageCapsuleTimelineTests {
    struct Capsule: View {
        var showIcon: Bool
        var showText: Bool
        var body: some View {
            HStack(spacing: 0) {
                if showIcon {
                    Image(systemName: "heart.fill").font(.title).foregroundStyle(Color.red).padding()
                        .transition(.scale(scale: 0.25).combined(with: .opacity))
                }
                if showText {
                    Text("Hello, world!").padding(.trailing, 24)
                        .transition(.scale(scale: 0.5).combined(with: .opacity))
                }
            }
            .frame(height: 50)
            .background(.regularMaterial, in: Document.Capsule())
            .clipShape(Document.Capsule())
            .shadow(radius: 16)
        }
    }

    static let script = Script(name: "onAppear", steps: [
        mutate("showIcon", true, .spring(duration: 0.5, bounce: 0.5)), .sleep(1),
        mutate("showText", true, .default), .sleep(3),
        mutate("showText", false, .default), .sleep(1),
        mutate("showIcon", false, .default),
    ])

    static func scene() -> Scene {
        Scene(name: "message-capsule", size: Size(400, 200), fps: 30,
              initialState: StateValues(["showIcon": .bool(false), "showText": .bool(false)])) { state in
            ViewNode(Capsule(showIcon: state.bool("showIcon"), showText: state.bool("showText")).onAppear(script))
        }
    }

    @Test func whatIsVisibleWhen() throws {
        let clip = try Clip(scene: Self.scene())
        #expect(clip.timeline.transactions.map(\.time) == [0, 1, 4, 5])

        // 0.0 s: the icon has just been inserted: its transition's active state (opacity 0, scale 0.25).
        let t0 = try clip.presentation(at: 0).layout
        #expect(visibleOpacity(of: isSymbol("heart.fill"), in: t0) == 0)
        #expect(ownScale(of: isSymbol("heart.fill"), in: t0) == 0.25)
        #expect(visibleOpacity(of: isText("Hello, world!"), in: t0) == nil)

        // 0.25 s: the bouncy spring has overshot (§3.8: 1.1409 at 0.25 s for bounce 0.5), text absent.
        let t1 = try clip.presentation(at: 0.25).layout
        let o1 = try #require(visibleOpacity(of: isSymbol("heart.fill"), in: t1))
        #expect(o1 > 1)
        #expect(visibleOpacity(of: isText("Hello, world!"), in: t1) == nil)

        // 1.1 s: the icon at identity; the text fading in (0.1 s into the default spring).
        let t2 = try clip.presentation(at: 1.1).layout
        #expect(visibleOpacity(of: isSymbol("heart.fill"), in: t2) == 1)
        let o2 = try #require(visibleOpacity(of: isText("Hello, world!"), in: t2))
        #expect(o2 > 0.2 && o2 < 0.5)

        // 4.2 s: the text is leaving (still drawn, fading), the icon stays.
        let t3 = try clip.presentation(at: 4.2).layout
        let o3 = try #require(visibleOpacity(of: isText("Hello, world!"), in: t3))
        #expect(o3 > 0.1 && o3 < 0.9)
        #expect(visibleOpacity(of: isSymbol("heart.fill"), in: t3) == 1)

        // 5.6 s: the text is gone; the icon is nearly gone (0.6 s into its removal).
        let t4 = try clip.presentation(at: 5.6).layout
        #expect(visibleOpacity(of: isText("Hello, world!"), in: t4) == nil)
        let o4 = visibleOpacity(of: isSymbol("heart.fill"), in: t4) ?? 0
        #expect(o4 < 0.1)
        // The clip ends once everything settled, plus the hold.
        #expect(clip.duration > 5.6 && clip.duration < 7)
    }

    @Test func framesArePureFunctionsOfTime() throws {
        let clip = try Clip(scene: Self.scene())
        let a = try clip.renderNode(at: 4.2)
        _ = try clip.renderNode(at: 0.3)
        let b = try Clip(scene: Self.scene()).renderNode(at: 4.2)
        #expect(a == b)
        #expect(try clip.renderNode(at: 4.2) == a)
    }
}
