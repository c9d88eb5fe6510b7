import CLISupport

/// `flipbook help [COMMAND]`: the same text as `--help`.
enum HelpCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "help", abstract: "Show help for flipbook or one of its commands.",
        options: [.flag("flags", help: "Print which commands take which shared flag, as a Markdown table (docs/command-line.md).")],
        arguments: [ArgumentSpec(name: "COMMAND", help: "The command to describe.", isOptional: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        if arguments.flag("flags") {
            Console.out(FlagMatrix.markdown())
            return Flipbook.ExitCode.success
        }
        let path = arguments.arguments
        guard let text = Flipbook.parser.help(for: path) else {
            let names = Flipbook.spec.subcommands.map(\.name)
            throw ArgumentError(.unknownCommand(path.joined(separator: " "),
                                                suggestion: Suggestions.closest(to: path[0], among: names)),
                                commandPath: arguments.commandPath)
        }
        Console.out(text)
        return Flipbook.ExitCode.success
    }
}
