import Codecs
import Foundation
import Motion
import Raster

/// Everything the browser preview shows of one render, as the page's JSON: the frames (as lossless WebP
/// patches), the timing, the key moments and taps for the timeline, and the command that renders the clip.
///
/// Frames are stored as changes: every `keyInterval`-th frame whole, every other frame as the rectangle
/// that differs from the frame before it (nothing when it is the same). The page shows frame k by drawing
/// the keyframe at or before it and the patches after it, so scrubbing costs at most `keyInterval − 1`
/// small draws and the page stays a fraction of the size of one PNG per frame.
public struct PreviewClip: Codable, Sendable, Equatable {
    /// One frame's stored pixels.
    public struct Patch: Codable, Sendable, Equatable {
        /// The rectangle in pixels.
        public var x: Int, y: Int, w: Int, h: Int
        /// A `data:image/webp;base64,…` URL of the rectangle's lossless pixels.
        public var src: String
    }

    /// A point on the timeline worth a marker.
    public struct Marker: Codable, Sendable, Equatable {
        public var frame: Int
        /// `start`, `begin`, `mid`, `peak`, `settled`, `end` (`KeyMoment.Kind`) or `tap`.
        public var kind: String
        public var label: String
    }

    public var formatVersion = 1
    public var scene: String
    /// Pixel size of the frames, and the size in points the page shows them at.
    public var width: Int, height: Int
    public var pointWidth: Double, pointHeight: Double
    public var fps: Double
    public var frameCount: Int
    /// Clip seconds (frame i shows i / fps).
    public var duration: Double
    public var keyInterval: Int
    /// One entry per frame: its patch, or nil when it equals the frame before.
    public var frames: [Patch?]
    public var markers: [Marker]
    /// The shell command that renders this clip to a GIF.
    public var command: String
    /// A hash of everything above, so a watching page can tell a new render from the one it shows.
    public var stamp: String

    /// Renders every frame of `renderer`'s clip (at its timing) and builds the preview.
    /// - Parameter command: the `flipbook render …` line shown on the page.
    public static func render(_ renderer: ParallelFrameRenderer, command: String, keyInterval: Int = 30,
                              progress: (Int) throws -> Void = { _ in }) throws -> PreviewClip {
        guard let clip = renderer.source as? Clip else { throw OutputError("a preview shows one clip, not \(type(of: renderer.source))") }
        let timing = renderer.timing
        let frameIndices = Array(0..<timing.frameCount)
        var previous: Pixmap?
        var patches: [Patch?] = Array(repeating: nil, count: frameIndices.count)
        var pending: [(position: Int, pixels: Pixmap, box: PixelBox)] = []
        let threads = renderer.threads
        func flush() throws {
            // Patches are independent: encode them in parallel; each result lands in its own slot, so the page
            // does not depend on the thread count.
            let work = pending
            pending = []
            let results = UnsafeResults(count: work.count)
            DispatchQueue.concurrentPerform(iterations: min(threads, work.count)) { worker in
                var i = worker
                while i < work.count {
                    results.set(i, Result { try WebP.encodeLossless(work[i].pixels, method: 1) })
                    i += threads
                }
            }
            for (i, item) in work.enumerated() {
                let bytes = try results.get(i)
                patches[item.position] = Patch(x: item.box.x, y: item.box.y, w: item.box.width, h: item.box.height,
                                               src: "data:image/webp;base64," + Data(bytes).base64EncodedString())
            }
        }
        var done = 0
        try renderer.render(frames: frameIndices) { index, pixmap in
            let position = index
            let box: PixelBox?
            if position % keyInterval == 0 || previous == nil {
                box = PixelBox(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
            } else {
                box = PixelBox.changed(from: previous!, to: pixmap)
            }
            if let box { pending.append((position, box.crop(pixmap), box)) }
            previous = pixmap
            if pending.count >= 4 * threads { try flush() }
            done += 1
            try progress(done)
        }
        try flush()

        var markers = clip.keyMoments().map { moment in
            Marker(frame: moment.frame, kind: moment.kind.rawValue, label: Self.label(moment))
        }
        for tap in clip.scene.taps {
            let frame = min(timing.frameCount - 1, Int((tap.time / timing.speed * timing.fps - 1e-9).rounded(.up)))
            markers.append(Marker(frame: max(0, frame), kind: "tap", label: "tap “\(tap.target)” at \(Self.seconds(tap.time)) s"))
        }
        markers.sort { ($0.frame, $0.kind) < ($1.frame, $1.kind) }
        let scene = clip.scene
        var preview = PreviewClip(scene: scene.name, width: previous?.width ?? 1, height: previous?.height ?? 1,
                                  pointWidth: scene.size.width, pointHeight: scene.size.height, fps: timing.fps,
                                  frameCount: timing.frameCount, duration: clip.duration, keyInterval: keyInterval,
                                  frames: patches, markers: markers, command: command, stamp: "")
        preview.stamp = XXH64.hex(Array(try preview.json().utf8))
        return preview
    }

    /// The JSON the page reads (keys sorted, so equal clips give equal bytes).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    static func label(_ moment: KeyMoment) -> String {
        let what: String
        switch moment.kind {
        case .start: what = "start"
        case .end: what = "end"
        case .begin: what = "change \(moment.transaction ?? 0) begins"
        case .mid: what = "change \(moment.transaction ?? 0) half-way"
        case .peak: what = "change \(moment.transaction ?? 0) overshoots most"
        case .settled: what = "change \(moment.transaction ?? 0) settled"
        }
        return "\(what) (frame \(moment.frame))"
    }

    static func seconds(_ t: Double) -> String { String(format: "%.2f", t) }
}

/// A rectangle of whole pixels.
struct PixelBox: Sendable, Equatable {
    var x: Int, y: Int, width: Int, height: Int

    /// The bounding box of the pixels that differ between two frames of one size; nil when none do.
    static func changed(from a: Pixmap, to b: Pixmap) -> PixelBox? {
        var minX = b.width, minY = b.height, maxX = -1, maxY = -1
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<b.height {
                    let row = y * b.width
                    // Whole rows compare fast (memcmp); only changed rows are scanned for their extent.
                    if memcmp(pa.baseAddress! + row, pb.baseAddress! + row, b.width * 4) == 0 { continue }
                    var first = 0
                    while pa[row + first] == pb[row + first] { first += 1 }
                    var last = b.width - 1
                    while pa[row + last] == pb[row + last] { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelBox(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The pixels of this box.
    func crop(_ pixmap: Pixmap) -> Pixmap {
        if x == 0 && y == 0 && width == pixmap.width && height == pixmap.height { return pixmap }
        var pixels = [UInt32]()
        pixels.reserveCapacity(width * height)
        for row in y..<(y + height) {
            let start = row * pixmap.width + x
            pixels += pixmap.pixels[start..<(start + width)]
        }
        return Pixmap(width: width, height: height, pixels: pixels)
    }
}

/// Results written by parallel workers, one slot each.
private final class UnsafeResults: @unchecked Sendable {
    private var slots: [Result<[UInt8], any Error>?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: Result<[UInt8], any Error>) { lock.withLock { slots[i] = r } }
    func get(_ i: Int) throws -> [UInt8] { try lock.withLock { slots[i]! }.get() }
}
