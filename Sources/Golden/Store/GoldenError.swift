/// A golden-store or report failure, naming the place (a file, folder or setting) and the reason.
public struct GoldenError: Error, CustomStringConvertible, Sendable, Equatable {
    public let place: String
    public let reason: String

    public init(place: String, reason: String) {
        self.place = place
        self.reason = reason
    }

    public var description: String { "\(place): \(reason)" }
}
