/// When goldens are written (swift-snapshot-testing's `SnapshotTestingConfiguration.Record`).
public enum RecordMode: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Write goldens that do not exist yet (the local default); existing ones are compared.
    case missing
    /// Also overwrite goldens that fail the comparison (the frame is still reported as failing).
    case failed
    /// Rewrite every golden.
    case all
    /// Never write: a missing golden is a failure (the default when `CI` is set).
    case never

    /// The environment variable that selects the mode when none is given explicitly.
    public static let environmentVariable = "FLIPBOOK_RECORD"

    /// The mode to use: `explicit` if given, else `FLIPBOOK_RECORD`, else `never` when `CI` is set
    /// (to any value but empty, "0" or "false") and `missing` otherwise.
    ///
    /// - Parameter environment: the process environment (injectable for tests).
    /// - Throws: `GoldenError` when `FLIPBOOK_RECORD` holds something other than a mode name.
    public static func resolve(_ explicit: RecordMode? = nil, environment: [String: String]) throws -> RecordMode {
        if let explicit { return explicit }
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                throw GoldenError(place: environmentVariable,
                                  reason: "'\(value)' is not a record mode (use missing, failed, all or never)")
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }

    public var description: String { rawValue }
}
