#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Document
import Motion
import SceneScript

/// Scenes of several files: every `.swift` file of a folder is one module.
@Suite struct FolderSceneTests {
    func texts(_ node: ViewNode) -> [String] {
        node.allNodes.compactMap { if case .text(let t) = $0 { t.string } else { nil } }
    }

    /// The Groceries app's files, with `edit` applied to one of them.
    func groceries(editing file: String? = nil, _ edit: (String) -> String = { $0 }) throws -> [ScriptSource] {
        try SceneScript.sources(contentsOf: groceriesFolder).files.map { f in
            f.file == file ? ScriptSource(file: f.file, text: edit(f.text)) : f
        }
    }

    @Test func aViewAndTheTypesItUsesMayBeInDifferentFiles() throws {
        let (name, files) = try SceneScript.sources(contentsOf: groceriesFolder + "/")
        #expect(name == "Groceries")
        #expect(files.map(\.file) == ["GroceryListView.swift", "GroceryRow.swift", "Models.swift", "Previews.swift", "ToastView.swift"])
        let s = try SceneScript.load(contentsOf: groceriesFolder)
        // The first preview in file order; the directives of Previews.swift.
        #expect(s.name == "Groceries" && s.size == Size(width: 320, height: 300))
        #expect(texts(try s.body(s.initialState)) == ["2 to buy", "Apples", "×6", "Milk", "×1", "Bread", "×2", "Add Eggs"])
        let timeline = try Timeline.run(s)
        let later = texts(try s.body(timeline.state(at: 1)))
        // The toast is an overlay of the list (a modifier, found first) over the list's rows.
        #expect(later == ["Added Eggs", "3 to buy", "Apples", "×6", "Milk", "×1", "Bread", "×2", "Eggs", "×1", "Add Eggs"])
        let file = try SceneScript.parse(files, name: name)
        #expect(file.files == files.map(\.file))
        #expect(file.previews == ["Groceries", "Toast", "Row"])
        #expect(file.views.sorted() == ["ContentView", "GroceryListView", "GroceryRow", "ToastView"])
    }

    @Test func previewPicksAPreviewAcrossTheFiles() throws {
        let toast = try SceneScript.load(contentsOf: groceriesFolder, preview: "Toast")
        #expect(texts(try toast.body(toast.initialState)) == ["Added Tea"])
        let row = try SceneScript.load(contentsOf: groceriesFolder, preview: "Row")
        #expect(texts(try row.body(row.initialState)) == ["Tea", "×2"])
        #expect(throws: ScriptError.self) { try SceneScript.load(contentsOf: groceriesFolder, preview: "Nope") }
    }

    @Test func errorsNameTheirFileLineAndColumn() throws {
        let files = try groceries(editing: "GroceryRow.swift") { $0.replacingOccurrences(of: "Text(item.name)", with: "Text(item.nam)") }
        do {
            _ = try SceneScript.load(files, name: "Groceries")
            Issue.record("loaded")
        } catch let e as ScriptError {
            #expect(e.file == "GroceryRow.swift")
            #expect(e.summary == "11:22: 'GroceryItem' has no property 'nam' — closest match 'name'")
            #expect(e.description.hasPrefix("GroceryRow.swift:11:22: error: "))
            #expect(e.sourceLine == "            Text(item.nam)")
        }
        // Every error of every file, in file order.
        let broken = try groceries(editing: "Models.swift") { $0 + "\ntypealias ID = Int\n" }
            .map { $0.file == "ToastView.swift" ? ScriptSource(file: $0.file, text: $0.text.replacingOccurrences(of: ".font(.callout)", with: ".fontDesign(.rounded)")) : $0 }
        let all = SceneScript.diagnose(broken, name: "Groceries")
        #expect(all.map { "\($0.file):\($0.line):\($0.column)" } == ["Models.swift:30:1", "ToastView.swift:8:13"], "\(all.map(\.description))")
        // An error at the very start of a file that is not the first.
        let first = try groceries(editing: "Previews.swift") { "import MapKit\n" + $0 }
        #expect(SceneScript.diagnose(first, name: "Groceries").map { "\($0.file):\($0.summary)" }.first?
            .hasPrefix("Previews.swift:1:1: module 'MapKit' is not available") == true)
    }

    @Test func aDirectiveMayBeInAnyOneFile() throws {
        let moved = try groceries(editing: "Previews.swift") { $0.replacingOccurrences(of: "// flipbook: size 320x300\n", with: "") }
            .map { $0.file == "Models.swift" ? ScriptSource(file: $0.file, text: "// flipbook: size 200x100\n" + $0.text) : $0 }
        #expect(try SceneScript.load(moved, name: "Groceries").size == Size(width: 200, height: 100))
        let twice = try groceries(editing: "Models.swift") { "// flipbook: size 200x100\n" + $0 }
        do {
            _ = try SceneScript.load(twice, name: "Groceries")
            Issue.record("loaded")
        } catch let e as ScriptError {
            #expect(e.file == "Previews.swift" && e.line == 1)
            #expect(e.message == "the 'size' directive is given in both Models.swift and Previews.swift")
        }
    }

    @Test func lenientLeavesOutUnusedBrokenDeclarationsOfOtherFiles() throws {
        let files = try groceries() + [ScriptSource(file: "Settings.swift", text: """
            import SwiftUI

            struct SettingsView: View {
                @Query private var sortByName = true
                var body: some View { Toggle("Sort by name", isOn: $sortByName) }
            }
            """)]
        #expect(throws: ScriptError.self) { try SceneScript.load(files, name: "Groceries") }
        let warnings = ScriptDiagnostics()
        let s = try SceneScript.load(files, name: "Groceries", lenient: warnings)
        #expect(texts(try s.body(s.initialState)).first == "2 to buy")
        #expect(warnings.all.map(\.description).map { String($0.prefix(while: { $0 != "—" })) } == [
            "Settings.swift:4:5: warning: property wrapper '@Query' is not supported ('SettingsView' is left out) ",
        ])
    }

    @Test func aFolderIsReadSortedAndNotRecursively() throws {
        var template = Array("/tmp/flipbook-folder-XXXXXX".utf8CString)
        let dir = try #require(template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }.map { String(cString: $0) })
        defer {
            for f in ["b.swift", "a.swift", "Sub/c.swift", "notes.txt"] { unlink(dir + "/" + f) }
            rmdir(dir + "/Sub"); rmdir(dir)
        }
        func write(_ name: String, _ text: String) {
            let f = fopen(dir + "/" + name, "w")
            fputs(text, f)
            fclose(f)
        }
        mkdir(dir + "/Sub", 0o755)
        write("b.swift", "#Preview(\"B\") { Badge() }\n")
        write("a.swift", "struct Badge: View { var body: some View { Text(\"badge\") } }\n#Preview(\"A\") { Text(\"a\") }\n")
        write("Sub/c.swift", "#Preview(\"C\") { Text(\"c\") }\n")
        write("notes.txt", "not swift")
        let (name, files) = try SceneScript.sources(contentsOf: dir)
        #expect(name.hasPrefix("flipbook-folder-"))
        #expect(files.map(\.file) == ["a.swift", "b.swift"])
        let file = try SceneScript.parse(files, name: name)
        #expect(file.previews == ["A", "B"])
        let b = try SceneScript.load(contentsOf: dir, preview: "B")
        #expect(texts(try b.body(b.initialState)) == ["badge"])
        let empty = dir + "/Sub/"
        unlink(dir + "/Sub/c.swift")
        #expect(throws: ScriptError.self) { try SceneScript.load(contentsOf: empty) }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: Substring(target), omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
