/// A flag (`--verbose`) or an option that takes a value (`--out DIR`, `--out=DIR`, `-o DIR`).
public struct OptionSpec: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// Present or absent; `--flag=value` is an error.
        case flag
        /// Takes one value; the placeholder names it in help, e.g. "DIR".
        case value(placeholder: String)
    }

    /// The long name without dashes, e.g. "out" for `--out`.
    public var name: String
    /// An optional one-letter name, e.g. "o" for `-o`.
    public var short: Character?
    public var kind: Kind
    /// One line for the help text.
    public var help: String
    /// Also accepted by every subcommand (e.g. `--help`).
    public var isInherited: Bool
    /// When given, the command does only this (as `--help` and `--version` do), so missing arguments or a
    /// missing subcommand are not errors.
    public var isStandalone: Bool

    public init(name: String, short: Character? = nil, kind: Kind, help: String,
                isInherited: Bool = false, isStandalone: Bool = false) {
        precondition(!name.isEmpty && !name.hasPrefix("-") && !name.contains("="), "bad option name '\(name)'")
        self.name = name
        self.short = short
        self.kind = kind
        self.help = help
        self.isInherited = isInherited
        self.isStandalone = isStandalone
    }

    /// A flag such as `--verbose`.
    public static func flag(_ name: String, short: Character? = nil, help: String,
                            isInherited: Bool = false, isStandalone: Bool = false) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .flag, help: help,
                   isInherited: isInherited, isStandalone: isStandalone)
    }

    /// An option taking a value, such as `--out DIR`.
    public static func option(_ name: String, short: Character? = nil, placeholder: String = "VALUE",
                              help: String, isInherited: Bool = false) -> OptionSpec {
        OptionSpec(name: name, short: short, kind: .value(placeholder: placeholder), help: help, isInherited: isInherited)
    }

    /// `--help` / `-h`, inherited by all subcommands.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help for this command.",
                                             isInherited: true, isStandalone: true)

    /// How the option is written in usage lines: "--out DIR" or "--verbose".
    public var synopsis: String {
        switch kind {
        case .flag: "--\(name)"
        case .value(let placeholder): "--\(name) \(placeholder)"
        }
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable, Hashable {
    /// Shown in usage, e.g. "FILE".
    public var name: String
    public var help: String
    public var isOptional: Bool
    /// Takes all remaining positional arguments (only the last argument may repeat).
    public var isRepeating: Bool

    public init(name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
    }

    /// How the argument is written in usage lines: "<FILE>", "[<FILE>]", "<FILE> ...".
    public var synopsis: String {
        let core = "<\(name)>" + (isRepeating ? " ..." : "")
        return isOptional ? "[\(core)]" : core
    }
}

/// A command: its options, positional arguments and subcommands. A command either has subcommands or
/// positional arguments, not both (the first positional word picks the subcommand).
public struct CommandSpec: Sendable, Hashable {
    public var name: String
    /// One line, for the command list and the help overview.
    public var abstract: String
    /// Longer text printed after the usage line in help, if any.
    public var discussion: String?
    public var options: [OptionSpec]
    public var arguments: [ArgumentSpec]
    public var subcommands: [CommandSpec]

    public init(name: String, abstract: String, discussion: String? = nil, options: [OptionSpec] = [],
                arguments: [ArgumentSpec] = [], subcommands: [CommandSpec] = []) {
        precondition(subcommands.isEmpty || arguments.isEmpty, "'\(name)': subcommands and arguments exclude each other")
        precondition(arguments.dropLast().allSatisfy { !$0.isRepeating }, "'\(name)': only the last argument may repeat")
        precondition(!zip(arguments, arguments.dropFirst()).contains { $0.isOptional && !$1.isOptional },
                     "'\(name)': optional arguments must come last")
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.subcommands = subcommands
    }

    public func subcommand(named name: String) -> CommandSpec? { subcommands.first { $0.name == name } }
}
