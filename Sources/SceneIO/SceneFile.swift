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
    public static func load(contentsOf path: String, preview: String? = nil,
                            overrides: SceneOverrides = SceneOverrides()) throws -> Scene {
        if isJSON(path) {
            if let preview {
                let name = path.split(separator: "/").last.map(String.init) ?? path
                throw SceneJSONError(file: name, message: "a JSON scene has no previews (asked for \"\(preview)\"); --preview applies to scene scripts")
            }
            return try SceneJSON.load(contentsOf: path, overrides: overrides)
        }
        return try SceneScript.load(contentsOf: path, preview: preview, overrides: overrides)
    }

    /// The folder a scene file's relative image names are resolved against.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
