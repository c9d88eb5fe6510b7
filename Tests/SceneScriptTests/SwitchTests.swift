import Testing
import Document
import SceneScript

/// The same types and views compiled against the Swift API, to compare the models with.
private enum Tab: CaseIterable { case home, search, inbox, profile, settings }
private enum Status { case ok, warning, failed }

private struct TabRoot: View {
    let tab: Tab
    var body: some View {
        switch tab {
        case .home: Text("Home").transition(.opacity)
        case .search: Image(systemName: "magnifyingglass")
        case .inbox:
            Text("Inbox")
            Text("3 new")
        case .profile: Circle().fill(.blue)
        case .settings: Rectangle().fill(.gray).transition(.slide)
        }
    }
}

private struct StatusRow: View {
    let status: Status
    @ViewBuilder func icon(for s: Status) -> some View {
        switch s {
        case .ok: Image(systemName: "checkmark.circle.fill")
        case .warning, .failed: Image(systemName: "exclamationmark.triangle.fill")
        }
    }
    func color(for s: Status) -> Color {
        switch s {
        case .ok: .green
        case .warning: .orange
        case .failed: .red
        }
    }
    func title(for s: Status) -> String {
        switch s {
        case .ok: return "All good"
        case .warning: return "Careful"
        case .failed: return "Broken"
        }
    }
    var body: some View {
        HStack {
            icon(for: status).foregroundStyle(color(for: status))
            Text(title(for: status))
        }
    }
}

/// A two-case switch whose second case builds nothing.
private struct TwoWay: View {
    let first: Bool
    var body: some View {
        if first { Text("12") } else { EmptyView() }
    }
}

/// `switch` as SwiftUI view files write it: in view builders (one branch of identity per case,
/// as Swift's result-builder transform nests `buildEither`), as switch expressions and with
/// `return` in ordinary code, in actions, and with Swift's patterns.
@Suite struct SwitchTests {
    static let tabScript = """
    enum Tab { case home, search, inbox, profile, settings }
    struct TabRoot: View {
        @State private var tab: Tab = .home
        var body: some View {
            switch tab {
            case .home: Text("Home").transition(.opacity)
            case .search: Image(systemName: "magnifyingglass")
            case .inbox:
                Text("Inbox")
                Text("3 new")
            case .profile: Circle().fill(.blue)
            case .settings: Rectangle().fill(.gray).transition(.slide)
            }
        }
    }
    """

    /// Each case is the branch the Swift compiler builds for the same switch.
    @Test(arguments: 0..<5)
    func tabSwitcherBuildsSwiftsModel(_ index: Int) throws {
        let name = ["home", "search", "inbox", "profile", "settings"][index]
        #expect(try node(SwitchTests.tabScript, ["tab": .string(name)]) == TabRoot(tab: Tab.allCases[index]).makeNode())
    }

    /// Changing case changes the branch, so one view is removed and the other inserted (and
    /// their transitions play); a switch builds exactly what the `if`/`else if` chain of as
    /// many branches builds.
    @Test func eachCaseIsItsOwnBranchLikeAnIfChain() throws {
        let chain = """
        enum Tab { case home, search, inbox, profile, settings }
        struct TabRoot: View {
            @State private var tab: Tab = .home
            var body: some View {
                if tab == .home { Text("Home").transition(.opacity) }
                else if tab == .search { Image(systemName: "magnifyingglass") }
                else if tab == .inbox { Text("Inbox"); Text("3 new") }
                else if tab == .profile { Circle().fill(.blue) }
                else { Rectangle().fill(.gray).transition(.slide) }
            }
        }
        """
        var paths: Set<[Bool]> = []
        for name in ["home", "search", "inbox", "profile", "settings"] {
            let viaSwitch = try node(SwitchTests.tabScript, ["tab": .string(name)])
            #expect(viaSwitch == (try node(chain, ["tab": .string(name)])))
            paths.insert(viaSwitch.branchPath)
        }
        #expect(paths.count == 5)
        let home = try node(SwitchTests.tabScript)
        #expect(home.transitions == [.opacity])
        #expect(try node(SwitchTests.tabScript, ["tab": .string("settings")]).transitions == [.slide])
    }

    /// A status enum with its colour (a switch expression), icon (a `@ViewBuilder` function
    /// with two patterns in one case) and title (`return` in each case).
    @Test(arguments: ["ok", "warning", "failed"])
    func statusHelpersBuildSwiftsModel(_ name: String) throws {
        let status: Status = name == "ok" ? .ok : name == "warning" ? .warning : .failed
        let script = """
        enum Status { case ok, warning, failed }
        struct StatusRow: View {
            let status: Status
            @ViewBuilder func icon(for s: Status) -> some View {
                switch s {
                case .ok: Image(systemName: "checkmark.circle.fill")
                case .warning, .failed: Image(systemName: "exclamationmark.triangle.fill")
                }
            }
            func color(for s: Status) -> Color {
                switch s {
                case .ok: .green
                case .warning: .orange
                case .failed: .red
                }
            }
            func title(for s: Status) -> String {
                switch s {
                case .ok: return "All good"
                case .warning: return "Careful"
                case .failed: return "Broken"
                }
            }
            var body: some View {
                HStack {
                    icon(for: status).foregroundStyle(color(for: status))
                    Text(title(for: status))
                }
            }
        }
        StatusRow(status: .\(name))
        """
        #expect(try node(script) == StatusRow(status: status).makeNode())
    }

    /// Ranges of every form (closed, half-open, one-sided, of Doubles and Strings), literals (`nil` too),
    /// `default`, and a switch on one line.
    @Test func rangeAndLiteralPatterns() throws {
        let script = """
        func grade(_ score: Int) -> String {
            switch score {
            case ..<0: return "invalid"
            case 0..<50: return "F"
            case 50...79: return "C"
            case 80, 81, 82...89: return "B"
            case 90...: return "A"
            default: return "unreachable"
            }
        }
        func level(_ x: Double) -> String {
            switch x {
            case ...0.25: "low"
            case 0.25..<0.75: "mid"
            default: "high"
            }
        }
        func word(_ s: String) -> Int {
            switch s {
            case "one": 1
            case "two": 2
            case "a"..."m": 10
            default: 0
            }
        }
        func count(_ x: Int?) -> String {
            switch x {
            case nil: return "none"
            case 0: return "zero"
            default: return "some"
            }
        }
        func sign(_ n: Int) -> String { switch n { case 0: "zero" case 1...: "plus" default: "minus" } }
        Text([-5, 0, 49, 50, 79, 80, 85, 89, 90, 1000].map { grade($0) }.joined(separator: " ")
             + " " + [0.1, 0.25, 0.5, 0.75, 2].map { level($0) }.joined(separator: " ")
             + " \\(word("one")) \\(word("two")) \\(word("cat")) \\(word("zebra")) \\(sign(0)) \\(sign(5)) \\(sign(-5))"
             + " \\(count(nil)) \\(count(0)) \\(count(4))")
        """
        #expect(try node(script) == Text("invalid F F C C B B B A A low low mid high high 1 2 10 0 zero plus minus none zero some").makeNode())
    }

    /// Tuples of patterns, `_`, `let` bindings (also `let (a, b)`) and `where`, which guards
    /// only the pattern before it.
    @Test func tuplesBindingsAndWhere() throws {
        let script = """
        func describe(_ on: Bool, _ count: Int) -> String {
            switch (on, count) {
            case (true, 0): return "on, none"
            case (true, let n) where n > 3: return "on, many (\\(n))"
            case (true, _): return "on, some"
            case let (false, n) where n.isMultiple(of: 2): return "off, even \\(n)"
            case (false, _): return "off"
            }
        }
        func size(_ n: Int) -> String {
            switch n {
            case 0: return "zero"
            case let x where x < 0: return "negative \\(-x)"
            case 1, 2 where false: return "one or two"
            case var x:
                x *= 10
                return "big \\(x)"
            }
        }
        Text([describe(true, 0), describe(true, 5), describe(true, 2), describe(false, 4), describe(false, 3),
              size(0), size(-3), size(1), size(2)].joined(separator: "; "))
        """
        #expect(try node(script) == Text("on, none; on, many (5); on, some; off, even 4; off; zero; negative 3; one or two; big 20").makeNode())
    }

    /// A `break` case does nothing (in a view builder: an empty branch); `return` inside a
    /// switch inside a loop leaves the function.
    @Test func breakAndReturnInsideLoops() throws {
        let script = """
        enum Tab { case home, settings }
        func firstBig(_ xs: [Int]) -> Int {
            for x in xs {
                switch x {
                case 0..<10: break
                default: return x
                }
            }
            return -1
        }
        struct V: View {
            let tab: Tab
            var body: some View {
                switch tab {
                case .home: Text("\\(firstBig([1, 4, 12, 30]))")
                case .settings: break
                }
            }
        }
        VStack { V(tab: .home); V(tab: .settings) }
        """
        #expect(try node(script) == VStack { TwoWay(first: true); TwoWay(first: false) }.makeNode())
    }

    /// In actions: a switch that only changes state runs when the step runs; one whose cases
    /// have timeline steps is chosen when the action starts, as an `if` is.
    @Test func switchInActions() throws {
        let s = try scene("""
        enum Tab { case home, search, settings }
        struct ContentView: View {
            @State private var tab: Tab = .home
            @State private var flips = 0
            var body: some View {
                VStack {
                    Button("Next") {
                        switch tab {
                        case .home: tab = .search
                        case .search: tab = .settings
                        case .settings:
                            tab = .home
                            flips += 1
                        }
                    }
                    Button("Animate") {
                        switch tab {
                        case .home: withAnimation(.easeIn) { tab = .settings }
                        default:
                            withAnimation(.easeOut) { tab = .home }
                            withAnimation { flips += 10 }
                        }
                    }
                }
            }
        }
        """)
        var state = s.initialState
        let next = try #require(try s.body(state).button("Next")?.action)
        #expect(outline(next) == ["mutate(nil)"])
        for _ in 0..<3 { try run(next, &state) }
        #expect(SceneScript.writtenValues(state) == StateValues(["tab": .string("home"), "flips": .int(1)]))
        #expect(outline(try #require(try s.body(state).button("Animate")?.action)) == ["mutate(easeIn)"])
        try run(next, &state)   // home → search
        let animate = try #require(try s.body(state).button("Animate")?.action)
        #expect(outline(animate) == ["mutate(easeOut)", "mutate(default)"])
        try run(animate, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["tab": .string("home"), "flips": .int(11)]))
    }

    /// What Swift's compiler rejects fails with the place and what to write instead.
    @Test func errorsNameThePlace() {
        let e = "enum Tab { case home, search, settings }\n"
        #expect(failure(e + "func f(_ t: Tab) -> Int {\n    switch t {\n    case .home: return 1\n    }\n}\nText(\"\\(f(.home))\")")
                == "3:5: switch must be exhaustive: add missing cases '.search', '.settings' — case .search: …, case .settings: … (or default: …)")
        #expect(failure(e + "func f(_ t: Tab) -> Int {\n    switch t {\n    case .hom: return 1\n    default: return 0\n    }\n}\nText(\"\\(f(.home))\")")?
            .hasPrefix("4:10: 'hom' is not a case of Tab; did you mean '.home'?") == true)
        #expect(failure("func f(_ n: Int) -> Int {\n    switch n {\n    case 1: return 1\n    }\n}\nText(\"\\(f(1))\")")?
            .hasPrefix("2:5: switch must be exhaustive: a switch over Int needs a 'default:' case") == true)
        #expect(failure("func f(_ n: Int) -> Int {\n    switch n {\n    case \"1\": return 1\n    default: return 0\n    }\n}\nText(\"\\(f(1))\")")?
            .hasPrefix("3:10: expression pattern of type 'String' cannot match values of type 'Int'") == true)
        #expect(failure("func f(_ a: Bool, _ b: Bool) -> Int {\n    switch (a, b) {\n    case (true, _): return 1\n    case (false, true): return 2\n    }\n}\nText(\"\\(f(false, false))\")")?
            .hasPrefix("2:5: no case of the switch matches (false, false)") == true)
        #expect(failure("func f(_ b: Bool) -> Int {\n    switch b {\n    case true: return 1\n    }\n}\nText(\"\\(f(true))\")")?
            .hasPrefix("2:5: switch must be exhaustive: add missing case 'false'") == true)
    }

    /// A switch is counted like every other statement: its cases and patterns use the budget.
    @Test func switchWorkIsBounded() throws {
        let cases = (0..<40).map { "    case \($0): return \($0)" }.joined(separator: "\n")
        let source = "func f(_ n: Int) -> Int {\n  switch n {\n\(cases)\n    default: return -1\n  }\n}\n"
            + "func g() -> Int { var t = 0; for i in 0..<30 { t += f(39 - i) }; return t }\nText(\"\\(g())\")"
        #expect(try node(source) == Text("735").makeNode())
        do {
            _ = try SceneScript.load(source: source, file: "s.swift", limits: ScriptLimits(maxSteps: 2_000))
            Issue.record("no error")
        } catch let e as ScriptError {
            #expect(e.message == "the scene does too much work (more than 2000 evaluation steps)")
        }
    }
}

extension ViewNode {
    /// The `.conditional` branches from the root down to the first other node.
    var branchPath: [Bool] {
        if case .conditional(let isTrue, let content) = self { return [isTrue] + content.branchPath }
        return []
    }
}
