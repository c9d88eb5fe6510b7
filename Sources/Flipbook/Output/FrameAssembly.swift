import Codecs
import Foundation
import Raster

/// The frames of a PNG-sequence folder, gathered from its manifests and checked: either the
/// shards' partial manifests (`manifest-shard-I-of-N.json`, all N of them) or, when there are
/// none, `manifest.json`.
///
/// Checks: every manifest has the same scene hash, settings, pixel size, clip frame count, range
/// and shard count; each shard 1…N appears once and lists exactly its block of the range; every
/// frame of the range appears exactly once; every file exists. Pixel hashes are checked as frames
/// are read (`pixmap(at:)`).
public struct FrameAssembly: Sendable {
    public let directory: String
    /// The combined manifest (no `shard`), frames in index order.
    public let manifest: FrameManifest
    /// The manifest files used.
    public let manifestFiles: [String]

    /// - Throws: `OutputError` saying what is missing or inconsistent, naming the files.
    public init(directory: String) throws {
        let dir = directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
        self.directory = dir
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: dir)
        } catch {
            throw OutputError("\(directory): cannot read folder (does it exist?)")
        }
        let shardNames = names.filter { $0.hasPrefix("manifest-shard-") && $0.hasSuffix(".json") }.sorted()
        let files = shardNames.isEmpty ? names.filter { $0 == "manifest.json" } : shardNames
        guard !files.isEmpty else {
            throw OutputError("\(directory): no manifest.json or manifest-shard-I-of-N.json; render into it first")
        }
        manifestFiles = files
        let manifests = try files.map { try FrameManifest.read(contentsOf: dir + "/" + $0) }
        manifest = try Self.combine(manifests, names: files, directory: dir)
    }

    private static func combine(_ manifests: [FrameManifest], names: [String], directory: String) throws -> FrameManifest {
        let reference = manifests[0], referenceName = names[0]
        for (m, name) in zip(manifests, names).dropFirst() {
            func differ(_ what: String) -> OutputError {
                OutputError("\(directory): \(name) and \(referenceName) come from different renders (\(what) differs); "
                            + "remove stale manifests and render again")
            }
            if m.sceneHash != reference.sceneHash { throw differ("scene hash") }
            if m.settings != reference.settings { throw differ("settings") }
            if m.pixelWidth != reference.pixelWidth || m.pixelHeight != reference.pixelHeight { throw differ("pixel size") }
            if m.clipFrameCount != reference.clipFrameCount { throw differ("clip frame count") }
            if m.first != reference.first || m.last != reference.last { throw differ("frame range") }
            if m.shard?.count != reference.shard?.count { throw differ("shard count") }
        }
        for (m, name) in zip(manifests, names) where m.hashAlgorithm != "xxh64" {
            throw OutputError("\(directory)/\(name): frame hash algorithm '\(m.hashAlgorithm)' is not supported (expected xxh64)")
        }
        guard reference.first <= reference.last else {
            throw OutputError("\(directory)/\(referenceName): empty frame range \(reference.first)...\(reference.last)")
        }
        let range = Array(reference.first...reference.last)
        var frames: [FrameManifest.Frame] = []
        if let count = reference.shard?.count {
            var byShard: [Int: (FrameManifest, String)] = [:]
            for (m, name) in zip(manifests, names) {
                guard let s = m.shard, (1...count).contains(s.index) else {
                    throw OutputError("\(directory)/\(name): not a shard of \(count)")
                }
                if let other = byShard[s.index] {
                    throw OutputError("\(directory): shard \(s.index)/\(count) appears twice (\(other.1), \(name))")
                }
                byShard[s.index] = (m, name)
            }
            let missing = (1...count).filter { byShard[$0] == nil }
            guard missing.isEmpty else {
                throw OutputError("\(directory): incomplete: shard\(missing.count == 1 ? "" : "s") "
                                  + missing.map { "\($0)/\(count)" }.joined(separator: ", ") + " not rendered yet")
            }
            for i in 1...count {
                let (m, name) = byShard[i]!
                let expected = try Shard(index: i, count: count).positions(of: range.count).map { range[$0] }
                guard m.frames.map(\.index) == expected else {
                    throw OutputError("\(directory)/\(name): lists frames \(Self.span(m.frames.map(\.index))) but shard "
                                      + "\(i)/\(count) of \(reference.first)...\(reference.last) is \(Self.span(expected))")
                }
                frames += m.frames
            }
        } else {
            frames = reference.frames
            guard frames.map(\.index) == range else {
                throw OutputError("\(directory)/\(referenceName): lists frames \(Self.span(frames.map(\.index))), "
                                  + "expected each of \(reference.first)...\(reference.last) once, in order")
            }
        }
        for frame in frames {
            guard !frame.file.contains("/"), frame.file != "..", FileManager.default.fileExists(atPath: directory + "/" + frame.file) else {
                throw OutputError("\(directory)/\(frame.file): missing (frame \(frame.index))")
            }
        }
        var combined = reference
        combined.shard = nil
        combined.frames = frames
        return combined
    }

    private static func span(_ indices: [Int]) -> String {
        guard let a = indices.first, let b = indices.last else { return "none" }
        return indices == Array(a...max(a, b)) ? "\(a)...\(b)" : "\(indices.count) frames from \(a) to \(b) with gaps"
    }

    /// Reads the frame at `position` (0-based among `manifest.frames`) and checks its pixel hash.
    /// - Throws: `PNGError` for an unreadable file, `OutputError` when the pixels changed.
    public func pixmap(at position: Int) throws -> Pixmap {
        let frame = manifest.frames[position]
        let path = directory + "/" + frame.file
        let pixmap = try PNG.read(contentsOf: path)
        guard pixmap.width == manifest.pixelWidth, pixmap.height == manifest.pixelHeight else {
            throw OutputError("\(path): \(pixmap.width)x\(pixmap.height) pixels, manifest says "
                              + "\(manifest.pixelWidth)x\(manifest.pixelHeight)")
        }
        guard XXH64.hex(pixelsOf: pixmap) == frame.hash else {
            throw OutputError("\(path): pixels do not match the manifest's hash (the file changed after rendering)")
        }
        return pixmap
    }

    /// Encodes the frames in any animated format at the manifest's fps.
    public func write(to path: String, format: OutputFormat, settings: AnimationSettings = AnimationSettings(),
                      progress: (Int) throws -> Void = { _ in }) throws {
        try ClipWriter.write(frameCount: manifest.frames.count, fps: manifest.settings.fps, format: format, to: path,
                             settings: settings, progress: progress, frame: pixmap(at:))
    }

    /// Encodes the frames as a GIF at the manifest's fps.
    public func writeGIF(to path: String, loop: GIFLoop = .forever, options: GIFOptions = GIFOptions(),
                         progress: (Int) throws -> Void = { _ in }) throws {
        try GIFClipWriter.write(frameCount: manifest.frames.count, fps: manifest.settings.fps, to: path, loop: loop,
                                options: options, progress: progress, frame: pixmap(at:))
    }
}
