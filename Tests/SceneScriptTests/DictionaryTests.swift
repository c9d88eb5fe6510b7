import Document
import SceneScript
import Testing

/// Dictionaries as SwiftUI views use them: lookup tables of colours and labels, counters in
/// `@State` changed by actions, and sorted key-value lists shown with `ForEach`.
@Suite struct DictionaryTests {
    @Test func countersInStateChangeThroughDefaultSubscripts() throws {
        let source = """
        // flipbook: tap "Cats" at 0.2
        // flipbook: tap "Dogs" at 0.4
        // flipbook: tap "Cats" at 0.6
        // flipbook: tap "Clear dogs" at 0.8
        import SwiftUI

        struct VoteView: View {
            @State private var votes: [String: Int] = [:]
            private let tints: [String: Color] = ["Cats": .orange, "Dogs": .brown]

            var body: some View {
                VStack(spacing: 12) {
                    ForEach(votes.sorted(by: { $0.key < $1.key }), id: \\.key) { name, count in
                        Text("\\(name): \\(count)")
                            .foregroundStyle(tints[name] ?? .gray)
                    }
                    Text("Total \\(votes.values.reduce(0, +))")
                    HStack {
                        Button("Cats") { votes["Cats", default: 0] += 1 }
                        Button("Dogs") { votes["Dogs", default: 0] += 1 }
                        Button("Clear dogs") { votes["Dogs"] = nil }
                    }
                }
            }
        }
        #Preview { VoteView() }
        """
        let buttons = ["Cats", "Dogs", "Clear dogs"]
        #expect(try screenTexts(source, at: 0) == ["Total 0"] + buttons)
        #expect(try screenTexts(source, at: 0.5) == ["Cats: 1", "Dogs: 1", "Total 2"] + buttons)
        #expect(try screenTexts(source, at: 0.7) == ["Cats: 2", "Dogs: 1", "Total 3"] + buttons)
        #expect(try screenTexts(source, at: 1) == ["Cats: 2", "Total 2"] + buttons)
    }

    @Test func lookupsKeysValuesAndIteration() throws {
        let source = """
        enum Weekday: String { case mon, tue, wed }

        struct ContentView: View {
            let hours: [Weekday: Double] = [.mon: 7.5, .tue: 8, .wed: 6]
            let scores = ["ada": 3, "bob": 9, "cy": 5]

            var ranking: String {
                scores.sorted { $0.value > $1.value }.map(\\.key).joined(separator: " > ")
            }

            var summary: String {
                var parts: [String] = []
                for (name, score) in scores where score > 4 {
                    parts.append("\\(name)=\\(score)")
                }
                return parts.sorted().joined(separator: ",")
            }

            var body: some View {
                VStack {
                    Text("\\(hours[.tue] ?? 0) \\(hours[.wed, default: 0]) \\(hours.count)")
                    Text(ranking)
                    Text(summary)
                    Text(scores.keys.sorted().joined(separator: " "))
                    Text("\\(scores.values.sorted()) \\(scores["zed"] == nil)")
                    Text("\\(scores.filter { $0.value < 5 }.keys.sorted()) \\(scores.mapValues { $0 * 2 }["bob"] ?? 0)")
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == [
            "8.0 6.0 3", "bob > cy > ada", "bob=9,cy=5", "ada bob cy", "[3, 5, 9] true", "[\"ada\"] 18",
        ])
    }

    @Test func dictionariesOfStructsAreValues() throws {
        let source = """
        // flipbook: tap "Level up" at 0.5
        struct Player: Equatable {
            var name: String
            var level = 1
        }
        struct ContentView: View {
            @State private var players: [Int: Player] = [1: Player(name: "Ada"), 2: Player(name: "Lin")]
            var body: some View {
                VStack {
                    ForEach(players.keys.sorted(), id: \\.self) { id in
                        Text("\\(players[id]?.name ?? "?") \\(players[id]?.level ?? 0)")
                    }
                    Button("Level up") {
                        players[2, default: Player(name: "new")].level += 1
                        players[3] = Player(name: "Kai", level: 5)
                    }
                }
            }
        }
        """
        #expect(try screenTexts(source, at: 0) == ["Ada 1", "Lin 1", "Level up"])
        #expect(try screenTexts(source, at: 1) == ["Ada 1", "Lin 2", "Kai 5", "Level up"])
    }
}
