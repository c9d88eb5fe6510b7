/// A PNG could not be read or written. The description names the file and the reason, e.g.
/// "frame.png: not a PNG file (bad signature)".
public struct PNGError: Error, CustomStringConvertible, Sendable {
    /// The file (or the name given to in-memory data); nil for unnamed in-memory data.
    public let path: String?
    /// What went wrong, in words.
    public let reason: String

    public init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path ?? "PNG data"): \(reason)" }
}
