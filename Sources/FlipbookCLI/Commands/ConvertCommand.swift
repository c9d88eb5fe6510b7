import CLISupport
import Codecs
import SceneIO
import SceneScript

/// `flipbook convert SCENE [-o out.json]`: writes a scene as a JSON scene (its resolved timeline).
enum ConvertCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "convert", abstract: "Convert a scene to a JSON scene.",
        discussion: """
            The JSON holds the scene's settings and every state it passes through (time, animation, view tree);
            custom modifiers keep their scene-script source in "definitions". See docs/scene-scripts.md, "JSON scenes".
            Without -o the JSON goes to standard output; a file is written under a temporary name and renamed,
            and a line says what was written. The format follows -o's extension (.json, the only one so far);
            --json says it for standard output and may be left out.
            """,
        options: [
            .flag("json", help: "Write JSON (the only output format, so optional)."),
            .option("output", short: "o", placeholder: "FILE.json", help: "The file to write (default: standard output)."),
            FrameFlags.quietOption,
        ] + SceneInput.options,
        arguments: [ArgumentSpec(name: "SCENE", help: "The scene file (scene script or JSON).")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let path = arguments.arguments[0]
        let output = arguments.value("output").flatMap { $0 == "-" ? nil : $0 }
        if let output, !output.lowercased().hasSuffix(".json") {
            throw CommandError("-o '\(output)': convert writes a JSON scene; name the file FILE.json")
        }
        let json: String
        do {
            json = try SceneJSON.encode(SceneInput.load(path, arguments: arguments).scene)
        } catch {
            throw CommandError(CheckCommand.describe(error, path: path))
        }
        guard let output else {
            Console.out(json)
            return Flipbook.ExitCode.success
        }
        try AtomicFile.write(Array(json.utf8), to: output)
        if !arguments.flag("quiet") {
            Console.out("wrote \(output): JSON scene of \(path), \(RenderCommand.fileSize(output))")
        }
        return Flipbook.ExitCode.success
    }
}
