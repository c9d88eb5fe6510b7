import Document
import Motion
import SceneScript
import Testing

/// `.disabled(_:)` in scene scripts: a tap on a disabled button or toggle is named but does
/// nothing, and `.disabled(false)` leaves controls as they are.
@Suite struct DisabledTests {
    @Test func tapsOnDisabledControlsDoNothing() throws {
        let source = """
        // flipbook: tap "Save" at 0.2
        // flipbook: tap "Wi-Fi" at 0.3
        // flipbook: tap "Next" at 0.4
        import SwiftUI

        struct ContentView: View {
            @State private var saved = false
            @State private var wifi = false
            @State private var page = 0
            @State private var name = ""
            var body: some View {
                Form {
                    TextField("Name", text: $name)
                    Toggle("Wi-Fi", isOn: $wifi)
                    Button("Save") { saved = true }
                        .disabled(name.isEmpty)
                    Button("Next") { page += 1 }
                        .disabled(false)
                    Text(saved ? "saved" : "unsaved")
                    Text("page \\(page)")
                }
                .disabled(false)
            }
        }
        """
        #expect(try screenTexts(source, at: 0.5).contains("unsaved"))
        #expect(try screenTexts(source, at: 0.5).contains("page 1"))
        let locked = source.replacingOccurrences(of: "Toggle(\"Wi-Fi\", isOn: $wifi)", with: "Toggle(\"Wi-Fi\", isOn: $wifi).disabled(true)")
            .replacingOccurrences(of: "Text(saved ? \"saved\" : \"unsaved\")", with: "Text(wifi ? \"wifi on\" : \"wifi off\")")
        #expect(try screenTexts(locked, at: 0.5).contains("wifi off"))
    }

    /// Two fields and a progress view under a text field style, written either way.
    func fields(_ style: String) throws -> ViewNode {
        try node("""
        import SwiftUI
        struct ContentView: View {
            @State private var email = "ada@example.com"
            @State private var password = "secret"
            var body: some View {
                VStack {
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                    ProgressView("Uploading", value: 3, total: 4)
                }
                .textFieldStyle(\(style))
            }
        }
        """)
    }

    @Test func listAndFieldStylesReadTheirEnvironment() throws {
        let n = try fields("RoundedBorderTextFieldStyle()")
        let texts = n.allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } }
        #expect(texts == ["ada@example.com", "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}", "Uploading"])
        #expect(n == (try fields(".roundedBorder")))
        #expect(n != (try fields(".plain")))
    }

    @Test func listsFindTheirSections() throws {
        let n = try node("""
        import SwiftUI
        struct ContentView: View {
            let groups = ["Fruit", "Vegetables"]
            var body: some View {
                List {
                    Text("Pinned")
                    ForEach(groups, id: \\.self) { group in
                        Section(group) {
                            Text("\\(group) 1")
                            Text("\\(group) 2")
                        }
                    }
                }
                .listStyle(InsetGroupedListStyle())
            }
        }
        """)
        let texts = n.allNodes.compactMap { if case .text(let x) = $0 { x.string } else { nil } }
        #expect(texts == ["Pinned", "FRUIT", "Fruit 1", "Fruit 2", "VEGETABLES", "Vegetables 1", "Vegetables 2"])
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            var body: some View { List { Text("a") }.listStyle(.carousel) }
        }
        """)?.contains("ListStyle") == true)
    }
}
