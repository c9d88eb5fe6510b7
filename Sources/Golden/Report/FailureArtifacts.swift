import Codecs
import Foundation
import Raster

/// Files written for a clip's failing frames: per frame `actual`, `golden`, `diff` (which pixels count),
/// `heat` (how much each changed) and a golden | actual | diff | heat strip, plus the clip's stacked strip and
/// `summary.json`. Strips are shrunk by a whole factor when a side would exceed `DiffImage.maximumStripSide`.
public struct FailureArtifacts: Sendable, Equatable {
    /// The paths written for one failing frame (nil where there was nothing to write, e.g. no golden).
    public struct Frame: Sendable, Equatable {
        public var time: Double
        public var actual: String
        public var golden: String?
        public var diff: String?
        public var heat: String?
        public var strip: String?
    }

    /// The folder (e.g. `.flipbook/failures/card-flip`).
    public var folder: String
    public var frames: [Frame]
    /// Every failing frame's strip stacked top to bottom (nil when nothing failed).
    public var strip: String?
    /// `summary.json`.
    public var summary: String

    /// Every path written, frames first.
    public var paths: [String] {
        frames.flatMap { [$0.actual, $0.golden, $0.diff, $0.heat, $0.strip].compactMap { $0 } } + [strip].compactMap { $0 } + [summary]
    }

    /// Most failing frames stacked in the clip's strip (the per-frame strips have them all).
    public static let maximumStripFrames = 12

    /// Writes the artifacts of `comparison`'s failing frames (`failed` and `missing`) into `folder`, replacing
    /// the artifacts of an earlier run there, and `summary.json` describing every frame.
    ///
    /// - Throws: `GoldenError` when the folder cannot be made; `FileError`/`PNGError` from the writes.
    @discardableResult
    public static func write(_ comparison: ClipComparison, to folder: String) throws -> FailureArtifacts {
        let fm = FileManager.default
        do {
            try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw GoldenError(place: folder, reason: "cannot create the failure folder: \(error.localizedDescription)")
        }
        clear(folder)

        var written: [Frame] = []
        var strips: [Pixmap] = []
        var entries: [FailureSummary.Frame] = []
        for f in comparison.frames {
            var entry = FailureSummary.Frame(
                time: f.time, status: f.status, summary: f.comparison?.summary ?? "no golden",
                frameShift: f.frameShift, differingPixels: f.comparison?.differingPixels,
                ratio: f.comparison?.ratio, ssim: f.comparison?.ssim,
                psnr: f.comparison?.psnr.flatMap { $0.isFinite ? $0 : nil })
            if f.isFailure {
                let base = String(GoldenStore.fileName(forTime: f.time).dropLast(4))  // "t0.5000"
                func put(_ p: Pixmap, _ suffix: String) throws -> String {
                    let file = base + "-" + suffix + ".png"
                    try AtomicFile.write(PNG.encode(p), to: GoldenStore.join(folder, file))
                    return file
                }
                let actualFile = try put(f.actual, "actual")
                var frame = Frame(time: f.time, actual: GoldenStore.join(folder, actualFile))
                entry.actual = actualFile
                if let golden = f.golden, let c = f.comparison {
                    let diff = DiffImage.make(golden: golden, actual: f.actual, comparison: c)
                    let heat = DiffImage.heatMap(golden: golden, actual: f.actual)
                    var strip = DiffImage.strip([golden, f.actual, diff, heat], gap: 4)
                    strip = DiffImage.shrunk(strip, by: DiffImage.shrinkFactor(width: strip.width, height: strip.height))
                    entry.golden = try put(golden, "golden")
                    entry.diff = try put(diff, "diff")
                    entry.heat = try put(heat, "heat")
                    entry.strip = try put(strip, "strip")
                    frame.golden = GoldenStore.join(folder, entry.golden!)
                    frame.diff = GoldenStore.join(folder, entry.diff!)
                    frame.heat = GoldenStore.join(folder, entry.heat!)
                    frame.strip = GoldenStore.join(folder, entry.strip!)
                    if strips.count < maximumStripFrames { strips.append(strip) }
                } else if strips.count < maximumStripFrames {
                    strips.append(f.actual)
                }
                written.append(frame)
            }
            entries.append(entry)
        }

        var stripPath: String?
        if !strips.isEmpty {
            // Shrink the frames' strips by one factor so the stack fits too (a tall phone frame × 12 would not).
            let height = strips.reduce(0) { $0 + $1.height } + 4 * (strips.count - 1)
            let factor = DiffImage.shrinkFactor(width: strips.map(\.width).max() ?? 0, height: height)
            let stacked = DiffImage.stack(strips.map { DiffImage.shrunk($0, by: factor) }, gap: 4)
            stripPath = GoldenStore.join(folder, "strip.png")
            try AtomicFile.write(PNG.encode(stacked), to: stripPath!)
        }
        let summary = FailureSummary(name: comparison.name, tolerance: comparison.frames.first?.comparison?.tolerance ?? .exact,
                                     summary: comparison.summary, frames: entries,
                                     firstFailingTime: comparison.firstFailingTime,
                                     worstFailingTime: comparison.worstFailingTime,
                                     strip: stripPath == nil ? nil : "strip.png")
        let summaryPath = GoldenStore.join(folder, "summary.json")
        try AtomicFile.write(GoldenStore.encodeJSON(summary), to: summaryPath)
        return FailureArtifacts(folder: folder, frames: written, strip: stripPath, summary: summaryPath)
    }

    /// Removes every clip's artifacts under `failuresRoot` (as `clear`), and the clip folders left empty, so
    /// that a run's report shows that run only — not clips that failed in earlier runs on other scenes.
    public static func clearAll(in failuresRoot: String) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: failuresRoot)) ?? [] {
            let folder = GoldenStore.join(failuresRoot, name)
            guard fm.fileExists(atPath: GoldenStore.join(folder, "summary.json")) else { continue }
            clear(folder)
            if (try? fm.contentsOfDirectory(atPath: folder))?.isEmpty == true { try? fm.removeItem(atPath: folder) }
        }
    }

    /// Removes the artifacts of an earlier run from `folder` (frame PNGs, `strip.png`, `summary.json`), so the
    /// report does not show frames that no longer fail. Other files are left alone.
    public static func clear(_ folder: String) {
        let fm = FileManager.default
        for name in (try? fm.contentsOfDirectory(atPath: folder)) ?? []
        where (name.hasPrefix("t") && name.hasSuffix(".png")) || name == "strip.png" || name == "summary.json" {
            try? fm.removeItem(atPath: GoldenStore.join(folder, name))
        }
    }
}
