import Testing
import Document
import SceneScript

/// `PreviewProvider`, as files written before `#Preview` declare their previews.
@Suite struct PreviewProviderTests {
    static let source = """
    import SwiftUI

    struct Badge: View {
        var title: String
        @State private var isShown = false

        var body: some View {
            Text(title)
                .padding()
                .background(Capsule().fill(Color.blue))
                .scaleEffect(isShown ? 1 : 0.5)
                .onAppear {
                    withAnimation(.spring()) { isShown = true }
                }
        }
    }

    struct Badge_Previews: PreviewProvider {
        static var previews: some View {
            Group {
                Badge(title: "New")
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("New badge")
                Badge(title: "Sale")
                    .previewDevice("iPhone 15 Pro")
            }
        }
    }
    """

    @Test func eachViewOfAGroupIsAPreview() throws {
        let file = try SceneScript.parse(Self.source, file: "badge.swift")
        #expect(file.previews == ["New badge", "Badge_Previews 2"])
        #expect(file.views == ["Badge"])
        // The first is rendered by default; the canvas modifiers leave the view as it is.
        let first = try file.scene()
        #expect(first.name == "New badge")
        let shown = try first.body(StateValues(["isShown": .bool(true)]))
        #expect(shown.withoutOuterOnAppear == Text("New").padding().background(Capsule().fill(Color.blue)).scaleEffect(1).makeNode(), "\(shown)")
        let second = try file.scene(preview: "Badge_Previews 2")
        #expect(try second.body(StateValues(["isShown": .bool(true)])).withoutOuterOnAppear
                == Text("Sale").padding().background(Capsule().fill(Color.blue)).scaleEffect(1).makeNode())
        // The onAppear animation is the scene's first state change.
        #expect(try file.initialValues(preview: "New badge") == StateValues(["isShown": .bool(false)]))
    }

    /// `Group { … }.previewLayout(.sizeThatFits)`: the group's preview modifiers change nothing,
    /// so its views are still one preview each.
    @Test func aGroupWithPreviewModifiersIsStillSplit() throws {
        let file = try SceneScript.parse("""
        struct Dot: View {
            let color: Color
            var body: some View { Circle().fill(color).frame(width: 20, height: 20) }
        }
        struct Dot_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Dot(color: .red).previewDisplayName("Red")
                    Dot(color: .blue)
                }
                .previewLayout(.sizeThatFits)
            }
        }
        """, file: "dot.swift")
        #expect(file.previews == ["Red", "Dot_Previews 2"])
    }

    @Test func aSingleViewIsOnePreviewNamedForTheProvider() throws {
        let source = """
        struct ContentView: View {
            var body: some View { Circle().fill(.red) }
        }
        struct ContentView_Previews: PreviewProvider {
            static var previews: some View {
                ContentView()
            }
        }
        """
        let file = try SceneScript.parse(source, file: "c.swift")
        #expect(file.previews == ["ContentView_Previews"])
        #expect(try file.scene().body(StateValues()) == Circle().fill(.red).makeNode())
        // A display name names it.
        let named = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 == "        ContentView()" ? "        ContentView().previewDisplayName(\"Red\")" : String($0) }.joined(separator: "\n")
        #expect(try SceneScript.parse(named, file: "c.swift").previews == ["Red"])
    }

    @Test func aProviderWithoutPreviewsSaysWhatToWrite() {
        let source = """
        struct P: PreviewProvider {
            static var preview: some View { Text("x") }
        }
        """
        #expect(throws: ScriptError.self) { try SceneScript.parse(source, file: "p.swift") }
        do { _ = try SceneScript.parse(source, file: "p.swift") } catch {
            #expect("\(error)".contains("1:1: error: preview provider 'P' has no 'static var previews: some View { … }'"), "\(error)")
        }
    }
}

private extension ViewNode {
    /// The view under its outermost `onAppear` (its script is compared by the timeline tests).
    var withoutOuterOnAppear: ViewNode {
        if case .modified(let inner, .onAppear) = self { return inner }
        return self
    }
}
