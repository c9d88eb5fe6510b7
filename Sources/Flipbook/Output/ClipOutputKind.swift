import Foundation

/// What a clip is written as, told by the output path's form: the one reading of `-o` for the library
/// (`Clip.write(to:)`). New formats (WebP, MP4) are new cases here and in `Clip.write(to:)`.
public enum ClipOutputKind: String, Sendable, CaseIterable {
    /// `FILE.gif`: every frame, animated.
    case gif
    /// `FILE.png`: one still (frame 0).
    case still
    /// `DIR/` (a trailing slash, or an existing folder): `frame-0000.png …` and `manifest.json`.
    case pngSequence

    /// The kind `path` names.
    /// - Throws: `OutputError` naming the path and the forms accepted.
    public init(path: String) throws {
        let lower = path.lowercased()
        var isDirectory: ObjCBool = false
        if lower.hasSuffix(".gif") {
            self = .gif
        } else if lower.hasSuffix(".png") {
            self = .still
        } else if path.hasSuffix("/")
                    || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            self = .pngSequence
        } else {
            throw OutputError("\(path): cannot tell what to write; use FILE.gif, FILE.png or DIR/ (a trailing slash for a folder)")
        }
    }
}
