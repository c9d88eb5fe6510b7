import Foundation

/// What a PNG-sequence render wrote: `manifest.json` beside `frame-0000.png …` (or, for shard I of
/// N, `manifest-shard-I-of-N.json` listing that shard's frames).
///
/// Frame hashes are XXH64 of the frame's pixels (`XXH64.hex(pixelsOf:)`: premultiplied RGBA8
/// bytes, row by row), so they can be checked against a decoded PNG whatever its compression; the
/// scene hash is SHA-256 (`SceneHash`).
public struct FrameManifest: Codable, Sendable, Equatable {
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// The scene's name.
    public var scene: String
    /// `SceneHash.compute(source:settings:)`: equal for renders that give the same frames.
    public var sceneHash: String
    public var settings: RenderSettings
    /// The pixel size of every frame.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Output frames of the whole clip (`FrameTiming.frameCount`).
    public var clipFrameCount: Int
    /// The frames this render covers, first and last inclusive (the whole clip unless `--frames`);
    /// shards split this range.
    public var first: Int
    public var last: Int
    /// Set for a shard's partial manifest.
    public var shard: ShardRecord?
    /// The algorithm of `Frame.hash`: "xxh64" (seed 0, over the premultiplied RGBA8 pixel bytes).
    public var hashAlgorithm: String
    public var frames: [Frame]

    /// One frame file.
    public struct Frame: Codable, Sendable, Equatable {
        /// Output frame index within the clip.
        public var index: Int
        /// Clip time shown, in seconds.
        public var time: Double
        /// File name within the manifest's folder.
        public var file: String
        /// `XXH64.hex(pixelsOf:)` of the pixels (16 hex digits).
        public var hash: String
    }

    /// Which shard wrote a partial manifest.
    public struct ShardRecord: Codable, Sendable, Equatable {
        public var index: Int
        public var count: Int
        public init(_ shard: Shard) { index = shard.index; count = shard.count }
    }

    public init(scene: String, sceneHash: String, settings: RenderSettings, pixelWidth: Int, pixelHeight: Int,
                clipFrameCount: Int, first: Int, last: Int, shard: Shard?, frames: [Frame] = []) {
        formatVersion = Self.currentFormatVersion
        self.scene = scene; self.sceneHash = sceneHash; self.settings = settings
        self.pixelWidth = pixelWidth; self.pixelHeight = pixelHeight
        self.clipFrameCount = clipFrameCount; self.first = first; self.last = last
        self.shard = shard.map(ShardRecord.init)
        hashAlgorithm = "xxh64"
        self.frames = frames
    }

    /// The file name of frame `index`: `frame-0000.png` (at least four digits).
    public static func fileName(ofFrame index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// `manifest.json`, or `manifest-shard-I-of-N.json` for a shard.
    public static func fileName(shard: Shard?) -> String {
        shard.map { "manifest-shard-\($0.index)-of-\($0.count).json" } ?? "manifest.json"
    }

    /// Pretty-printed JSON with sorted keys (stable bytes for equal manifests).
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// Reads a manifest file.
    /// - Throws: `OutputError` naming the file (unreadable, not JSON, missing fields, newer format).
    public static func read(contentsOf path: String) throws -> FrameManifest {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw OutputError("\(path): cannot read file")
        }
        let manifest: FrameManifest
        do {
            manifest = try JSONDecoder().decode(FrameManifest.self, from: data)
        } catch {
            throw OutputError("\(path): not a Flipbook frame manifest (\(Self.describe(error)))")
        }
        guard manifest.formatVersion == currentFormatVersion else {
            throw OutputError("\(path): manifest format \(manifest.formatVersion) is not supported (expected \(currentFormatVersion))")
        }
        return manifest
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing field '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "bad value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        case DecodingError.dataCorrupted(let context): context.debugDescription
        default: "\(error)"
        }
    }
}
