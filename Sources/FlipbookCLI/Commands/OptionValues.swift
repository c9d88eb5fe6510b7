import CLISupport

/// Option values checked against their ranges, for every command: one place that turns `--name TEXT`
/// into a number and one spelling of the error, "--name 'TEXT' is not EXPECTED".
extension ParsedArguments {
    /// The value of `--name` as a finite number in `range`; nil when the option is not given.
    func number(_ name: String, in range: ClosedRange<Double>, expected: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw CommandError("--\(name) '\(text)' is not \(expected)")
        }
        return v
    }

    /// The value of `--name` as a whole number in `range`; nil when the option is not given.
    func integer(_ name: String, in range: ClosedRange<Int>, expected: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let v = Int(text), range.contains(v) else { throw CommandError("--\(name) '\(text)' is not \(expected)") }
        return v
    }
}
