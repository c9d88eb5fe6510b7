import CLISupport
import Flipbook

/// The flags of the commands that pick a clip's frames or report on them (`render`, `contact-sheet`, `check`,
/// `test`, …): playback speed, the frame range, a time, render threads and quiet — declared and read in one
/// place so every command takes the same spellings, ranges and defaults. The scene's own settings (size,
/// scale, fps, …) are `SceneInput.options`.
enum FrameFlags {
    /// `--speed X`; the help line is each command's own.
    static func speedOption(help: String) -> OptionSpec { .option("speed", placeholder: "X", help: help) }

    static let threadsOption = OptionSpec.option("threads", placeholder: "N", help: "Render threads (default: one per processor).")

    /// `--frames A:B` (and the Swift range spellings); the help line is each command's own.
    static func framesOption(help: String) -> OptionSpec { .option("frames", placeholder: "A:B", help: help) }

    /// `--at SECONDS`; the help line is each command's own.
    static func atOption(help: String) -> OptionSpec { .option("at", placeholder: "SECONDS", help: help) }

    /// `-q/--quiet`, for every command that prints progress or a summary.
    static let quietOption = OptionSpec.flag("quiet", short: "q", help: "No progress and no summary line.")

    /// How `--frames` is written, for help lines.
    static let framesForms = "A:B excludes B (no shell quoting needed); A..B and A...B include B, A..<B excludes it; A alone is one frame"

    /// Clip seconds per output second (default 1).
    static func speed(_ arguments: ParsedArguments) throws -> Double {
        try arguments.number("speed", in: 0.001...1000, expected: "a speed in 0.001...1000 (1 = real time)") ?? 1
    }

    /// Worker threads (default: one per processor).
    static func threads(_ arguments: ParsedArguments) throws -> Int {
        try arguments.integer("threads", in: 1...256, expected: "a thread count in 1...256") ?? ParallelFrameRenderer.defaultThreadCount
    }

    /// A clip time from `--at`.
    static func at(_ arguments: ParsedArguments) throws -> Double? {
        try arguments.number("at", in: 0...3600, expected: "a time in seconds, 0...3600")
    }

    /// `--frames` over a clip of `frameCount` frames, if given.
    static func frames(_ arguments: ParsedArguments, frameCount: Int) throws -> ClosedRange<Int>? {
        try arguments.value("frames").map { try parseFrames($0, frameCount: frameCount) }
    }

    /// "A:B" (B excluded, as Python's slices), "A..B" / "A...B" (inclusive), "A..<B" (B excluded), or "A" (one frame).
    static func parseFrames(_ text: String, frameCount: Int) throws -> ClosedRange<Int> {
        let bad = CommandError("--frames '\(text)' is not a range of frame indices in 0...\(frameCount - 1): \(framesForms)")
        let a: Int?, b: Int?
        if let r = text.range(of: "..<") ?? text.range(of: ":") {
            a = Int(text[..<r.lowerBound]); b = Int(text[r.upperBound...]).map { $0 - 1 }
        } else if let r = text.range(of: "...") ?? text.range(of: "..") {
            a = Int(text[..<r.lowerBound]); b = Int(text[r.upperBound...])
        } else {
            a = Int(text); b = a
        }
        guard let a, let b else { throw bad }
        guard a >= 0, a <= b else { throw bad }
        guard b < frameCount else {
            throw CommandError("--frames '\(text)': the clip has frames 0...\(frameCount - 1) at this fps and speed")
        }
        return a...b
    }
}
