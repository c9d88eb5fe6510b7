import CLISupport
import SceneScript

/// `flipbook list [GROUP]`: what scene scripts support, read from the interpreter's own tables.
enum ListCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List the views, modifiers, transitions, animations, symbols and more that scene scripts support.",
        discussion: "Groups: " + SceneScript.vocabulary.map(\.name).joined(separator: ", ") + ". Without a group, lists them all.",
        options: [.flag("names", help: "Print only the names, one per line."),
                  .flag("markdown", help: "Print a Markdown table of the names, grouped by their first dot-separated part (docs/scene-scripts.md's symbol table).")],
        arguments: [ArgumentSpec(name: "GROUP", help: "The group to list.", isOptional: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let groups = SceneScript.vocabulary
        var shown = groups
        if let wanted = arguments.arguments.first {
            guard let g = groups.first(where: { $0.name == wanted }) else {
                let names = groups.map(\.name)
                var message = "unknown group '\(wanted)'; groups: " + names.joined(separator: ", ")
                if let best = Suggestions.closest(to: wanted.lowercased(), among: names) { message += " (did you mean '\(best)'?)" }
                throw ListError(message)
            }
            shown = [g]
        }
        var out = ""
        for (i, g) in shown.enumerated() {
            if arguments.flag("names") {
                for e in g.entries { out += e.name + "\n" }
                continue
            }
            if arguments.flag("markdown") {
                out += markdownTable(g)
                continue
            }
            if i > 0 { out += "\n" }
            out += "\(g.name) — \(g.summary) (\(g.entries.count))\n"
            for e in g.entries { out += "  " + e.description + "\n" }
        }
        Console.out(out)
        return Flipbook.ExitCode.success
    }
}

extension ListCommand {
    /// A group's names as a Markdown table: one row per first dot-separated part, in order of first use.
    static func markdownTable(_ g: VocabularyGroup) -> String {
        var families: [(String, [String])] = []
        for e in g.entries {
            let family = String(e.name.prefix { $0 != "." })
            if let i = families.firstIndex(where: { $0.0 == family }) { families[i].1.append(e.name) } else { families.append((family, [e.name])) }
        }
        var out = "| Family | \(g.name.prefix(1).uppercased() + g.name.dropFirst()) (\(g.entries.count)) |\n| --- | --- |\n"
        for (family, names) in families { out += "| `\(family)` | " + names.map { "`\($0)`" }.joined(separator: " ") + " |\n" }
        return out
    }
}

/// A bad argument to `flipbook list` (exit code 2).
struct ListError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
