import Document
import Motion
import SceneScript
import Testing

/// `withAnimation { … } completion: { … }` (iOS 17) and `async` functions awaited in `Task { }`
/// and `.task { }`: both become timeline steps at the times SwiftUI would run them.
@Suite struct CompletionAndAsyncTests {
    @Test func completionRunsWhenTheSpringIsLogicallyComplete() throws {
        let source = """
        // flipbook: tap "Send" at 0.5
        import SwiftUI

        struct SendButton: View {
            @State private var flying = false
            @State private var sent = false

            var body: some View {
                VStack {
                    Image(systemName: "paperplane.fill")
                        .offset(x: flying ? 120 : 0)
                    Text(sent ? "Sent" : "Ready")
                    Button("Send") {
                        withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                            flying = true
                        } completion: {
                            sent = true
                            withAnimation(.easeInOut(duration: 0.25)) { flying = false }
                        }
                    }
                }
            }
        }
        #Preview { SendButton() }
        """
        let changes = try stateChanges(source)
        // Logically complete after the spring's duration (its response): 0.5 + 0.6.
        #expect(changes.map(\.time) == [0.5, 1.1, 1.1])
        #expect(changes.map(\.animation) == ["spring(duration: 0.6, bounce: 0.3)", nil, "easeInOut(duration: 0.25)"])
        #expect(try screenTexts(source, at: 1) == ["Ready", "Send"])
        #expect(try screenTexts(source, at: 1.2) == ["Sent", "Send"])
    }

    @Test func completionCriteriaRemovedWaitsForTheSpringToSettle() throws {
        func completionTime(_ animation: String, _ criteria: String) throws -> Double {
            let source = """
            struct ContentView: View {
                @State private var on = false
                @State private var done = false
                var body: some View {
                    Text(done ? "done" : "…").opacity(on ? 1 : 0).onAppear {
                        withAnimation(\(animation), completionCriteria: \(criteria)) { on = true } completion: { done = true }
                    }
                }
            }
            """
            return try #require(stateChanges(source).last?.time)
        }
        // A timing curve is finished at its duration either way.
        #expect(try completionTime(".easeIn(duration: 0.4)", ".logicallyComplete") == 0.4)
        #expect(try completionTime(".easeIn(duration: 0.4)", ".removed") == 0.4)
        // `.spring` (response 0.5, damping 0.825) settles for a unit change on the 32nd 60 Hz frame
        // (../shared/reference/swiftui-semantics.md §3.6: 0.533 s), after its response of 0.5 s.
        #expect(try completionTime(".spring", ".logicallyComplete") == 0.5)
        #expect(abs(try completionTime(".spring", ".removed") - 32.0 / 60) < 1e-9)
        #expect(try completionTime(".spring.delay(0.2)", ".logicallyComplete") == 0.7)
        #expect(abs(try completionTime(".easeIn(duration: 0.4).repeatCount(3)", ".removed") - 1.2) < 1e-9)
        #expect(try completionTime(".spring(duration: 2).logicallyComplete(after: 0.3)", ".logicallyComplete") == 0.3)
    }

    @Test func completionOfARepeatForeverAnimationNeverRuns() throws {
        let source = """
        struct ContentView: View {
            @State private var pulse = false
            var body: some View {
                Circle().scaleEffect(pulse ? 1.2 : 1).onAppear {
                    withAnimation(.easeInOut(duration: 1).repeatForever()) { pulse = true } completion: { pulse = false }
                }
            }
        }
        """
        #expect(try stateChanges(source).count == 1)
    }

    @Test func awaitedAsyncFunctionsBecomeStepsInOrder() throws {
        let source = """
        // flipbook: tap "Refresh" at 3
        import SwiftUI

        struct FeedView: View {
            @State private var status = "Idle"
            @State private var items: [String] = []

            func fetch(page: Int) async {
                status = "Loading page \\(page)"
                try? await Task.sleep(for: .seconds(0.5))
                items.append("Item \\(page)")
            }

            func load(pages: Int) async {
                for page in 1...pages {
                    await fetch(page: page)
                }
                await finish()
            }

            func finish() async {
                try? await Task.sleep(for: .milliseconds(250))
                withAnimation(.smooth) { status = "Done" }
            }

            var body: some View {
                VStack {
                    Text(status)
                    ForEach(items, id: \\.self) { Text($0) }
                    Button("Refresh") {
                        items.removeAll()
                        Task { await load(pages: 1) }
                    }
                }
                .task {
                    await load(pages: 2)
                }
            }
        }
        #Preview { FeedView() }
        """
        #expect(try screenTexts(source, at: 0.2) == ["Loading page 1", "Refresh"])
        #expect(try screenTexts(source, at: 0.7) == ["Loading page 2", "Item 1", "Refresh"])
        #expect(try screenTexts(source, at: 1.1) == ["Loading page 2", "Item 1", "Item 2", "Refresh"])
        #expect(try screenTexts(source, at: 1.3) == ["Done", "Item 1", "Item 2", "Refresh"])
        #expect(try screenTexts(source, at: 3.2) == ["Loading page 1", "Refresh"])
        #expect(try screenTexts(source, at: 4) == ["Done", "Item 1", "Refresh"])
        let changes = try stateChanges(source)
        #expect(changes.map(\.time) == [0, 0.5, 0.5, 1, 1.25, 3, 3, 3.5, 3.75])
        #expect(changes.last?.animation == "smooth")
    }

    @Test func asyncMethodsOfAnObservableModel() throws {
        let source = """
        @Observable final class Downloader {
            var progress = 0
            func start() async {
                for step in 1...3 {
                    try? await Task.sleep(for: .seconds(0.2))
                    withAnimation(.linear(duration: 0.2)) { progress = step * 33 }
                }
            }
        }
        struct ContentView: View {
            @State private var downloader = Downloader()
            var body: some View {
                Text("\\(downloader.progress)%").task { await downloader.start() }
            }
        }
        """
        let changes = try stateChanges(source)
        #expect(changes.map(\.time).map { ($0 * 10).rounded() / 10 } == [0.2, 0.4, 0.6])
        #expect(try screenTexts(source, at: 1) == ["99%"])
    }
}
