/// The result of parsing: which command was chosen and what was given to it.
public struct ParsedArguments: Sendable, Equatable {
    /// Command names from the root down, e.g. ["flipbook", "png-info"].
    public var commandPath: [String]
    /// Flags that were given (long names), in any command along the path.
    public var flags: Set<String>
    /// Values of options by long name, in the order given.
    public var options: [String: [String]]
    /// Positional arguments of the chosen command.
    public var arguments: [String]

    public init(commandPath: [String], flags: Set<String> = [], options: [String: [String]] = [:],
                arguments: [String] = []) {
        self.commandPath = commandPath
        self.flags = flags
        self.options = options
        self.arguments = arguments
    }

    /// The chosen command's name (the root's when no subcommand was given).
    public var command: String { commandPath.last ?? "" }

    /// Whether the flag `--name` was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `--name`, if any.
    public func value(_ name: String) -> String? { options[name]?.last }

    /// Every value given for `--name`, in order.
    public func values(_ name: String) -> [String] { options[name] ?? [] }
}
