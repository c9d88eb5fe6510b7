import CLISupport
import Foundation
import Flipbook
import Layout
import Motion
import SceneIO
import SceneScript

/// `flipbook check SCENE...`: loads each scene (scene script, folder of scene scripts or JSON), runs
/// its timeline and lays out every state — everything rendering does except drawing — and prints a
/// one-line summary per scene, or every error of a scene script at once, each with its place.
enum CheckCommand: FlipbookCommand {
    /// At most this many errors are printed per scene.
    static let maxErrorsShown = 100

    static let spec = CommandSpec(
        name: "check", abstract: "Parse and validate scenes without rendering.",
        discussion: """
            Scene scripts (.swift or any other name), folders and JSON scenes (.json) are loaded — a folder as
            for test: a folder of scenes when each file is one (// flipbook: directives or JSON, as in
            examples/), else one scene whose .swift files are read as one module —, their timelines run and every state
            laid out. Prints one line per good scene: name, canvas size, scale, fps, duration, frame count,
            state changes and taps (--speed changes the frame count as it does for render; -q prints errors only).

            For a scene script, every error is listed at once, in file order — each with FILE:LINE:COLUMN,
            the line with a caret under the place, and what to use instead (at most \(maxErrorsShown) per scene,
            then how many more): parsing goes on at the next statement, member or declaration, every
            declaration is checked, and every preview's first frame is evaluated past unknown modifiers and
            views. Exit status 2 if any scene is bad, else 0.
            """,
        options: SceneInput.options + [
            FrameFlags.speedOption(help: "Count the frames at this playback speed, as render does (default 1)."),
            FrameFlags.quietOption,
        ],
        arguments: [ArgumentSpec(name: "SCENE", help: "Scene files or folders to check.", isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var failed = 0
        let speed = try FrameFlags.speed(arguments)
        let paths = try SceneList.expand(arguments.arguments)
        for path in paths {
            do {
                if isReadableScript(path) {
                    let errors = SceneScript.diagnose(contentsOf: path)
                    if !errors.isEmpty {
                        failed += 1
                        report(errors, path: path)
                        continue
                    }
                }
                let clip = try SceneInput.load(path, arguments: arguments).clip()
                var summary = SceneSummary(clip: clip)
                summary.frameCount = try FrameTiming(clip: clip, speed: speed).frameCount
                if !arguments.flag("quiet") { Console.out("\(path): ok: \(summary)" + (speed == 1 ? "" : " at speed \(speed)")) }
            } catch {
                failed += 1
                Console.error(describe(error, path: path))
            }
        }
        if failed > 0 && paths.count > 1 {
            Console.errorLine("flipbook: \(failed) of \(paths.count) scenes failed")
        }
        return failed == 0 ? Flipbook.ExitCode.success : Flipbook.ExitCode.usageOrInput
    }

    /// Every error (up to `maxErrorsShown`), then a count.
    static func report(_ errors: [ScriptError], path: String) {
        for e in errors.prefix(maxErrorsShown) { Console.error(e.description) }
        if errors.count > maxErrorsShown {
            Console.errorLine("flipbook: … and \(errors.count - maxErrorsShown) more errors in \(path)")
        }
        Console.errorLine("flipbook: \(path): \(errors.count) error\(errors.count == 1 ? "" : "s")")
    }

    /// A scene script (not JSON) that can be read as UTF-8 text, or a folder: checked with
    /// `SceneScript.diagnose`. Anything else is left to `SceneInput.load`, which says what is wrong.
    static func isReadableScript(_ path: String) -> Bool {
        if SceneFile.isJSON(path) { return false }
        if SceneScript.isFolder(path) { return true }
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(validating: [UInt8](data), as: UTF8.self) != nil
    }

    /// Errors that carry their own place (file:line:column or the JSON path) are printed as they
    /// are; others get the scene's path in front.
    static func describe(_ error: any Error, path: String) -> String {
        switch error {
        case let e as ScriptError: return e.description
        case let e as SceneJSONError: return e.description
        default: return "\(path): \(error)"
        }
    }
}
