import CLISupport
import SceneScript

/// `flipbook list [GROUP]`: what scene scripts support, read from the interpreter's own tables.
enum ListCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "list", abstract: "List the views, modifiers, transitions and animations scene scripts support.",
        discussion: "Groups: " + SceneScript.vocabulary.map(\.name).joined(separator: ", ") + ". Without a group, lists them all.",
        options: [.flag("names", help: "Print only the names, one per line.")],
        arguments: [ArgumentSpec(name: "GROUP", help: "The group to list.", isOptional: true)])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let groups = SceneScript.vocabulary
        var shown = groups
        if let wanted = arguments.arguments.first {
            guard let g = groups.first(where: { $0.name == wanted }) else {
                let names = groups.map(\.name)
                var message = "unknown group '\(wanted)'; groups: " + names.joined(separator: ", ")
                if let best = names.min(by: { distance(wanted, $0) < distance(wanted, $1) }), distance(wanted, best) <= 3 {
                    message += " (did you mean '\(best)'?)"
                }
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
            if i > 0 { out += "\n" }
            out += "\(g.name) — \(g.summary) (\(g.entries.count))\n"
            for e in g.entries { out += "  " + e.description + "\n" }
        }
        Console.out(out)
        return Flipbook.ExitCode.success
    }

    /// Edit distance, for the "did you mean" hint.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased().utf8), b = Array(b.lowercased().utf8)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count { cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)) }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}

/// A bad argument to `flipbook list` (exit code 2).
struct ListError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
