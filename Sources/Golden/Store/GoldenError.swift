/// A golden-store or report failure, naming the place (a file, folder or setting) and the reason.
public struct GoldenError: Error, CustomStringConvertible, Sendable, Equatable {
    public let place: String
    public let reason: String

    public var description: String { "\(place): \(reason)" }
}
