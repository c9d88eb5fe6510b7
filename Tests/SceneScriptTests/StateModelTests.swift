import Document
import Motion
import SceneScript
import Testing

/// SwiftUI's state model as scene scripts run it: `@State` per view instance (identity), reset
/// when the instance goes; bindings; observable objects with reference semantics; the environment.
@Suite struct StateModelTests {
    @Test func childInstancesOwnTheirState() throws {
        let source = """
        // flipbook: tap "Left 0" at 0.2
        // flipbook: tap "Left 1" at 0.4
        // flipbook: tap "Right 0" at 0.6
        import SwiftUI

        struct CounterButton: View {
            let title: String
            @State private var count = 0
            @Binding var total: Int

            var body: some View {
                Button("\\(title) \\(count)") {
                    count += 1
                    total += 1
                }
            }
        }

        struct ContentView: View {
            @State private var total = 0
            var body: some View {
                VStack {
                    CounterButton(title: "Left", total: $total)
                    CounterButton(title: "Right", total: $total)
                    Text("Total: \\(total)")
                }
            }
        }
        """
        #expect(try texts(source, at: 0) == ["Left 0", "Right 0", "Total: 0"])
        #expect(try texts(source, at: 0.5) == ["Left 2", "Right 0", "Total: 2"])
        #expect(try texts(source, at: 1) == ["Left 2", "Right 1", "Total: 3"])
    }

    @Test func stateResetsWhenTheViewLeavesAndWhenItsIDChanges() throws {
        let source = """
        // flipbook: tap "Tap 0" at 0.1
        // flipbook: tap "Tap 1" at 0.2
        // flipbook: tap "Hide" at 0.3
        // flipbook: tap "Show" at 0.4
        // flipbook: tap "Tap 0" at 0.5
        // flipbook: tap "Reset" at 0.6
        struct Tapper: View {
            @State private var taps = 0
            var body: some View { Button("Tap \\(taps)") { taps += 1 } }
        }
        struct ContentView: View {
            @State private var shown = true
            @State private var generation = 0
            var body: some View {
                VStack {
                    if shown { Tapper() }
                    Button(shown ? "Hide" : "Show") { shown.toggle() }
                    Tapper().id(generation)
                    Button("Reset") { generation += 1 }
                }
            }
        }
        """
        let s = try scene(source)
        let timeline = try Timeline.run(s)
        func buttons(_ t: Double) throws -> [String] {
            try s.body(timeline.state(at: t)).allNodes.compactMap { if case .button(let b) = $0 { b.actionName } else { nil } }
        }
        // Both Tappers start at 0; taps go to the first one shown with that title.
        #expect(try buttons(0.25) == ["Tap 2", "Hide", "Tap 0", "Reset"])
        // Hidden and shown again: a new instance, back at 0.
        #expect(try buttons(0.45) == ["Tap 0", "Hide", "Tap 0", "Reset"])
        #expect(try buttons(0.55) == ["Tap 1", "Hide", "Tap 0", "Reset"])
        // A new .id is a new view: the first Tapper keeps its count.
        #expect(try buttons(0.7) == ["Tap 1", "Hide", "Tap 0", "Reset"])
    }

    @Test func newIDRunsOnAppearAgain() throws {
        let source = """
        // flipbook: tap "Refresh" at 1
        struct Toast: View {
            @State private var shown = false
            var body: some View {
                Text(shown ? "Saved" : "…")
                    .onAppear { withAnimation(.spring) { shown = true } }
            }
        }
        struct ContentView: View {
            @State private var id = 0
            var body: some View {
                VStack {
                    Toast().id(id)
                    Button("Refresh") { id += 1 }
                }
            }
        }
        """
        let s = try scene(source)
        let timeline = try Timeline.run(s)
        // onAppear at 0, then again at 1 for the new Toast; both start from `shown = false`.
        #expect(timeline.transactions.map(\.time) == [0, 1, 1])
        #expect(timeline.transactions.map { $0.animation?.name } == ["spring", nil, "spring"])
        let justRefreshed = try s.body(timeline.transactions[1].state).allNodes.contains(.text(TextView("…")))
        #expect(justRefreshed)
    }

    @Test func forEachElementsOwnTheirState() throws {
        let source = """
        // flipbook: tap "Pears" at 0.1
        struct Fruit: Identifiable {
            let id: Int
            let name: String
        }
        struct FruitRow: View {
            let fruit: Fruit
            @State private var liked = false
            var body: some View {
                HStack {
                    Text(fruit.name)
                    Text(liked ? "♥" : "♡")
                }
                .onTapGesture { liked.toggle() }
            }
        }
        struct ContentView: View {
            let fruits = [Fruit(id: 1, name: "Apples"), Fruit(id: 2, name: "Pears"), Fruit(id: 3, name: "Plums")]
            var body: some View {
                VStack { ForEach(fruits) { FruitRow(fruit: $0) } }
            }
        }
        """
        #expect(try texts(source, at: 1) == ["Apples", "♡", "Pears", "♥", "Plums", "♡"])
    }

    @Test func stateOfStructsAndArraysAndBindingsIntoThem() throws {
        let source = """
        // flipbook: tap "Add" at 0.1
        // flipbook: tap "Milk" at 0.2
        // flipbook: tap "Rename" at 0.3
        struct Task2: Identifiable, Hashable {
            var id: Int
            var title: String
            var done = false
        }
        struct TaskRow: View {
            @Binding var task: Task2
            var body: some View {
                Text(task.title + (task.done ? " ✓" : ""))
                    .onTapGesture { task.done.toggle() }
            }
        }
        struct ContentView: View {
            @State private var tasks = [Task2(id: 1, title: "Milk"), Task2(id: 2, title: "Eggs")]
            var body: some View {
                VStack {
                    ForEach(tasks.indices, id: \\.self) { i in
                        TaskRow(task: $tasks[i])
                    }
                    Button("Add") { tasks.append(Task2(id: tasks.count + 1, title: "Bread")) }
                    Button("Rename") { tasks[1].title = "Free-range eggs" }
                }
            }
        }
        """
        #expect(try texts(source, at: 0.15) == ["Milk", "Eggs", "Bread", "Add", "Rename"])
        #expect(try texts(source, at: 1) == ["Milk ✓", "Free-range eggs", "Bread", "Add", "Rename"])
    }

    @Test func bindingsFromGetSetConstantAndWrappedValue() throws {
        let source = """
        // flipbook: tap "Double 10" at 0.1
        // flipbook: tap "Fixed 5" at 0.2
        extension View {
            func grow(_ scale: Binding<CGFloat>) -> some View {
                onTapGesture { scale.wrappedValue *= 2 }
            }
        }
        struct Knob: View {
            let title: String
            @Binding var value: CGFloat
            var body: some View { Text("\\(title) \\(Int(value))").grow($value) }
        }
        struct ContentView: View {
            @State private var size: CGFloat = 10
            var body: some View {
                VStack {
                    Knob(title: "Double", value: Binding(get: { size }, set: { size = $0 }))
                    Knob(title: "Fixed", value: .constant(5))
                    Text("size \\(Int(size))")
                }
            }
        }
        """
        // A tap gesture is named by its first text ("Double 10").
        #expect(try texts(source, at: 1) == ["Double 20", "Fixed 5", "size 20"])
    }

    @Test func observableObjectsAreReferences() throws {
        let source = """
        // flipbook: tap "Add" at 0.1
        // flipbook: tap "Add" at 0.2
        // flipbook: tap "Clear" at 0.3
        // flipbook: tap "Add" at 0.4
        import Combine

        final class CartModel: ObservableObject {
            @Published var items: [String] = []
            @Published var badge = 0

            func add(_ item: String) {
                items.append(item)
                bump()
            }
            private func bump() { badge = items.count }
            func clear() {
                items.removeAll()
                badge = 0
            }
        }

        struct CartBadge: View {
            @ObservedObject var cart: CartModel
            var body: some View { Text("\\(cart.badge) in cart") }
        }

        struct ContentView: View {
            @StateObject private var cart = CartModel()
            var body: some View {
                VStack {
                    CartBadge(cart: cart)
                    Button("Add") { cart.add("Tea") }
                    Button("Clear") { cart.clear() }
                    Text(cart.items.joined(separator: ", "))
                }
            }
        }
        """
        #expect(try texts(source, at: 0.25) == ["2 in cart", "Add", "Clear", "Tea, Tea"])
        #expect(try texts(source, at: 1) == ["1 in cart", "Add", "Clear", "Tea"])
    }

    @Test func observableModelThroughTheEnvironment() throws {
        let source = """
        // flipbook: tap "Like" at 0.1
        @Observable
        final class Profile {
            var name = "Ada"
            var likes = 0
        }
        struct LikeButton: View {
            @Environment(Profile.self) private var profile
            var body: some View {
                Button("Like") { profile.likes += 1 }
            }
        }
        struct Header: View {
            @Environment(Profile.self) private var profile
            var body: some View { Text("\\(profile.name): \\(profile.likes)") }
        }
        struct ContentView: View {
            @State private var profile = Profile()
            var body: some View {
                VStack {
                    Header()
                    LikeButton()
                }
                .environment(profile)
            }
        }
        """
        #expect(try texts(source, at: 0) == ["Ada: 0", "Like"])
        #expect(try texts(source, at: 1) == ["Ada: 1", "Like"])
    }

    @Test func environmentObjectAndBindingsToObjects() throws {
        let source = """
        // flipbook: tap "Mute" at 0.1
        final class Player: ObservableObject {
            @Published var muted = false
            @Published var volume = 0.5
        }
        struct MuteSwitch: View {
            @Binding var isOn: Bool
            var body: some View { Button("Mute") { isOn.toggle() } }
        }
        struct Controls: View {
            @EnvironmentObject var player: Player
            var body: some View {
                VStack {
                    MuteSwitch(isOn: $player.muted)
                    Text(player.muted ? "muted" : "volume \\(player.volume)")
                }
            }
        }
        #Preview {
            Controls().environmentObject(Player())
        }
        """
        #expect(try texts(source, at: 0) == ["Mute", "volume 0.5"])
        #expect(try texts(source, at: 1) == ["Mute", "muted"])
    }

    @Test func environmentValuesDefaultsOverridesAndCustomKeys() throws {
        let source = """
        private struct AccentKey: EnvironmentKey {
            static let defaultValue: Color = .blue
        }
        extension EnvironmentValues {
            var accent: Color {
                get { self[AccentKey.self] }
                set { self[AccentKey.self] = newValue }
            }
            @Entry var cornerSize: CGFloat = 8
        }
        struct Swatch: View {
            @Environment(\\.colorScheme) private var colorScheme
            @Environment(\\.accent) private var accent
            @Environment(\\.cornerSize) private var corner
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                RoundedRectangle(cornerRadius: corner)
                    .fill(accent)
                    .overlay(Text(colorScheme == .dark ? "dark" : "light"))
                    .opacity(sizeClass == .compact ? 1 : 0.5)
            }
        }
        struct ContentView: View {
            var body: some View {
                HStack {
                    Swatch()
                    Swatch()
                        .environment(\\.colorScheme, .dark)
                        .environment(\\.accent, .red)
                        .environment(\\.cornerSize, 2)
                }
            }
        }
        """
        func swatch(_ corner: Double, _ fill: Color, _ label: String) -> some View {
            RoundedRectangle(cornerRadius: corner).fill(fill).overlay(Text(label)).opacity(1)
        }
        // The dark subtree carries its scheme (default text and shape colours resolve in it);
        // `.red` was evaluated outside it, in the light scheme.
        #expect(try node(source) == HStack { swatch(8, .blue, "light"); swatch(2, .red, "dark").colorScheme(.dark) }.makeNode())
    }

    @Test func initializersSetEachInstancesInitialState() throws {
        let source = """
        // flipbook: tap "5" at 0.1
        struct Stepper2: View {
            @State private var value: Int
            private let step: Int
            init(start: Int, step: Int = 1) {
                _value = State(initialValue: start)
                self.step = step
            }
            var body: some View { Button("\\(value)") { value += step } }
        }
        struct ContentView: View {
            var body: some View {
                VStack {
                    Stepper2(start: 5, step: 10)
                    Stepper2(start: 7)
                }
            }
        }
        """
        let s = try scene(source)
        let timeline = try Timeline.run(s)
        let titles = try s.body(timeline.state(at: 1)).allNodes.compactMap { if case .button(let b) = $0 { b.actionName } else { nil } }
        #expect(titles == ["15", "7"])
    }

    @Test func objectsMadeByActionsKeepTheirIdentity() throws {
        let source = """
        // flipbook: tap "New" at 0.1
        // flipbook: tap "New" at 0.2
        // flipbook: tap "Star first" at 0.3
        final class Note: Identifiable {
            let id: Int
            var starred = false
            init(id: Int) { self.id = id }
        }
        final class Notebook: ObservableObject {
            @Published var notes: [Note] = []
            var first: Note? { notes.first }
        }
        struct ContentView: View {
            @StateObject private var book = Notebook()
            var body: some View {
                VStack {
                    ForEach(book.notes) { note in
                        Text("note \\(note.id)\\(note.starred ? " ★" : "")")
                    }
                    Button("New") { book.notes.append(Note(id: book.notes.count + 1)) }
                    Button("Star first") {
                        if let note = book.first { note.starred = true }
                    }
                }
            }
        }
        """
        #expect(try texts(source, at: 1) == ["note 1 ★", "note 2", "New", "Star first"])
    }

    @Test func sameTimelineEveryRun() throws {
        let source = """
        // flipbook: tap "Go" at 0.2
        final class Model: ObservableObject { @Published var n = 0 }
        struct ContentView: View {
            @StateObject private var model = Model()
            @State private var history: [Int] = []
            var body: some View {
                Button("Go") {
                    model.n += 1
                    history.append(model.n)
                }
            }
        }
        """
        let a = try Timeline.run(try scene(source)), b = try Timeline.run(try scene(source))
        #expect(a == b)
        #expect(SceneScript.writtenValues(a.state(at: 1)) == StateValues(["history": .string("[1]")]))
    }

    // The issue's seed samples, as their articles write them.

    @Test func cardGridWithABindingToAnOptionalUUID() throws {
        let source = """
        // flipbook: size 320x480
        // flipbook: tap "card-2" at 0.3
        import SwiftUI

        struct CardItem: View {
            let id: UUID
            let index: Int
            @Binding var selectedID: UUID?
            let namespace: Namespace.ID

            var body: some View {
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.blue.opacity(0.2 + Double(index) * 0.15))
                    .overlay(Text("card-\\(index)"))
                    .matchedGeometryEffect(id: id, in: namespace)
                    .frame(height: 100)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                            selectedID = id
                        }
                    }
            }
        }

        struct CardGrid: View {
            @Namespace private var namespace
            @State private var selectedID: UUID?
            private let cards = (0..<5).map { _ in UUID() }

            var body: some View {
                ZStack {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                        ForEach(cards, id: \\.self) { id in
                            if selectedID != id {
                                CardItem(id: id, index: cards.firstIndex(of: id) ?? 0, selectedID: $selectedID, namespace: namespace)
                            } else {
                                Color.clear.frame(height: 100)
                            }
                        }
                    }
                    .padding()
                    .frame(maxHeight: .infinity, alignment: .top)

                    if let selectedID {
                        RoundedRectangle(cornerRadius: 24)
                            .fill(Color.blue.opacity(0.5))
                            .matchedGeometryEffect(id: selectedID, in: namespace)
                            .padding(24)
                            .onTapGesture { withAnimation(.spring) { self.selectedID = nil } }
                    }
                }
            }
        }

        #Preview { CardGrid() }
        """
        #expect(try texts(source, at: 0) == ["card-0", "card-1", "card-2", "card-3", "card-4"])
        // The tapped card's place is held by Color.clear; the detail took its matched geometry.
        #expect(try texts(source, at: 1) == ["card-0", "card-1", "card-3", "card-4"])
    }

    @Test func extensionFunctionTakingABinding() throws {
        let source = """
        // flipbook: size 240x240
        import SwiftUI

        extension View {
            func transitionScale(_ isVisible: Bool, scale: Binding<CGFloat>) -> some View {
                self
                    .scaleEffect(scale.wrappedValue)
                    .opacity(isVisible ? 1 : 0)
                    .onAppear {
                        withAnimation(.spring(response: 0.5, dampingFraction: 0.6)) {
                            scale.wrappedValue = 1
                        }
                    }
            }
        }

        struct PopIn: View {
            @State private var scale: CGFloat = 0.3
            var body: some View {
                Circle()
                    .fill(Color.orange)
                    .frame(width: 100, height: 100)
                    .transitionScale(true, scale: $scale)
            }
        }

        #Preview { PopIn() }
        """
        let s = try scene(source)
        let timeline = try Timeline.run(s)
        #expect(timeline.transactions.count == 1 && timeline.transactions[0].time == 0)
        #expect(SceneScript.writtenValues(timeline.state(at: 1)) == StateValues(["scale": .double(1)]))
    }

    @Test func refreshPreviewRestartsTheViewWithANewID() throws {
        let source = """
        // flipbook: size 320x200
        // flipbook: preview "Refresh"
        // flipbook: tap "Refresh" at 2.0
        // flipbook: duration 4
        import SwiftUI

        struct MessageCapsule: View {
            @State private var showIcon = false
            @State private var showText = false

            var body: some View {
                HStack(spacing: 8) {
                    if showIcon {
                        Image(systemName: "checkmark")
                            .transition(.scale)
                    }
                    if showText {
                        Text("Message sent")
                            .transition(.move(edge: .leading).combined(with: .opacity))
                    }
                }
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .background(Capsule().fill(Color.green))
                .foregroundStyle(.white)
                .onAppear {
                    Task {
                        withAnimation(.spring(duration: 0.5, bounce: 0.5)) { showIcon = true }
                        try await Task.sleep(for: .seconds(0.6))
                        withAnimation(.spring(duration: 0.5, bounce: 0.3)) { showText = true }
                    }
                }
            }
        }

        #Preview("Refresh") {
            @Previewable @State var id = 0
            VStack(spacing: 20) {
                MessageCapsule().id(id)
                Button("Refresh") { id += 1 }
            }
        }
        """
        let s = try scene(source)
        let timeline = try Timeline.run(s)
        // onAppear's task at 0 and 0.6; Refresh at 2 makes a new capsule, whose task runs again.
        #expect(timeline.transactions.map(\.time) == [0, 0.6, 2, 2, 2.6])
        #expect(try texts(source, at: 1) == ["Message sent", "Refresh"])
        #expect(try texts(source, at: 2.1) == ["Refresh"])
        #expect(try texts(source, at: 3) == ["Message sent", "Refresh"])
    }

    /// Every transaction keeps a copy of the state: the sum of their sizes is bounded.
    @Test func statesKeptByTheTimelineAreBounded() throws {
        let s = try scene("""
        struct ContentView: View {
            @State private var samples: [Double] = []
            var body: some View {
                Text("\\(samples.count)")
                    .task {
                        for i in 0..<2000 {
                            withAnimation { samples.append(contentsOf: Array(repeating: Double(i), count: 5)) }
                        }
                    }
            }
        }
        """)
        #expect(throws: TimelineError.self) { try Timeline.run(s) }
    }

    /// A decision in an action sees what the statements before it changed (no time passes
    /// between them), and each run of an action draws new random numbers.
    @Test func actionsDecideAfterTheirEarlierChangesAndDrawAnew() throws {
        let source = """
        // flipbook: tap "Tap" at 0.1
        // flipbook: tap "Tap" at 0.2
        // flipbook: tap "Tap" at 0.3
        struct ContentView: View {
            @State private var n = 0
            @State private var done = false
            @State private var rolls: [Int] = []
            var body: some View {
                VStack {
                    Button("Tap") {
                        n += 1
                        rolls.append(Int.random(in: 1...1_000_000))
                        if n == 3 { withAnimation { done = true } }
                    }
                    Text(done ? "done" : "not yet")
                }
            }
        }
        """
        let s = try scene(source)
        let timeline = try Timeline.run(s)
        #expect(timeline.transactions.map { $0.animation == nil } == [true, true, true, false])
        #expect(try texts(source, at: 0.25) == ["Tap", "not yet"])
        #expect(try texts(source, at: 0.35) == ["Tap", "done"])
        let rolls = SceneScript.writtenValues(timeline.state(at: 1))["rolls"]
        guard case .string(let list)? = rolls else { Issue.record("no rolls: \(String(describing: rolls))"); return }
        let numbers = list.dropFirst().dropLast().split(separator: ",").map { $0.trimmingPrefix(" ") }
        #expect(Set(numbers).count == 3, "\(list)")
        // The same clip every run.
        #expect(try Timeline.run(try scene(source)) == timeline)
    }
}
