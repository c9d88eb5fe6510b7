import CLISupport
import Codecs
import Flipbook

/// `flipbook contact-sheet SCENE -o sheet.png`: a grid of frames spread over the clip, each
/// labelled with its time and index.
enum ContactSheetCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "contact-sheet", abstract: "Render a grid of a scene's frames, labelled with their times, to one PNG.",
        discussion: """
            By default 12 frames spread evenly over the clip, first and last included; --every N takes every
            N-th frame instead; --frames A:B spreads them over that range only; --at T (repeatable) shows the
            clip at exactly these times instead, on the frame grid or not. SCENE may be a folder of scene scripts (one module) and --lenient renders past
            unknown modifiers and views, as for render.

            Example:
              flipbook contact-sheet examples/card-flip.swift -o card-flip-sheet.png --columns 6 --count 12
            """,
        options: [
            .option("output", short: "o", placeholder: "FILE.png", help: "The PNG to write (required)."),
        ] + SceneInput.options + [
            SceneInput.lenientOption,
            FrameFlags.speedOption(help: "Playback speed, as for render (default 1)."),
            .option("columns", placeholder: "N", help: "Thumbnails per row (default 4)."),
            .option("count", placeholder: "N", help: "Number of frames, spread evenly (default 12)."),
            .option("every", placeholder: "N", help: "Every N-th frame instead of --count."),
            FrameFlags.framesOption(help: "Spread the frames over this range only: " + FrameFlags.framesForms + "."),
            FrameFlags.atOption(help: "Show the clip at this time (repeatable; replaces --count, --every and --frames)."),
            .option("thumbnail-width", placeholder: "PT", help: "Thumbnail width in points (default 200)."),
            FrameFlags.threadsOption,
            FrameFlags.quietOption,
        ],
        arguments: [ArgumentSpec(name: "SCENE", help: "A scene script (.swift), a folder of them (DIR/, one module) or a JSON scene (.json).")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o FILE.png)") }
        guard output.lowercased().hasSuffix(".png") else { throw CommandError("-o '\(output)': a contact sheet is a PNG (FILE.png)") }
        let columns = try arguments.integer("columns", in: 1...64, expected: "a column count in 1...64") ?? 4
        let count = try arguments.integer("count", in: 1...1024, expected: "a frame count in 1...1024") ?? 12
        let every = try arguments.integer("every", in: 1...100_000, expected: "a frame step of at least 1")
        if every != nil && arguments.value("count") != nil { throw CommandError("--count and --every exclude each other") }
        let width = try arguments.number("thumbnail-width", in: 16...2048, expected: "a width in points, 16...2048") ?? 200
        let speed = try FrameFlags.speed(arguments)
        let threads = try FrameFlags.threads(arguments)

        let input = try SceneInput.loadPrintingWarnings(arguments.arguments[0], arguments: arguments)
        let clip = try input.clip()
        let timing = try FrameTiming(clip: clip, speed: speed)
        let times = try arguments.values("at").map { text -> Double in
            guard let t = Double(text), t.isFinite, (0...clip.duration + 1e-9).contains(t) else {
                throw CommandError("--at '\(text)' is not a time in seconds within the clip, 0...\(clip.duration)")
            }
            return t
        }
        if !times.isEmpty && (every != nil || arguments.value("count") != nil || arguments.value("frames") != nil) {
            throw CommandError("--at picks the times itself: leave out --count, --every and --frames")
        }
        let range = try FrameFlags.frames(arguments, frameCount: timing.frameCount) ?? 0...(timing.frameCount - 1)
        let frames = times.isEmpty
            ? (every.map { ContactSheet.every($0, over: range.count) } ?? ContactSheet.evenlySpread(count: count, over: range.count))
                .map { range.lowerBound + $0 }
            : []
        guard frames.count <= 1024, times.count <= 1024 else {
            throw CommandError("--every \(every ?? 0) gives \(frames.count) frames; a sheet holds at most 1024 — use a larger step")
        }
        let renderer = ParallelFrameRenderer(clip: clip, timing: timing, threads: threads)
        try RenderLimits.check(scene: clip.scene, frameCount: max(frames.count, times.count), window: renderer.window)
        let shown = times.isEmpty ? frames.count : times.count
        let layout = ContactSheet(columns: min(columns, shown), thumbnailWidth: width)
        let size = layout.sheetSize(count: shown, clipSize: clip.scene.size)
        guard size.width <= Double(RenderLimits.maxSide), size.height <= Double(RenderLimits.maxSide),
              size.width * size.height <= Double(RenderLimits.maxPixels) else {
            throw CommandError("the sheet would be \(Int(size.width))x\(Int(size.height)) pixels; the limit is "
                               + "\(RenderLimits.maxSide) per side — use fewer frames, fewer columns or a smaller --thumbnail-width")
        }
        let sheet = times.isEmpty ? try layout.render(renderer, frames: frames) : try layout.render(renderer, times: times)
        try PNG.write(sheet, to: output)
        if !arguments.flag("quiet") {
            Console.out("wrote \(output): \(shown) frames, \(sheet.width)x\(sheet.height) px, \(RenderCommand.fileSize(output))")
        }
        return Flipbook.ExitCode.success
    }
}
