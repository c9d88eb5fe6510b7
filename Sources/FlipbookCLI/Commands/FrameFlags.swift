import CLISupport
import Flipbook

/// The flags of the commands that render a clip's frames (`render`, `contact-sheet`, `test`): playback
/// speed and render threads, declared and read in one place so both take the same ranges and defaults.
enum FrameFlags {
    /// `--speed X`; the help line is each command's own.
    static func speedOption(help: String) -> OptionSpec { .option("speed", placeholder: "X", help: help) }

    static let threadsOption = OptionSpec.option("threads", placeholder: "N", help: "Render threads (default: one per processor).")

    /// Clip seconds per output second (default 1).
    static func speed(_ arguments: ParsedArguments) throws -> Double {
        try arguments.number("speed", in: 0.001...1000, expected: "a speed in 0.001...1000 (1 = real time)") ?? 1
    }

    /// Worker threads (default: one per processor).
    static func threads(_ arguments: ParsedArguments) throws -> Int {
        try arguments.integer("threads", in: 1...256, expected: "a thread count in 1...256") ?? ParallelFrameRenderer.defaultThreadCount
    }
}
