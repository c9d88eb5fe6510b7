import FlipbookTesting
import Foundation
import Testing

/// `assertGolden(scene:preview:at:)`: an app's own SwiftUI source interpreted in a test, as a file or as a
/// folder read as one module.
@Suite struct AssertGoldenSceneTests {
    static let badge = """
        import SwiftUI
        struct Badge: View {
            @State private var big = false
            var body: some View {
                Circle().fill(Color.accent).frame(width: big ? 40 : 10, height: big ? 40 : 10)
                    .onAppear { withAnimation(.linear(duration: 0.4)) { big = true } }
            }
        }
        #Preview("Badge") { Badge() }
        """
    static let style = "import SwiftUI\nextension Color { static let accent = Color.orange }\n"

    /// A folder of two files: the view and the colour it uses.
    static func app() throws -> String {
        let dir = NSTemporaryDirectory() + "flipbook-scene-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: dir + "/Views", withIntermediateDirectories: true)
        try badge.write(toFile: dir + "/Views/Badge.swift", atomically: true, encoding: .utf8)
        try style.write(toFile: dir + "/Views/Style.swift", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func aFolderOfViewFilesRecordsThenPassesThenCatchesDrift() throws {
        let dir = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let times = [0, 0.2, 0.4]
        func check(_ record: RecordMode) -> GoldenCheckResult? {
            assertGolden(scene: dir + "/Views/", preview: "Badge", at: times, size: Size(width: 60, height: 60), scale: 1,
                         record: record, directory: dir + "/goldens", failuresDirectory: dir + "/failures")
        }
        withKnownIssue { _ = check(.missing) }
        let manifest = try #require(try GoldenStore(root: dir + "/goldens").manifest(named: "Badge"))
        #expect(manifest.frames.map(\.time) == times && manifest.metadata.width == 60 && manifest.metadata.sceneHash.count == 64)
        let pass = try #require(check(.never))
        #expect(!pass.failed && pass.notes.isEmpty)

        try Self.style.replacingOccurrences(of: ".orange", with: ".purple")
            .write(toFile: dir + "/Views/Style.swift", atomically: true, encoding: .utf8)
        var drift: GoldenCheckResult?
        withKnownIssue { drift = check(.never) }
        let d = try #require(drift)
        #expect(d.failed && d.comparison.failingTimes == times)
        #expect(d.notes.contains { $0.contains("scene changed") })
    }

    @Test func oneFileNeedsWhatItUses() throws {
        let dir = try Self.app()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Badge.swift alone lacks Style.swift's colour: a failure naming the file, line and what is missing.
        var result: GoldenCheckResult? = nil
        withKnownIssue {
            result = assertGolden(scene: dir + "/Views/Badge.swift", at: [0], directory: dir + "/goldens", failuresDirectory: nil)
        } matching: { issue in
            "\(issue)".contains("could not load \(dir)/Views/Badge.swift") && "\(issue)".contains("Badge.swift:5:")
        }
        #expect(result == nil)
    }

    /// A relative path starts at the package root (found above the test file, so it does not depend on the
    /// directory `swift test` runs in).
    @Test func relativePathsStartAtThePackageRoot() throws {
        let dir = NSTemporaryDirectory() + "flipbook-relative-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var result: GoldenCheckResult?
        withKnownIssue {
            result = assertGolden(scene: "examples/card-flip.swift", at: [0], size: Size(width: 50, height: 60), scale: 1,
                                  record: .missing, directory: dir, failuresDirectory: nil)
        }
        #expect(result?.recorded.count == 2)  // the frame and the manifest, under the name "card-flip"
        #expect(FileManager.default.fileExists(atPath: dir + "/card-flip/manifest.json"))
    }
}
