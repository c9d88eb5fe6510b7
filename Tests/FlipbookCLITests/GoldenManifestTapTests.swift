import Flipbook
import Foundation
import Testing

/// Golden manifests' `taps` (the `--tap` spelling) and golden clips never being auto-tapped.
@Suite(.enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct GoldenManifestTapTests {
    static let local: [String: String?] = ["CI": nil, "FLIPBOOK_RECORD": nil]

    static func test(_ dir: String, _ extra: [String] = []) throws -> FlipbookBinary.Result {
        try FlipbookBinary.run(["test", dir + "/card-flip.swift", "--goldens", dir + "/goldens",
                                "--failures", dir + "/failures"] + extra, environment: local)
    }

    static func setTaps(_ taps: [String]?, in dir: String) throws {
        let store = GoldenStore(root: dir + "/goldens")
        var manifest = try #require(try store.manifest(named: "card-flip"))
        manifest.taps = taps
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(manifest).write(to: URL(fileURLWithPath: dir + "/goldens/card-flip/manifest.json"))
    }

    @Test func manifestTapsReplaceTheDirectivesAndSurviveRecording() throws {
        let dir = try TestScenes.temporaryFolder("golden-taps")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // card-flip without its tap directives: a still for golden tests (no auto-tap), whatever render does.
        _ = try ClipsCLITests.untappedCardFlip(in: dir)
        let first = try Self.test(dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(!first.stderr.contains("auto-tap"))
        let still = try #require(try GoldenStore(root: dir + "/goldens").manifest(named: "card-flip"))
        // The still holds 0.5 s: at most the hold's frames, no flip.
        #expect(still.frames.last.map { $0.time <= 0.5 } == true, "\(still.frames.map(\.time))")

        // With taps in the manifest the same golden times now show the flip: the stored stills fail.
        try Self.setTaps(["Reveal@0.1"], in: dir)
        let flipped = try Self.test(dir, ["--record", "never"])
        #expect(flipped.status == 1, "\(flipped.stdout)\(flipped.stderr)")
        // Re-recording the failing frames keeps the list.
        let recorded = try Self.test(dir, ["--record", "failed"])
        #expect(recorded.status == 0, "\(recorded.stderr)")   // failed frames are overwritten: accepted, so it passes
        let manifest = try #require(try GoldenStore(root: dir + "/goldens").manifest(named: "card-flip"))
        #expect(manifest.taps == ["Reveal@0.1"])
        #expect(try Self.test(dir, ["--record", "never"]).status == 0)

        try Self.setTaps(["Reveal"], in: dir)
        let bad = try Self.test(dir, ["--record", "never"])
        #expect(bad.status == 2, "\(bad.stderr)")
        #expect(bad.stderr.contains("card-flip/manifest.json taps: 'Reveal' has no '@'"), "\(bad.stderr)")
    }
}
