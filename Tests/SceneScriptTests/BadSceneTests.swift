import Testing
import Document
import Motion
import SceneScript

/// Every file in BadScenes/ fails to load with the error its first line announces:
/// `// expect: LINE:COLUMN: message` (a prefix of the error's summary); an optional second line
/// `// hint: text` must appear in what the error says is supported instead.
@Suite struct BadSceneTests {
    static let files = swiftFiles(in: badScenesFolder)

    @Test func corpusIsLarge() {
        #expect(BadSceneTests.files.count >= 40)
    }

    @Test(arguments: files)
    func badSceneFails(_ name: String) throws {
        let path = badScenesFolder + "/" + name
        let text = try #require(readText(path))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstLine = lines.first ?? ""
        let hint = lines.count > 1 && lines[1].hasPrefix("// hint: ") ? String(lines[1].dropFirst(9)) : nil
        let prefix = "// expect: "
        try #require(firstLine.hasPrefix(prefix), "\(name) has no '// expect:' line")
        let expected = String(firstLine.dropFirst(prefix.count))
        do {
            // Loading checks the first frame; the timeline runs the actions (taps, onAppear).
            _ = try Timeline.run(try SceneScript.load(contentsOf: path))
            Issue.record("\(name) loaded without an error")
        } catch let error as ScriptError {
            #expect(error.summary.hasPrefix(expected), "\(name): \(error.summary)")
            if let hint { #expect(error.supported?.contains(hint) == true, "\(name): \(error.summary)") }
            #expect(error.file == name)
            // The description quotes the line with a caret under the column.
            let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.hasPrefix("\(name):\(error.line):\(error.column): error: ") == true)
            if error.line > 0 {
                #expect(lines.count == 3 && lines[2].hasSuffix("^"))
                #expect(lines[2].count == 4 + error.column)
            }
        }
    }
}
