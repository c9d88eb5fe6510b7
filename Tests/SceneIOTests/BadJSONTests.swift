import Glibc
import SceneIO
import SceneScript
import Testing
import TestSupport

/// The corpus under BadJSON/: each NAME.json must fail to load with the message in NAME.expected
/// (the error's `summary`: the JSON path and the reason, or line:column for syntax errors).
@Suite("Bad JSON scenes")
struct BadJSONTests {
    static let folder = Repo.root + "/Tests/SceneIOTests/BadJSON"

    static let cases: [String] = {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            if name.hasSuffix(".json") { names.append(String(name.dropLast(5))) }
        }
        return names.sorted()
    }()

    static func read(_ path: String) -> String? {
        readFile(path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("the corpus has at least 12 scenes, each with its expected message")
    func corpusSize() {
        #expect(Self.cases.count >= 12)
        for name in Self.cases { #expect(Self.read(Self.folder + "/\(name).expected") != nil, "\(name) has no .expected file") }
    }

    @Test("each bad scene fails with its expected message", arguments: cases)
    func badScene(_ name: String) throws {
        let expected = try #require(Self.read(Self.folder + "/\(name).expected")).trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            _ = try SceneFile.load(contentsOf: Self.folder + "/\(name).json")
            Issue.record("\(name).json loaded, but should fail with: \(expected)")
        } catch let e as SceneJSONError {
            #expect(e.summary == expected)
            #expect(e.description.hasPrefix("\(name).json"))
            if name.contains("syntax") { #expect(e.line != nil && e.column != nil && e.path == nil) }
            else { #expect(e.path?.hasPrefix("$") == true && e.line == nil) }
        }
    }

    @Test("a missing file is an error naming it, and --preview is refused for JSON")
    func missingAndPreview() {
        #expect { try SceneFile.load(contentsOf: "/nonexistent/scene.json") } throws: { e in
            String(describing: e).hasPrefix("/nonexistent/scene.json: cannot read")
        }
        #expect { try SceneFile.load(contentsOf: Self.folder + "/01-syntax-trailing-comma.json", preview: "x") } throws: { e in
            String(describing: e).contains("a JSON scene has no previews")
        }
    }
}

extension String {
    func trimmingCharacters(in _: WhitespaceSet) -> String {
        var s = Substring(self)
        while let c = s.first, c.isWhitespace { s.removeFirst() }
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return String(s)
    }
}

enum WhitespaceSet { case whitespacesAndNewlines }
