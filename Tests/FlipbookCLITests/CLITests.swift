import Flipbook
import Foundation
import Testing

/// Runs the built `flipbook` binary. It sits next to the test bundle (`swift build --build-tests` builds
/// every product into the same folder); tests that need it record an issue naming where it was looked for.
enum FlipbookBinary {
    static let path: String? = {
        var candidates: [String] = []
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        candidates.append(argv0.appendingPathComponent("flipbook").path)
        candidates.append(argv0.deletingLastPathComponent().appendingPathComponent("flipbook").path)  // inside a .xctest folder
        if let exe = Bundle.main.executablePath {
            candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("flipbook").path)
        }
        for arch in ["v3", "base"] { candidates.append(TestScenes.root + "/.build/\(arch)/release/flipbook") }
        candidates.append(TestScenes.root + "/.build/release/flipbook")
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    struct Result { let status: Int32; let stdout: String; let stderr: String }

    /// - Parameter environment: variables set (or, with nil values, removed) on top of this process's environment.
    static func run(_ arguments: [String], environment: [String: String?] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e, as: UTF8.self))
    }
}

@Suite(.enabled(if: FlipbookBinary.path != nil, "the flipbook binary was not found next to the tests or in .build/*/release; build it first"))
struct CLITests {
    static let small = ["--size", "200x230", "--scale", "1", "--fps", "10"]

    @Test func threeShardProcessesAssembleToTheOneProcessGIF() async throws {
        let dir = try TestScenes.temporaryFolder("cli-shards")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        // Three separate processes at once, all writing into one folder.
        try await withThrowingTaskGroup(of: FlipbookBinary.Result.self) { group in
            for i in 1...3 {
                group.addTask {
                    try FlipbookBinary.run(["render", scene, "-o", dir + "/frames/", "--shard", "\(i)/3", "--quiet"] + Self.small)
                }
            }
            for try await result in group { #expect(result.status == 0, "\(result.stderr)") }
        }
        let assembled = try FlipbookBinary.run(["assemble", dir + "/frames", "-o", dir + "/assembled.gif"])
        #expect(assembled.status == 0, "\(assembled.stderr)")
        #expect(assembled.stdout.contains("from 3 manifests"))
        let direct = try FlipbookBinary.run(["render", scene, "-o", dir + "/direct.gif", "--quiet"] + Self.small)
        #expect(direct.status == 0, "\(direct.stderr)")
        let a = FileManager.default.contents(atPath: dir + "/assembled.gif")
        let b = FileManager.default.contents(atPath: dir + "/direct.gif")
        #expect(a != nil && a == b, "assembled and one-process GIFs differ")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames")
        #expect(names.filter { $0.hasPrefix("manifest-shard-") }.sorted()
                == ["manifest-shard-1-of-3.json", "manifest-shard-2-of-3.json", "manifest-shard-3-of-3.json"])
        #expect(!names.contains { $0.hasPrefix(".") }, "staging folders left behind")
    }

    @Test func stillAtTimeEqualsTheRenderedFrame() throws {
        let dir = try TestScenes.temporaryFolder("cli-still")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let frames = try FlipbookBinary.run(["render", scene, "-o", dir + "/frames/", "--frames", "5..8", "-q"] + Self.small)
        #expect(frames.status == 0, "\(frames.stderr)")
        let still = try FlipbookBinary.run(["render", scene, "-o", dir + "/still.png", "--at", "0.7", "-q"] + Self.small)
        #expect(still.status == 0, "\(still.stderr)")
        let manifest = try FrameManifest.read(contentsOf: dir + "/frames/manifest.json")
        #expect(manifest.frames.map(\.index) == [5, 6, 7, 8])
        #expect(try PNG.read(contentsOf: dir + "/still.png") == PNG.read(contentsOf: dir + "/frames/frame-0007.png"))
    }

    @Test func badFlagsExitTwoAndWriteNothing() throws {
        let dir = try TestScenes.temporaryFolder("cli-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let cases: [([String], String)] = [
            (["render", scene, "-o", dir + "/a.gif", "--bogus"], "--bogus"),
            (["render", scene, "-o", dir + "/a.gif", "--fps", "fast"], "--fps 'fast'"),
            (["render", scene, "-o", dir + "/a.gif", "--size", "10"], "--size '10'"),
            (["render", scene, "-o", dir + "/a.gif", "--shard", "1/3"], "--shard needs a folder output"),
            (["render", scene, "-o", dir + "/f/", "--shard", "4/3"], "--shard"),
            (["render", scene, "-o", dir + "/a.gif", "--frames", "3..999"], "--frames"),
            (["render", scene, "-o", dir + "/a.gif", "--scale", "64", "--size", "4000x4000"], "limit"),
            (["render", scene, "-o", dir + "/a.gif", "--background", "plaid"], "--background 'plaid'"),
            (["render", scene, "-o", dir + "/a.gif", "--color-scheme", "dim"], "--color-scheme 'dim' is not a colour scheme: use light or dark"),
            (["render", scene, "-o", dir + "/out"], "cannot tell the output format from the name; use FILE.gif, FILE.webp"),
            (["render", dir + "/missing.swift", "-o", dir + "/a.gif"], "no such scene file"),
            (["assemble", dir, "-o", dir + "/a.gif"], "no manifest"),
            (["contact-sheet", scene, "-o", dir + "/s.png", "--columns", "0"], "--columns '0'"),
            (["render", scene, "-o", dir + "/f/", "--quality", "40"], "--quality applies to GIF, WebP, MP4 and WebM output, not PNG folder"),
            (["render", scene, "-o", dir + "/a.gif", "--dither", "bayer"], "--dither 'bayer' is not one of sierra, fs, none"),
            (["render", scene, "-o", dir + "/a.gif", "--quality", "70"], "--quality '70'"),
            (["encode", TestScenes.root + "/examples/assets/sample-photo.png", TestScenes.root + "/goldens/card-flip/t0.0000.png",
              "-o", dir + "/e.gif", "--fps", "30"], "all frames must have the same size"),
        ]
        for (arguments, message) in cases {
            let result = try FlipbookBinary.run(arguments)
            #expect(result.status == 2, "\(arguments): exit \(result.status)")
            #expect(result.stderr.hasPrefix("flipbook: error: "), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(left.isEmpty, "failed commands left \(left)")
    }

    @Test func gifFlagsReachTheEncoder() throws {
        let dir = try TestScenes.temporaryFolder("cli-gif-flags")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = TestScenes.example("card-flip")
        let fine = try FlipbookBinary.run(["render", scene, "-o", dir + "/fine.gif", "-q"] + Self.small)
        let coarse = try FlipbookBinary.run(["render", scene, "-o", dir + "/coarse.gif", "-q", "--quality", "35",
                                             "--dither", "none", "--loop", "2"] + Self.small)
        #expect(fine.status == 0 && coarse.status == 0, "\(fine.stderr)\(coarse.stderr)")
        let a = try #require(FileManager.default.contents(atPath: dir + "/fine.gif"))
        let b = try #require(FileManager.default.contents(atPath: dir + "/coarse.gif"))
        #expect(b.count < a.count, "35 dB should need fewer bytes than the default 55.5 dB")
        // NETSCAPE2.0 block: sub-block of 3 bytes, id 1, repetitions little-endian: 2 plays = 1 repetition.
        let netscape = Array("NETSCAPE2.0".utf8)
        let bytes = [UInt8](b)
        let at = try #require((0..<(bytes.count - netscape.count)).first { Array(bytes[$0..<$0 + netscape.count]) == netscape })
        #expect(bytes[at + 11] == 3 && bytes[at + 12] == 1 && bytes[at + 13] == 1 && bytes[at + 14] == 0)
    }

    @Test func helpForEachCommand() throws {
        for command in ["render", "assemble", "contact-sheet"] {
            let result = try FlipbookBinary.run([command, "--help"])
            #expect(result.status == 0)
            #expect(result.stdout.contains("usage: flipbook \(command)") || result.stdout.contains("flipbook \(command)"))
        }
        #expect(try FlipbookBinary.run(["render", "--help"]).stdout.contains("--shard"))
    }

    @Test func contactSheetWritesOnePNG() throws {
        let dir = try TestScenes.temporaryFolder("cli-sheet")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try FlipbookBinary.run(["contact-sheet", TestScenes.example("slide-opacity"), "-o", dir + "/sheet.png",
                                             "--columns", "4", "--count", "8", "--thumbnail-width", "100"] + Self.small)
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PNG.read(contentsOf: dir + "/sheet.png")
        #expect(sheet.width == 12 * 2 + 4 * 100 + 3 * 10)
    }
}
