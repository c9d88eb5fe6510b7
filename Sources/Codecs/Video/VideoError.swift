/// A video encoding failure (the `ffmpeg` program missing or failing), naming the output and the reason.
public struct VideoError: Error, CustomStringConvertible, Sendable, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "\(path): \(reason)" }
}
