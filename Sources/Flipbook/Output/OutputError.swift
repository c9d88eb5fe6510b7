/// A problem producing output (bad settings, inconsistent manifests, a file that cannot be
/// written); the description names the file or setting and the reason.
public struct OutputError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
