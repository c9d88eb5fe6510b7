import CLISupport
import Codecs
import Foundation
import Geometry
import Flipbook
import SceneIO
import SceneScript

/// A scene loaded for a command: the one place scene files are read, so every command (and every
/// scene format) takes the same flags and reports the same errors.
struct SceneInput {
    /// The path as given.
    let path: String
    let scene: Scene
    /// The file's bytes (hashed into the scene hash).
    let source: [UInt8]
    /// `#Preview` named by --preview, if any.
    let preview: String?
    /// The folder `Image("file.png")` names are resolved against: the scene file's folder (a
    /// folder scene's own folder).
    let imagesDirectory: String
    /// With `--lenient`: what was skipped or replaced (warnings, printed by `printWarnings`).
    let warnings: ScriptDiagnostics?
    /// The taps `--tap` gave (they replace the file's `tap` directives).
    var flagTaps: [Tap] = []
    /// Tap the controls of a scene that changes nothing by itself (`AutoTap`; off with --no-auto-tap).
    var autoTap = true
    /// `--quiet`: no auto-tap or clip-length lines.
    var quiet = false
    /// `--assets DIR` folders, searched after the scene's folder for `Image("name")`.
    var assetFolders: [String] = []

    /// Flags shared by every command that loads a scene: the one definition of the scene's settings on the
    /// command line (each command lists `SceneInput.options`; docs/command-line.md's flag matrix is generated
    /// from the commands' specs by `flipbook help --flags`). A new scene setting is one line here and one in
    /// `load` — e.g. `--tap NAME@SECONDS`. The frame flags (--speed, --frames, --at, -q) are `FrameFlags`.
    static let options: [OptionSpec] = [
        .option("size", placeholder: "WxH", help: "Canvas size in points, e.g. 400x300 (default: the scene's, else 400x400)."),
        .option("scale", placeholder: "N", help: "Pixels per point (default: the scene's, else 2)."),
        .option("fps", placeholder: "N", help: "Frames per second (default: the scene's, else 30)."),
        .option("duration", placeholder: "SECONDS", help: "Clip length (default: until animations settle, plus the hold)."),
        .option("background", placeholder: "COLOR", help: "Canvas colour: #RGB, #RRGGBB, #RRGGBBAA or a name (white, black, clear, ...)."),
        colorSchemeOption,
        .option("preview", placeholder: "NAME", help: "Which #Preview to render (default: the first, in file order for a folder)."),
        .option("assets", placeholder: "DIR",
                help: "Also look in DIR for Image(\"name\") (name.png, name@2x.png, name@3x.png or an .xcassets image set) "
                    + "after the scene's folder; repeatable."),
    ] + tapOptions

    /// `--tap` and `--no-auto-tap` (see docs/scene-scripts.md#taps-from-the-command-line).
    static let tapOptions: [OptionSpec] = [
        .option("tap", placeholder: "NAME@SECONDS",
                help: "Tap the button, toggle or onTapGesture named NAME (its title, first text or symbol, or LINE:COLUMN) "
                    + "at SECONDS; repeatable; replaces the file's tap directives."),
        .flag("no-auto-tap", help: "Keep the still: do not tap the controls of a scene that changes nothing by itself."),
    ]

    /// The `--tap` values, parsed (in the order given).
    static func taps(_ arguments: ParsedArguments) throws -> [Tap] {
        try arguments.values("tap").map { text in
            do { return try Tap(parsing: text, origin: "--tap") } catch let e as TapSyntaxError { throw CommandError(e.description) }
        }
    }

    /// The `--assets` folders, each checked to be one.
    static func assetFolders(_ arguments: ParsedArguments) throws -> [String] {
        try arguments.values("assets").map { dir in
            guard FileSystem.isFolder(dir) else {
                throw CommandError("--assets '\(dir)': no such folder (give the folder that holds the images or the .xcassets catalog)")
            }
            return dir
        }
    }

    /// `--color-scheme` (every command that loads scene scripts, `test` too).
    static let colorSchemeOption = OptionSpec.option(
        "color-scheme", placeholder: "light|dark",
        help: "The device's appearance for scene scripts (default: the scene's color-scheme directive, else light); "
            + "a .preferredColorScheme(_:) in the scene still wins, as it does over Dark Mode on a phone.")

    /// The `--color-scheme` value, if given.
    static func colorScheme(_ arguments: ParsedArguments) throws -> ColorScheme? {
        guard let text = arguments.value("color-scheme") else { return nil }
        guard let scheme = ColorScheme(rawValue: text) else {
            throw CommandError("--color-scheme '\(text)' is not a colour scheme: use light or dark")
        }
        return scheme
    }

    /// `--lenient` (render and contact-sheet only; `check` reports errors and `test` is always strict).
    static let lenientOption = OptionSpec.flag(
        "lenient", help: "Render anyway: skip unknown or unsupported modifiers, draw unknown views as grey placeholders, "
            + "leave out declarations with errors unless the rendered preview uses them (a warning for each).")

    /// Reads and interprets the scene at `path` (a JSON scene when it ends in `.json`, else a scene script)
    /// with the overrides given by the shared flags.
    /// - Throws: `CommandError` for bad flag values or an unreadable file; `ScriptError` or `SceneJSONError`
    ///   for scene problems.
    /// - Parameter warnings: lenient loading's list (nil: strict).
    /// - Parameter colorScheme: the device's appearance when `arguments` do not give it (`test`).
    /// - Parameter taps: taps replacing the file's (a golden manifest's); nil: `--tap`'s.
    /// - Parameter autoTap: whether the command may tap a still scene's controls (`test` may not:
    ///   a golden clip taps only what its directives and manifest say).
    static func load(_ path: String, arguments: ParsedArguments, warnings: ScriptDiagnostics? = nil,
                     colorScheme: ColorScheme? = nil, autoTap: Bool = true, taps given: [Tap]? = nil,
                     preview: String? = nil) throws -> SceneInput {
        let flagTaps = try given ?? taps(arguments)
        var input = try loadScene(path, arguments: arguments, taps: flagTaps, warnings: warnings, colorScheme: colorScheme,
                                  preview: preview)
        input.flagTaps = flagTaps
        input.autoTap = autoTap && !arguments.flag("no-auto-tap")
        input.quiet = arguments.flag("quiet")
        input.assetFolders = try assetFolders(arguments)
        return input
    }

    private static func loadScene(_ path: String, arguments: ParsedArguments, taps flagTaps: [Tap],
                                  warnings: ScriptDiagnostics?, colorScheme: ColorScheme?, preview: String?) throws -> SceneInput {
        var overrides = SceneOverrides(colorScheme: colorScheme)
        if !flagTaps.isEmpty { overrides.taps = flagTaps }
        if let text = arguments.value("size") { overrides.size = try parseSize(text, flag: "--size") }
        overrides.scale = try arguments.number("scale", in: 0.01...64, expected: "pixels per point in 0.01...64")
        overrides.fps = try arguments.number("fps", in: 0.1...1000, expected: "a frame rate in 0.1...1000")
        overrides.duration = try arguments.number("duration", in: 0...3600, expected: "seconds in 0...3600")
        if let text = arguments.value("background") { overrides.background = try parseColor(text) }
        if let scheme = try self.colorScheme(arguments) { overrides.colorScheme = scheme }
        let preview = preview ?? arguments.value("preview")

        if SceneScript.isFolder(path) {
            // A folder of scenes is not one scene (`check` and `test` expand it before they get here).
            let scenes = try SceneList.expand([path])
            if scenes != [path] {
                throw CommandError("\(path): a folder of \(scenes.count) scenes (each with // flipbook: directives), not one "
                                   + "scene: name one of them, e.g. \(scenes[0])")
            }
            // A folder scene: its .swift files are one module.
            let (name, files) = try SceneScript.sources(contentsOf: path)
            let scene = try SceneScript.load(files, name: name, preview: preview, overrides: overrides, lenient: warnings)
            return SceneInput(path: path, scene: scene, source: SceneFile.hashedSource(of: files), preview: preview,
                              imagesDirectory: path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path,
                              warnings: warnings)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            throw CommandError("\(path): " + (!exists ? "no such scene file" : isDirectory.boolValue ? "is a folder, not a scene file" : "cannot read the scene file"))
        }
        let source = [UInt8](data)
        guard let text = String(validating: source, as: UTF8.self) else {
            throw CommandError("\(path): the scene file is not UTF-8 text")
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let scene = try SceneFile.load(source: text, file: name, preview: preview, overrides: overrides, lenient: warnings)
        return SceneInput(path: path, scene: scene, source: source, preview: preview,
                          imagesDirectory: SceneFile.folder(of: path), warnings: warnings)
    }

    /// Loads like `load`, printing the lenient warnings when loading fails (all but one at the
    /// error's own place, which the error names).
    /// - Parameter preview: the `#Preview` to render (`compare`'s `FILE#NAME`); nil: `--preview`'s.
    static func loadPrintingWarnings(_ path: String, arguments: ParsedArguments, preview: String? = nil) throws -> SceneInput {
        let warnings = arguments.flag("lenient") ? ScriptDiagnostics() : nil
        do {
            return try load(path, arguments: arguments, warnings: warnings, preview: preview)
        } catch let e as ScriptError {
            for w in warnings?.all ?? [] where (w.file, w.line, w.column) != (e.file, e.line, e.column) {
                Console.warning(w.description)
            }
            throw e
        }
    }

    /// Prints the lenient warnings.
    func printWarnings() {
        for w in warnings?.all ?? [] { Console.warning(w.description) }
    }

    /// The clip (timeline run and every state laid out), with images from the scene's folder.
    /// Lenient: then prints the warnings (laying out every state meets what later states show).
    /// Auto-tap (see `AutoTap`) and the clip-length line (a loop, the cap) are printed on stderr
    /// unless `--quiet`.
    /// - Throws: `CommandError` for a `--tap` after the clip's end.
    func clip() throws -> Clip {
        defer { printWarnings() }
        let images = ImageProvider.pngFiles(relativeTo: imagesDirectory, assets: assetFolders)
        let clip: Clip
        do {
            if autoTap, let plan = try AutoTap.plan(scene, images: images) {
                clip = plan.clip
                if !quiet {
                    Console.errorLine("flipbook: auto-tap: " + plan.taps.map { "\"\($0.target)\" at \(formatNumber($0.time)) s" }
                        .joined(separator: ", ") + " (the scene changes nothing by itself; --no-auto-tap keeps the still)")
                }
            } else {
                clip = try Clip(scene: scene, images: images)
            }
        } catch {
            throw SceneFile.locatingUnknownSymbol(error, in: path)
        }
        if let warning = clip.missingCharactersWarning { Console.warning("\(path): " + warning) }
        for tap in flagTaps where tap.time > clip.duration + 1e-9 {
            throw CommandError("--tap \(tap.spelling): \(formatNumber(tap.time)) s is after the clip's end "
                               + "(\(formatNumber(clip.duration)) s); tap earlier or give a longer --duration")
        }
        if !quiet, let line = clip.length.summary {
            switch clip.length {
            case .loop, .capped: Console.errorLine("flipbook: \(scene.name): " + line)
            case .given, .settled: break
            }
        }
        return clip
    }

    static func parseSize(_ text: String, flag: String) throws -> Size {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= 100_000, h <= 100_000 else {
            throw CommandError("\(flag) '\(text)' is not a size WxH in points, e.g. 400x300")
        }
        return Size(width: w, height: h)
    }

    /// A colour as the `background` directive takes it (parsed by the scene-script directive parser itself,
    /// so flag and directive accept the same spellings).
    static func parseColor(_ text: String) throws -> Color {
        let expected = "--background '\(text)' is not a colour: use #RGB, #RGBA, #RRGGBB, #RRGGBBAA or a name such as white, black or clear"
        guard !text.isEmpty, !text.contains("\n"), !text.contains("\"") else { throw CommandError(expected) }
        let probe = "// flipbook: background \(text)\nColor.clear\n"
        guard let file = try? SceneScript.parse(probe, file: "--background"), let color = file.directives.background else {
            throw CommandError(expected)
        }
        return color
    }
}

/// A bad flag value or input file (reported as "flipbook: error: …", exit code 2).
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
