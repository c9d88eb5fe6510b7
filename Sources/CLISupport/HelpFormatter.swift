/// Help text for a command, in the layout of common Unix tools:
///
///     OVERVIEW: <abstract>
///
///     USAGE: flipbook png-info [--help] <FILE> ...
///
///     ARGUMENTS / COMMANDS / OPTIONS, each a two-column list.
public enum HelpFormatter {
    /// Help for the command at the end of `path` (the full names from the root, e.g. ["flipbook", "png-info"]),
    /// listing its options plus the inherited ones of `ancestors`.
    public static func help(for command: CommandSpec, path: [String], inheritedOptions: [OptionSpec] = []) -> String {
        var text = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion { text += "\n\(discussion)\n" }
        text += "\nUSAGE: \(usage(for: command, path: path))\n"

        if !command.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + table(command.arguments.map { ($0.synopsis, $0.help) })
        }
        if !command.subcommands.isEmpty {
            text += "\nCOMMANDS:\n" + table(command.subcommands.map { ($0.name, $0.abstract) })
            text += "\n  See '\(path.joined(separator: " ")) help <command>' for a command's help.\n"
        }
        let options = command.options + inheritedOptions.filter { inherited in
            !command.options.contains { $0.name == inherited.name }
        }
        if !options.isEmpty {
            text += "\nOPTIONS:\n" + table(options.map { option in
                ((option.short.map { "-\($0), " } ?? "") + option.synopsis, option.help)
            })
        }
        return text
    }

    /// One usage line: "flipbook png-info [options] <FILE> ..." or "flipbook <command> [options]".
    public static func usage(for command: CommandSpec, path: [String]) -> String {
        var parts = path
        if !command.subcommands.isEmpty { parts.append("<command>") }
        parts.append("[options]")
        parts += command.arguments.map(\.synopsis)
        return parts.joined(separator: " ")
    }

    /// Two aligned columns, indented by two spaces; the left column is at most 28 characters wide, and longer
    /// entries put their description on the next line.
    static func table(_ rows: [(String, String)]) -> String {
        let width = min(28, rows.map(\.0.count).max() ?? 0)
        return rows.map { left, right in
            if left.count > width { return "  \(left)\n  \(String(repeating: " ", count: width))  \(right)\n" }
            return "  \(left)\(String(repeating: " ", count: width - left.count))  \(right)\n"
        }.joined()
    }
}

extension CommandLineParser {
    /// Help for the command at `path` (names below the root), with the options it inherits; nil if there is no
    /// such command.
    public func help(for path: [String]) -> String? {
        var command = root
        var inherited: [OptionSpec] = []
        for name in path {
            guard let sub = command.subcommand(named: name) else { return nil }
            inherited = (inherited + command.options).filter(\.isInherited)
            command = sub
        }
        return HelpFormatter.help(for: command, path: [root.name] + path, inheritedOptions: inherited)
    }
}
