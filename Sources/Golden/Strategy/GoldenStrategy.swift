import Raster

/// One frame of a snapshot: the image shown at `time`.
public struct GoldenFrame: Sendable {
    public var time: Double
    public var image: Pixmap
    public init(time: Double, image: Pixmap) { self.time = time; self.image = image }
}

/// What a strategy makes of a value: its frames, how they were made, and (for clips) how to render the
/// frame at another time, for time tolerance.
public struct GoldenSnapshot: Sendable {
    public var frames: [GoldenFrame]
    public var metadata: GoldenMetadata
    /// Renders the value's frame at another time (nil for stills).
    public var render: (@Sendable (Double) throws -> Pixmap)?

    public init(frames: [GoldenFrame], metadata: GoldenMetadata, render: (@Sendable (Double) throws -> Pixmap)? = nil) {
        self.frames = frames
        self.metadata = metadata
        self.render = render
    }
}

/// Turns a value into frames to compare with goldens, in the spirit of swift-snapshot-testing's
/// `Snapshotting`: strategies are values, and `pullback` adapts one to another value type.
///
/// ```swift
/// let still = GoldenStrategy<Pixmap>.image
/// let badge: GoldenStrategy<Badge> = still.pullback { badge in badge.rendered() }
/// ```
public struct GoldenStrategy<Value>: Sendable {
    public var snapshot: @Sendable (Value) throws -> GoldenSnapshot

    public init(snapshot: @escaping @Sendable (Value) throws -> GoldenSnapshot) {
        self.snapshot = snapshot
    }

    /// This strategy applied to the value that `transform` makes from a `NewValue`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> GoldenStrategy<NewValue> {
        let snapshot = self.snapshot
        return GoldenStrategy<NewValue> { try snapshot(transform($0)) }
    }

    /// This strategy with its metadata adjusted (e.g. a scene hash or renderer version added).
    public func withMetadata(_ adjust: @escaping @Sendable (inout GoldenMetadata) -> Void) -> GoldenStrategy<Value> {
        let snapshot = self.snapshot
        return GoldenStrategy { value in
            var s = try snapshot(value)
            adjust(&s.metadata)
            return s
        }
    }
}

extension GoldenStrategy where Value == Pixmap {
    /// A still: the pixmap itself as the frame at time 0 (scale 1: its size in points is its size in pixels).
    public static var image: GoldenStrategy<Pixmap> {
        GoldenStrategy { pixmap in
            GoldenSnapshot(frames: [GoldenFrame(time: 0, image: pixmap)],
                           metadata: GoldenMetadata(width: Double(pixmap.width), height: Double(pixmap.height)))
        }
    }
}

extension GoldenStrategy where Value == [GoldenFrame] {
    /// Frames given directly (a still's metadata from the first frame's size).
    public static func frames(fps: Double? = nil) -> GoldenStrategy<[GoldenFrame]> {
        GoldenStrategy { frames in
            let first = frames.first?.image
            return GoldenSnapshot(frames: frames,
                                  metadata: GoldenMetadata(width: Double(first?.width ?? 0),
                                                           height: Double(first?.height ?? 0), fps: fps))
        }
    }
}

/// How a frame is compared with its golden: the `Diffing` half of a snapshot strategy, made from a tolerance
/// or from any comparison function.
public struct Diffing: Sendable {
    public var tolerance: Tolerance
    public var compare: @Sendable (_ golden: Pixmap, _ actual: Pixmap) -> ImageComparison

    public init(tolerance: Tolerance, compare: @escaping @Sendable (_ golden: Pixmap, _ actual: Pixmap) -> ImageComparison) {
        self.tolerance = tolerance
        self.compare = compare
    }

    /// `ImageComparator` under `tolerance`.
    public static func tolerance(_ tolerance: Tolerance) -> Diffing {
        Diffing(tolerance: tolerance) { ImageComparator.compare(golden: $0, actual: $1, tolerance: tolerance) }
    }

    /// This diffing applied after `transform` to both frames (e.g. a crop or a mask that blanks a region).
    public func pullback(_ transform: @escaping @Sendable (Pixmap) -> Pixmap) -> Diffing {
        let compare = self.compare
        return Diffing(tolerance: tolerance) { compare(transform($0), transform($1)) }
    }
}
