import CLISupport
import Foundation

/// Which command takes which shared flag, generated from the commands' own specs (`flipbook help --flags`),
/// so the table in docs/command-line.md cannot drift from the parser: a test compares the two.
enum FlagMatrix {
    /// The shared flags, in table order: the scene's settings (`SceneInput.options`), then the frame flags
    /// (`FrameFlags`) and `--lenient`.
    static var flagNames: [String] {
        SceneInput.options.map(\.name) + ["speed", "frames", "at", "threads", SceneInput.lenientOption.name, FrameFlags.quietOption.name]
    }

    /// The Markdown table: a row per shared flag, a column per command that takes any of them (in help's
    /// order), ✓ where the command takes the flag.
    static func markdown(commands: [CommandSpec] = Flipbook.spec.subcommands) -> String {
        let names = flagNames
        let columns = commands.filter { c in c.options.contains { names.contains($0.name) } }
        var lines = ["| flag | " + columns.map { "`\($0.name)`" }.joined(separator: " | ") + " |",
                     "|---|" + String(repeating: "---|", count: columns.count)]
        for name in names {
            let specs = columns.flatMap(\.options).filter { option in option.name == name }
            guard let spec = specs.first else { continue }
            // A `|` in a placeholder (light|dark) would end the cell: Markdown's escape.
            let spelled = (spec.short.map { "`-\($0)`, " } ?? "") + "`\(spec.synopsis.replacingOccurrences(of: "|", with: "\\|"))`"
            lines.append("| \(spelled) | " + columns.map { c in c.options.contains { $0.name == name } ? "✓" : "" }
                .joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
