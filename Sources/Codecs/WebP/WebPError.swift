/// A WebP encoding or decoding failure, naming the file (or "WebP" in memory) and the reason.
public struct WebPError: Error, CustomStringConvertible, Sendable, Equatable {
    public let path: String?
    public let reason: String

    public init(path: String?, reason: String) { self.path = path; self.reason = reason }

    public var description: String { "\(path ?? "WebP"): \(reason)" }
}

/// A NUL-terminated message a C shim wrote into `buffer`.
func cText(_ buffer: [CChar]) -> String {
    buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}
