import CLISupport

/// A `flipbook` subcommand: its specification and what it does.
protocol FlipbookCommand {
    static var spec: CommandSpec { get }
    /// Runs with the parsed command line and returns the exit code; errors thrown are reported as
    /// "flipbook: error: …" with exit code 2.
    static func run(_ arguments: ParsedArguments) throws -> Int32
}
