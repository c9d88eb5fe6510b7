import CLISupport
import Flipbook
import Layout
import Motion
import SceneIO
import SceneScript

/// `flipbook check SCENE...`: loads each scene (scene script or JSON), runs its timeline and lays out
/// every state — everything rendering does except drawing — and prints a one-line summary per scene,
/// or the error with its place.
enum CheckCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "check", abstract: "Parse and validate scenes without rendering.",
        discussion: """
            Scene scripts (.swift or any other name) and JSON scenes (.json) are loaded, their timelines run
            and every state laid out. Prints one line per scene: name, canvas size, scale, fps, duration,
            frame count, state changes and taps. Exit status 2 if any scene is bad.
            """,
        options: SceneInput.options,
        arguments: [ArgumentSpec(name: "SCENE", help: "Scene files to check.", isRepeating: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        var failed = 0
        for path in arguments.arguments {
            do {
                let clip = try SceneInput.load(path, arguments: arguments).clip()
                Console.out("\(path): ok: \(SceneSummary(clip: clip))")
            } catch {
                failed += 1
                Console.error(describe(error, path: path))
            }
        }
        if failed > 0 && arguments.arguments.count > 1 {
            Console.errorLine("flipbook: \(failed) of \(arguments.arguments.count) scenes failed")
        }
        return failed == 0 ? Flipbook.ExitCode.success : Flipbook.ExitCode.usageOrInput
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
