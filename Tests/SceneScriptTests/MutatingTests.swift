import Document
import SceneScript
import Testing

/// Value semantics of the script's own types: computed properties with `get`/`set` (assigning
/// one runs its setter), `static` members, `lazy var`, and `mutating` methods called on values
/// held in `@State` (the changed copy is written back, so the view updates).
@Suite struct MutatingTests {
    @Test func settersRunWhenActionsAssignComputedProperties() throws {
        let source = """
        // flipbook: tap "Warmer" at 0.2
        // flipbook: tap "Warmer" at 0.4
        import SwiftUI

        struct ThermostatView: View {
            @State private var celsius = 20.0

            var fahrenheit: Double {
                get { celsius * 9 / 5 + 32 }
                set { celsius = (newValue - 32) * 5 / 9 }
            }

            var body: some View {
                VStack {
                    Text("\\(Int(celsius))°C")
                    Text("\\(Int(fahrenheit))°F")
                    Button("Warmer") { fahrenheit += 9 }
                }
            }
        }
        #Preview { ThermostatView() }
        """
        #expect(try screenTexts(source, at: 0) == ["20°C", "68°F", "Warmer"])
        #expect(try screenTexts(source, at: 0.3) == ["25°C", "77°F", "Warmer"])
        #expect(try screenTexts(source, at: 1) == ["30°C", "86°F", "Warmer"])
    }

    @Test func mutatingMethodsOfStructsInStateArrays() throws {
        let source = """
        // flipbook: tap "Milk" at 0.2
        // flipbook: tap "Rename eggs" at 0.4
        // flipbook: tap "Reset" at 0.6
        struct Todo: Identifiable {
            let id: Int
            var title: String
            var isDone = false

            mutating func toggle() { isDone.toggle() }

            mutating func reset() {
                self = Todo(id: id, title: title)
            }

            var display: String {
                get { (isDone ? "✓ " : "") + title }
                set { title = newValue.uppercased() }
            }
        }

        struct ContentView: View {
            @State private var todos = [Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs")]
            var body: some View {
                VStack {
                    ForEach(todos) { todo in
                        Button(todo.display) {
                            if let i = todos.firstIndex(where: { $0.id == todo.id }) { todos[i].toggle() }
                        }
                    }
                    Button("Rename eggs") { todos[1].display = "Brown eggs" }
                    Button("Reset") { todos[0].reset() }
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0.3) == ["✓ Milk", "Eggs", "Rename eggs", "Reset"])
        #expect(try screenTexts(source, at: 0.5) == ["✓ Milk", "BROWN EGGS", "Rename eggs", "Reset"])
        #expect(try screenTexts(source, at: 1) == ["Milk", "BROWN EGGS", "Rename eggs", "Reset"])
    }

    @Test func staticMembersLazyVarsAndMutatingCallsOnState() throws {
        let source = """
        // flipbook: tap "Count" at 0.5
        struct Counter {
            var value = 0
            var step = 1
            static let zero = Counter()
            static var preset: Counter { Counter(value: 10, step: 5) }
            static func starting(at n: Int) -> Counter { Counter(value: n) }
            lazy var label = "from \\(value)"

            mutating func increment() { value += step }
            mutating func incrementTwice() {
                increment()
                increment()
            }
        }

        struct ContentView: View {
            @State private var counter = Counter.preset
            var body: some View {
                VStack {
                    Text("\\(counter.value)")
                    Text("\\(Counter.zero.value) \\(Counter.starting(at: 3).value) \\(labelOf(counter))")
                    Button("Count") { counter.incrementTwice() }
                }
            }
            func labelOf(_ c: Counter) -> String {
                var copy = c
                return copy.label
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["10", "0 3 from 10", "Count"])
        #expect(try screenTexts(source, at: 1) == ["20", "0 3 from 20", "Count"])
    }
}
