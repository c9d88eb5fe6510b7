import Testing
import Document
import SceneScript

/// `SceneScript.diagnose`: every error of a file at once, in source order, each once.
@Suite struct DiagnosticsTests {
    func summaries(_ source: String) -> [String] {
        SceneScript.diagnose(source: source, file: "test.swift").map(\.summary)
    }

    @Test func fiveUnsupportedConstructsAreAllListedWithTheirPlaces() throws {
        let source = """
        import SwiftUI

        typealias Score = Int

        struct ContentView: View {
            @Query private var name = "World"
            @State private var total: Points = 0

            var body: some View {
                VStack {
                    Text("Hello, \\(name)").frobnicate()
                    Gauge(value: 0.5)
                    Text("ok").padding()
                }
            }
        }

        #Preview { ContentView() }
        """
        let errors = SceneScript.diagnose(source: source, file: "five.swift")
        #expect(errors.map(\.summary).map { String($0.prefix(while: { $0 != "—" })) } == [
            "3:1: 'typealias' declarations are not supported in scene scripts ",
            "6:5: property wrapper '@Query' is not supported ",
            "7:31: cannot find type 'Points' in scope",
            "11:35: unknown modifier 'frobnicate' ",
            "12:13: unknown view or function 'Gauge'",
        ])
        for e in errors {
            #expect(e.file == "five.swift" && e.severity == .error)
            // Each quotes its line with a caret under the column.
            let lines = e.description.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 3 && lines[2].hasSuffix("^") && lines[2].count == 4 + e.column)
        }
        #expect(errors[1].supported?.contains("@State") == true)
        // Loading stops at the first of them.
        #expect(failure(source)?.hasPrefix("3:1: 'typealias' declarations are not supported") == true)
    }

    @Test func parsingGoesOnAtTheNextStatementMemberAndDeclaration() {
        let found = summaries("""
        struct ContentView: View {
            var body: some View {
                VStack {
                    do { } catch { }
                    Text("b").padding(.wide)
                }
            }
            func helper() -> Int {
                let (a, b) = (1, 2)
                return 3
            }
            subscript(i: Int) -> Int { i }
        }
        actor Kind { }
        typealias Shape2 = Int
        struct Failing: View { init?() { } ; var body: some View { Text("") } }
        #Preview { ContentView() }
        #Preview { Failing() }
        """)
        #expect(found.map { String($0.prefix(while: { $0 != ":" })) } == ["4", "5", "9", "12", "14", "15", "16"], "\(found)")
        #expect(found[1].contains("has no member '.wide'"))
        #expect(found[3].contains("expected a property ('var'/'let'), a method ('func') or an 'init' in 'ContentView', found 'subscript'"))
        // `Failing()` in the second preview fails with Failing's own error, listed once.
        #expect(found.filter { $0.contains("failable initializers") }.count == 1)
    }

    @Test func theSameErrorAtTheSamePlaceIsListedOnce() {
        let found = summaries("""
        struct Row: View {
            let n: Int
            var body: some View { Text("\\(n)").frobnicate() }
        }
        struct ContentView: View {
            var body: some View { VStack { ForEach(0..<5) { i in Row(n: i) } } }
        }
        #Preview("A") { ContentView() }
        #Preview("B") { Row(n: 1) }
        """)
        #expect(found.count == 1)
        #expect(found.map { String($0.prefix(while: { $0 != "—" })) } == ["3:39: unknown modifier 'frobnicate' "])
    }

    @Test func errorsComeInSourceOrderAndEveryPreviewIsEvaluated() {
        let found = summaries("""
        #Preview("late") { Text("x").late() }
        #Preview("early") { Text("y").early() }
        struct Unused: View { var body: some View { Text("z").never() } }
        func f(_ x: Colr) -> Int { 1 }
        """)
        #expect(found.map { String($0.prefix(while: { $0 != "—" })) } == [
            "1:29: unknown modifier 'late' ", "2:30: unknown modifier 'early' ", "4:13: cannot find type 'Colr' in scope ",
        ], "\(found)")
        #expect(found[2].contains("closest match 'Color'"))
    }

    @Test func aCleanFileHasNoErrors() throws {
        for name in swiftFiles(in: examplesFolder) {
            let path = examplesFolder + "/" + name
            #expect(SceneScript.diagnose(contentsOf: path).isEmpty, "\(name): \(SceneScript.diagnose(contentsOf: path))")
        }
        #expect(SceneScript.diagnose(contentsOf: groceriesFolder).isEmpty)
    }

    /// Each bad scene that fails when it loads lists that error among its errors.
    @Test(arguments: swiftFiles(in: badScenesFolder))
    func badScenesListTheirLoadError(_ name: String) throws {
        let path = badScenesFolder + "/" + name
        let error: ScriptError
        do {
            _ = try SceneScript.load(contentsOf: path)
            return   // fails only when its timeline runs
        } catch let e as ScriptError {
            error = e
        }
        let all = SceneScript.diagnose(contentsOf: path)
        #expect(all.contains(error), "\(name): \(error.summary) not in \(all.map(\.summary))")
    }

    @Test func unknownTypesAreErrorsWhereTheyAreWritten() {
        #expect(failure("""
        struct Item { let tags: [Tag] }
        Text("x")
        """) == "1:26: cannot find type 'Tag' in scope")
        #expect(failure("""
        struct ContentView: View {
            @State private var when: UserDefaults = .standard
            var body: some View { Text("x") }
        }
        """)?.hasPrefix("2:30: 'UserDefaults' is not supported in scene scripts") == true)
        // Built-in, script and member types are all found.
        #expect(failure("""
        struct Item: Identifiable { let id: Int; var color: Color?; var items: [Item.ID] = [] }
        func f(_ a: Binding<Bool>, _ b: (Int) -> Void, _ c: CGFloat, _ d: Animation?) -> some View { Text("x") }
        Text("x")
        """) == nil)
    }
}

/// Recovery on damaged files: every truncation and every deleted line of the examples is
/// diagnosed (no hang, no crash), and what strict loading fails with is among the errors found.
@Suite struct RecoveryRobustnessTests {
    @Test(arguments: swiftFiles(in: examplesFolder))
    func damagedExamplesAreDiagnosedConsistently(_ name: String) throws {
        let text = try #require(readText(examplesFolder + "/" + name))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var variants: [String] = []
        let bytes = Array(text.utf8)
        for k in stride(from: 1, to: 40, by: 1) { variants.append(String(decoding: bytes.prefix(bytes.count * k / 40), as: UTF8.self)) }
        for i in lines.indices { variants.append((lines[..<i] + lines[(i + 1)...]).joined(separator: "\n")) }
        for v in variants {
            let found = SceneScript.diagnose(source: v, file: name)
            do {
                _ = try SceneScript.load(source: v, file: name)
            } catch let e as ScriptError {
                #expect(found.contains(e), "\(name): \(e.summary) not in \(found.map(\.summary))\n\(v)")
            }
            _ = try? SceneScript.load(source: v, file: name, lenient: ScriptDiagnostics())
        }
    }

    /// Brackets, quotes and keywords dropped into the examples at random places (a fixed seed).
    @Test(arguments: swiftFiles(in: examplesFolder))
    func mutatedExamplesAreDiagnosedConsistently(_ name: String) throws {
        let text = Array(try #require(readText(examplesFolder + "/" + name)).utf8)
        let pieces = ["{", "}", "(", ")", "[", "]", "\"", "@", "#", "\n", ",", ":", ".", "\\(", "struct ", "var ", "case ",
                      "func ", "typealias T = Int\n", "}\n}\n", "/*", "$0", "<T>", "->", "=", " in "].map { Array($0.utf8) }
        var seed: UInt64 = 0x9E3779B97F4A7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<60 {
            var v = text
            for _ in 0..<(1 + next(3)) {
                let at = next(v.count + 1)
                if next(3) == 0, at < v.count { v.remove(at: at) } else { v.insert(contentsOf: pieces[next(pieces.count)], at: at) }
            }
            let source = String(decoding: v, as: UTF8.self)
            let found = SceneScript.diagnose(source: source, file: name)
            do {
                _ = try SceneScript.load(source: source, file: name)
            } catch let e as ScriptError {
                #expect(found.contains(e), "\(name): \(e.summary) not in \(found.map(\.summary))\n\(source)")
            }
            _ = try? SceneScript.load(source: source, file: name, lenient: ScriptDiagnostics())
        }
    }
}
