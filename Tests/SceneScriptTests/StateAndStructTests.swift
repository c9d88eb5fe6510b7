import Testing
import Document
import SceneScript

/// The body is re-evaluated per state; struct properties, helpers, extensions and modifiers.
@Suite struct StateAndStructTests {
    @Test func toggledStateGivesTheOtherBranch() throws {
        let source = """
        struct ContentView: View {
            @State private var isOn = false
            var body: some View {
                if isOn { Circle() } else { Rectangle() }
            }
        }
        """
        #expect(try node(source) == .conditional(isTrue: false, Rectangle().makeNode()))
        #expect(try node(source, ["isOn": .bool(true)]) == .conditional(isTrue: true, Circle().makeNode()))
    }

    @Test func previewSelection() throws {
        let source = """
        // flipbook: preview "Second"
        #Preview("First") { Text("1") }
        #Preview("Second") { Text("2") }
        #Preview { Text("3") }
        """
        #expect(try scene(source).body(StateValues()) == Text("2").makeNode())
        #expect(try scene(source, preview: "First").body(StateValues()) == Text("1").makeNode())
        #expect(try scene(source).name == "Second")
        #expect(try SceneScript.parse(source, file: "p.swift").previews == ["First", "Second", nil])
    }

    /// A state's type comes from its initializer as Swift infers it: a type's constants
    /// (`Double.zero`), conversions (`CGFloat(1)`), and an optional without one starts at nil.
    @Test func stateTypesAsSwiftInfersThem() throws {
        let source = """
        struct Pulse: View {
            @State private var scale = CGFloat(1)
            @State private var angle = Double.zero
            @State private var taps = Int(2)
            @State private var selected: Int?
            var body: some View {
                Circle().scaleEffect(scale).rotationEffect(.degrees(angle)).opacity(selected == nil ? 1 : 0.5)
            }
        }
        """
        let s = try scene(source)
        #expect(try initialValues(source) == StateValues(["scale": .double(1), "angle": .double(0), "taps": .int(2)]))
        #expect(try s.body(s.initialState) == Circle().scaleEffect(1).rotationEffect(.degrees(0)).opacity(1).makeNode())
    }

    @Test func renderedViewFallbacks() throws {
        #expect(try node("Text(\"top level\")") == Text("top level").makeNode())
        #expect(try node("struct ContentView: View { var body: some View { Text(\"content\") } }") == Text("content").makeNode())
        #expect(try node("struct Only: View { var body: some View { Text(\"only\") } }") == Text("only").makeNode())
    }

    @Test func propertiesHelpersAndInterpolation() throws {
        let source = """
        import SwiftUI
        let base: CGFloat = 10
        func double(_ x: CGFloat) -> CGFloat { x * 2 }
        struct Badge: View {
            let count: Int
            var color: Color = .red
            private var label: String { count > 9 ? "9+" : "\\(count)" }
            func size(for n: Int) -> CGFloat {
                let s = base + double(CGFloat(n))
                return min(s, 40)
            }
            var body: some View {
                let side = size(for: count)
                Text(label)
                    .frame(width: side, height: side)
                    .background(color, in: Circle())
            }
        }
        HStack { Badge(count: 3); Badge(count: 12, color: .blue) }
        """
        let api = HStack {
            Text("3").frame(width: 16, height: 16).background(Color.red, in: Circle())
            Text("9+").frame(width: 34, height: 34).background(Color.blue, in: Circle())
        }
        #expect(try node(source) == api.makeNode())
    }

    @Test func expressions() throws {
        let source = """
        let values = [1, 2, 3, 4].map { $0 * $0 }.filter { $0 > 1 }
        let words = ["a", "b"]
        let r = 0..<4
        let t = (x: 2.5, y: 4)
        Text("\\(values) \\(values.count) \\(words.joined(separator: "-")) \\(r.count) \\(t.x + Double(t.y)) \\(7 / 2) \\(7.0 / 2) \\(-7 % 3) \\(true && !false || false) \\(1 < 2 ? "lt" : "ge") \\(Int(3.9)) \\(abs(-2)) \\(max(1, 2.5)) \\(Angle.degrees(180).radians == .pi) \\(values.contains(9)) \\(words.first ?? "none") \\([Int]().first ?? 0)")
        """
        #expect(try node(source) == Text("[4, 9, 16] 3 a-b 4 6.5 3 3.5 -1 true lt 3 2 2.5 true true a 0").makeNode())
    }

    @Test func extensionsOfViewAnimationAndStructs() throws {
        let source = """
        extension View {
            func card() -> some View {
                self.padding(12).background(.white, in: RoundedRectangle(cornerRadius: 8))
            }
        }
        extension Animation {
            static var gentle: Animation { .spring(duration: 0.8, bounce: 0.1) }
        }
        extension Color {
            static let brand = Color(red: 0.1, green: 0.2, blue: 0.3)
        }
        struct Title: View {
            let text: String
            var body: some View { Text(text).font(.headline) }
        }
        extension Title {
            func shouted() -> some View { Text(text.uppercased()) }
        }
        VStack {
            Title(text: "a").card()
            Title(text: "b").shouted()
            Circle().fill(.brand).animation(.gentle, value: 1)
        }
        """
        let api = VStack {
            Text("a").font(.headline).padding(12).background(.white, in: RoundedRectangle(cornerRadius: 8))
            Text("B")
            Circle().fill(Color(red: 0.1, green: 0.2, blue: 0.3)).animation(.spring(duration: 0.8, bounce: 0.1), value: 1)
        }
        #expect(try node(source) == api.makeNode())
    }

    @Test func modifierStructsBecomeCustomModifiers() throws {
        let source = """
        struct Shake: AnimatableModifier {
            var amount: CGFloat = 8
            var shakes: CGFloat
            var animatableData: AnimatablePair<CGFloat, CGFloat> {
                get { AnimatablePair(amount, shakes) }
                set { amount = newValue.first; shakes = newValue.second }
            }
            func body(content: Content) -> some View {
                content.offset(x: amount * shakes)
            }
        }
        struct Tint: ViewModifier {
            let color: Color
            func body(content: Content) -> some View {
                content.foregroundStyle(color).padding()
            }
        }
        VStack {
            Text("a").modifier(Shake(shakes: 2))
            Text("b").modifier(Tint(color: .green))
        }
        """
        let root = try node(source)
        guard case .stack(let s) = root, case .modified(let a, .custom(let shake)) = s.children[0].view,
              case .modified(let b, .custom(let tint)) = s.children[1].view else { Issue.record("\(root)"); return }
        #expect(a == Text("a").makeNode() && b == Text("b").makeNode())
        #expect(shake.name == "Shake" && shake.data == [8, 2])
        #expect(try shake.body([3, 4], .empty) == ViewNode.empty.offset(x: 12).makeNode())
        #expect(tint.name == "Tint" && tint.data.isEmpty)
        #expect(try tint.body([], .empty) == ViewNode.empty.foregroundStyle(Color.green).padding().makeNode())
    }

    @Test func storedAnimatableDataAndTransitionStatics() throws {
        let source = """
        struct Fade: AnimatableModifier {
            var animatableData: Double = 0
            func body(content: Content) -> some View { content.opacity(animatableData) }
        }
        extension AnyTransition {
            static func fade(from start: Double) -> AnyTransition {
                .modifier(active: Fade(animatableData: start), identity: Fade(animatableData: 1))
            }
        }
        Text("x").transition(.fade(from: 0.2).combined(with: .move(edge: .top)))
        """
        let root = try node(source)
        guard case .modified(_, .transition(.combined(.modifier(let active, let identity), .move(.top)))) = root else {
            Issue.record("\(root)"); return
        }
        #expect(active.data == [0.2] && identity.data == [1])
        #expect(try active.body([0.6], .empty) == ViewNode.empty.opacity(0.6).makeNode())
    }

    @Test func namespacesAndMatchedGeometry() throws {
        let source = """
        struct ContentView: View {
            @Namespace private var ns
            var body: some View {
                Circle().matchedGeometryEffect(id: "dot", in: ns, properties: .position, anchor: .top, isSource: false)
            }
        }
        """
        #expect(try node(source) == Circle().modifier(.matchedGeometry(MatchedGeometry(id: .string("dot"), namespace: "ContentView.ns",
                                                                                     properties: .position, anchor: .top,
                                                                                     isSource: false))).makeNode())
    }

    @Test func sceneDirectivesAndOverrides() throws {
        let source = """
        // flipbook: name "Demo"
        // flipbook: size 320×200
        // flipbook: scale 3
        // flipbook: fps 60
        // flipbook: duration 2.5
        // flipbook: hold 0.25
        // flipbook: background #F2F2F7
        // flipbook: tap "Go" at 1
        Button("Go") { }
        """
        let s = try scene(source)
        #expect(s.name == "Demo" && s.size == Size(width: 320, height: 200) && s.scale == 3 && s.fps == 60)
        #expect(s.duration == 2.5 && s.hold == 0.25 && s.taps == [Tap(target: "Go", time: 1)])
        #expect(s.background == Color(r8: 0xF2, g8: 0xF2, b8: 0xF7))
        let file = try SceneScript.parse(source, file: "demo.swift")
        #expect(file.directives.taps == [Tap(target: "Go", time: 1)])
        let o = try file.scene(overrides: SceneOverrides(name: "Other", size: Size(width: 100, height: 50), fps: 24,
                                                          duration: 1, background: .black, taps: []))
        #expect(o.name == "Other" && o.size == Size(width: 100, height: 50) && o.scale == 3 && o.fps == 24 && o.duration == 1)
        #expect(o.background == .black && o.taps.isEmpty)

        let defaults = try scene("// flipbook: duration auto\n// flipbook: background white\nText(\"x\")")
        #expect(defaults.duration == nil && defaults.size == Size(width: 400, height: 400) && defaults.scale == 2)
        #expect(defaults.fps == 30 && defaults.background == .white && defaults.name == "test")
        #expect(try scene("// flipbook: background #0F08\nText(\"x\")").background == Color(r8: 0, g8: 0xFF, b8: 0, a8: 0x88))
    }

    @Test func parsedFileDescribesItself() throws {
        let file = try SceneScript.parse(try #require(readText(examplesFolder + "/card-flip.swift")), file: "card-flip.swift")
        #expect(file.views == ["ContentView"] && file.modifiers == ["FlipModifier"] && file.stateNames == ["ContentView.showBack"])
        #expect(file.directives.size == Size(width: 400, height: 460) && file.directives.actionTimes.isEmpty)
    }

    @Test func errorsDescribeThePlace() {
        do {
            _ = try SceneScript.load(source: "VStack {\n    Text(\"a\")\n        .frobnicate()\n}", file: "card.swift")
            Issue.record("no error")
        } catch let e as ScriptError {
            #expect(e.file == "card.swift" && e.line == 3 && e.column == 9)
            #expect(e.description.hasPrefix("card.swift:3:9: error: unknown modifier 'frobnicate' — supported: "))
            #expect(e.description.hasSuffix("\n            .frobnicate()\n            ^"))
        } catch { Issue.record("\(error)") }
        #expect(failure("Text(\"a\")\n  .foregroundStyl(.red)")?.hasSuffix("closest match 'foregroundStyle'") == true)
    }

    @Test func limitsAreEnforced() throws {
        let tight = ScriptLimits(maxSteps: 5_000, maxLoopIterations: 50)
        let loop = "func f() -> Int { var n = 0; for i in 0..<100 { n += i }; return n }\nText(\"\\(f())\")"
        #expect(throws: ScriptError.self) { try SceneScript.load(source: loop, file: "l.swift", limits: tight) }
        let work = "func f() -> Int { var n = 0; for i in 0..<40 { for j in 0..<40 { n += i * j } }; return n }\nText(\"\\(f())\")"
        do {
            _ = try SceneScript.load(source: work, file: "w.swift", limits: tight)
            Issue.record("no error")
        } catch let e as ScriptError {
            #expect(e.message == "the scene does too much work (more than 5000 evaluation steps)")
        }
        // The same code runs with the default limits.
        #expect(try node(work) == Text("608400").makeNode())
        let big = String(repeating: "Text(\"x\")\n", count: 10)
        #expect(throws: ScriptError.self) {
            try SceneScript.load(source: big, file: "b.swift", limits: ScriptLimits(maxSourceBytes: 50))
        }
    }
}
