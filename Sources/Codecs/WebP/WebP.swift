import CWebPShim
import Glibc
import Raster

/// WebP through libwebp: lossless stills (the preview page's frame patches) and animations read back
/// (round-trip tests, tools). Animations are written by `WebPFileWriter`.
public enum WebP {
    /// The libwebp the process runs against, e.g. "1.2.4".
    public static var libraryVersion: String { String(cString: cwebp_version()) }

    /// A lossless WebP of `pixmap` (exact pixels, alpha kept).
    /// - Parameter method: 0 (fastest) ... 6 (smallest).
    /// - Throws: `WebPError` for a size WebP cannot store.
    public static func encodeLossless(_ pixmap: Pixmap, method: Int = 4) throws -> [UInt8] {
        let straight = StraightAlpha.unpremultiplied(pixmap.pixels)
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        var message = [CChar](repeating: 0, count: 256)
        let rc = straight.withUnsafeBytes { bytes in
            cwebp_encode_lossless(bytes.bindMemory(to: UInt8.self).baseAddress, Int32(pixmap.width), Int32(pixmap.height),
                                  pixmap.width * 4, Int32(method), &out, &length, &message, message.count)
        }
        guard rc == Int32(CWEBP_OK), let out else { throw WebPError(path: nil, reason: cText(message)) }
        defer { cwebp_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// A decoded animation: every frame as the whole canvas (premultiplied), with its display interval.
    public struct Animation: Sendable {
        public var width: Int
        public var height: Int
        /// WebP's loop count (0 = forever).
        public var loopCount: Int
        public var frames: [Pixmap]
        /// When each frame stops showing, in milliseconds from the start (the last one is the duration).
        public var endTimes: [Int]

        /// Each frame's duration in milliseconds.
        public var durations: [Int] { zip(endTimes, [0] + endTimes.dropLast()).map { $0 - $1 } }
    }

    /// Decodes the animated (or still) WebP at `path` completely.
    /// - Throws: `WebPError` naming the file; `FileError` if it cannot be read.
    public static func readAnimation(contentsOf path: String, limits: ImageLimits = .default) throws -> Animation {
        let bytes = try readFile(path)
        return try decodeAnimation(bytes, path: path, limits: limits)
    }

    /// Decodes an animated (or still) WebP held in memory.
    public static func decodeAnimation(_ data: [UInt8], path: String? = nil, limits: ImageLimits = .default) throws -> Animation {
        try data.withUnsafeBufferPointer { buffer in
            var decoder: OpaquePointer?
            var w: UInt32 = 0, h: UInt32 = 0, count: UInt32 = 0, loop: UInt32 = 0
            var message = [CChar](repeating: 0, count: 256)
            let rc = cwebp_anim_decoder_new(buffer.baseAddress, buffer.count, UInt64(limits.maxBytes / 4), &decoder,
                                            &w, &h, &count, &loop, &message, message.count)
            if rc == Int32(CWEBP_ELIMIT) {
                throw WebPError(path: path, reason: "\(w)x\(h) pixels is more than the limit of \(limits.maxBytes / 4) pixels")
            }
            guard rc == Int32(CWEBP_OK), let decoder else { throw WebPError(path: path, reason: cText(message)) }
            defer { cwebp_anim_decoder_free(decoder) }
            let width = Int(w), height = Int(h)
            var animation = Animation(width: width, height: height, loopCount: Int(loop), frames: [], endTimes: [])
            while true {
                var rgba: UnsafePointer<UInt8>?
                var end: Int32 = 0
                var done: Int32 = 0
                guard cwebp_anim_decoder_next(decoder, &rgba, &end, &done, &message, message.count) == Int32(CWEBP_OK) else {
                    throw WebPError(path: path, reason: "frame \(animation.frames.count): \(cText(message))")
                }
                if done != 0 { break }
                guard let rgba else { break }
                let straight = UnsafeRawPointer(rgba).withMemoryRebound(to: UInt32.self, capacity: width * height) {
                    UnsafeBufferPointer(start: $0, count: width * height)
                }
                let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, n in
                    StraightAlpha.premultiply(straight, into: out)
                    n = width * height
                }
                animation.frames.append(Pixmap(width: width, height: height, pixels: pixels))
                animation.endTimes.append(Int(end))
            }
            return animation
        }
    }

    /// The whole file's bytes.
    static func readFile(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw FileError(path: path, reason: "cannot open file: \(errnoString())") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0 { bytes += chunk[0..<n] }
            if n < chunk.count {
                if ferror(file) != 0 { throw FileError(path: path, reason: "cannot read file: \(errnoString())") }
                break
            }
        }
        return bytes
    }
}
