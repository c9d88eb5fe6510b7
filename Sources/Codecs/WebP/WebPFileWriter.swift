import CWebPShim
import Raster

/// Encodes an animated WebP through libwebp's animation encoder (`WebPAnimEncoder`), one frame at a time,
/// and writes it with `AtomicFile` when finished: the file is complete or untouched.
///
/// Frame i is shown from `FrameStarts(fps:ticksPerSecond: 1000).start(ofFrame: i)` milliseconds until the next
/// frame starts, so n frames last exactly n / fps seconds, as in the GIF writer (in milliseconds instead of
/// centiseconds). The encoder merges identical consecutive frames and stores only the changed rectangle of
/// each frame, so static parts cost nothing. Encoding runs on the calling thread with libwebp's threads off,
/// so the bytes never depend on scheduling. libwebp keeps the encoded frames in memory until `finish`
/// (compressed: a few hundred KB for a UI clip).
public final class WebPFileWriter {
    public let path: String
    public let width: Int
    public let height: Int
    private let encoder: OpaquePointer
    private let starts: FrameStarts
    private var frames = 0
    private var straight: [UInt32]
    private let clock = ContinuousClock()
    /// Seconds spent in libwebp so far (for timing reports).
    public private(set) var encodeSeconds = 0.0

    /// The largest width or height WebP can store (16383).
    public static var maxDimension: Int { Int(cwebp_max_dimension()) }

    /// - Parameters:
    ///   - loop: play count (`.forever` or n plays), stored as WebP's loop count.
    /// - Throws: `WebPError` naming `path` for a size WebP cannot store or invalid options.
    public init(path: String, width: Int, height: Int, fps: Double, loop: GIFLoop = .forever,
                options: WebPOptions = WebPOptions()) throws {
        guard width > 0, height > 0, width <= Self.maxDimension, height <= Self.maxDimension else {
            throw WebPError(path: path, reason: "\(width)x\(height) pixels: WebP stores at most \(Self.maxDimension) per side")
        }
        guard fps > 0, fps.isFinite else { throw WebPError(path: path, reason: "frame rate \(fps) is not positive") }
        var settings = cwebp_anim_options()
        switch options.compression {
        case .lossless:
            settings.lossless = 1
            settings.quality = Float(options.losslessEffort)
        case .lossy(let quality):
            guard (0...100).contains(quality) else { throw WebPError(path: path, reason: "quality \(quality) is not in 0...100") }
            settings.lossless = 0
            settings.quality = Float(quality)
        }
        settings.method = Int32(options.method)
        switch loop {
        case .forever: settings.loop_count = 0
        case .times(let n): settings.loop_count = Int32(min(max(n, 1), 65535))
        }
        var handle: OpaquePointer?
        var message = [CChar](repeating: 0, count: 256)
        let rc = cwebp_anim_encoder_new(Int32(width), Int32(height), settings, &handle, &message, message.count)
        guard rc == Int32(CWEBP_OK), let handle else { throw WebPError(path: path, reason: cText(message)) }
        self.path = path
        self.width = width
        self.height = height
        self.encoder = handle
        self.starts = FrameStarts(fps: fps, ticksPerSecond: 1000)
        self.straight = [UInt32](repeating: 0, count: width * height)
    }

    deinit { cwebp_anim_encoder_free(encoder) }

    /// Encodes the next frame (premultiplied, the writer's size).
    /// - Throws: `WebPError` naming the path.
    public func add(_ frame: Pixmap) throws {
        guard frame.width == width, frame.height == height else {
            throw WebPError(path: path, reason: "frame \(frames) is \(frame.width)x\(frame.height), expected \(width)x\(height)")
        }
        let t0 = clock.now
        frame.pixels.withUnsafeBufferPointer { source in
            straight.withUnsafeMutableBufferPointer { StraightAlpha.unpremultiply(source, into: $0) }
        }
        var message = [CChar](repeating: 0, count: 256)
        let timestamp = starts.start(ofFrame: frames)
        let rc = straight.withUnsafeBytes { bytes in
            cwebp_anim_encoder_add(encoder, bytes.bindMemory(to: UInt8.self).baseAddress, width * 4, Int32(timestamp),
                                   &message, message.count)
        }
        encodeSeconds += (clock.now - t0).seconds
        guard rc == Int32(CWEBP_OK) else { throw WebPError(path: path, reason: "cannot encode frame \(frames): \(cText(message))") }
        frames += 1
    }

    /// Ends the animation after the last frame's duration, assembles the file and renames it into place.
    /// - Throws: `WebPError` / `FileError` naming the path; the target is then left as it was.
    public func finish() throws {
        guard frames > 0 else { throw WebPError(path: path, reason: "no frames to encode") }
        let bytes = try assemble()
        try AtomicFile.write(bytes, to: path)
    }

    /// The finished file's bytes (for writers that do not write a file).
    public func finishToMemory() throws -> [UInt8] {
        guard frames > 0 else { throw WebPError(path: path, reason: "no frames to encode") }
        return try assemble()
    }

    private func assemble() throws -> [UInt8] {
        let t0 = clock.now
        defer { encodeSeconds += (clock.now - t0).seconds }
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let end = starts.start(ofFrame: frames)
        let rc = cwebp_anim_encoder_finish(encoder, Int32(end), &out, &length, &message, message.count)
        guard rc == Int32(CWEBP_OK), let out else { throw WebPError(path: path, reason: cText(message)) }
        defer { cwebp_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
