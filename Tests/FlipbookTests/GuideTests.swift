import Flipbook
import Foundation
import Testing

/// The "Use it from your package" guide (README and docs/golden.md): every snippet is part of the consumer
/// package in examples/consumer, which `make test` builds and tests — so every snippet compiles and runs.
@Suite struct GuideTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The ```swift blocks of the document's "Use it from your package" section.
    static func snippets(_ document: String) throws -> [String] {
        let text = try String(contentsOfFile: root + "/" + document, encoding: .utf8)
        let start = try #require(text.range(of: "Use it from your package\n"))
        let rest = text[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.components(separatedBy: "```swift\n").dropFirst().map { String($0.components(separatedBy: "\n```")[0]) }
    }

    static func consumer(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/examples/consumer/" + path, encoding: .utf8)
    }

    @Test(arguments: ["README.md", "docs/golden.md"])
    func everySnippetIsInTheConsumerPackage(document: String) throws {
        let snippets = try Self.snippets(document)
        #expect(snippets.count >= 2)
        let tests = try ["ViewFileTests.swift", "SwiftClipTests.swift"].map { try Self.consumer("Tests/ToastAppTests/" + $0) }
            .joined(separator: "\n")
        let manifest = try Self.consumer("Package.swift")
        for snippet in snippets {
            if snippet.hasPrefix("// swift-tools-version") {
                // The manifest as a user writes it; the example reads its dependency's name from its folder.
                let body = snippet.components(separatedBy: "let package = ")[1]
                    .replacingOccurrences(of: "\"../Flipbook\"", with: "\"../..\"")
                    .replacingOccurrences(of: "package: \"Flipbook\"", with: "package: flipbook")
                #expect(manifest.contains(body), "\(document): the Package.swift snippet differs from examples/consumer/Package.swift")
            } else {
                #expect(tests.contains(snippet), "\(document): a snippet is not in examples/consumer:\n\(snippet)")
            }
        }
    }

    /// The consumer's goldens are committed, so `make test` under CI (record mode never) compares them.
    @Test func theConsumerPackagesGoldensAreCommitted() throws {
        let goldens = Self.root + "/examples/consumer/Tests/ToastAppTests/__Goldens__"
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens).sorted()
        #expect(names == ["Badge", "Toast", "save-toast", "save-toast-end", "save-toast-moments"])
        for name in names { #expect(FileManager.default.fileExists(atPath: goldens + "/" + name + "/manifest.json")) }
    }
}
