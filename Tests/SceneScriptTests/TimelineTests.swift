import Testing
import Document
import SceneScript

/// Actions become Document scripts: steps with animations, sleeps and delayed scripts.
@Suite struct TimelineTests {
    func appearScript(_ body: String, state: String = "@State private var x = 0") throws -> (Scene, Script) {
        let s = try scene("""
        struct ContentView: View {
            \(state)
            var body: some View {
                Text("\\(x)").onAppear {
                    \(body)
                }
            }
        }
        """)
        let root = try s.body(s.initialState)
        return (s, try #require(root.appearScripts.first))
    }

    @Test func sleepsInEveryForm() throws {
        let (_, script) = try appearScript("""
        Task {
            try await Task.sleep(for: .seconds(1))
            x = 1
            try await Task.sleep(nanoseconds: 500_000_000)
            x = 2
            try? await Task.sleep(for: .milliseconds(250))
            x += 1
        }
        """)
        #expect(outline(script) == ["sleep(1)", "mutate(nil)", "sleep(0.5)", "mutate(nil)", "sleep(0.25)", "mutate(nil)"])
        #expect(script.name.hasPrefix("onAppear@4:"))
    }

    @Test func asyncAfterRunsConcurrently() throws {
        let (s, script) = try appearScript("""
        withAnimation(.easeIn) { x = 1 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            withAnimation(.linear(duration: 2)) { x = 2 }
        }
        x = 3
        """)
        #expect(outline(script) == ["mutate(easeIn)", "after(1.5)[mutate(linear(duration: 2))]", "mutate(nil)"])
        var state = s.initialState
        try run(script, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["x": .int(3)]))
    }

    @Test func taskBeforeOtherCodeIsConcurrent() throws {
        let (_, script) = try appearScript("""
        Task {
            try await Task.sleep(for: .seconds(1))
            withAnimation { x = 1 }
        }
        x = 5
        """)
        #expect(outline(script) == ["after(0)[sleep(1), mutate(default)]", "mutate(nil)"])
    }

    @Test func withAnimationForms() throws {
        let (_, script) = try appearScript("""
        withAnimation { x = 1 }
        withAnimation(nil) { x = 2 }
        withAnimation(.spring(duration: 0.5, bounce: 0.5).delay(0.1)) { x = 3 }
        withAnimation(Animation.bouncy) { x = 4 }
        """)
        #expect(outline(script) == ["mutate(default)", "mutate(nil)", "mutate(spring(duration: 0.5, bounce: 0.5).delay(0.1))",
                                    "mutate(bouncy)"])
    }

    @Test func loopsWithStepsUnroll() throws {
        let (s, script) = try appearScript("""
        for i in 1...3 {
            withAnimation(.easeOut(duration: 0.2)) { x = i * 10 }
            try await Task.sleep(for: .seconds(0.5))
        }
        """)
        #expect(outline(script) == ["mutate(easeOut(duration: 0.2))", "sleep(0.5)", "mutate(easeOut(duration: 0.2))", "sleep(0.5)",
                                    "mutate(easeOut(duration: 0.2))", "sleep(0.5)"])
        var state = s.initialState
        guard case .mutate(_, let second) = script.steps[2] else { return }
        try second(&state)
        #expect(SceneScript.writtenValues(state).int("x") == 20)
    }

    @Test func plainCodeRunsAgainstTheLiveState() throws {
        let (s, script) = try appearScript("""
        x += 1
        if x > 1 { x = 100 }
        for i in 0..<3 { x += i }
        """)
        #expect(outline(script) == ["mutate(nil)"])
        var state = s.initialState
        try run(script, &state)
        #expect(SceneScript.writtenValues(state).int("x") == 4)
        try run(script, &state)
        #expect(SceneScript.writtenValues(state).int("x") == 103)
    }

    @Test func conditionsAroundStepsAreDecidedWhenTheActionStarts() throws {
        let (_, script) = try appearScript("""
        if x == 0 {
            withAnimation { x = 1 }
        } else {
            try await Task.sleep(for: .seconds(2))
        }
        """)
        #expect(outline(script) == ["mutate(default)"])
    }

    @Test func toggleAndOptionalAndEnumState() throws {
        let source = """
        enum Mode { case small, large }
        struct ContentView: View {
            @State private var on = false
            @State private var picked: Int? = nil
            @State private var mode: Mode = .small
            @State private var scale: CGFloat = 1
            var body: some View {
                Button("Go") {
                    on.toggle()
                    picked = picked == nil ? 7 : nil
                    mode = mode == .small ? .large : .small
                    scale *= 1.5
                }
            }
        }
        """
        let s = try scene(source)
        #expect(try initialValues(source) == StateValues(["on": .bool(false), "mode": .string("small"), "scale": .double(1)]))
        var state = s.initialState
        let action = try #require(try s.body(state).button("Go")?.action)
        try run(action, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["on": .bool(true), "picked": .int(7), "mode": .string("large"), "scale": .double(1.5)]))
        try run(action, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["on": .bool(false), "mode": .string("small"), "scale": .double(2.25)]))
    }

    @Test func mutationErrorsNameThePlace() throws {
        let s = try scene("""
        struct ContentView: View {
            @State private var items = 3
            var body: some View {
                Button("Go") { items = 10 / (items - 3) }
            }
        }
        """)
        var state = s.initialState
        let action = try #require(try s.body(state).button("Go")?.action)
        #expect(throws: ScriptError.self) { try run(action, &state) }
        do { try run(action, &state) } catch let e as ScriptError {
            #expect(e.summary == "4:32: division by zero")
        }
    }

    @Test func tapGestureNames() throws {
        let s = try scene("""
        struct ContentView: View {
            @State private var n = 0
            var body: some View {
                VStack {
                    Circle().overlay(Text("Dot")).onTapGesture { n += 1 }
                    Image(systemName: "star").onTapGesture(count: 2) { n += 2 }
                    Rectangle().onTapGesture { n += 3 }
                }
            }
        }
        """)
        let root = try s.body(s.initialState)
        var state = s.initialState
        try run(try #require(root.tapGesture("Dot")), &state)
        try run(try #require(root.tapGesture("star")), &state)
        try run(try #require(root.tapGesture("7:24")), &state)
        #expect(SceneScript.writtenValues(state).int("n") == 6)
    }

    @Test func buttonWithLabel() throws {
        let s = try scene("""
        struct ContentView: View {
            @State private var liked = false
            var body: some View {
                Button {
                    withAnimation(.snappy) { liked.toggle() }
                } label: {
                    Label(liked: liked)
                }
            }
        }
        struct Label: View {
            let liked: Bool
            var body: some View {
                HStack { Image(systemName: liked ? "heart.fill" : "heart"); Text("Like") }
            }
        }
        """)
        let root = try s.body(s.initialState)
        guard case .button(let b) = root else { Issue.record("\(root)"); return }
        #expect(b.actionName == "Like")
        #expect(b.label == HStack { Image(systemName: "heart"); Text("Like") }.makeNode())
        #expect(outline(try #require(b.action)) == ["mutate(snappy)"])
    }

    @Test func helperFunctionsAsActions() throws {
        let s = try scene("""
        struct ContentView: View {
            @State private var shown = false
            @State private var taps = 0
            func reveal() {
                withAnimation(.smooth) { shown = true }
            }
            func count() { taps += 1 }
            var body: some View {
                VStack {
                    Button("Reveal", action: reveal)
                    Button("Count", action: count)
                    Color.blue.ignoresSafeArea().contentShape(Rectangle()).onTapGesture {
                        reveal()
                        count()
                    }
                }
            }
        }
        """)
        let root = try s.body(s.initialState)
        #expect(outline(try #require(root.button("Reveal")?.action)) == ["mutate(smooth)"])
        #expect(outline(try #require(root.button("Count")?.action)) == ["mutate(nil)"])
        let tap = try #require(root.tapGesture("12:67"))
        #expect(outline(tap) == ["mutate(smooth)", "mutate(nil)"])
        var state = s.initialState
        try run(tap, &state)
        #expect(SceneScript.writtenValues(state) == StateValues(["shown": .bool(true), "taps": .int(1)]))
        // Modifiers without visible effect leave the view as it is.
        guard case .stack(let v) = root else { return }
        #expect(v.children[2].view == Color.blue.modifier(.onTapGesture(name: "12:67", tap)).makeNode())
    }

    @Test func timedDirectives() throws {
        let s = try scene("""
        // flipbook: at 0.5 withAnimation(.easeInOut) { shown = true }
        // flipbook: at 2 shown = false; count += 1
        struct ContentView: View {
            @State private var shown = false
            @State private var count = 0
            var body: some View { if shown { Text("\\(count)") } }
        }
        """)
        #expect(s.scripts.map(\.time) == [0.5, 2])
        #expect(s.scripts.map { outline($0.script) } == [["mutate(easeInOut)"], ["mutate(nil)"]])
        var state = s.initialState
        for (_, script) in s.scripts { try run(script, &state) }
        #expect(SceneScript.writtenValues(state) == StateValues(["shown": .bool(false), "count": .int(1)]))
    }
}
