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
