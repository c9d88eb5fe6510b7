import Foundation
import Testing

/// `check` listing every error, `render`/`contact-sheet --lenient`, and folder scenes.
@Suite("check lists every error; --lenient; folder scenes",
       .enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct LenientAndFolderTests {
    let groceries = TestScenes.root + "/Tests/SceneScriptTests/FolderScenes/Groceries"

    func write(_ text: String, _ name: String, in dir: String) throws -> String {
        let path = dir + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let five = """
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

    @Test("check lists every error with its place, a caret and what to use instead, and exits 2")
    func checkListsEveryError() throws {
        let dir = try TestScenes.temporaryFolder("check-all")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try write(Self.five, "five.swift", in: dir)
        let r = try FlipbookBinary.run(["check", path])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        let firsts = r.stderr.split(separator: "\n").filter { $0.hasPrefix("flipbook: five.swift:") }.map { line in
            String(line.dropFirst("flipbook: ".count).prefix(while: { $0 != "—" }))
        }
        #expect(firsts == [
            "five.swift:3:1: error: 'typealias' declarations are not supported in scene scripts ",
            "five.swift:6:5: error: property wrapper '@Query' is not supported ",
            "five.swift:7:31: error: cannot find type 'Points' in scope",
            "five.swift:11:35: error: unknown modifier 'frobnicate' ",
            "five.swift:12:13: error: unknown view or function 'Gauge'",
        ], "\(r.stderr)")
        #expect(r.stderr.components(separatedBy: "\n    ").count - 1 == 10)   // a quoted line and a caret each
        #expect(r.stderr.contains("— @State with sample data (a clip has no database)"))
        #expect(r.stderr.hasSuffix("flipbook: \(path): 5 errors\n"))
        // Clean scenes still get their summary line and exit 0.
        let ok = try FlipbookBinary.run(["check", TestScenes.example("card-flip")])
        #expect(ok.status == 0 && ok.stdout.contains(": ok: card-flip"))
    }

    @Test("check shows at most 100 errors, then how many more")
    func checkCapsTheList() throws {
        let dir = try TestScenes.temporaryFolder("check-cap")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let body = (0..<130).map { "        Text(\"\($0)\").bad\($0)()" }.joined(separator: "\n")
        let path = try write("struct ContentView: View {\n    var body: some View {\n    VStack {\n\(body)\n    }\n    }\n}\n", "many.swift", in: dir)
        let r = try FlipbookBinary.run(["check", path])
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").filter { $0.contains(": error: unknown modifier") }.count == 100)
        #expect(r.stderr.contains("flipbook: … and 30 more errors in \(path)"))
        #expect(r.stderr.contains("many.swift:133:") == false && r.stderr.contains("many.swift:103:"))
    }

    @Test("render --lenient renders past unknown modifiers and views with one warning each; strict writes nothing")
    func renderLenient() throws {
        let dir = try TestScenes.temporaryFolder("lenient")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try write("""
            // flipbook: size 200x150
            import SwiftUI
            struct SettingsView: View {
                @Query private var name = "World"
                var body: some View { Text(name) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("Hi").fontDesign(.rounded)
                        Gauge(value: 0.5)
                    }
                }
            }
            #Preview { ContentView() }
            """, "app.swift", in: dir)
        let strict = try FlipbookBinary.run(["render", path, "-o", dir + "/strict.png"])
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("app.swift:4:5: error: property wrapper '@Query' is not supported"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/strict.png"))

        let r = try FlipbookBinary.run(["render", path, "-o", dir + "/out.png", "--lenient"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
        let warnings = r.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.map { String($0.prefix(while: { $0 != "(" })) } == [
            "flipbook: app.swift:4:5: warning: property wrapper '@Query' is not supported ",
            "flipbook: app.swift:10:23: warning: unknown modifier 'fontDesign' ",
            "flipbook: app.swift:11:13: warning: unknown view or function 'Gauge' ",
        ], "\(r.stderr)")
        #expect(r.stderr.contains("(drawn as a placeholder)") && r.stderr.contains("(the modifier is skipped)"))

        let sheet = try FlipbookBinary.run(["contact-sheet", path, "-o", dir + "/sheet.png", "--lenient", "--count", "2"])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        #expect(sheet.stderr.contains("warning: unknown view or function 'Gauge'"))
        // A declaration the rendered preview uses is an error even when lenient.
        let used = try write(Self.five, "five.swift", in: dir)
        let u = try FlipbookBinary.run(["render", used, "-o", dir + "/five.png", "--lenient"])
        #expect(u.status == 2 && u.stderr.contains("five.swift:6:5: error: property wrapper '@Query'"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/five.png"))
    }

    @Test("test never renders leniently")
    func testIsStrict() throws {
        let r = try FlipbookBinary.run(["test", "--lenient"])
        #expect(r.status == 2 && r.stderr.contains("--lenient"))
        let help = try FlipbookBinary.run(["render", "--help"])
        #expect(help.stdout.contains("--lenient") && help.stdout.contains("DIR/"))
        #expect(try FlipbookBinary.run(["contact-sheet", "--help"]).stdout.contains("--lenient"))
        #expect(!(try FlipbookBinary.run(["check", "--help"]).stdout.contains("--lenient")))
    }

    @Test("a folder is one scene for render, check and contact-sheet; --preview picks across its files")
    func folderScenes() throws {
        let dir = try TestScenes.temporaryFolder("folder")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let c = try FlipbookBinary.run(["check", groceries + "/"])
        #expect(c.status == 0, "\(c.stderr)")
        #expect(c.stdout.contains(": ok: Groceries: 320x300 pt @2x"))
        let r = try FlipbookBinary.run(["render", groceries + "/", "--preview", "Toast", "-o", dir + "/toast.png", "--scale", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("wrote \(dir)/toast.png: 1 frame, 320x300 px"))
        let g = try FlipbookBinary.run(["render", groceries, "-o", dir + "/list.gif", "--scale", "1", "--fps", "10", "-q"])
        #expect(g.status == 0 && FileManager.default.fileExists(atPath: dir + "/list.gif"), "\(g.stderr)")
        let s = try FlipbookBinary.run(["contact-sheet", groceries, "-o", dir + "/sheet.png", "--count", "3"])
        #expect(s.status == 0, "\(s.stderr)")

        // Errors name the file in the folder.
        let app = dir + "/App"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: groceries) {
            var text = try String(contentsOfFile: groceries + "/" + name, encoding: .utf8)
            if name == "GroceryRow.swift" { text = text.replacingOccurrences(of: ".padding(.horizontal)", with: ".padding(.horizontal).frobnicate()") }
            if name == "Models.swift" { text = "// flipbook: fps 12\n// flipbook: size 100x100\n" + text }
            _ = try write(text, name, in: app)
        }
        let bad = try FlipbookBinary.run(["check", app])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("flipbook: GroceryRow.swift:15:30: error: unknown modifier 'frobnicate'"), "\(bad.stderr)")
        #expect(bad.stderr.contains("flipbook: Previews.swift:1:14: error: the 'size' directive is given in both Models.swift and Previews.swift"))
        let strict = try FlipbookBinary.run(["render", app, "-o", dir + "/app.png"])
        #expect(strict.status == 2 && !FileManager.default.fileExists(atPath: dir + "/app.png"))
        let missing = try FlipbookBinary.run(["check", dir + "/NoSuchFolder/"])
        #expect(missing.status == 2)
    }
}
