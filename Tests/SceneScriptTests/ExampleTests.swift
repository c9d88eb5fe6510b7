import Testing
import Document
import SceneScript

/// The example scenes in examples/: all load, and they build what the same SwiftUI code builds.
@Suite struct ExampleTests {
    static let names = ["asymmetric-move", "card-flip", "card-grid-hero", "genie", "message-capsule", "rotate-scale",
                        "scale-fade", "slide-opacity", "tabs", "transitions-gallery"]

    func load(_ name: String, preview: String? = nil) throws -> Scene {
        try SceneScript.load(contentsOf: examplesFolder + "/\(name).swift", preview: preview)
    }

    /// The rendered view's initial @State values of an example.
    func initialValues(_ name: String) throws -> StateValues {
        let path = examplesFolder + "/\(name).swift"
        return try SceneScript.parse(try #require(readText(path)), file: name + ".swift").initialValues()
    }

    @Test func everyExampleIsListed() {
        #expect(swiftFiles(in: examplesFolder).map { String($0.dropLast(6)) } == ExampleTests.names)
    }

    @Test(arguments: names)
    func exampleLoads(_ name: String) throws {
        let scene = try load(name)
        #expect(scene.name == name)
        #expect(scene.size.width > 0 && scene.size.height > 0)
        _ = try scene.body(scene.initialState)
    }

    @Test func cardFlipDirectivesAndState() throws {
        let scene = try load("card-flip")
        #expect(scene.size == Size(width: 400, height: 460))
        #expect(scene.duration == 3.2)
        #expect(scene.taps == [Tap(target: "Reveal", time: 0.3), Tap(target: "Hide", time: 1.8)])
        #expect(try initialValues("card-flip") == StateValues(["showBack": .bool(false)]))
    }

    /// card-flip, written against the Swift API (the custom modifier by name and data).
    struct CardFlip: View {
        var showBack: Bool
        static func flip(_ p: Double) -> CustomModifier { CustomModifier(name: "FlipModifier", data: [p]) { _, c in c } }
        var body: some View {
            VStack(spacing: 30) {
                ZStack {
                    if showBack {
                        RoundedRectangle(cornerRadius: 25)
                            .fill(.black.gradient)
                            .transition(.modifier(active: CardFlip.flip(-1), identity: CardFlip.flip(0)))
                    } else {
                        RoundedRectangle(cornerRadius: 25)
                            .fill(.red.gradient)
                            .transition(.modifier(active: CardFlip.flip(1), identity: CardFlip.flip(0)))
                    }
                }
                .frame(width: 200, height: 300)

                Button(showBack ? "Hide" : "Reveal") {}
            }
        }
    }

    @Test(arguments: [false, true])
    func cardFlipMatchesTheSwiftAPI(_ showBack: Bool) throws {
        let scene = try load("card-flip")
        let interpreted = try scene.body(StateValues(["showBack": .bool(showBack)]))
        #expect(interpreted.withoutActions == CardFlip(showBack: showBack).makeNode().withoutActions)
    }

    @Test func cardFlipModifierBodyRotatesAndSwitchesOpacity() throws {
        let node = try load("card-flip").body(StateValues(["showBack": .bool(false)]))
        guard case .modifier(let active, let identity)? = node.transitions.first else {
            Issue.record("no custom transition"); return
        }
        #expect(active.data == [1] && identity.data == [0])
        let content = ViewNode.color(.color(.red))
        // progress 0.25: rotated 45° about y, still visible; 0.75: rotated 135°, hidden.
        #expect(try active.body([0.25], content)
                == content.rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)).opacity(1).makeNode())
        #expect(try active.body([0.75], content)
                == content.rotation3DEffect(.degrees(135), axis: (x: 0, y: 1, z: 0)).opacity(0).makeNode())
        #expect(try active.body([-0.6], content)
                == content.rotation3DEffect(.degrees(-108), axis: (x: 0, y: 1, z: 0)).opacity(0).makeNode())
    }

    @Test func cardFlipButtonTogglesTheState() throws {
        let scene = try load("card-flip")
        var state = scene.initialState
        let root = try scene.body(state)
        guard let action = root.button("Reveal")?.action else { Issue.record("no Reveal button"); return }
        #expect(outline(action) == ["mutate(easeInOut(duration: 0.6))"])
        try run(action, &state)
        #expect(SceneScript.writtenValues(state).bool("showBack"))
        // The body now shows the other branch and the other button title.
        let after = try scene.body(state)
        #expect(after.button("Hide") != nil && after.button("Reveal") == nil)
        #expect(after.transitions.first == .modifier(active: CardFlip.flip(-1), identity: CardFlip.flip(0)))
    }

    @Test func messageCapsuleScript() throws {
        let scene = try load("message-capsule")
        let root = try scene.body(scene.initialState)
        guard let script = root.appearScripts.first else { Issue.record("no onAppear"); return }
        // spring, 1 s, spring, 3 s, default, 1 s, default: changes at 0, 1, 4 and 5 s.
        #expect(outline(script) == ["mutate(spring(duration: 0.5, bounce: 0.5))", "sleep(1)",
                                    "mutate(spring(duration: 0.5, bounce: 0.5))", "sleep(3)", "mutate(default)", "sleep(1)",
                                    "mutate(default)"])
        var state = scene.initialState
        guard case .mutate(_, let first) = script.steps[0], case .mutate(_, let second) = script.steps[2],
              case .mutate(_, let third) = script.steps[4] else { return }
        try first(&state)
        #expect(SceneScript.writtenValues(state) == StateValues(["showIcon": .bool(true)]))
        try second(&state)
        try third(&state)
        #expect(SceneScript.writtenValues(state) == StateValues(["showIcon": .bool(true), "showText": .bool(false)]))
        // With both shown, the capsule holds the heart and the text with their transitions.
        let shown = try scene.body(StateValues(["showIcon": .bool(true), "showText": .bool(true)]))
        #expect(shown.transitions == [.scale(0.25, anchor: .center).combined(with: .opacity),
                                      .scale(0.5, anchor: .center).combined(with: .opacity)])
        guard case .modified(.modified(.modified(_, .backgroundShape(let fill, let shape)), .effect(let e)), .onAppear) = shown,
              let shadow = e.as(ShadowEffect.self)
        else { Issue.record("capsule: \(shown)"); return }
        #expect(fill == .material(.regular) && shape == .capsule(style: .continuous))
        #expect(shadow.color == Color.black.opacity(0.15) && shadow.radius == 16)
    }

    @Test func slideOpacityTimedDirectives() throws {
        let scene = try load("slide-opacity")
        #expect(scene.scripts.map(\.time) == [0.2, 1.4])
        #expect(scene.scripts.map { outline($0.script) } == [["mutate(easeInOut(duration: 0.5))"], ["mutate(easeInOut(duration: 0.5))"]])
        var state = scene.initialState
        try run(scene.scripts[0].script, &state)
        #expect(SceneScript.writtenValues(state).bool("isVisible"))
        let shown = try scene.body(state)
        #expect(shown.transitions == [.slide.combined(with: .opacity)])
        #expect(shown == ZStack {
            Circle().fill(.blue).frame(width: 100, height: 100).transition(.slide.combined(with: .opacity))
        }.frame(width: 300, height: 200).makeNode())
        try run(scene.scripts[1].script, &state)
        #expect(!SceneScript.writtenValues(state).bool("isVisible"))
    }

    @Test func asymmetricMoveTransition() throws {
        let scene = try load("asymmetric-move")
        let shown = try scene.body(StateValues(["isVisible": .bool(true)]))
        #expect(shown.transitions == [.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))])
    }

    @Test func rotateScaleTaskScript() throws {
        let scene = try load("rotate-scale")
        let root = try scene.body(scene.initialState)
        #expect(root.appearScripts.map(outline) == [["sleep(0.2)", "mutate(spring(duration: 0.6, bounce: 0.3))", "sleep(1.2)",
                                                     "mutate(easeIn(duration: 0.4))"]])
        let shown = try scene.body(StateValues(["showStar": .bool(true)]))
        guard case .combined(.modifier(let active, let identity), .scale)? = shown.transitions.first else {
            Issue.record("transition: \(shown.transitions)"); return
        }
        #expect(active.name == "RotationModifier" && active.data == [-90] && identity.data == [0])
        #expect(try active.body([-45], .empty) == ViewNode.empty.rotationEffect(.degrees(-45)).makeNode())
        #expect(shown.allNodes.contains(.image(ImageView(source: .systemName("star.fill")))))
    }

    @Test func scaleFadeTapsAndAnimation() throws {
        let scene = try load("scale-fade")
        #expect(try initialValues("scale-fade") == StateValues())  // `selectedID` is nil
        let list = try scene.body(scene.initialState)
        guard let tap = list.tapGesture("Ocean") else { Issue.record("no Ocean row"); return }
        var state = scene.initialState
        try run(tap, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["selectedID": .int(2)]))
        let detail = try scene.body(state)
        #expect(detail.button("Back") != nil && detail.tapGesture("Ocean") == nil)
        guard case .modified(_, .animation(let a, let value)) = detail else { Issue.record("animation"); return }
        #expect(a == .easeInOut(duration: 0.35) && value == .int(2))
        guard case .modifier(let active, _)? = detail.transitions.first else { Issue.record("transition"); return }
        #expect(try active.body([0.5], .empty) == ViewNode.empty.scaleEffect(0.75).opacity(0.5).makeNode())
        try run(try #require(detail.button("Back")?.action), &state)
        #expect(SceneScript.writtenValues(state) == StateValues())
    }

    @Test func genieTransition() throws {
        let scene = try load("genie")
        let root = try scene.body(scene.initialState)
        #expect(root.transitions == [.genie(target: Rect(x: 175, y: 415, width: 50, height: 50), edge: .top)])
        #expect(root.appearScripts.map(outline) == [["sleep(0.3)", "mutate(easeInOut(duration: 0.75))", "sleep(1.25)",
                                                     "mutate(easeInOut(duration: 0.75))"]])
    }

    @Test func cardGridHeroMatchedGeometry() throws {
        let scene = try load("card-grid-hero")
        let grid = try scene.body(scene.initialState)
        var ids: [StateValue] = []
        for n in grid.allNodes { if case .modified(_, .matchedGeometry(let m)) = n { ids.append(m.id); #expect(m.namespace == "ContentView.namespace") } }
        #expect(ids == (1...5).map { .int($0) })
        var state = scene.initialState
        let tap = try #require(grid.tapGesture("Card 3"))
        try run(tap, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["selected": .int(3)]))
        let detail = try scene.body(state)
        #expect(detail.button("Close") != nil)
        // The grid keeps a clear placeholder for card 3; the detail carries its geometry id.
        var detailIDs: [StateValue] = []
        for n in detail.allNodes { if case .modified(_, .matchedGeometry(let m)) = n { detailIDs.append(m.id) } }
        #expect(detailIDs == [1, 2, 4, 5, 3].map { .int($0) })
        guard case .stack(let z) = detail, case .modified(.modified(.grid(let g), _), _) = z.children[0].view else {
            Issue.record("layout: \(detail)"); return
        }
        #expect(g.kind == .lazyVGrid(columns: [GridItem(), GridItem()], spacing: 16))
        #expect(g.children.map(\.id) == (1...5).map { .int($0) })
        #expect(g.children[2].view == .conditional(isTrue: true, Color.clear.frame(height: 150).makeNode()))
    }

    @Test func tabsSwitchPages() throws {
        let scene = try load("tabs")
        #expect(try initialValues("tabs") == StateValues(["tab": .string("home")]))
        let home = try scene.body(scene.initialState)
        var state = scene.initialState
        try run(try #require(home.button("Settings")?.action), &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["tab": .string("settings")]))
        let settings = try scene.body(state)
        #expect(home.transitions == [.asymmetric(insertion: .scale, removal: .push(from: .trailing))])
        #expect(settings.transitions == [.asymmetric(insertion: .push(from: .trailing), removal: .scale)])
        #expect(settings.allNodes.contains(.text(TextView("Settings"))))
    }

    /// transitions-gallery's cell, written against the Swift API.
    struct DemoCell: View {
        let name: String
        let transition: Transition
        let isShown: Bool
        var body: some View {
            VStack(spacing: 6) {
                ZStack {
                    RoundedRectangle(cornerRadius: 10)
                        .stroke(Color.gray.opacity(0.4), lineWidth: 1)
                    if isShown {
                        RoundedRectangle(cornerRadius: 10)
                            .fill(.blue.gradient)
                            .padding(10)
                            .transition(transition)
                    }
                }
                .frame(width: 100, height: 80)
                .clipped()
                Text(name)
                    .font(.caption)
                    .lineLimit(1)
            }
        }
    }

    @Test func transitionsGalleryMatchesTheSwiftAPI() throws {
        let scene = try load("transitions-gallery")
        let demos: [(String, Transition)] = [
            (".opacity", .opacity), (".scale", .scale), (".scale(0.5, .bottom)", .scale(0.5, anchor: .bottom)),
            (".slide", .slide), (".move(.top)", .move(edge: .top)), (".offset(y: 40)", .offset(x: 0, y: 40)),
            (".push(.trailing)", .push(from: .trailing)), (".blurReplace", .blurReplace),
            (".asymmetric", .asymmetric(insertion: .move(edge: .leading), removal: .opacity)),
            (".combined", .slide.combined(with: .opacity)), (".identity", .identity), (".blurReplace(.upUp)", .blurReplace(upUp: true)),
        ]
        for shown in [false, true] {
            let api = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 16) {
                ForEach(0..<demos.count, id: \.self) { i in DemoCell(name: demos[i].0, transition: demos[i].1, isShown: shown) }
            }
            .padding(16)
            guard case .modified(let interpreted, .onAppear) = try scene.body(StateValues(["isShown": .bool(shown)])) else {
                Issue.record("no task"); return
            }
            #expect(interpreted == api.makeNode())
        }
    }
}
