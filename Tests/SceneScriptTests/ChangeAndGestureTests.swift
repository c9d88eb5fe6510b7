import Document
import Motion
import SceneScript
import Testing

/// Property wrappers that hold a value in a clip (`@AppStorage`, `@FocusState`, …), `onChange`,
/// and gesture values (`TapGesture`, `LongPressGesture`, `DragGesture`, …) as real views write them.
@Suite struct ChangeAndGestureTests {
    @Test func storageAndFocusWrappersHoldTheirDefaults() throws {
        let source = """
        // flipbook: tap "Sound" at 0.2
        import SwiftUI

        struct SettingsView: View {
            @AppStorage("soundOn") private var soundOn = false
            @SceneStorage("draft") var draft: String = "Hello"
            @FocusState private var nameFocused: Bool
            @FocusState private var field: Field?
            @ScaledMetric(relativeTo: .body) var iconSize: CGFloat = 24

            enum Field { case name, email }

            var body: some View {
                VStack {
                    Toggle("Sound", isOn: $soundOn)
                    Text(soundOn ? "on" : "off")
                    Text(draft)
                    Text(nameFocused ? "focused" : "not focused")
                    Text(field == nil ? "no field" : "a field")
                    Text("\\(Int(iconSize))")
                }
            }
        }
        """
        let before = try texts(source, at: 0)
        #expect(before.contains("off") && before.contains("Hello") && before.contains("not focused"))
        #expect(before.contains("no field") && before.contains("24"))
        #expect(try texts(source, at: 1).contains("on"))
    }

    @Test func wrappersWithoutAValueOrWithADatabaseAreClearErrors() {
        let missing = failure("""
        struct V: View {
            @AppStorage("count") var count: Int
            var body: some View { Text("\\(count)") }
        }
        """)
        #expect(missing?.hasPrefix("2:26: ") == true && missing?.contains("needs a default value") == true, "\(missing ?? "")")
        let query = failure("""
        struct V: View {
            @FetchRequest(sortDescriptors: []) var items: FetchedResults<Item>
            var body: some View { Text("x") }
        }
        """)
        #expect(query?.hasPrefix("2:5: property wrapper '@FetchRequest' is not supported") == true, "\(query ?? "")")
    }

    @Test func onChangeSeesTheOldAndNewValues() throws {
        let source = """
        // flipbook: tap "Add" at 0.2
        // flipbook: tap "Add" at 0.4
        import SwiftUI

        struct CounterView: View {
            @State private var count = 0
            @State private var log = "start"
            @State private var doubled = 0
            @State private var changes = 0

            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    Text(log)
                    Text("doubled \\(doubled)")
                    Text("changes \\(changes)")
                }
                .onChange(of: count) { oldValue, newValue in
                    log = "\\(oldValue)→\\(newValue)"
                }
                .onChange(of: count) { newValue in doubled = newValue * 2 }
                .onChange(of: count) { changes += 1 }
            }
        }
        """
        #expect(try texts(source, at: 0) == ["Add", "start", "doubled 0", "changes 0"])
        #expect(try texts(source, at: 0.3) == ["Add", "0→1", "doubled 2", "changes 1"])
        #expect(try texts(source, at: 1) == ["Add", "1→2", "doubled 4", "changes 2"])
    }

    @Test func onChangeInitialRunsOnAppearAndWatchesArrays() throws {
        let source = """
        // flipbook: tap "Add" at 0.2
        import SwiftUI

        struct ListView: View {
            @State private var items = ["a"]
            @State private var summary = ""

            var body: some View {
                VStack {
                    Button("Add") { items.append("b") }
                    Text(summary)
                }
                .onChange(of: items, initial: true) {
                    summary = "\\(items.count) items"
                }
            }
        }
        """
        #expect(try texts(source, at: 0.1) == ["Add", "1 items"])
        #expect(try texts(source, at: 1) == ["Add", "2 items"])
    }

    @Test func tapAndLongPressGesturesAreTappable() throws {
        let source = """
        // flipbook: tap "Like" at 0.2
        // flipbook: tap "Hold" at 0.4
        // flipbook: tap "Press" at 0.6
        import SwiftUI

        struct PhotoView: View {
            @State private var liked = false
            @State private var held = false
            @State private var pressed = 0
            @State private var offset = CGSize.zero

            var body: some View {
                VStack {
                    Text("Like")
                        .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
                    Text("Hold")
                        .simultaneousGesture(LongPressGesture(minimumDuration: 0.5).onEnded { _ in held = true })
                    Text("Press")
                        .onLongPressGesture(minimumDuration: 1) { pressed += 1 }
                    Text("Drag")
                        .offset(offset)
                        .gesture(
                            DragGesture()
                                .onChanged { value in offset = value.translation }
                                .onEnded { _ in withAnimation(.spring()) { offset = .zero } }
                        )
                    Text(liked ? "liked" : "not liked")
                    Text(held ? "held" : "not held")
                    Text("pressed \\(pressed)")
                }
            }
        }
        """
        #expect(try texts(source, at: 0).suffix(3) == ["not liked", "not held", "pressed 0"])
        #expect(try texts(source, at: 0.3).suffix(3) == ["liked", "not held", "pressed 0"])
        #expect(try texts(source, at: 1).suffix(3) == ["liked", "held", "pressed 1"])
    }

    @Test func keyboardAndAccessibilityModifiersDoNotChangeTheClip() throws {
        let plain = try node("""
        struct V: View {
            @State private var name = ""
            var body: some View { TextField("Name", text: $name).padding() }
        }
        """)
        let dressed = try node("""
        struct V: View {
            @State private var name = ""
            @FocusState private var focused: Bool
            var body: some View {
                TextField("Name", text: $name)
                    .focused($focused)
                    .submitLabel(.done)
                    .onSubmit { focused = false }
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .keyboardType(.emailAddress)
                    .accessibilityLabel("Your name")
                    .padding()
            }
        }
        """)
        #expect(plain == dressed)
    }
}
