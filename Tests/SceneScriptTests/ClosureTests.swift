import Document
import Motion
import SceneScript
import Testing

/// Closures as values: stored in properties (`let onDone: () -> Void`), passed to functions and
/// initializers (trailing too), and called. A parent's action closure handed to a child runs as
/// an action of the child's button, with the parent's state and the animation it asks for.
@Suite struct ClosureTests {
    @Test func childRunsTheParentsActionClosure() throws {
        let source = """
        // flipbook: tap "Show details" at 0.2
        // flipbook: tap "Close" at 1
        import SwiftUI

        struct DetailCard: View {
            let title: String
            var onClose: () -> Void

            var body: some View {
                VStack {
                    Text(title)
                    Button("Close", action: onClose)
                }
            }
        }

        struct ContentView: View {
            @State private var showDetails = false

            var body: some View {
                VStack {
                    if showDetails {
                        DetailCard(title: "Details") {
                            withAnimation(.easeOut(duration: 0.3)) { showDetails = false }
                        }
                        .transition(.opacity)
                    } else {
                        Button("Show details") { showDetails = true }
                    }
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0.5) == ["Details", "Close"])
        #expect(try screenTexts(source, at: 1.5) == ["Show details"])
        let changes = try stateChanges(source)
        #expect(changes.map(\.time) == [0.2, 1])
        #expect(changes.map(\.animation) == [nil, "easeOut(duration: 0.3)"])
    }

    @Test func closuresCalledInsideTheChildsOwnAction() throws {
        let source = """
        // flipbook: tap "Add 2" at 0.3
        struct Stepper2: View {
            let step: Int
            let onChange: (Int) -> Void
            var body: some View {
                Button("Add \\(step)") {
                    onChange(step)
                    onChange(step)
                }
            }
        }
        struct ContentView: View {
            @State private var total = 1
            var body: some View {
                VStack {
                    Text("Total \\(total)")
                    Stepper2(step: 2, onChange: { total += $0 })
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 1) == ["Total 5", "Add 2"])
    }

    @Test func closureValuedPropertiesFunctionsAndTrailingClosures() throws {
        let source = """
        struct Palette {
            var color: (Int) -> Color = { $0.isMultiple(of: 2) ? .blue : .red }
            var label: (Int) -> String
        }

        func apply(_ n: Int, twice: Bool = false, _ transform: (Int) -> Int) -> Int {
            twice ? transform(transform(n)) : transform(n)
        }

        struct ContentView: View {
            let palette = Palette(label: { "#\\($0)" })
            var body: some View {
                VStack {
                    ForEach(1...3, id: \\.self) { i in
                        Text(palette.label(i)).foregroundStyle(palette.color(i))
                    }
                    Text("\\(apply(3) { $0 * 10 }) \\(apply(3, twice: true) { n in n + 1 })")
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["#1", "#2", "#3", "30 5"])
        let styles = try node(source).allNodes.compactMap { n -> Fill? in
            if case .modified(_, .foregroundStyle(let f)) = n { return f } else { return nil }
        }
        #expect(styles == [.color(.red), .color(.blue), .color(.red)])
    }
}
