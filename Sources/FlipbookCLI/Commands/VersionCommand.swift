import CFreeType
import CLISupport
import Codecs

/// `flipbook version` (and `flipbook --version`): the tool's version and the C libraries it runs with.
enum VersionCommand: FlipbookCommand {
    static let spec = CommandSpec(name: "version", abstract: "Print the version and the linked libraries.")

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        Console.out("""
            flipbook \(Flipbook.version)
            libpng \(CodecLibraries.libpng)\(CodecLibraries.libpngHeaders == CodecLibraries.libpng ? "" : " (built with \(CodecLibraries.libpngHeaders))")
            giflib \(CodecLibraries.giflib)
            libwebp \(CodecLibraries.libwebp)
            ffmpeg (for MP4, WebM) \((try? FFmpegVideoWriter.locateFFmpeg(for: "")) ?? "not installed (Debian package ffmpeg)")
            FreeType \(freeTypeVersion())
            """)
        return Flipbook.ExitCode.success
    }

    /// The run-time FreeType version (FT_Library_Version needs an initialized library).
    static func freeTypeVersion() -> String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unavailable (FT_Init_FreeType failed)" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }
}
