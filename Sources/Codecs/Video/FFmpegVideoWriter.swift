import Glibc
import Raster
import Synchronization

/// Encodes frames as H.264/MP4 or VP9/WebM by running the `ffmpeg` program (Debian package `ffmpeg`)
/// and feeding it raw `yuv420p` frames on a pipe; the conversion from RGBA is Flipbook's own
/// (`YUV420Converter`: BT.709, limited range, tagged as such in the stream).
///
/// Why a program and not libavcodec in-process: the encoders (x264 is GPL) stay out of Flipbook's own
/// binary, ffmpeg's command line is stable across the versions Debian ships while its library API is not,
/// and a crash or a hang in an encoder cannot take the renderer down. The pipe costs a copy of 1.5 bytes per
/// pixel, small beside encoding.
///
/// Output is complete or absent: ffmpeg writes a temporary file beside the target (`.<name>.tmp-<pid>-<n>`)
/// that is renamed over it only when ffmpeg exits cleanly; otherwise (an error, the writer dropped without
/// `finish`) ffmpeg is stopped and the temporary file removed. ffmpeg runs in its own process group, so a
/// Ctrl-C reaches only Flipbook, which then stops it. Bytes are identical on every run and for any number of
/// render threads: the encoder's thread count is fixed (`VideoCodec.encoderThreads`) and every
/// version-dependent tag is left out (`-fflags +bitexact`, `-map_metadata -1`).
public final class FFmpegVideoWriter {
    public let path: String
    public let codec: VideoCodec
    public let converter: YUV420Converter
    public let crf: Double
    private let temporary: String
    private var process: pid_t
    private var stdinFD: Int32
    private let stderrFD: Int32
    private var frames = 0
    private var finished = false
    private var yuv: [UInt8] = []
    private var rows: [UInt32] = []
    private let clock = ContinuousClock()
    /// Seconds spent converting and in writes to ffmpeg (which block while it encodes).
    public private(set) var encodeSeconds = 0.0
    private static let counter = Atomic<Int>(0)

    /// The `ffmpeg` executable on `PATH`.
    /// - Throws: `VideoError` naming the Debian package when there is none.
    public static func locateFFmpeg(for path: String) throws -> String {
        let search = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for dir in search.split(separator: ":") where !dir.isEmpty {
            let candidate = String(dir) + "/ffmpeg"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw VideoError(path: path, reason: "MP4 and WebM output run the ffmpeg program, which is not installed "
                         + "(not on PATH): install the Debian package ffmpeg (apt-get install ffmpeg, or `make deps`)")
    }

    /// Starts ffmpeg writing `path`.
    /// - Parameters:
    ///   - quality: 0…100, mapped to the codec's CRF (`VideoCodec.crf(quality:)`).
    ///   - matte: the colour transparent pixels are shown on.
    /// - Throws: `VideoError` naming `path` (no ffmpeg, an unwritable folder, a bad size).
    public init(path: String, width: Int, height: Int, fps: Double, codec: VideoCodec, quality: Double,
                matte: PremultipliedColorU8 = PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255)) throws {
        guard fps > 0, fps.isFinite else { throw VideoError(path: path, reason: "frame rate \(fps) is not positive") }
        let program = try Self.locateFFmpeg(for: path)
        self.path = path
        self.codec = codec
        self.converter = YUV420Converter(width: width, height: height, matte: matte)
        self.crf = codec.crf(quality: quality)
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { throw VideoError(path: path, reason: "not a file name") }
        let serial = Self.counter.add(1, ordering: .relaxed).newValue
        temporary = directory + "." + name + ".tmp-\(getpid())-\(serial)"
        // Create the temporary file ourselves: an unwritable folder fails here, with the system's reason,
        // before ffmpeg starts (ffmpeg then overwrites it, -y).
        let probe = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard probe >= 0 else { throw VideoError(path: path, reason: "cannot create file: \(String(cString: strerror(errno)))") }
        close(probe)

        let arguments = [program, "-hide_banner", "-nostats", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", "yuv420p",
                         "-video_size", "\(converter.paddedWidth)x\(converter.paddedHeight)",
                         "-framerate", Self.rate(fps), "-i", "pipe:0"]
            + codec.ffmpegOutputArguments(crf: crf) + [temporary]
        // ffmpeg's messages go to an unlinked temporary file (read when it exits), so a chatty encoder can
        // never block on a full stderr pipe while Flipbook blocks writing frames.
        var template = Array("/tmp/flipbook-ffmpeg-XXXXXX".utf8CString)
        let errFD = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard errFD >= 0 else {
            unlink(temporary)
            throw VideoError(path: path, reason: "cannot create a temporary file for ffmpeg's messages: \(String(cString: strerror(errno)))")
        }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        stderrFD = errFD
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            close(errFD); unlink(temporary)
            throw VideoError(path: path, reason: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        // A write to a pipe whose reader died raises SIGPIPE; ignore it so the write fails with EPIPE and
        // ffmpeg's own message is reported instead.
        signal(SIGPIPE, SIG_IGN)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_adddup2(&actions, errFD, 2)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        // Its own process group (a terminal's Ctrl-C reaches only Flipbook, which then stops it), no blocked
        // signals and default handlers (SIGPIPE is ignored here, and ignored signals survive exec).
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        sigemptyset(&defaults)
        for sig in [SIGPIPE, SIGINT, SIGTERM] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        var child: pid_t = 0
        let rc = posix_spawn(&child, program, &actions, &attributes, &argv, environ)
        for p in argv { free(p) }
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        close(fds[0])
        guard rc == 0 else {
            close(fds[1]); close(errFD); unlink(temporary)
            throw VideoError(path: path, reason: "cannot run \(program): \(String(cString: strerror(rc)))")
        }
        process = child
        stdinFD = fds[1]
    }

    deinit {
        guard !finished else { return }
        discard()
    }

    /// Converts and sends the next frame (premultiplied, `converter`'s size).
    /// - Throws: `VideoError` naming the path, with ffmpeg's message if it stopped.
    public func add(_ frame: Pixmap) throws {
        guard !finished else { throw VideoError(path: path, reason: "the video is already finished") }
        guard frame.width == converter.width, frame.height == converter.height else {
            throw VideoError(path: path, reason: "frame \(frames) is \(frame.width)x\(frame.height), expected "
                             + "\(converter.width)x\(converter.height)")
        }
        let t0 = clock.now
        converter.convert(frame, into: &yuv, rows: &rows)
        let ok = yuv.withUnsafeBytes { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = write(stdinFD, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
        encodeSeconds += (clock.now - t0).seconds
        guard ok else { throw failure("ffmpeg stopped reading frames") }
        frames += 1
    }

    /// Ends the input, waits for ffmpeg and renames its file into place.
    /// - Throws: `VideoError` with ffmpeg's message; the target is then left as it was.
    public func finish() throws {
        guard !finished else { throw VideoError(path: path, reason: "the video is already finished") }
        guard frames > 0 else { throw failure("no frames to encode", withMessages: false) }
        let t0 = clock.now
        close(stdinFD)
        stdinFD = -1
        let status = waitForExit()
        encodeSeconds += (clock.now - t0).seconds
        guard status == 0 else { throw failure("ffmpeg failed (exit status \(status))") }
        guard rename(temporary, path) == 0 else {
            throw failure("cannot replace file: \(String(cString: strerror(errno)))", withMessages: false)
        }
        finished = true
        close(stderrFD)
    }

    /// Stops ffmpeg (if it still runs) and removes the temporary file.
    private func discard() {
        if stdinFD >= 0 { close(stdinFD); stdinFD = -1 }
        if !reaped { kill(process, SIGKILL) }
        _ = waitForExit()
        close(stderrFD)
        unlink(temporary)
        finished = true
    }

    private var reaped = false
    private var exitStatus: Int32 = 0

    /// Waits for ffmpeg (once); its exit status, or 128 + the signal that ended it.
    private func waitForExit() -> Int32 {
        guard !reaped else { return exitStatus }
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0 && errno == EINTR {}
        reaped = true
        let signal = status & 0x7f
        exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return exitStatus
    }

    /// Gives up the output and returns an error with what ffmpeg printed (its last lines).
    private func failure(_ reason: String, withMessages: Bool = true) -> VideoError {
        if stdinFD >= 0 { close(stdinFD); stdinFD = -1 }
        _ = waitForExit()  // ffmpeg exits once its input is closed (or has already, when it stopped reading)
        let text = withMessages ? messages() : ""
        discard()
        return VideoError(path: path, reason: reason + text)
    }

    private func messages() -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        lseek(stderrFD, 0, SEEK_SET)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(stderrFD, $0.baseAddress, $0.count) }
            if n <= 0 { break }
            bytes += chunk[0..<n]
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").suffix(5).joined(separator: "\n  ")
        return lines.isEmpty ? "" : ":\n  " + lines
    }

    /// The frame rate as ffmpeg reads it: whole rates as integers, NTSC rates as n/1001, others to 1/1000.
    static func rate(_ fps: Double) -> String {
        if fps == fps.rounded() { return String(Int(fps)) }
        let ntsc = fps * 1001 / 1000
        if abs(ntsc - ntsc.rounded()) < 1e-6 { return "\(Int(ntsc.rounded()) * 1000)/1001" }
        return "\(Int((fps * 1000).rounded()))/1000"
    }
}
