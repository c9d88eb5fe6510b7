/// What a golden folder holds and how it was made: `manifest.json` beside the frame PNGs.
///
/// Stored as JSON with sorted keys so re-recording the same goldens gives the same bytes (clean diffs).
public struct GoldenManifest: Codable, Sendable, Equatable {
    /// One stored frame.
    public struct Frame: Codable, Sendable, Equatable {
        /// Seconds from the clip's start.
        public var time: Double
        /// The PNG's file name inside the golden folder.
        public var file: String
        public init(time: Double, file: String) { self.time = time; self.file = file }
    }

    /// Bumped when the layout of a golden folder changes.
    public static let currentFormat = 1

    public var format: Int
    /// The clip's name (the folder's name).
    public var name: String
    public var metadata: GoldenMetadata
    /// The tolerance the frames are compared with, and its reason.
    public var tolerance: Tolerance
    /// Stored frames, by increasing time.
    public var frames: [Frame]
    /// Taps the clip is rendered with, as `NAME@SECONDS` (the `--tap` spelling); they replace the
    /// scene's `tap` directives. nil (absent from the JSON): the directives' taps. Golden clips are
    /// never auto-tapped, so a golden shows only what its scene and manifest say.
    public var taps: [String]?

    public init(name: String, metadata: GoldenMetadata, tolerance: Tolerance, frames: [Frame]) {
        self.format = Self.currentFormat
        self.name = name
        self.metadata = metadata
        self.tolerance = tolerance
        self.frames = frames.sorted { $0.time < $1.time }
    }

    /// The stored frame at `time` (within half a microsecond).
    public func frame(at time: Double) -> Frame? {
        frames.first { abs($0.time - time) <= GoldenStore.timeEpsilon }
    }
}

/// How a clip's frames were produced: compared on every run, so a golden made from another scene
/// version, size or renderer is reported as such rather than as a mysterious pixel drift.
public struct GoldenMetadata: Codable, Sendable, Equatable {
    /// A hash of the scene's source (empty when unknown).
    public var sceneHash: String
    /// Canvas size in points.
    public var width: Double
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// Frames per second of the clip (nil for stills); used to find neighbouring frames for `timeTolerance`.
    public var fps: Double?
    /// The renderer's version string.
    public var rendererVersion: String

    public init(sceneHash: String = "", width: Double, height: Double, scale: Double = 1, fps: Double? = nil,
                rendererVersion: String = GoldenMetadata.defaultRendererVersion) {
        self.sceneHash = sceneHash
        self.width = width
        self.height = height
        self.scale = scale
        self.fps = fps
        self.rendererVersion = rendererVersion
    }

    /// The version written when the caller gives none.
    public static let defaultRendererVersion = "flipbook 0.1.0"

    /// Human notes on what differs between a golden's metadata and the current run's (empty when alike).
    public func differences(from current: GoldenMetadata) -> [String] {
        var notes: [String] = []
        if !sceneHash.isEmpty, !current.sceneHash.isEmpty, sceneHash != current.sceneHash {
            notes.append("scene changed since the golden was recorded (hash \(sceneHash) → \(current.sceneHash))")
        }
        if width != current.width || height != current.height || scale != current.scale {
            notes.append("canvas changed: golden \(width)×\(height)@\(scale)x, now \(current.width)×\(current.height)@\(current.scale)x")
        }
        if fps != current.fps {
            notes.append("fps changed: golden \(fps.map { "\($0)" } ?? "none"), now \(current.fps.map { "\($0)" } ?? "none")")
        }
        if rendererVersion != current.rendererVersion {
            notes.append("renderer changed: golden '\(rendererVersion)', now '\(current.rendererVersion)'")
        }
        return notes
    }
}
