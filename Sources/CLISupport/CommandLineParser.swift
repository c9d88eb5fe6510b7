/// Parses a command line against a `CommandSpec` tree.
///
/// Accepted forms: subcommand words (`flipbook png-info`), flags (`--verbose`, `-v`), options with a value
/// (`--out DIR`, `--out=DIR`, `-o DIR`, `-oDIR`), positional arguments, and `--`, after which everything is
/// positional. A word like `-5` or `-0.5` that is not a known short option is a positional argument (a negative
/// number). Options of a command are accepted after its subcommand's name only when `isInherited`.
/// Bundled short flags (`-abc`) are not supported.
public struct CommandLineParser: Sendable {
    public let root: CommandSpec

    public init(root: CommandSpec) { self.root = root }

    /// Parses `arguments` (without the program name, i.e. `CommandLine.arguments.dropFirst()`).
    public func parse<C: Collection<String>>(_ arguments: C) throws(ArgumentError) -> ParsedArguments {
        var state = State(root: root)
        var words = arguments.makeIterator()
        var onlyPositionals = false
        while let word = words.next() {
            if onlyPositionals {
                try state.positional(word)
            } else if word == "--" {
                onlyPositionals = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
                guard let spec = state.available.first(where: { $0.name == name }) else {
                    let known = state.available.map { "--" + $0.name }
                    throw state.error(.unknownOption("--" + name, suggestion: Suggestions.closest(to: "--" + name, among: known)))
                }
                try state.take(spec, spelled: "--" + name, inline: inline, next: { words.next() })
            } else if word.hasPrefix("-") && word.count > 1 {
                let letter = word[word.index(after: word.startIndex)]
                if let spec = state.available.first(where: { $0.short == letter }) {
                    let rest = String(word.dropFirst(2))
                    if case .flag = spec.kind, !rest.isEmpty {
                        throw state.error(.unknownOption(word, suggestion: nil))  // bundled flags: not supported
                    }
                    try state.take(spec, spelled: "-" + String(letter), inline: rest.isEmpty ? nil : rest,
                                   next: { words.next() })
                } else if Double(word) != nil {
                    try state.positional(word)  // a negative number
                } else {
                    throw state.error(.unknownOption(word, suggestion: nil))
                }
            } else {
                try state.positional(word)
            }
        }
        return try state.finish()
    }

    /// The spec of the command at `path` (names below the root, e.g. ["png-info"]), if it exists.
    public func command(at path: [String]) -> CommandSpec? {
        var command = root
        for name in path {
            guard let sub = command.subcommand(named: name) else { return nil }
            command = sub
        }
        return command
    }
}

/// Parsing progress: the command reached so far and what has been collected for it.
private struct State {
    var command: CommandSpec
    var result: ParsedArguments
    /// Options usable now: the command's own plus inherited ones from its ancestors.
    var available: [OptionSpec]
    var standalone = false

    init(root: CommandSpec) {
        command = root
        result = ParsedArguments(commandPath: [root.name])
        available = root.options
    }

    func error(_ kind: ArgumentError.Kind) -> ArgumentError { ArgumentError(kind, commandPath: result.commandPath) }

    mutating func take(_ spec: OptionSpec, spelled: String, inline: String?, next: () -> String?) throws(ArgumentError) {
        if spec.isStandalone { standalone = true }
        switch spec.kind {
        case .flag:
            if inline != nil { throw error(.unexpectedValue(flag: spelled)) }
            result.flags.insert(spec.name)
        case .value:
            guard let value = inline ?? next() else { throw error(.missingValue(option: spelled)) }
            result.options[spec.name, default: []].append(value)
        }
    }

    mutating func positional(_ word: String) throws(ArgumentError) {
        guard !command.subcommands.isEmpty else {
            result.arguments.append(word)
            return
        }
        guard let sub = command.subcommand(named: word) else {
            let names = command.subcommands.map(\.name)
            throw error(.unknownCommand(word, suggestion: Suggestions.closest(to: word, among: names)))
        }
        available = available.filter(\.isInherited) + sub.options
        command = sub
        result.commandPath.append(sub.name)
    }

    func finish() throws(ArgumentError) -> ParsedArguments {
        if standalone { return result }
        if !command.subcommands.isEmpty { throw error(.missingCommand) }
        let given = result.arguments.count
        let required = command.arguments.filter { !$0.isOptional }.count
        if given < required { throw error(.missingArgument(command.arguments[given].name)) }
        if command.arguments.last?.isRepeating != true && given > command.arguments.count {
            throw error(.unexpectedArgument(result.arguments[command.arguments.count]))
        }
        return result
    }
}
