import CLISupport
import Flipbook

/// `flipbook report`: one static, offline HTML page of every failure `flipbook test` left under
/// `.flipbook/failures/` (golden | actual | diff, a blink toggle and a slider, a timeline per clip).
enum ReportCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "report", abstract: "Write an HTML page of the failures of the last `flipbook test`.",
        discussion: "The page needs no network: it references the failure images by relative paths.",
        options: [
            .option("failures", placeholder: "DIR", help: "Failure artifacts to read (default: .flipbook/failures)."),
            .option("output", short: "o", placeholder: "FILE", help: "The page to write (default: .flipbook/report.html)."),
        ])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let failures = arguments.value("failures") ?? ".flipbook/failures"
        let output = arguments.value("output") ?? ".flipbook/report.html"
        let clips = try FailureReport.write(failuresRoot: failures, to: output)
        Console.out("\(output): \(clips == 0 ? "no failures" : "\(clips) clip\(clips == 1 ? "" : "s") with failing frames")")
        return Flipbook.ExitCode.success
    }
}
