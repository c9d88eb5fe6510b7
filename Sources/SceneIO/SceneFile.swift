import Document
import SceneScript

/// One entry point for scene files in either format: JSON scenes (by the `.json` extension) and
/// scene scripts (anything else).
public enum SceneFile {
    /// Whether `path` names a JSON scene.
    public static func isJSON(_ path: String) -> Bool { path.lowercased().hasSuffix(".json") }

    /// Loads a scene file. `preview` picks a scene script's `#Preview`; JSON scenes have none, so
    /// naming one for a JSON scene is an error.
    /// - Throws: `SceneJSONError` or `ScriptError` naming the place and the reason.
    /// A folder is a scene script of several files (see `SceneScript.load(contentsOf:…)`). `lenient`
    /// applies to scene scripts (a JSON scene has nothing to skip).
    public static func load(contentsOf path: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides(), lenient: ScriptDiagnostics? = nil) throws -> Scene {
        if isJSON(path) {
            try refusePreview(preview, file: path.split(separator: "/").last.map(String.init) ?? path)
            return try SceneJSON.load(contentsOf: path, overrides: overrides)
        }
        return try SceneScript.load(contentsOf: path, preview: preview, overrides: overrides, lenient: lenient)
    }

    /// Loads a scene from text already read; `file` (a file name) picks the format and names the place in errors.
    public static func load(source: String, file: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides(), lenient: ScriptDiagnostics? = nil) throws -> Scene {
        if isJSON(file) {
            try refusePreview(preview, file: file)
            return try SceneJSON.decode(source, file: file, overrides: overrides)
        }
        return try SceneScript.load(source: source, file: file, preview: preview, overrides: overrides, lenient: lenient)
    }

    private static func refusePreview(_ preview: String?, file: String) throws {
        if let preview {
            throw SceneJSONError(file: file, message: "a JSON scene has no previews (asked for \"\(preview)\"); --preview applies to scene scripts")
        }
    }

    /// The folder a scene file's relative image names are resolved against.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}

extension SceneFile {
    /// The bytes a scene's hash covers: a folder scene's files, each after a `// file: NAME` line, in
    /// the order they are read (a one-file scene's are its own bytes). One definition for the CLI and
    /// `assertGolden(scene:)`, so both see the same scene as changed or not.
    public static func hashedSource(of files: [ScriptSource]) -> [UInt8] {
        var source: [UInt8] = []
        for f in files { source += Array("// file: \(f.file)\n".utf8) + Array(f.text.utf8) + [10] }
        return source
    }
}

extension SceneFile {
    /// A layout error about an unknown `Image(systemName:)` symbol, as the scene script's own error for it
    /// when checking finds one: FILE:LINE:COLUMN, the closest symbols and where to list them all, instead of
    /// a view path with no line. Any other error is returned as it is.
    public static func locatingUnknownSymbol(_ error: any Error, in path: String) -> any Error {
        guard !isJSON(path), String(describing: error).contains("unknown symbol \"") else { return error }
        return SceneScript.diagnose(contentsOf: path).first { $0.message.hasPrefix("unknown symbol \"") } ?? error
    }
}

extension SceneFile {
    /// The name a scene's goldens go by (`GOLDENS/NAME/`), for `flipbook test` and `assertGolden(scene:)`
    /// alike: the preview's name when one is named (so each preview of a file or folder has its own), else the
    /// file's name without its extension (a folder's own name). A `/` in a preview's name becomes `-`.
    public static func goldenName(of path: String, preview: String? = nil) -> String {
        if let preview, !preview.isEmpty { return String(preview.map { $0 == "/" ? "-" : $0 }) }
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let base = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        guard let dot = base.lastIndex(of: "."), dot != base.startIndex else { return base }
        return String(base[..<dot])
    }
}
