import Testing
import Document
import SceneScript

/// `while`, `repeat { } while`, `guard`, `break` and `continue`, written as real SwiftUI helper
/// code is, and compared with the values or models Swift would give.
@Suite struct LoopTests {
    /// `repeat` runs its body before the condition (so 0 has one digit); `while` may not run at all.
    @Test func digitsWithRepeatAndWhile() throws {
        let source = """
        func digits(of n: Int) -> [Int] {
            var rest = n
            var out: [Int] = []
            repeat {
                out.append(rest % 10)
                rest /= 10
            } while rest > 0
            return out.reversed()
        }
        func bits(of n: Int) -> Int {
            var rest = n
            var count = 0
            while rest > 0 {
                count += rest & 1
                rest = rest >> 1
            }
            return count
        }
        Text("\\(digits(of: 4096)) \\(digits(of: 0)) \\(bits(of: 255)) \\(bits(of: 0))")
        """
        #expect(try node(source) == Text("[4, 0, 9, 6] [0] 8 0").makeNode())
    }

    /// `guard let` in a computed view property: the binding is used after the guard, and the
    /// else block's view is returned when the array is empty.
    @Test func guardLetInComputedViewProperty() throws {
        let source = """
        struct Headline: View {
            let items: [String]
            var title: some View {
                guard let first = items.first, !first.isEmpty else {
                    return Text("Empty").foregroundStyle(.gray)
                }
                return Text("\\(first) +\\(items.count - 1)").foregroundStyle(.blue)
            }
            var body: some View { title }
        }
        VStack {
            Headline(items: ["Milk", "Eggs", "Tea"])
            Headline(items: [])
        }
        """
        let expected = VStack {
            Text("Milk +2").foregroundStyle(.blue)
            Text("Empty").foregroundStyle(.gray)
        }
        #expect(try node(source) == expected.makeNode())
    }

    /// `continue` skips items and `break` stops early while an array is built.
    @Test func continueAndBreakBuildingAnArray() throws {
        let source = """
        struct Todo: Identifiable { let id: Int; let title: String; let done: Bool }
        func upNext(_ todos: [Todo], limit: Int) -> [String] {
            var out: [String] = []
            for todo in todos {
                if todo.done { continue }
                guard out.count < limit else { break }
                out.append(todo.title)
            }
            return out
        }
        let todos = [Todo(id: 1, title: "Plan", done: true), Todo(id: 2, title: "Draw", done: false),
                     Todo(id: 3, title: "Ship", done: true), Todo(id: 4, title: "Test", done: false),
                     Todo(id: 5, title: "Tell", done: false)]
        Text(upNext(todos, limit: 2).joined(separator: ", "))
        """
        #expect(try node(source) == Text("Draw, Test").makeNode())
    }

    /// `repeat` finding how many columns of at least `minCell` points fit, used for a frame.
    @Test func repeatComputesALayoutSize() throws {
        let source = """
        func columns(width: Double, minCell: Double) -> Int {
            var n = 1
            repeat {
                n += 1
            } while width / Double(n + 1) >= minCell
            return n
        }
        struct Cell: View {
            let width: Double
            var body: some View {
                let n = columns(width: width, minCell: 70)
                Rectangle().frame(width: width / Double(n), height: 20)
            }
        }
        Cell(width: 320)
        """
        #expect(try node(source) == Rectangle().frame(width: 80, height: 20).makeNode())
    }

    /// `while let` rebinding each time, and `guard` returning from inside a `while`.
    @Test func whileLetAndGuardInsideWhile() throws {
        let source = """
        func halvings(from start: Int) -> Int {
            var next: Int? = start
            var total = 0
            while let n = next {
                total += n
                if n > 1 { next = n / 2 } else { next = nil }
            }
            return total
        }
        func firstIndex(above limit: Int, in xs: [Int]) -> Int {
            var i = 0
            while i < xs.count {
                guard xs[i] <= limit else { return i }
                i += 1
            }
            return -1
        }
        Text("\\(halvings(from: 10)) \\(firstIndex(above: 4, in: [1, 3, 5, 7])) \\(firstIndex(above: 9, in: [1]))")
        """
        #expect(try node(source) == Text("18 2 -1").makeNode())
    }

    /// As in Swift, `break` in a switch case leaves the switch (not the loop around it), and
    /// `continue` in a case goes on with the loop.
    @Test func breakInSwitchLeavesTheSwitch() throws {
        let source = """
        enum Kind { case skip, stop, count }
        func tally(_ kinds: [Kind]) -> Int {
            var n = 0
            for k in kinds {
                switch k {
                case .skip: continue
                case .stop:
                    if n > 5 { break }
                    n += 10
                case .count: n += 1
                }
                n += 100
            }
            return n
        }
        func one(_ n: Int) -> Int {
            switch n {
            case 1:
                let y = 2
                if y > 1 { break }
                return 7
            default: return 0
            }
            return 1
        }
        Text("\\(tally([.count, .skip, .stop, .stop])) \\(one(1))")
        """
        // .count: 1 + 100; .skip: nothing; .stop (n = 101 > 5): break, + 100; .stop again: + 100.
        #expect(try node(source) == Text("301 1").makeNode())
    }

    /// In an action, a `guard` followed by timeline steps is decided when the action starts;
    /// a `while` without steps is ordinary code in its mutation.
    @Test func guardAndWhileInActions() throws {
        let source = """
        struct Stepper: View {
            @State private var running = false
            @State private var count = 37
            var body: some View {
                Button("Go") {
                    guard !running else { return }
                    running = true
                    var n = count
                    while n >= 10 { n -= 10 }
                    count = n
                    withAnimation { count += 1 }
                }
            }
        }
        Stepper()
        """
        let s = try scene(source)
        var state = s.initialState
        let go = try #require(try s.body(state).button("Go")?.action)
        #expect(outline(go) == ["mutate(nil)", "mutate(default)"])
        try run(go, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["running": .bool(true), "count": .int(8)]))
        let again = try #require(try s.body(state).button("Go")?.action)
        #expect(outline(again) == [])
    }

    /// A `return` decided when the action starts (in an `if` with steps) ends the action's
    /// steps, also from inside an unrolled `for`: the steps after the loop are not made.
    @Test func returnInUnrolledLoopEndsTheAction() throws {
        let source = """
        struct Blinker: View {
            @State private var on = false
            var body: some View {
                Circle().opacity(on ? 1 : 0)
                    .onAppear {
                        Task {
                            for i in 0..<10 {
                                if i == 2 {
                                    withAnimation(.easeOut) { on = false }
                                    return
                                }
                                withAnimation { on.toggle() }
                                try await Task.sleep(for: .seconds(1))
                            }
                            withAnimation { on = true }
                        }
                    }
            }
        }
        Blinker()
        """
        let s = try scene(source)
        let appear = try #require(try s.body(s.initialState).appearScripts.first)
        #expect(outline(appear) == ["mutate(default)", "sleep(1)", "mutate(default)", "sleep(1)", "mutate(easeOut)"])
    }

    /// Misplaced jumps and fall-through guards fail where Swift's compiler would, with the place.
    @Test func errorsNameThePlace() {
        #expect(failure("func f() -> Int {\n    continue\n}\nText(\"\\(f())\")")?
            .hasPrefix("2:5: 'continue' is only allowed inside a loop") == true)
        #expect(failure("func f(_ n: Int) -> Int {\n    switch n {\n    default: continue\n    }\n}\nText(\"\\(f(1))\")")?
            .hasPrefix("3:14: 'continue' is only allowed inside a loop") == true)
        #expect(failure("func f() -> Int {\n    for i in 0..<3 {\n        guard i > 1 else { break label }\n    }\n    return 0\n}\nText(\"\\(f())\")")?
            .hasPrefix("3:34: labelled 'break' is not supported") == true)
        // A break inside a nested switch only leaves that switch, so the guard would fall through.
        #expect(failure("func f(_ n: Int) -> Int {\n    guard n > 0 else {\n        switch n {\n        default: break\n        }\n    }\n    return n\n}\nText(\"\\(f(1))\")")?
            .hasPrefix("2:5: 'guard' body must not fall through") == true)
        #expect(failure("func f(_ n: Int) -> Int {\n    guard n > 0 else { if n == 0 { return 0 } else { return -1 } }\n    return n\n}\nText(\"\\(f(1))\")")
            == nil)
        #expect(failure("func f(_ n: Int) -> Int {\n    var i = n\n    repeat { i += 1 } while true\n    return i\n}\nText(\"\\(f(1))\")")?
            .hasPrefix("3:5: this 'repeat' loop ran more than 10000 times") == true)
    }

    /// A `while` loop's iterations count against the work budget like a `for` loop's.
    @Test func whileWorkIsBounded() throws {
        let source = "func f() -> Int {\n    var i = 0\n    while i < 50 { i += 1 }\n    return i\n}\nText(\"\\(f())\")"
        #expect(try node(source) == Text("50").makeNode())
        #expect(throws: ScriptError.self) {
            _ = try SceneScript.load(source: source, file: "s.swift", limits: ScriptLimits(maxLoopIterations: 49))
        }
        #expect(throws: ScriptError.self) {
            _ = try SceneScript.load(source: source, file: "s.swift", limits: ScriptLimits(maxSteps: 100))
        }
    }
}
