import CLISupport
import Flipbook
import Foundation
import SceneIO

/// `flipbook test [SCENE|DIR…]`: renders each scene's golden frames and compares them with `goldens/NAME/`.
///
/// Which frames: those the golden manifest lists; a scene without goldens gets every k-th frame plus its key
/// moments (start, each animation's begin, mid-point, overshoot peak and settle, end; `Clip.keyMoments`).
/// Exit 1 when a frame fails or has no golden (in record mode `never`), with a line per clip naming the
/// failing times, the first and the worst, and the failure artifacts under `.flipbook/failures/NAME/`.
enum TestCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "test", abstract: "Compare scenes' frames with their goldens.",
        discussion: """
            SCENE may be a scene file, a folder of scenes (each file with // flipbook: directives, as in
            examples/) or a folder of an app's view files read as one scene (default: examples). Goldens live in
            GOLDENS/NAME/ (NAME: the --preview name if given, else the file name without its extension or
            a folder's own name) with a manifest giving the frame times, the scene hash and the
            tolerance with its reason. Comparison is exact unless the manifest says otherwise.
            Record modes: missing (default locally) writes goldens that do not exist yet; failed also overwrites
            failing ones; all rewrites everything; never (default when CI is set) writes nothing, so a missing
            golden fails. FLIPBOOK_RECORD sets the mode when --record is not given.
            The scene flags (--size, --fps, --preview, ...) replace the scenes' directives, as for render; goldens
            are per setting, so a clip at another size needs its own --goldens folder. Each run first clears the
            failure artifacts of earlier runs, so `flipbook report` shows this run only.
            Exit status: 0 all frames pass or were recorded, 1 a frame failed or has no golden, 2 bad input.
            """,
        options: [
            .option("goldens", placeholder: "DIR", help: "Folder of goldens (default: goldens)."),
            .option("record", placeholder: "MODE", help: "missing, failed, all or never (see below)."),
            .option("time-tolerance", placeholder: "K", help: "Accept a frame matching the golden of a frame ≤ K away, reported as a timing shift (default 0)."),
            .option("every", placeholder: "K", help: "When recording new goldens: every K-th frame besides the key moments (default: about 16 per clip)."),
            .option("failures", placeholder: "DIR", help: "Where failure artifacts go (default: .flipbook/failures)."),
            FrameFlags.threadsOption,
            FrameFlags.quietOption,
        ] + SceneInput.options,
        arguments: [ArgumentSpec(name: "SCENE", help: "Scene files or folders (default: examples).", isOptional: true, isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let explicit = try arguments.value("record").map { text -> RecordMode in
            guard let mode = RecordMode(rawValue: text) else {
                throw CommandError("--record '\(text)' is not one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        let record = try RecordMode.resolve(explicit, environment: environment)
        let timeTolerance = try wholeNumber(arguments, "time-tolerance", in: 0...10) ?? 0
        let every = try wholeNumber(arguments, "every", in: 1...100_000)
        let threads = try FrameFlags.threads(arguments)
        let store = GoldenStore(root: arguments.value("goldens") ?? "goldens")
        let check = GoldenCheck(store: store, record: record, timeTolerance: timeTolerance,
                                failuresRoot: arguments.value("failures") ?? ".flipbook/failures")

        let quiet = arguments.flag("quiet")
        let files = try SceneList.expand(arguments.arguments.isEmpty ? ["examples"] : arguments.arguments)
        // Goldens are named after the preview when one is named (`SceneFile.goldenName`): one scene, then.
        if let preview = arguments.value("preview"), files.count > 1 {
            throw CommandError("--preview \(preview) names the goldens of one scene; give one scene, not \(files.count)")
        }
        if let root = check.failuresRoot { FailureArtifacts.clearAll(in: root) }
        var failed: [String] = [], recorded: [String] = []
        for file in files {
            let name = SceneFile.goldenName(of: file, preview: arguments.value("preview"))
            let manifest = try store.manifest(named: name)
            let taps = try manifest?.taps.map { spelled in
                try spelled.map { text in
                    do { return try Tap(parsing: text, origin: "\(store.root)/\(name)/manifest.json taps:") } catch let e as TapSyntaxError {
                        throw CommandError(e.description)
                    }
                }
            }
            // Golden clips are never auto-tapped: they tap only what the directives or the manifest say.
            var input = try SceneInput.load(file, arguments: arguments, autoTap: false, taps: taps)
            input.quiet = true   // the clip-length lines of 90 scenes would bury the results
            let clip = try input.clip()
            let settings = RenderSettings(clip: clip, timing: try FrameTiming(clip: clip), preview: input.preview)
            let sceneHash = SceneHash.compute(source: input.source, settings: settings)
            let times: [Double]
            if let manifest, record != .all, !manifest.frames.isEmpty {
                times = manifest.frames.map(\.time)
            } else {
                let k = every ?? max(1, (clip.frameCount + 15) / 16)
                times = clip.goldenFrames(every: k).map(clip.time(ofFrame:))
            }
            let snapshot = try GoldenStrategy<Clip>.frames(at: times, sceneHash: sceneHash,
                                                              rendererVersion: settings.rendererVersion, threads: threads)
                .snapshot(clip)
            let result = try check.verify(snapshot, named: name, tolerance: manifest?.tolerance ?? Self.defaultTolerance)
            if !quiet || result.failed { Console.out(result.message) }
            if result.failed { failed.append(name) } else if !result.recorded.isEmpty { recorded.append(name) }
        }
        if failed.isEmpty {
            let passed = files.count - recorded.count
            if !quiet {
                Console.out("\(files.count) clip\(files.count == 1 ? "" : "s"): "
                    + (recorded.isEmpty ? "all pass" : "\(passed) pass, \(recorded.count) recorded (\(recorded.joined(separator: ", ")))")
                    + " (record mode '\(record)')")
            }
            return Flipbook.ExitCode.success
        }
        Console.out("FAILED: \(failed.joined(separator: ", ")) — `flipbook report` writes an HTML page of the failures")
        return Flipbook.ExitCode.testsFailed
    }

    /// New goldens compare exactly: a scene renders to the same bits on every run, thread count and CPU level.
    static let defaultTolerance = Tolerance.exact(
        reason: "frames are bit-identical across runs, thread counts and the AVX2 and baseline builds")

    private static func wholeNumber(_ arguments: ParsedArguments, _ name: String, in range: ClosedRange<Int>) throws -> Int? {
        try arguments.integer(name, in: range, expected: "a whole number in \(range.lowerBound)...\(range.upperBound)")
    }
}
