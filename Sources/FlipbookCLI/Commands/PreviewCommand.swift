import CLISupport
import Codecs
import Flipbook
import Foundation
import Glibc

/// `flipbook preview SCENE -o page.html [--watch]`: a self-contained page that plays the clip in a browser
/// (see `PreviewPage`); with --watch it re-renders whenever the scene changes and the open page follows.
enum PreviewCommand: FlipbookCommand {
    static let spec = CommandSpec(
        name: "preview", abstract: "Write a self-contained HTML page that plays a scene's clip in a browser.",
        discussion: """
            The page (no server needed; open it from disk) shows the clip on a canvas with play/pause (space), a
            scrubber, frame stepping (buttons, arrow keys), 0.25x/0.5x/1x speed (keys 1, 2, 3), a loop switch
            (L), the key moments and taps marked on the timeline, the clip's time, and the command that renders
            it. Frames are embedded as lossless WebP: every 30th whole, the others as the rectangle that changed.
            page.html#frame=N opens paused at frame N.

            --watch keeps running (Ctrl-C stops it): whenever the scene file (or a .swift file of a folder scene)
            changes, the clip is rendered again and NAME.watch.js / NAME.data.js beside the page are rewritten;
            the open page polls NAME.watch.js and swaps the new clip in, or shows the error that stopped it.

            Examples:
              flipbook preview examples/card-flip.swift -o card-flip.html
              flipbook preview MyApp/Views/ --preview Toast -o toast.html --watch --lenient
            """,
        options: [
            .option("output", short: "o", placeholder: "FILE.html", help: "The page to write (required)."),
        ] + SceneInput.options + [
            SceneInput.lenientOption,
            FrameFlags.threadsOption,
            .flag("watch", help: "Render again whenever the scene changes; the open page picks it up (Ctrl-C stops)."),
            .flag("quiet", short: "q", help: "No progress and no summary line."),
        ],
        arguments: [ArgumentSpec(name: "SCENE", help: "A scene script (.swift), a folder of them (DIR/, one module) or a JSON scene (.json).")])

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard let output = arguments.value("output") else { throw CommandError("missing option --output (-o FILE.html)") }
        guard output.lowercased().hasSuffix(".html") else { throw CommandError("-o '\(output)': a preview is an HTML page (FILE.html)") }
        try OutputFolder.check(output)
        let threads = try FrameFlags.threads(arguments)
        let quiet = arguments.flag("quiet")
        let scenePath = arguments.arguments[0]
        let watch = arguments.flag("watch") ? PreviewPage.WatchFiles(pageName: (output as NSString).lastPathComponent) : nil
        let command = renderCommand(scene: scenePath, arguments: arguments)
        Interruption.install()

        // The first render must succeed (a typo in the command should fail at once, exit 2).
        let first = try render(scenePath, arguments: arguments, threads: threads, command: command, quiet: quiet)
        try write(first, to: output, watch: watch, error: nil)
        if !quiet { Console.out("wrote \(output): \(first.frameCount) frames, \(first.width)x\(first.height) px, \(RenderCommand.fileSize(output))") }
        guard let watch else { return Flipbook.ExitCode.success }

        if !quiet { Console.out("watching \(scenePath) (Ctrl-C stops); open \(output) in a browser") }
        var stamp = modificationStamp(scenePath)
        var current = first
        while true {
            usleep(200_000)
            do { try Interruption.check() } catch { return Flipbook.ExitCode.success }
            let now = modificationStamp(scenePath)
            guard now != stamp else { continue }
            stamp = now
            do {
                current = try render(scenePath, arguments: arguments, threads: threads, command: command, quiet: true)
                try write(current, to: output, watch: watch, error: nil)
                if !quiet { Console.out("re-rendered \(scenePath): \(current.frameCount) frames") }
            } catch {
                // Keep watching: the page shows the error over the last good clip until the next save.
                let message = String(describing: error)
                Console.error(message)
                try? AtomicFile.write(Array(PreviewPage.watchScript(stamp: current.stamp, error: message).utf8),
                                      to: sibling(output, watch.watchScript))
            }
        }
    }

    static func render(_ path: String, arguments: ParsedArguments, threads: Int, command: String, quiet: Bool) throws -> PreviewClip {
        let input = try SceneInput.loadPrintingWarnings(path, arguments: arguments)
        let clip = try input.clip()
        let timing = try FrameTiming(clip: clip)
        let renderer = ParallelFrameRenderer(clip: clip, timing: timing, threads: threads)
        try RenderLimits.check(scene: clip.scene, frameCount: timing.frameCount, window: renderer.window, format: .webp)
        let progress = Progress(total: timing.frameCount, label: input.scene.name, quiet: quiet)
        return try PreviewClip.render(renderer, command: command, progress: { try Interruption.check(); progress.update($0) })
    }

    /// The page, and with --watch its two sidecars (data first, then the stamp that announces it).
    static func write(_ clip: PreviewClip, to output: String, watch: PreviewPage.WatchFiles?, error: String?) throws {
        if let watch {
            try AtomicFile.write(Array(try PreviewPage.dataScript(clip).utf8), to: sibling(output, watch.dataScript))
            try AtomicFile.write(Array(PreviewPage.watchScript(stamp: clip.stamp, error: error).utf8), to: sibling(output, watch.watchScript))
        }
        try AtomicFile.write(Array(try PreviewPage.html(clip, watch: watch).utf8), to: output)
    }

    static func sibling(_ page: String, _ name: String) -> String {
        let folder = (page as NSString).deletingLastPathComponent
        return folder.isEmpty ? name : folder + "/" + name
    }

    /// The newest modification time of the scene's files (a folder scene: its .swift files), as text.
    static func modificationStamp(_ path: String) -> String {
        var files = [path]
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            files = names.filter { $0.hasSuffix(".swift") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
        return files.map { file -> String in
            var info = stat()
            guard stat(file, &info) == 0 else { return "\(file):missing" }
            return "\(file):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_size)"
        }.joined(separator: "|")
    }

    /// `flipbook render SCENE -o NAME.gif` with the scene flags this preview was given.
    static func renderCommand(scene: String, arguments: ParsedArguments) -> String {
        let name = ((scene.hasSuffix("/") ? String(scene.dropLast()) : scene) as NSString).lastPathComponent
        let base = (name as NSString).deletingPathExtension
        var words = ["flipbook", "render", shellQuote(scene), "-o", shellQuote(base + ".gif")]
        for option in SceneInput.options + [SceneInput.lenientOption] {
            if case .flag = option.kind {
                if arguments.flag(option.name) { words.append("--" + option.name) }
            } else {
                for value in arguments.values(option.name) { words += ["--" + option.name, shellQuote(value)] }
            }
        }
        return words.joined(separator: " ")
    }

    /// A word as a POSIX shell reads it back: as is when safe, else in single quotes.
    static func shellQuote(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:@%+,#")
        if !word.isEmpty && word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
