import Testing
import Document
import SceneScript

/// The UIKit view files lean on: `UIScreen.main` (the canvas), `UIColor` shown through
/// `Color(uiColor:)`, and haptics (accepted, doing nothing).
@Suite struct UIKitTests {
    /// `UIScreen.main.bounds` is the canvas in points: a frame of half its width and a full-height
    /// bar, as an app sizes views from the screen.
    @Test func screenBoundsAreTheCanvas() throws {
        let source = """
        // flipbook: size 320x240
        // flipbook: scale 3
        struct Banner: View {
            let screen = UIScreen.main.bounds
            var body: some View {
                HStack(spacing: 0) {
                    Rectangle().frame(width: screen.width / 2, height: UIScreen.main.bounds.size.height)
                    Text("\\(Int(screen.midX))x\\(Int(screen.maxY)) @\\(Int(UIScreen.main.scale))")
                }
            }
        }
        #Preview { Banner() }
        """
        let expected = HStack(spacing: 0) {
            Rectangle().frame(width: 160, height: 240)
            Text("160x240 @3")
        }
        #expect(try node(source) == expected.makeNode())
    }

    /// Without a size directive the canvas is the default 400×400; a size given when the scene is
    /// loaded (the CLI's `--size`) is what the code sees.
    @Test func screenFollowsTheDefaultAndOverrides() throws {
        let source = "Text(\"\\(UIScreen.main.bounds.width) \\(UIScreen.main.bounds.height) \\(UIScreen.main.scale)\")"
        #expect(try node(source) == Text("400.0 400.0 2.0").makeNode())
        let s = try SceneScript.load(source: source, file: "s.swift", overrides: SceneOverrides(size: Size(width: 200, height: 100), scale: 1))
        #expect(try s.body(s.initialState) == Text("200.0 100.0 1.0").makeNode())
    }

    /// `Color(.systemGray4)`, `Color(uiColor: .label)`, `Color(UIColor.systemBackground)`: the
    /// system colours' light values; SwiftUI's own system colours are the same values.
    @Test func uiColorsShowAsTheirSystemColours() throws {
        let source = """
        extension Color {
            static var groupedBackground: Color { Color(UIColor.systemGroupedBackground) }
        }
        VStack {
            Rectangle().fill(Color(.systemGray4))
            Text("Title").foregroundColor(Color(uiColor: .label))
            Text("Detail").foregroundStyle(Color(uiColor: .secondaryLabel))
            Rectangle().fill(Color(UIColor.systemBlue))
            Rectangle().fill(Color(.red))
        }
        .background(Color.groupedBackground)
        """
        let expected = VStack {
            Rectangle().fill(Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255))
            Text("Title").foregroundColor(.black)
            Text("Detail").foregroundStyle(Color.secondary)
            Rectangle().fill(Color.blue)
            Rectangle().fill(Color(red: 1, green: 0, blue: 0))   // UIColor.red is pure red, not systemRed
        }
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        #expect(try node(source) == expected.makeNode())
    }

    /// Every UIKit system colour has a light value, and those ios-look.md lists have a dark one.
    @Test func systemColourTable() {
        let names = Set(UIKitColor.system.map(\.name))
        for n in ["systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "label", "secondaryLabel",
                  "tertiaryLabel", "systemBackground", "secondarySystemBackground", "systemGroupedBackground", "separator",
                  "systemFill"] {
            #expect(names.contains(n), "\(n)")
        }
        let gray6 = UIKitColor.system.first { $0.name == "systemGray6" }
        #expect(gray6?.dark == Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
        #expect(names.count == UIKitColor.system.count)
    }

    /// Haptic generators are accepted and do nothing: a Button's action still changes the state.
    @Test func hapticsAreNoOps() throws {
        let source = """
        struct Counter: View {
            @State private var count = 0
            private let haptic = UIImpactFeedbackGenerator(style: .light)
            func buzz(_ style: UIImpactFeedbackGenerator.FeedbackStyle) {
                UIImpactFeedbackGenerator(style: style).impactOccurred()
            }
            var body: some View {
                Button("Add") {
                    let g = UIImpactFeedbackGenerator()
                    g.prepare()
                    g.impactOccurred(intensity: 0.7)
                    haptic.impactOccurred()
                    buzz(.heavy)
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    UISelectionFeedbackGenerator().selectionChanged()
                    count += 1
                }
                .overlay(Text("\\(count)"))
            }
        }
        #Preview { Counter() }
        """
        let s = try scene(source)
        let root = try s.body(s.initialState)
        var state = s.initialState
        try run(try #require(root.button("Add")?.action), &state)
        #expect(SceneScript.writtenValues(state)["count"] == .int(1))
    }
}
