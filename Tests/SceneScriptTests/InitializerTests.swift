import Testing
import Document
import SceneScript

/// `Color(hex:)` as apps write it, compiled here against the Swift API so the scripts' version
/// can be compared with it (the API's `Color(red:green:blue:opacity:)` takes no default opacity).
private extension Color {
    init(hex: UInt, opacity: Double = 1) {
        self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255, opacity: opacity)
    }
    init(gray: Double) { self.init(white: gray, opacity: 1) }
    init(isOn: Bool) { self = isOn ? .green : .red }
}

/// Custom `init`s in views, data structs and `extension Color`, written as SwiftUI files write
/// them; each script builds the model the same code builds through the Swift API.
@Suite struct InitializerTests {
    @Test func ringViewClampsDefaultsAndDelegates() throws {
        let script = """
        struct RingView: View {
            let progress: Double
            let color: Color
            @State private var drawn = false
            init(progress: Double, color: Color = .blue) {
                self.progress = min(max(progress, 0), 1)
                self.color = color
            }
            init(percent: Int) { self.init(progress: Double(percent) / 100) }
            var body: some View {
                ZStack {
                    Circle().stroke(color.opacity(0.25), lineWidth: 10)
                    Circle().fill(color).frame(width: 60 * progress, height: 60 * progress)
                    Text("\\(Int(progress * 100))%")
                }
                .opacity(drawn ? 1 : 0.8)
            }
        }
        VStack {
            RingView(progress: 1.4, color: .green)
            RingView(percent: 25)
            RingView(progress: 0.5)
        }
        """
        // What each init leaves: 1.4 clamped to 1, 25 % delegated to 0.25 with the default blue.
        func ring(_ progress: Double, _ color: Color, _ label: String) -> some View {
            ZStack {
                Circle().stroke(color.opacity(0.25), lineWidth: 10)
                Circle().fill(color).frame(width: 60 * progress, height: 60 * progress)
                Text(label)
            }
            .opacity(0.8)
        }
        let api = VStack { ring(1, .green, "100%"); ring(0.25, .blue, "25%"); ring(0.5, .blue, "50%") }
        #expect(try node(script) == api.makeNode())
        // The @State left to its declaration keeps its initial value.
        #expect(try initialValues(script)["drawn"] == .bool(false))
    }

    @Test func identifiableDataStructWithUnlabeledInit() throws {
        let source = """
        struct Item: Identifiable {
            let id: Int
            var title: String
            var done = false
            init(_ title: String, id: Int) {
                self.id = id
                self.title = title.uppercased()
            }
        }
        struct Tag {
            let name: String
            var count: Int
        }
        extension Tag {
            init(_ name: String) { self.init(name: name, count: 0) }
        }
        let items = [Item("milk", id: 1), Item("bread", id: 2)]
        VStack {
            ForEach(items) { item in
                Text(item.title).opacity(item.done ? 0.5 : 1)
            }
            Text("\\(Tag("new").count) \\(Tag(name: "old", count: 3).count)")
        }
        """
        // What the inits leave: the titles upper-cased under their ids; `Tag("new")` counts 0.
        struct Row: Identifiable { let id: Int; let title: String }
        let api = VStack {
            ForEach([Row(id: 1, title: "MILK"), Row(id: 2, title: "BREAD")]) { row in Text(row.title).opacity(1) }
            Text("0 3")
        }
        #expect(try node(source) == api.makeNode())
    }

    @Test func colorHexExtensionInAView() throws {
        let source = """
        extension Color {
            init(hex: UInt, opacity: Double = 1) {
                self.init(red: Double((hex >> 16) & 0xff) / 255, green: Double((hex >> 8) & 0xff) / 255,
                          blue: Double(hex & 0xff) / 255, opacity: opacity)
            }
            init(gray: Double) { self.init(white: gray) }
            init(isOn: Bool) { self = isOn ? .green : .red }
        }
        struct Badge: View {
            let text: String
            var body: some View {
                let accent: Color = .init(hex: 0x34C759)
                Text(text)
                    .foregroundStyle(Color(hex: 0x3366FF))
                    .padding()
                    .background(Color(hex: 0xFF9500, opacity: 0.5), in: Capsule())
                    .overlay(Capsule().stroke(accent, lineWidth: 2))
                    .shadow(color: Color(gray: 0.2), radius: 4)
            }
        }
        HStack {
            Badge(text: "New")
            Circle().fill(Color(isOn: true))
        }
        """
        let accent: Color = .init(hex: 0x34C759)
        let api = HStack {
            Text("New")
                .foregroundStyle(Color(hex: 0x3366FF))
                .padding()
                .background(Color(hex: 0xFF9500, opacity: 0.5), in: Capsule())
                .overlay(Capsule().stroke(accent, lineWidth: 2))
                .shadow(color: Color(gray: 0.2), radius: 4)
            Circle().fill(Color(isOn: true))
        }
        #expect(try node(source) == api.makeNode())
    }

    @Test func modifierStructAndOtherBuiltInTypes() throws {
        let source = """
        struct Glow: ViewModifier {
            let color: Color
            let radius: CGFloat
            init(_ color: Color, radius: CGFloat = 8) {
                self.color = color
                self.radius = max(radius, 0)
            }
            func body(content: Content) -> some View { content.shadow(color: color, radius: radius) }
        }
        extension CGPoint {
            init(polar radius: CGFloat, degrees: Double) {
                self.init(x: radius * cos(degrees * .pi / 180), y: radius * sin(degrees * .pi / 180))
            }
        }
        VStack {
            Text("a").modifier(Glow(.orange, radius: -2))
            Circle().frame(width: 10, height: 10).position(CGPoint(polar: 20, degrees: 0))
        }
        """
        let root = try node(source)
        guard case .stack(let s) = root, case .modified(let a, .custom(let glow)) = s.children[0].view else {
            Issue.record("\(root)"); return
        }
        #expect(a == Text("a").makeNode() && glow.name == "Glow")
        #expect(try glow.body([], .empty) == ViewNode.empty.shadow(color: .orange, radius: 0).makeNode())
        #expect(s.children[1].view == Circle().frame(width: 10, height: 10).position(CGPoint(x: 20, y: 0)).makeNode())
    }

    /// What Swift checks at compile time is checked when the init runs, with Swift's wording.
    @Test func initializerRulesOnThePathTaken() throws {
        func view(_ inits: String) -> String {
            "struct V: View {\n    let a: Int\n    var b: Int\n" + inits + "\n    var body: some View { Text(\"\\(a) \\(b)\") }\n}\n"
        }
        func check(_ inits: String, _ call: String) -> String? { failure(view(inits) + call) }
        #expect(check("    init(a: Int) { self.a = a; if a > 0 { b = 1 } }", "V(a: 1)") == nil)
        #expect(check("    init(a: Int) { self.a = a; if a > 0 { b = 1 } }", "V(a: 0)")?
            .hasPrefix("4:5: return from initializer without initializing all stored properties: 'b'") == true)
        #expect(check("    init(a: Int) { b = a + self.a; self.a = a }", "V(a: 1)")?
            .hasPrefix("4:32: 'self.a' is used before being initialized") == true)
        #expect(check("    init(a: Int) { self.a = a; b = 0 }\n    init() { self.b = 1; self.init(a: 0) }", "V()")?
            .hasPrefix("5:30: 'self' used before 'self.init' call") == true)
        #expect(check("    init(a: Int) { self.a = a; b = 0 }\n    init() { self.init(a: 0); self.init(a: 1) }", "V()")?
            .hasPrefix("5:35: 'self.init' is called twice") == true)
        #expect(check("    init(a: Int) { self.a = a; b = 0 }\n    init(a x: Int) { self.a = x; b = 1 }", "V(a: 1)")?
            .hasPrefix("5:5: invalid redeclaration of 'init(a:)' in 'V'") == true)
        // After delegating, a 'var' may still change; a local shadowing a property is a local.
        #expect(check("    init(a: Int) { self.a = a; b = 0 }\n    init() { self.init(a: 2); b = 5; var a = 1; a += 1 }",
                      "V()") == nil)
        #expect(try node(view("    init(a: Int) { self.a = a; b = 0 }\n    init() { self.init(a: 2); b = 5 }") + "V()")
                == Text("2 5").makeNode())
        // An optional 'var' starts at nil, as in Swift.
        #expect(try node("struct O { var x: Int?; init() {} }\nText(\"\\(O().x == nil)\")") == Text("true").makeNode())
    }

    @Test func bitwiseIntegerOperators() throws {
        #expect(try node("Text(\"\\(0xF0 >> 4) \\(12 & 10) \\(1 << 3 | 1) \\(6 ^ 3) \\(-8 >> 1)\")")
                == Text("15 8 9 5 -4").makeNode())
    }
}
