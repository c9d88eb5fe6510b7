import Testing
import Document
import Motion
import SceneScript
import Layout
import Geometry
import Symbols

/// Lenient loading: renders past unknown modifiers and views, leaves out unused broken declarations.
@Suite struct LenientTests {
    func lenient(_ source: String, preview: String? = nil) throws -> (Scene, ScriptDiagnostics) {
        let warnings = ScriptDiagnostics()
        let s = try SceneScript.load(source: source, file: "test.swift", preview: preview, lenient: warnings)
        return (s, warnings)
    }

    func texts(_ node: ViewNode) -> [String] {
        node.allNodes.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    @Test func unknownAndUnsupportedModifiersLeaveTheViewAsItIs() throws {
        let (s, warnings) = try lenient("""
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("Hi").fontDesign(.rounded).padding().frobnicate(3)
                    Circle().fill(.red).frame(width: 20, height: 20)
                }
                .symbolRenderingMode(.hierarchical)
            }
        }
        """)
        let strict = try scene("""
        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("Hi").padding()
                    Circle().fill(.red).frame(width: 20, height: 20)
                }
            }
        }
        """)
        #expect(try s.body(s.initialState) == strict.body(strict.initialState))
        #expect(warnings.all.map(\.summary).map { String($0.prefix(while: { $0 != "—" })) } == [
            "4:23: unknown modifier 'fontDesign' (the modifier is skipped) ",
            "4:54: unknown modifier 'frobnicate' (the modifier is skipped) ",
            "7:9: modifier 'symbolRenderingMode' is not supported (the modifier is skipped) ",
        ])
        #expect(warnings.all.allSatisfy { $0.severity == .warning && $0.file == "test.swift" })
        #expect(warnings.all[0].description.hasPrefix("test.swift:4:23: warning: unknown modifier 'fontDesign'"))
    }

    @Test func unknownViewsAreLabelledPlaceholders() throws {
        let (s, warnings) = try lenient("""
        struct ContentView: View {
            var body: some View {
                VStack {
                    Gauge(value: 0.5) { Text("inside") }
                    AsyncImage(url: nil)
                    Text("after")
                }
            }
        }
        """)
        let node = try s.body(s.initialState)
        #expect(texts(node) == ["Gauge", "AsyncImage", "after"])
        // A light grey rounded rectangle as wide as offered and 44 pt high, the name in small text.
        let frames = node.allNodes.compactMap { n -> Double?? in
            if case .modified(_, .frame(nil, let h, _)) = n { return h } else { return nil }
        }
        #expect(frames.filter { $0 == 44 }.count == 2)
        #expect(node.allNodes.contains { if case .modified(_, .flexibleFrame(let f)) = $0 { f.maxWidth == .infinity } else { false } })
        #expect(node.allNodes.contains { if case .shape(let sh) = $0 { sh.kind == .roundedRectangle(cornerSize: Size(width: 6, height: 6), style: .continuous) } else { false } })
        #expect(warnings.all.map(\.summary).map { String($0.prefix(while: { $0 != "—" })) } == [
            "4:13: unknown view or function 'Gauge' (drawn as a placeholder)",
            "5:13: 'AsyncImage' is not supported in scene scripts (drawn as a placeholder) ",
        ])
        // Strict loading stops at the first.
        #expect(failure("""
        struct ContentView: View { var body: some View { Gauge(value: 0.5) } }
        """) == "1:50: unknown view or function 'Gauge'")
    }

    @Test func declarationsWithErrorsAreLeftOutUnlessTheRenderedPreviewUsesThem() throws {
        let source = """
        import SwiftUI
        typealias Score = Int
        protocol Themed { }
        struct SettingsView: View {
            @Query private var name = "World"
            var body: some View { Text(name) }
        }
        extension SettingsView { var title: String { "Settings" } }
        struct ContentView: View {
            var body: some View { Text("Home") }
        }
        #Preview("Home") { ContentView() }
        #Preview("Settings") { SettingsView() }
        """
        let (s, warnings) = try lenient(source)
        #expect(texts(try s.body(s.initialState)) == ["Home"])
        #expect(warnings.all.map(\.summary).map { String($0.prefix(while: { $0 != "—" })) } == [
            "2:1: 'typealias' declarations are not supported in scene scripts (the declaration is left out) ",
            "5:5: property wrapper '@Query' is not supported ('SettingsView' is left out) ",
        ])
        // Rendering the view that was left out fails with its error.
        #expect(throws: ScriptError.self) { try lenient(source, preview: "Settings") }
        do {
            _ = try lenient(source, preview: "Settings")
        } catch let e as ScriptError {
            #expect(e.summary.hasPrefix("5:5: property wrapper '@Query' is not supported"))
            #expect(e.severity == .error)
        }
        // A preview that is itself broken fails when it is the one rendered.
        #expect(throws: ScriptError.self) {
            try lenient("#Preview { Text(\"a\").padding( }\n#Preview(\"B\") { Text(\"b\") }")
        }
        let (b, _) = try lenient("#Preview { Text(\"a\").padding( }\n#Preview(\"B\") { Text(\"b\") }", preview: "B")
        #expect(texts(try b.body(b.initialState)) == ["b"])
    }

    @Test func usingAMemberOfAnExtensionThatWasLeftOutFailsWithItsError() throws {
        let source = """
        extension View {
            func card() -> some View {
                do { } catch { }
                return padding()
            }
        }
        extension Color { static let brand: Color = .green; static let bad: Colour = .red }
        #Preview("plain") { Text("x") }
        #Preview("card") { Text("x").card() }
        #Preview("brand") { Text("x").foregroundStyle(Color.brand) }
        """
        let (s, warnings) = try lenient(source)
        #expect(texts(try s.body(s.initialState)) == ["x"])
        #expect(warnings.count == 2)
        for (preview, message) in [("card", "3:9: 'do' is not supported"), ("brand", "7:69: cannot find type 'Colour' in scope")] {
            do {
                _ = try lenient(source, preview: preview)
                Issue.record("\(preview) loaded")
            } catch let e as ScriptError {
                #expect(e.summary.hasPrefix(message), "\(e.summary)")
            }
        }
    }

    @Test func aConstructALaterStateMeetsIsWarnedWhenThatStateIsBuilt() throws {
        let (s, warnings) = try lenient("""
        // flipbook: tap "Show" at 0.2
        struct ContentView: View {
            @State private var shown = false
            var body: some View {
                VStack {
                    Button("Show") { shown = true }
                    if shown { Text("Now").sparkle() }
                }
            }
        }
        """)
        #expect(warnings.isEmpty)
        let timeline = try Timeline.run(s)
        #expect(texts(try s.body(timeline.state(at: 1))) == ["Show", "Now"])
        #expect(warnings.all.map(\.summary).map { String($0.prefix(while: { $0 != "—" })) } == ["7:35: unknown modifier 'sparkle' (the modifier is skipped) "])
        #expect(warnings.count == 1)
    }

    @Test func strictStaysTheDefault() {
        #expect(failure("Text(\"x\").frobnicate()")?.hasPrefix("1:10: unknown modifier 'frobnicate'") == true)
        #expect(throws: ScriptError.self) { try SceneScript.parse("typealias A = Int\nText(\"x\")", file: "t.swift") }
    }

    @Test func unknownSymbolsAreRoundedSquaresTheSizeOfASymbol() throws {
        let (s, warnings) = try lenient("""
        struct ContentView: View {
            var body: some View {
                Label("Wi-Fi", systemImage: "wifi.router").font(.title)
            }
        }
        """)
        #expect(warnings.all.map(\.summary).contains { $0.hasPrefix("3:37: unknown symbol \"wifi.router\" (drawn as a placeholder)") },
                "\(warnings.all.map(\.summary))")
        #expect(warnings.all.contains { $0.summary.contains("closest symbols: wifi") })
        // The symbol's place holds the placeholder symbol, named as the one it stands for, at a symbol's size.
        let node = try s.body(s.initialState)
        let laidOut = try layout(node, in: Size(width: 300, height: 100), scale: 64)   // frames snap to 1/64 pt
        let placeholder = laidOut.allNodes.first { if case .symbol = $0.kind { true } else { false } }
        let frame = try #require(placeholder?.frame)
        if case .symbol(let name)? = placeholder?.kind { #expect(name == "wifi.router") }
        let expected = try SymbolLibrary.symbol(named: "circle").size(pointSize: 28)
        #expect(abs(frame.width - expected.width) <= 1.0 / 64 && abs(frame.height - expected.height) <= 1.0 / 64, "\(frame)")
    }
}
