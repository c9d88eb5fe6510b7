import CLISupport

/// The `flipbook` tool: the root command, dispatch to subcommands, and exit codes.
///
/// Exit codes: 0 success; 2 usage error or bad input (message on stderr starting "flipbook: error:");
/// 1 is reserved for failed golden tests.
enum Flipbook {
    static let version = "0.1.0"

    enum ExitCode {
        static let success: Int32 = 0
        static let testsFailed: Int32 = 1
        static let usageOrInput: Int32 = 2
    }

    /// The subcommands, in the order help lists them.
    static var commands: [any FlipbookCommand.Type] {
        [HelpCommand.self, VersionCommand.self, RenderCommand.self, AssembleCommand.self, ContactSheetCommand.self, CompareCommand.self,
         PreviewCommand.self,
         TestCommand.self, ReportCommand.self,
         CheckCommand.self, ListCommand.self, ConvertCommand.self, PNGInfoCommand.self, EncodeCommand.self]
    }

    static let spec = CommandSpec(
        name: "flipbook",
        abstract: "Renders SwiftUI-style transition clips to PNG frames, GIFs, WebP, MP4 and browser previews.",
        options: [.help, .flag("version", help: "Print the version and the linked libraries.", isStandalone: true)],
        subcommands: commands.map { $0.spec })

    static let parser = CommandLineParser(root: spec)

    /// Runs the tool on `arguments` (without the program name) and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            let parsed = try parser.parse(arguments)
            if parsed.flag("help") {
                Console.out(parser.help(for: Array(parsed.commandPath.dropFirst())) ?? "")
                return ExitCode.success
            }
            if parsed.commandPath.count == 1 {  // only root flags remain: --version (anything else fails to parse)
                return try VersionCommand.run(parsed)
            }
            guard let command = commands.first(where: { $0.spec.name == parsed.commandPath[1] }) else {
                preconditionFailure("parser accepted an unregistered command \(parsed.commandPath)")
            }
            return try command.run(parsed)
        } catch let error as ArgumentError {
            Console.error(String(describing: error))
            Console.errorLine("usage: " + usageLine(for: error.commandPath))
            return ExitCode.usageOrInput
        } catch {
            Console.error(String(describing: error))
            return ExitCode.usageOrInput
        }
    }

    /// The usage line of the command at `path` (full names from the root).
    static func usageLine(for path: [String]) -> String {
        guard let command = parser.command(at: Array(path.dropFirst())) else { return "flipbook --help" }
        return HelpFormatter.usage(for: command, path: path)
    }
}
