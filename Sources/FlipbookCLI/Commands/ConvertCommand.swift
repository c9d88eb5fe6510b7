import CLISupport
import Codecs
import SceneIO
import SceneScript

/// `flipbook convert SCENE --json [-o out.json]`: writes a scene as a JSON scene (its resolved timeline).
enum ConvertCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "convert", abstract: "Convert a scene to a JSON scene.",
        discussion: """
            The JSON holds the scene's settings and every state it passes through (time, animation, view tree);
            custom modifiers keep their scene-script source in "definitions". See docs/scene-scripts.md, "JSON scenes".
            Without -o the JSON goes to standard output; a file is written under a temporary name and renamed.
            """,
        options: [
            .flag("json", help: "Write JSON (the only output format; required)."),
            .option("output", short: "o", placeholder: "FILE", help: "The file to write (default: standard output)."),
        ] + SceneInput.options,
        arguments: [ArgumentSpec(name: "SCENE", help: "The scene file (scene script or JSON).")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.flag("json") else { throw CommandError("choose the output format: --json") }
        let path = arguments.arguments[0]
        let json: String
        do {
            json = try SceneJSON.encode(SceneInput.load(path, arguments: arguments).scene)
        } catch {
            throw CommandError(CheckCommand.describe(error, path: path))
        }
        guard let output = arguments.value("output"), output != "-" else {
            Console.out(json)
            return Flipbook.ExitCode.success
        }
        try AtomicFile.write(Array(json.utf8), to: output)
        return Flipbook.ExitCode.success
    }
}
