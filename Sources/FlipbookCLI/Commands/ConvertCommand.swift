import CLISupport
import Glibc
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
            .option("preview", placeholder: "NAME", help: "The #Preview to convert in scene scripts (default: the first)."),
        ],
        arguments: [ArgumentSpec(name: "SCENE", help: "The scene file (scene script or JSON).")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.flag("json") else { throw ConvertError("choose the output format: --json") }
        let path = arguments.arguments[0]
        let json: String
        do {
            let scene = try SceneFile.load(contentsOf: path, preview: arguments.value("preview"))
            json = try SceneJSON.encode(scene)
        } catch {
            throw ConvertError(CheckCommand.describe(error, path: path))
        }
        guard let output = arguments.value("output"), output != "-" else {
            Console.out(json)
            return Flipbook.ExitCode.success
        }
        try writeAtomically(json, to: output)
        return Flipbook.ExitCode.success
    }

    /// Writes `text` to a temporary file next to `path`, then renames it over `path`, so the output
    /// is complete or absent.
    static func writeAtomically(_ text: String, to path: String) throws {
        let temp = path + ".tmp-\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw ConvertError("cannot write \(path): \(String(cString: strerror(errno)))") }
        var ok = true
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { ok = false; return }
                offset += n
            }
        }
        let err = errno
        if close(fd) != 0 { ok = false }
        guard ok, rename(temp, path) == 0 else {
            let reason = String(cString: strerror(ok ? errno : err))
            unlink(temp)
            throw ConvertError("cannot write \(path): \(reason)")
        }
    }
}

/// A failed conversion (exit code 2).
struct ConvertError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
