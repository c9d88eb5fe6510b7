import Flipbook
import Foundation
import Testing

/// `flipbook test` and `flipbook report` end to end: record, pass, drift, record modes from the environment.
@Suite(.enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct GoldenTestCommandTests {
    /// A folder holding card-flip.swift, goldens/ and failures/.
    static func workspace(_ label: String) throws -> String {
        let dir = try TestScenes.temporaryFolder(label)
        let text = try String(contentsOfFile: TestScenes.example("card-flip"), encoding: .utf8)
        try text.write(toFile: dir + "/card-flip.swift", atomically: true, encoding: .utf8)
        return dir
    }

    /// Not on CI and no FLIPBOOK_RECORD, whatever the machine running the tests sets.
    static let local: [String: String?] = ["CI": nil, "FLIPBOOK_RECORD": nil]

    /// A workspace whose goldens were recorded (and pass) before its scene changed: every `old` in the
    /// card-flip source became `new`. What the drift tests start from.
    static func recordedThenEdited(_ label: String, replacing old: String, with new: String) throws -> String {
        let dir = try workspace(label)
        #expect(try test(dir).status == 0)
        let text = try String(contentsOfFile: dir + "/card-flip.swift", encoding: .utf8)
        try text.replacingOccurrences(of: old, with: new).write(toFile: dir + "/card-flip.swift", atomically: true, encoding: .utf8)
        return dir
    }

    static func test(_ dir: String, _ extra: [String] = [], environment: [String: String?] = local) throws -> FlipbookBinary.Result {
        try FlipbookBinary.run(["test", dir + "/card-flip.swift", "--goldens", dir + "/goldens",
                                "--failures", dir + "/failures"] + extra, environment: environment)
    }

    @Test func recordsMissingGoldensLocallyThenPasses() throws {
        let dir = try Self.workspace("golden-pass")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = try Self.test(dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(" new golden frames (nothing to compare with yet)") && first.stdout.contains("(record mode 'missing')"))
        let manifest = try #require(try GoldenStore(root: dir + "/goldens").manifest(named: "card-flip"))
        // Every 7th frame of 97 (0…91) plus the key moments: start, each tap's begin, mid and settle, end.
        #expect(manifest.frames.count >= 15)
        #expect(manifest.frames.first?.time == 0 && manifest.frames.last?.time == 3.2)
        #expect(manifest.tolerance.metric == .exact && manifest.tolerance.reason.contains("bit-identical"))
        #expect(manifest.metadata.sceneHash.count == 64)

        let second = try Self.test(dir, ["--record", "never"])
        #expect(second.status == 0, "\(second.stdout)\(second.stderr)")
        #expect(second.stdout.contains("card-flip: all \(manifest.frames.count) frames pass"))
    }

    @Test func driftFailsWithTimesArtifactsAndAReport() throws {
        let dir = try Self.recordedThenEdited("golden-drift", replacing: ".red.gradient", with: ".orange.gradient")
        defer { try? FileManager.default.removeItem(atPath: dir) }

        let r = try Self.test(dir, ["--record", "never"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("card-flip: ") && r.stdout.contains("frames fail"))
        #expect(r.stdout.contains("; first 0 s, worst "))
        #expect(r.stdout.contains("note: scene changed since the golden was recorded"))
        #expect(r.stdout.contains("failure artifacts: \(dir)/failures/card-flip/"))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/failures/card-flip")
        for suffix in ["actual.png", "golden.png", "diff.png", "heat.png", "strip.png"] {
            #expect(names.contains("t0.0000-" + suffix))
        }
        #expect(names.contains("strip.png") && names.contains("summary.json"))

        let report = try FlipbookBinary.run(["report", "--failures", dir + "/failures", "-o", dir + "/report.html"])
        #expect(report.status == 0 && report.stdout.contains("1 clip with failing frames"))
        let html = try String(contentsOfFile: dir + "/report.html", encoding: .utf8)
        #expect(html.contains("failures/card-flip/t0.0000-diff.png"))
    }

    @Test func aOneFrameDelayIsATimingShiftWithTimeTolerance() throws {
        // The flip now starts one frame (1/30 s) later: 0.3 s is frame 9, 0.3333… s is frame 10.
        let dir = try Self.recordedThenEdited("golden-shift", replacing: "tap \"Reveal\" at 0.3",
                                              with: "tap \"Reveal\" at 0.3333333333333333")
        defer { try? FileManager.default.removeItem(atPath: dir) }

        let strict = try Self.test(dir, ["--record", "never"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("frames fail"))
        let tolerant = try Self.test(dir, ["--record", "never", "--time-tolerance", "1"])
        #expect(tolerant.status == 0, "\(tolerant.stdout)")
        #expect(tolerant.stdout.contains("timing shift at t = "))
        #expect(tolerant.stdout.contains("(-1 frame)") || tolerant.stdout.contains("(+1 frame)"))
    }

    @Test func onCIAMissingGoldenFailsAndNothingIsWritten() throws {
        let dir = try Self.workspace("golden-ci")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.test(dir, environment: ["CI": "true", "FLIPBOOK_RECORD": nil])
        #expect(r.status == 1)
        #expect(r.stdout.contains("no golden"))
        #expect(r.stdout.contains("record mode 'never' (the default when CI is set) writes none"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/goldens/card-flip"))
        // FLIPBOOK_RECORD overrides CI's default.
        let recorded = try Self.test(dir, environment: ["CI": "true", "FLIPBOOK_RECORD": "all"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/goldens/card-flip/manifest.json"))
    }

    @Test func badRecordModeIsAUsageError() throws {
        let dir = try Self.workspace("golden-usage")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.test(dir, ["--record", "sometimes"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--record 'sometimes' is not one of missing, failed, all, never"))
        let env = try Self.test(dir, environment: ["CI": nil, "FLIPBOOK_RECORD": "sometimes"])
        #expect(env.status == 2 && env.stderr.contains("FLIPBOOK_RECORD"))
    }
}
