import CPNGShim
import Raster

/// PNG reading and writing through libpng (all libpng calls live in the CPNGShim C target, which owns every
/// setjmp, so libpng's longjmp error handling never crosses Swift frames).
///
/// Files hold straight alpha; `Pixmap` holds premultiplied alpha. Both conversions round exactly
/// (`StraightAlpha`), so `decode(encode(p)) == p` for every valid premultiplied pixmap.
public enum PNG {
    /// Encodes `pixmap` as an 8-bit RGBA PNG, un-premultiplying first.
    /// - Throws: `PNGError` (with a nil path) if the compression level is out of range or libpng fails.
    public static func encode(_ pixmap: Pixmap, compression: PNGCompression = .fast) throws -> [UInt8] {
        try encode(pixmap, compression: compression, name: nil)
    }

    /// Encodes `pixmap` and replaces the file at `path` atomically (see `AtomicFile`): on failure no partial or
    /// temporary file remains.
    /// - Throws: `PNGError` naming `path`.
    public static func write(_ pixmap: Pixmap, to path: String, compression: PNGCompression = .fast) throws {
        let bytes = try encode(pixmap, compression: compression, name: path)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch let error as FileError {
            throw PNGError(path: path, reason: error.reason)
        }
    }

    /// Decodes any PNG (palette, gray, gray+alpha, RGB, RGBA; 1–16 bits; tRNS; interlaced) into a premultiplied
    /// pixmap. 16-bit samples are rounded to 8 bits; gamma and colour-profile chunks are ignored (samples are
    /// taken as sRGB).
    /// - Parameter name: names the data in errors (e.g. its file or URL).
    /// - Throws: `PNGError` for malformed, truncated or over-limit data.
    public static func decode(_ bytes: [UInt8], name: String? = nil, limits: ImageLimits = .default) throws -> Pixmap {
        let shimLimits = try validated(limits, name: name)
        return try bytes.withUnsafeBufferPointer { buffer in
            try decoded(name: name) { out, w, h, err, errLength in
                cpng_read_rgba8_memory(buffer.baseAddress, buffer.count, shimLimits, out, w, h, err, errLength)
            }
        }
    }

    /// Reads and decodes the PNG file at `path` (see `decode`).
    /// - Throws: `PNGError` naming `path`, e.g. "in.png: cannot open file: No such file or directory".
    public static func read(contentsOf path: String, limits: ImageLimits = .default) throws -> Pixmap {
        let shimLimits = try validated(limits, name: path)
        return try decoded(name: path) { out, w, h, err, errLength in
            cpng_read_rgba8_file(path, shimLimits, out, w, h, err, errLength)
        }
    }

    /// Reads only the header of the PNG file at `path`: no pixels are decoded, and any size is accepted.
    /// - Throws: `PNGError` naming `path`.
    public static func header(contentsOf path: String) throws -> PNGHeader {
        var width: UInt32 = 0, height: UInt32 = 0
        var bitDepth: Int32 = 0, colorType: Int32 = 0, interlaced: Int32 = 0
        var message = [CChar](repeating: 0, count: messageCapacity)
        let rc = cpng_read_header_file(path, &width, &height, &bitDepth, &colorType, &interlaced,
                                       &message, message.count)
        guard rc == Int32(CPNG_OK) else { throw error(rc, message, name: path) }
        return PNGHeader(width: Int(width), height: Int(height), bitDepth: Int(bitDepth),
                         colorType: PNGColorType(rawValue: Int(colorType)) ?? .unknown(Int(colorType)),
                         isInterlaced: interlaced != 0)
    }

    // MARK: - Internals

    private static let messageCapacity = 512

    static func encode(_ pixmap: Pixmap, compression: PNGCompression, name: String?) throws -> [UInt8] {
        // Never write what `read`/`decode` (and so `flipbook png-info`, `assemble`, `encode`) would refuse.
        let limits = ImageLimits.default
        guard pixmap.width <= limits.maxWidth, pixmap.height <= limits.maxHeight,
              pixmap.width * pixmap.height * 4 <= limits.maxBytes else {
            throw PNGError(path: name, reason: "\(pixmap.width)×\(pixmap.height) px is over the limit every PNG reader "
                           + "here applies (\(limits.maxWidth)×\(limits.maxHeight) px, \(limits.maxBytes >> 20) MiB decoded); "
                           + "write a smaller image")
        }
        guard let options = compression.options else {
            if case .level(let level) = compression {
                throw PNGError(path: name, reason: "compression level \(level) is outside 0...9")
            }
            throw PNGError(path: name, reason: "invalid compression setting")
        }
        let straight = StraightAlpha.unpremultiplied(pixmap.pixels)
        var out: UnsafeMutablePointer<UInt8>? = nil
        var length = 0
        var message = [CChar](repeating: 0, count: messageCapacity)
        let rc = straight.withUnsafeBytes { rgba in
            cpng_write_rgba8_memory(rgba.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                    UInt32(pixmap.width), UInt32(pixmap.height), pixmap.width * 4,
                                    options, &out, &length, &message, message.count)
        }
        defer { cpng_free(out) }
        guard rc == Int32(CPNG_OK), let out else { throw error(rc, message, name: name) }
        return [UInt8](UnsafeBufferPointer(start: out, count: length))
    }

    /// Runs a shim read, then premultiplies the straight RGBA8 result into a new pixmap.
    private static func decoded(
        name: String?,
        _ read: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<UInt32>,
                 UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<CChar>, Int) -> Int32
    ) throws -> Pixmap {
        var out: UnsafeMutablePointer<UInt8>? = nil
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: messageCapacity)
        let rc = read(&out, &width, &height, &message, message.count)
        defer { cpng_free(out) }
        guard rc == Int32(CPNG_OK), let out else { throw error(rc, message, name: name) }
        let count = Int(width) * Int(height)
        let pixels = out.withMemoryRebound(to: UInt32.self, capacity: count) { straight in
            [UInt32](unsafeUninitializedCapacity: count) { premultiplied, initialized in
                StraightAlpha.premultiply(UnsafeBufferPointer(start: straight, count: count), into: premultiplied)
                initialized = count
            }
        }
        return Pixmap(width: Int(width), height: Int(height), pixels: pixels)
    }

    private static func validated(_ limits: ImageLimits, name: String?) throws -> cpng_limits {
        guard limits.maxWidth > 0, limits.maxHeight > 0, limits.maxBytes > 0 else {
            throw PNGError(path: name, reason: "image limits must be positive (got \(limits))")
        }
        let cap = Int(Int32.max)  // PNG sizes are 31-bit
        return cpng_limits(maxWidth: UInt32(min(limits.maxWidth, cap)), maxHeight: UInt32(min(limits.maxHeight, cap)),
                           maxBytes: UInt64(limits.maxBytes))
    }

    /// Turns a shim result code and message into a `PNGError` with a reason a user can act on.
    private static func error(_ code: Int32, _ message: [CChar], name: String?) -> PNGError {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let reason: String
        switch code {
        case Int32(CPNG_EIO): reason = "cannot open file: \(text)"
        case Int32(CPNG_ENOMEM): reason = "out of memory"
        default: reason = friendlier(text)
        }
        return PNGError(path: name, reason: reason)
    }

    /// libpng's terse messages, reworded where it says little ("Not a PNG file") and kept otherwise.
    private static func friendlier(_ message: String) -> String {
        switch message {
        case "Not a PNG file": return "not a PNG file (bad signature)"
        case "PNG file corrupted by ASCII conversion": return "not a PNG file (corrupted by text-mode transfer)"
        case "": return "unknown libpng error"
        default:
            // libpng reports chunk CRC failures as "<chunk>: CRC error" and zlib failures in the image data as
            // "IDAT: <zlib message>" (e.g. "invalid code lengths set"); say plainly that the data is corrupt.
            if message.hasSuffix(": CRC error") || message.hasPrefix("IDAT: ") { return "corrupt data (\(message))" }
            return message
        }
    }
}
