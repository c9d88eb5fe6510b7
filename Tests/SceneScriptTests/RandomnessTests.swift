import Testing
import Document
import SceneScript

/// Random numbers, UUIDs and dates are deterministic: a call's values depend only on the scene's
/// seed, the call's place in the file and how often that call ran in the same evaluation.
@Suite struct RandomnessTests {
    /// The strings of the Text views in a tree, in order.
    func texts(_ n: ViewNode) -> [String] { n.allNodes.compactMap { if case .text(let t) = $0 { t.string } else { nil } } }

    /// Confetti-style views: each body evaluation, for any state, places the dots at the same
    /// random offsets, so a state change animates only what the state changes.
    @Test func bodiesSeeTheSameNumbersForEveryState() throws {
        let source = """
        struct Confetti: View {
            @State private var burst = false
            var body: some View {
                ZStack {
                    ForEach(0..<6) { i in
                        Circle()
                            .frame(width: CGFloat.random(in: 4...10))
                            .offset(x: burst ? .random(in: -100...100) : 0, y: Double.random(in: -50..<50))
                    }
                }
                .onAppear { burst = true }
            }
        }
        #Preview { Confetti() }
        """
        let s = try scene(source)
        let first = try s.body(s.initialState)
        #expect(try s.body(s.initialState) == first)
        var burst = s.initialState
        burst["burst"] = .bool(true)
        let a = try s.body(burst), b = try s.body(burst)
        #expect(a == b)
        // The frame widths (drawn before the `burst` condition) are the same in both states.
        func widths(_ n: ViewNode) -> [Double] {
            n.allNodes.compactMap { if case .modified(_, .frame(let w, _, _)) = $0 { w } else { nil } }
        }
        #expect(widths(first) == widths(a))
        #expect(widths(first).count == 6 && Set(widths(first)).count == 6)
        #expect(widths(first).allSatisfy { (4...10).contains($0) })
        #expect(first != a)
    }

    /// A call's numbers do not depend on calls made before it: a random Text shown only in one
    /// state leaves the next call's value as it was.
    @Test func otherCallsDoNotShiftACallsValues() throws {
        let source = """
        struct Dice: View {
            @State private var extra = false
            var body: some View {
                VStack {
                    if extra { Text("\\(Int.random(in: 1...6))") }
                    Text("\\(Int.random(in: 1...1000))")
                }
            }
        }
        #Preview { Dice() }
        """
        let s = try scene(source)
        var on = s.initialState
        on["extra"] = .bool(true)
        #expect(texts(try s.body(s.initialState)).last == texts(try s.body(on)).last)
    }

    /// Values stay in their ranges, closed ranges reach both ends, and each die face comes up.
    @Test func rangesAreRespected() throws {
        let source = """
        let rolls = (0..<300).map { _ in Int.random(in: 1...6) }
        let unit = (0..<300).map { _ in Double.random(in: 0..<1) }
        let coins = (0..<100).map { _ in Bool.random() }
        VStack {
            Text(rolls.map { "\\($0)" }.joined(separator: ","))
            Text(unit.map { $0 >= 0 && $0 < 1 ? "y" : "n" }.joined())
            Text("\\(coins.filter { $0 }.count)")
        }
        """
        let t = texts(try node(source))
        let rolls = t[0].split(separator: ",").compactMap { Int($0) }
        #expect(rolls.count == 300 && Set(rolls) == Set(1...6))
        #expect(t[1] == String(repeating: "y", count: 300))
        let heads = Int(t[2]) ?? -1
        #expect(heads > 25 && heads < 75)
    }

    /// `// flipbook: seed N` changes every value; the same seed gives the same values.
    @Test func seedDirective() throws {
        let body = "Text(\"\\(Int.random(in: 0..<1_000_000)) \\(UUID().uuidString)\")"
        let a = try node(body), b = try node("// flipbook: seed 0\n" + body)
        let c = try node("// flipbook: seed 7\n" + body), d = try node("// flipbook: seed 7\n" + body)
        #expect(texts(a) == texts(b) || texts(a) != texts(c))   // the line shifts offsets; seeds still differ
        #expect(texts(c) == texts(d))
        #expect(texts(b) != texts(c))
        let s = try SceneScript.load(source: "// flipbook: seed 7\n" + body, file: "s.swift", overrides: SceneOverrides(seed: 9))
        #expect(texts(try s.body(s.initialState)) != texts(c))
    }

    /// `UUID()` in a model: distinct ids, the same in every body evaluation, usable as `ForEach`
    /// ids through `Identifiable`, and version-4 strings.
    @Test func uuidsAsStableIdentities() throws {
        let source = """
        struct Tag: Identifiable {
            let id = UUID()
            let title: String
        }
        struct Tags: View {
            let tags = ["Swift", "Flip", "Book"].map { Tag(title: $0) }
            let ids = (0..<5).map { _ in UUID() }
            var body: some View {
                VStack {
                    ForEach(tags) { tag in Text(tag.title) }
                    ForEach(ids, id: \\.self) { id in Text(id.uuidString) }
                }
            }
        }
        #Preview { Tags() }
        """
        let s = try scene(source)
        let n = try s.body(s.initialState)
        #expect(try s.body(s.initialState) == n)
        let strings = texts(n)
        #expect(Array(strings.prefix(3)) == ["Swift", "Flip", "Book"])
        let uuids = Array(strings.dropFirst(3))
        #expect(uuids.count == 5 && Set(uuids).count == 5)
        for u in uuids {
            let chars = Array(u)
            #expect(chars.count == 36 && chars[14] == "4" && "89AB".contains(chars[19]) && chars[8] == "-")
        }
        // Every ForEach child has its own id (the three Tags' and the five UUIDs').
        let lists = n.allNodes.compactMap { if case .list(let items) = $0 { items } else { nil } }
        let counts = lists.map { Set($0.compactMap(\.id)).count }
        #expect(counts.contains(3) && counts.contains(5))
    }

    /// `shuffled()` is a permutation, `randomElement()` an element (nil for an empty array), and
    /// the mutating `shuffle()` stores its result.
    @Test func shuffledAndRandomElement() throws {
        let source = """
        func deal() -> [Int] {
            var deck = Array(1...10)
            deck.shuffle()
            return deck
        }
        let none: [Int] = []
        VStack {
            Text(Array(1...10).shuffled().map { "\\($0)" }.joined(separator: ","))
            Text(deal().map { "\\($0)" }.joined(separator: ","))
            Text("\\(["a", "b", "c"].randomElement() ?? "-") \\(none.randomElement() == nil)")
        }
        """
        let t = texts(try node(source))
        for k in 0..<2 {
            let xs = t[k].split(separator: ",").compactMap { Int($0) }
            #expect(xs.sorted() == Array(1...10) && xs != Array(1...10))
        }
        #expect(["a true", "b true", "c true"].contains(t[2]))
    }

    /// `Date()` is a fixed virtual now; intervals and comparisons work as Foundation's.
    @Test func virtualDate() throws {
        let source = """
        let start = Date()
        let later = start.addingTimeInterval(90)
        VStack {
            Text("\\(start)")
            Text("\\(Int(start.timeIntervalSince1970)) \\(later.timeIntervalSince(start)) \\(later > start) \\(Date.now == start)")
            Text("\\(Date(timeIntervalSince1970: 0))")
        }
        """
        #expect(texts(try node(source)) == ["2025-01-01 09:41:00 +0000", "1735724460 90.0 true true", "1970-01-01 00:00:00 +0000"])
    }
}
