#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import Document
import Motion
import SceneScript

/// The scene corpus in Corpus/: SwiftUI files written the way tutorials, sample collections and
/// apps write views. Every scene loads, its timeline (taps, onAppear, .task, `at` actions) runs,
/// and it has goldens (compared by `flipbook test Tests/SceneScriptTests/Corpus`, see the Makefile).
@Suite struct CorpusTests {
    static let folder = repositoryRoot + "/Tests/SceneScriptTests/Corpus"
    static let files = swiftFiles(in: folder)

    static func isDirectory(_ path: String) -> Bool {
        guard let dir = opendir(path) else { return false }
        closedir(dir)
        return true
    }

    @Test func corpusIsLarge() {
        #expect(CorpusTests.files.count >= 60)
    }

    @Test(arguments: files)
    func sceneLoadsAndRuns(_ name: String) throws {
        let scene = try SceneScript.load(contentsOf: CorpusTests.folder + "/" + name)
        #expect(scene.size.width > 0 && scene.size.height > 0)
        let timeline = try Timeline.run(scene)
        _ = try scene.body(timeline.state(at: 0))
    }

    @Test(arguments: files)
    func sceneHasGoldens(_ name: String) {
        let goldens = CorpusTests.folder + "/goldens/" + String(name.dropLast(".swift".count))
        #expect(CorpusTests.isDirectory(goldens), "\(name) has no goldens folder")
        #expect(readText(goldens + "/manifest.json") != nil, "\(name) has no goldens manifest")
    }
}
