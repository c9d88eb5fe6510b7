import Document
import SceneScript
import Testing

/// The same generic container compiled against the Swift API, to compare the models with.
private struct Card<Content: View>: View {
    let title: String
    let content: Content
    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            content
        }
        .padding(16)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
    }
}

/// Protocols declared in the file with default implementations in extensions, and generic views
/// and functions (`Card<Content: View>`, `func tinted<V: View>`), which the interpreter runs with
/// their type parameters erased.
@Suite struct ProtocolAndGenericTests {
    @Test func protocolDefaultsAndOwnImplementations() throws {
        let source = """
        import SwiftUI

        protocol Badged {
            var tint: Color { get }
            var label: String { get }
            func badge() -> Text
        }

        extension Badged {
            var label: String { "New" }
            func badge() -> Text {
                Text(label.uppercased())
            }
        }

        struct Sale: Badged {
            let percent: Int
            var tint: Color { .red }
            var label: String { "-\\(percent)%" }
        }

        struct Fresh: Badged {
            let tint = Color.green
        }

        enum Season: Badged {
            case summer, winter
            var tint: Color { self == .summer ? .yellow : .blue }
            func badge() -> Text { Text("\\(self)") }
        }

        struct BadgeRow: View {
            let items: [any Badged]
            var body: some View {
                HStack {
                    ForEach(0..<items.count, id: \\.self) { i in
                        items[i].badge().foregroundStyle(items[i].tint)
                    }
                }
            }
        }

        #Preview {
            BadgeRow(items: [Sale(percent: 20), Fresh(), Season.winter])
        }
        """
        #expect(try screenTexts(source, at: 0) == ["-20%", "NEW", "winter"])
    }

    @Test func protocolInheritanceAndConformanceInAnExtension() throws {
        let source = """
        protocol Named { var name: String { get } }
        protocol Greeter: Named {}
        extension Greeter {
            func greeting() -> String { "Hello, \\(name)" }
        }
        struct Guest { let name: String }
        extension Guest: Greeter {}

        struct ContentView: View {
            func welcome(_ someone: some Greeter) -> some View {
                Text(someone.greeting())
            }
            var body: some View { welcome(Guest(name: "Ada")) }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Hello, Ada"])
    }

    @Test func genericContainerBuildsWhatSwiftUIBuilds() throws {
        let source = """
        import SwiftUI

        struct Card<Content: View>: View {
            let title: String
            let content: Content

            init(title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }

            var body: some View {
                VStack(alignment: .leading, spacing: 8) {
                    Text(title).font(.headline)
                    content
                }
                .padding(16)
                .background(Color.white, in: RoundedRectangle(cornerRadius: 12))
            }
        }

        #Preview {
            Card(title: "Today") {
                Text("Run 5 km")
                Text("Read")
            }
        }
        """
        let expected = Card(title: "Today") {
            Text("Run 5 km")
            Text("Read")
        }
        #expect(try node(source) == expected.makeNode())
    }

    @Test func viewBuilderPropertiesClosurePropertiesAndGenericFunctions() throws {
        let source = """
        struct Section<Header: View, Content: View>: View where Header: View {
            @ViewBuilder let header: Header
            @ViewBuilder var content: () -> Content
            var body: some View {
                VStack {
                    header
                    content()
                }
            }
        }

        struct Pill<Label>: View where Label: View {
            let label: Label
            var body: some View { label.padding(8).background(.blue, in: Capsule()) }
        }

        func tinted<V: View>(_ view: V, _ color: Color = .pink) -> some View {
            view.foregroundStyle(color)
        }

        func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }

        struct ContentView: View {
            var body: some View {
                Section {
                    Text("Header")
                } content: {
                    Pill(label: Text("One"))
                    tinted(Text("Two"))
                    Text(pair("a", "b").joined())
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Header", "One", "Two", "ab"])
    }
}
