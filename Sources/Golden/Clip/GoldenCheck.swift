import Foundation
import Raster

/// The whole golden workflow for one clip: read its goldens, compare, record per the record mode, write
/// failure artifacts. Shared by `assertGolden` and `flipbook test`.
public struct GoldenCheck: Sendable {
    public var store: GoldenStore
    public var record: RecordMode
    /// Frames of slack in time (see `ClipComparator`).
    public var timeTolerance: Int
    /// Where failure artifacts go (`ROOT/NAME/`); nil: none are written.
    public var failuresRoot: String?

    public init(store: GoldenStore, record: RecordMode, timeTolerance: Int = 0,
                failuresRoot: String? = ".flipbook/failures") {
        self.store = store
        self.record = record
        self.timeTolerance = timeTolerance
        self.failuresRoot = failuresRoot
    }

    /// Compares `snapshot` with the goldens of `name`.
    ///
    /// Record modes (swift-snapshot-testing's semantics): `missing` writes frames that have no golden
    /// (status `.recorded`); `failed` also overwrites the goldens of failing frames, which are then accepted
    /// (`.recorded`, with the old golden and its comparison kept, so what changed stays visible); `all`
    /// rewrites every frame (`.recorded`); `never` writes nothing (a missing golden is `.missing`).
    ///
    /// - Parameters:
    ///   - tolerance: the tolerance to compare with (and to store when recording); nil: the manifest's,
    ///     else exact.
    ///   - diffing: overrides the comparison made from the tolerance (e.g. a pulled-back `Diffing`).
    /// - Throws: `GoldenError`, `FileError` or `PNGError` for unreadable goldens or failed writes.
    public func verify(_ snapshot: GoldenSnapshot, named name: String, tolerance: Tolerance? = nil,
                       diffing: Diffing? = nil) throws -> GoldenCheckResult {
        let manifest = try store.manifest(named: name)
        let goldens = try store.frames(named: name)
        let tolerance = diffing?.tolerance ?? tolerance ?? manifest?.tolerance ?? .exact
        let comparator = ClipComparator(diffing: diffing ?? .tolerance(tolerance), timeTolerance: timeTolerance,
                                        fps: snapshot.metadata.fps ?? manifest?.metadata.fps)
        var actual: [Double: Pixmap] = [:]
        for f in snapshot.frames { actual[f.time] = f.image }

        var comparison = try comparator.compare(name: name, actual: actual, goldens: record == .all ? [:] : goldens,
                                                neighbour: snapshot.render)
        var toRecord: [Double: Pixmap] = [:]
        for i in comparison.frames.indices {
            let f = comparison.frames[i]
            switch (f.status, record) {
            case (.missing, .never):
                break
            case (.missing, _):
                toRecord[f.time] = f.actual
                comparison.frames[i].status = .recorded
                if record == .all, let old = ClipComparator.lookup(goldens, f.time) {
                    // Keep what changed visible even when re-recording everything.
                    comparison.frames[i].golden = old
                    comparison.frames[i].comparison = comparator.diffing.compare(old, f.actual)
                }
            case (.failed, .failed):
                toRecord[f.time] = f.actual
                comparison.frames[i].status = .recorded
            default:
                break
            }
        }
        let recorded = toRecord.isEmpty
            ? [] : try store.record(toRecord, named: name, metadata: snapshot.metadata, tolerance: tolerance)

        var artifacts: FailureArtifacts?
        if let failuresRoot {
            try GoldenStore.validate(name: name)
            let folder = GoldenStore.join(failuresRoot, name)
            if comparison.passed {
                FailureArtifacts.clear(folder)
            } else {
                artifacts = try FailureArtifacts.write(comparison, to: folder)
            }
        }
        return GoldenCheckResult(comparison: comparison, record: record, recorded: recorded, artifacts: artifacts,
                                 notes: manifest?.metadata.differences(from: snapshot.metadata) ?? [])
    }
}

/// What `GoldenCheck.verify` found and did.
public struct GoldenCheckResult: Sendable {
    public var comparison: ClipComparison
    public var record: RecordMode
    /// Files written to the golden store (frame PNGs, then the manifest).
    public var recorded: [String]
    /// Failure artifacts, when any frame failed and a failures folder was given.
    public var artifacts: FailureArtifacts?
    /// Differences between the goldens' metadata and this run's (scene, canvas, fps, renderer).
    public var notes: [String]

    /// Whether a frame failed or had no golden.
    public var failed: Bool { !comparison.passed }

    /// The report for a person: the clip's summary line, then notes, what was recorded (one line: how many
    /// frames, where, in which record mode), what to do about goldens that are missing under record mode
    /// `never`, and where the failure artifacts are.
    public var message: String {
        var lines = [comparison.summary]
        lines += notes.map { "note: " + $0 }
        if let manifest = recorded.last {
            let folder = manifest.lastIndex(of: "/").map { String(manifest[..<$0]) } ?? "."
            let frames = recorded.count - 1
            lines.append("recorded \(frames) frame\(frames == 1 ? "" : "s") and manifest.json into \(folder)/ "
                + "(record mode '\(record)'); review them and commit them with the test")
        }
        let missing = comparison.frames.filter { $0.status == .missing }.count
        if missing > 0 && record == .never {
            lines.append("\(missing) frame\(missing == 1 ? " has" : "s have") no golden, and record mode 'never' "
                + "(the default when CI is set) writes none: record them where you can review them with record mode "
                + "'missing' (`--record missing`, FLIPBOOK_RECORD=missing, or `record: .missing`) and commit them")
        }
        if let artifacts, let first = artifacts.paths.first {
            // One line, not one per file: the folder holds actual, golden, diff, heat and strip PNGs per failing frame.
            let folder = first.lastIndex(of: "/").map { String(first[..<$0]) } ?? "."
            let stacked = artifacts.paths.first { $0.hasSuffix("/strip.png") }
            lines.append("failure artifacts: \(folder)/ (actual, golden, diff, heat, strip per failing frame)"
                + (stacked.map { "; all failing frames: \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }
}
