import Foundation
import SceneIO

/// The scenes named by the SCENE arguments of the commands that take several (`check`, `test`): files as
/// given; a folder either as a folder of scenes or as one scene of several files.
///
/// A folder is a folder of scenes when each of its files is a scene of its own — a JSON scene, or a scene
/// script with a `// flipbook:` directive line, as every scene in `examples/` has — and then each file is
/// one scene, sorted by name. Otherwise (an app's view files: no directives) the folder is one scene, its
/// `.swift` files read as one module, as `render DIR/` reads it.
enum SceneList {
    static func expand(_ paths: [String]) throws -> [String] {
        var out: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { throw CommandError("\(path): no such file or folder") }
            guard isDirectory.boolValue else { out.append(path); continue }
            let names = ((try? fm.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".json") }.sorted()
            if names.isEmpty { throw CommandError("\(path): no scene files (.swift or .json) in this folder") }
            let files = names.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
            out += files.allSatisfy(isSceneOfItsOwn) ? files : [path]
        }
        return out
    }

    /// A JSON scene, or a scene script with a `// flipbook:` directive line.
    static func isSceneOfItsOwn(_ file: String) -> Bool {
        if SceneFile.isJSON(file) { return true }
        guard let data = FileManager.default.contents(atPath: file) else { return false }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
            .contains { $0.hasPrefix("// flipbook:") }
    }
}
