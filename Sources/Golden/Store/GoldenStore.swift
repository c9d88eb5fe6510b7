import Codecs
import Foundation
import Raster

/// A folder of goldens: one subfolder per clip (`ROOT/NAME/`) holding a PNG per frame, named by its time
/// (`t0.5000.png`), and `manifest.json` (`GoldenManifest`). Every file is written atomically (temporary
/// file + rename), so an interrupted recording never leaves a half-written golden.
public struct GoldenStore: Sendable {
    /// The folder holding one subfolder per clip, e.g. "goldens".
    public var root: String

    /// Two times closer than this are the same frame.
    public static let timeEpsilon = 5e-7

    public init(root: String) { self.root = root }

    /// The folder of clip `name`.
    /// - Throws: `GoldenError` when `name` is not a plain file name (empty, ".", "..", or containing "/").
    public func folder(for name: String) throws -> String {
        try Self.validate(name: name)
        return Self.join(root, name)
    }

    /// The frame file name for `time`: "t" + seconds with 4 decimals + ".png" (`t0.0333.png`, `t1.2500.png`).
    public static func fileName(forTime time: Double) -> String {
        "t" + String(format: "%.4f", time) + ".png"
    }

    /// The manifest of clip `name`, or nil when the clip has no goldens yet.
    /// - Throws: `GoldenError` when the manifest exists but cannot be read or decoded.
    public func manifest(named name: String) throws -> GoldenManifest? {
        let path = Self.join(try folder(for: name), "manifest.json")
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw GoldenError(place: path, reason: "cannot read the manifest")
        }
        do {
            return try JSONDecoder().decode(GoldenManifest.self, from: data)
        } catch {
            throw GoldenError(place: path, reason: "not a golden manifest: \(error)")
        }
    }

    /// The golden frames of clip `name` by time (empty when none are stored).
    /// - Throws: `GoldenError`/`PNGError` when a listed frame is missing or unreadable.
    public func frames(named name: String) throws -> [Double: Pixmap] {
        guard let manifest = try manifest(named: name) else { return [:] }
        let dir = try folder(for: name)
        var out: [Double: Pixmap] = [:]
        for f in manifest.frames {
            let path = Self.join(dir, f.file)
            guard FileManager.default.fileExists(atPath: path) else {
                throw GoldenError(place: path, reason: "listed in manifest.json but missing")
            }
            out[f.time] = try PNG.read(contentsOf: path)
        }
        return out
    }

    /// Writes `frames` as goldens of clip `name`, merged into its manifest (frames at other times are kept),
    /// and the manifest with `metadata` and `tolerance`. Returns the paths written, frames first, by time.
    /// - Throws: `GoldenError` for a bad name or two times that share a file name; `FileError` from the writes.
    @discardableResult
    public func record(_ frames: [Double: Pixmap], named name: String, metadata: GoldenMetadata,
                       tolerance: Tolerance) throws -> [String] {
        let dir = try folder(for: name)
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw GoldenError(place: dir, reason: "cannot create the golden folder: \(error.localizedDescription)")
        }
        let previous = try? manifest(named: name)
        var entries = previous?.frames ?? []
        var written: [String] = []
        for (time, pixmap) in frames.sorted(by: { $0.key < $1.key }) {
            let file = Self.fileName(forTime: time)
            entries.removeAll { abs($0.time - time) <= Self.timeEpsilon }
            if let clash = entries.first(where: { $0.file == file }) {
                throw GoldenError(place: Self.join(dir, file),
                                  reason: "times \(clash.time) and \(time) share a file name; use times ≥ 0.0001 s apart")
            }
            entries.append(.init(time: time, file: file))
            let path = Self.join(dir, file)
            try AtomicFile.write(PNG.encode(pixmap, compression: .default), to: path)
            written.append(path)
        }
        var manifest = GoldenManifest(name: name, metadata: metadata, tolerance: tolerance, frames: entries)
        manifest.taps = previous?.taps   // written by hand; recording keeps them
        let path = Self.join(dir, "manifest.json")
        try AtomicFile.write(Self.encodeJSON(manifest), to: path)
        written.append(path)
        return written
    }

    // MARK: - Helpers

    static func validate(name: String) throws {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/"), !name.contains("\0") else {
            throw GoldenError(place: "golden name '\(name)'", reason: "must be a plain file name (no '/', not '.' or '..')")
        }
    }

    static func join(_ a: String, _ b: String) -> String {
        a.isEmpty ? b : (a.hasSuffix("/") ? a + b : a + "/" + b)
    }

    /// Pretty JSON with sorted keys and a final newline.
    static func encodeJSON<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [0x0A]
    }
}
