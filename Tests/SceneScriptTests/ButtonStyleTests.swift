import Document
import SceneScript
import Testing

/// Custom `ButtonStyle`s: `makeBody(configuration:)` draws each button inside `.buttonStyle(…)`, the
/// button keeps its action, and an inner style wins over an outer one.
@Suite struct ButtonStyleTests {
    static let styles = """
    import SwiftUI

    struct PillStyle: ButtonStyle {
        var color: Color = .blue
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(.horizontal, 24)
                .background(color, in: Capsule())
                .scaleEffect(configuration.isPressed ? 0.95 : 1)
        }
    }

    struct TaggedStyle: PrimitiveButtonStyle {
        func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
            HStack {
                Text("tag")
                configuration.label
            }
            .onTapGesture { configuration.trigger() }
        }
    }
    """

    /// The buttons of `body` (their labels as built), depth first.
    func buttons(_ body: String) throws -> [ButtonView] {
        try node(ButtonStyleTests.styles + "\nstruct ContentView: View {\n    @State private var count = 0\n    var body: some View {\n" + body + "\n    }\n}\n")
            .allNodes.compactMap { if case .button(let b) = $0 { b } else { nil } }
    }

    func texts(_ n: ViewNode) -> [String] { n.allNodes.compactMap { if case .text(let t) = $0 { t.string } else { nil } } }

    @Test func makeBodyBecomesTheLabelAtRest() throws {
        let b = try buttons("""
        Button("Add") { count += 1 }
            .buttonStyle(PillStyle(color: .green))
        """)
        #expect(b.count == 1)
        #expect(b[0].actionName == "Add")
        #expect(b[0].action != nil)
        // The label is the style's body around the title: padding, a capsule background and the scale at
        // rest (isPressed is false in a clip).
        let modifiers = b[0].label.allNodes.compactMap { if case .modified(_, let m) = $0 { m } else { nil } }
        #expect(modifiers.contains { if case .padding = $0 { true } else { false } })
        #expect(modifiers.contains { if case .backgroundShape(.color(.green), _) = $0 { true } else { false } })
        #expect(texts(b[0].label) == ["Add"])
        let plain = try buttons("Button(\"Add\") { count += 1 }")
        #expect(plain[0].label != b[0].label)
    }

    @Test func anInnerStyleWinsAndTheOuterReachesTheRest() throws {
        let b = try buttons("""
        VStack {
            Button("Inner") { }
                .buttonStyle(.borderedProminent)
            Button { count += 1 } label: { Label("Outer", systemImage: "star") }
            Button("Primitive") { }
                .buttonStyle(TaggedStyle())
        }
        .buttonStyle(PillStyle())
        """)
        #expect(b.map(\.actionName) == ["Inner", "Outer", "Primitive"])
        #expect(texts(b[0].label) == ["Inner"])                     // the built-in style draws it
        if case .text = b[0].label {} else { Issue.record("the inner built-in style should keep the plain label") }
        #expect(b[1].label.allNodes.contains { if case .modified(_, .backgroundShape) = $0 { true } else { false } })
        #expect(texts(b[2].label) == ["tag", "Primitive"])
    }

    @Test func aTapRunsTheButtonsActionThroughTheStyle() throws {
        let source = ButtonStyleTests.styles + """

        // flipbook: tap "Add" at 0.2
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("count \\(count)")
                    Button("Add") { count += 1 }
                }
                .buttonStyle(PillStyle())
            }
        }
        """
        #expect(try screenTexts(source, at: 0.5).contains("count 1"))
    }

    @Test func aStyleWithoutMakeBodyIsAnError() throws {
        let source = """
        import SwiftUI
        struct Broken: ButtonStyle {
            func body(configuration: Configuration) -> some View { configuration.label }
        }
        struct ContentView: View {
            var body: some View { Button("Go") { }.buttonStyle(Broken()) }
        }
        """
        #expect(throws: (any Error).self) { try node(source) }
        do { _ = try node(source) } catch {
            #expect("\(error)".contains("needs func makeBody(configuration: Configuration) -> some View"))
            #expect("\(error)".contains(":2:1:"))
        }
    }
}
