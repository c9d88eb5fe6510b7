import Glibc
import Raster
import Synchronization

/// Encodes an animated GIF straight into a file, one frame at a time, with the guarantees of `AtomicFile`:
/// the data goes to a temporary file beside the target (`.<name>.tmp-<host>-<pid>-<n>`, mode 0644 before umask; stale ones of killed renders are removed first),
/// renamed over the target only when `finish` succeeds. If encoding fails, or the writer is dropped without
/// `finish`, the temporary file is removed and the target is untouched — nothing is ever half-written.
///
/// The output is written in 64 KiB chunks as frames arrive, so memory does not grow with clip length.
/// Behaves like `GIFEncoder` in every other respect.
public struct GIFFileWriter: ~Copyable {
    private let file: TemporaryOutputFile
    private let core: AnimationEncoder

    /// - Parameters: as for `GIFEncoder.init`, plus the destination `path`, and
    ///   - concurrent: run giflib's compression and output on a thread of its own, overlapping the next frame's
    ///     quantization (for a caller with a core to spare); the bytes are the same either way.
    /// - Throws: `GIFError` naming `path` if the temporary file cannot be created or an argument is invalid.
    public init(path: String, width: Int, height: Int, fps: Double, loop: GIFLoop = .forever,
                options: GIFOptions = GIFOptions(), paletteSamples: [Pixmap] = [],
                expectedFrameCount: Int? = nil, concurrent: Bool = false) throws {
        let file = try TemporaryOutputFile(path: path)
        let core = try AnimationEncoder(width: width, height: height, fps: fps, loop: loop, options: options,
                                        samples: paletteSamples,
                                        expectedFrames: expectedFrameCount, sink: file.sink, place: path,
                                        concurrent: concurrent)
        self.file = file
        self.core = core
    }

    /// Encodes the next frame.
    /// - Throws: `GIFError` naming the path (wrong frame size, write failure).
    public mutating func add(_ frame: Pixmap) throws {
        try core.add(frame)
        try checkSink()
    }

    /// Encodes the next frame, flattened beforehand by `GIFOptions.sourceFrame` (e.g. on a render thread).
    /// - Throws: `GIFError` naming the path (wrong frame size or options, write failure).
    public mutating func add(_ frame: GIFSourceFrame) throws {
        try core.add(frame)
        try checkSink()
    }

    private func checkSink() throws {
        if let reason = file.sink.failure { throw GIFError(path: file.path, reason: "cannot write file: \(reason)") }
    }

    /// Seconds spent so far in giflib's LZW compression and output; the rest of `add` is quantization,
    /// dithering and rate control (for timing reports, not part of the output).
    public var encodeSeconds: Double { core.encodeSeconds }

    /// Writes the last frame and the trailer, then renames the file into place.
    /// - Returns: the seconds spent in giflib over the whole clip (as `encodeSeconds`, complete).
    /// - Throws: `GIFError` naming the path; the target is then left as it was.
    @discardableResult
    public consuming func finish() throws -> Double {
        try core.finish()
        try file.commit()
        return core.encodeSeconds
    }
}

/// A temporary file beside `path`, renamed over it by `commit`, removed if never committed.
final class TemporaryOutputFile {
    let path: String
    let sink: GIFOutputSink
    private let temporary: String
    private var fd: Int32
    private var committed = false

    init(path: String) throws {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { throw GIFError(path: path, reason: "not a file name") }
        // A render killed before its rename left its temporary file; this one replaces the target.
        StagingName.removeStaleFiles(of: path)
        temporary = directory + "." + name + ".tmp-" + StagingName.unique()
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw GIFError(path: path, reason: "cannot create file: \(errnoString())") }
        sink = GIFOutputSink(fd: fd)
    }

    deinit {
        sink.detach()
        if fd >= 0 { close(fd) }
        if !committed { unlink(temporary) }
    }

    /// Flushes, closes and renames the temporary file over `path`.
    func commit() throws {
        sink.flush()
        if let reason = sink.failure { throw GIFError(path: path, reason: "cannot write file: \(reason)") }
        sink.detach()
        let rc = close(fd)
        fd = -1
        // close(2) can report a deferred write error (e.g. on network file systems).
        guard rc == 0 else { throw GIFError(path: path, reason: "cannot write file: \(errnoString())") }
        guard rename(temporary, path) == 0 else {
            throw GIFError(path: path, reason: "cannot replace file: \(errnoString())")
        }
        committed = true
    }
}
