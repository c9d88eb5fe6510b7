#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Document
import Geometry
import Layout
import RenderTree
import Typography

/// A scene made ready to render: its timeline run, every state laid out, and a pure function from
/// time to what is on screen.
///
/// At time t the clip shows the latest state's layout with SwiftUI's animation model applied view
/// by view (views are matched by `ViewPath` across states):
/// - a view present in consecutive states animates its frame (as SwiftUI's (x, y, w, h) 4-vector),
///   effect values, paint colours (linear sRGB) and corner sizes with the transaction's animation
///   (or an `.animation(_:value:)` whose value changed), interruptions included (`AnimatedValue`);
/// - a view that appears is placed at its final frame at once and plays its insertion transition
///   (default `.opacity`);
/// - a view that disappears stays at its last frame, in its old place among its siblings, playing
///   its removal transition until the animation finishes, while the siblings already reflow.
/// Only the outermost inserted or removed view of a subtree transitions, as in SwiftUI.
///
/// Frames: frame i is at t = i / fps; a clip of duration D has frames 0 … ⌊D·fps⌋ (the frame at D
/// itself is included when D is a whole number of frames).
public final class Clip: Sendable {
    public let scene: Scene
    public let timeline: Timeline
    public let grid: FrameGrid
    /// The clip's length: the scene's, or automatic (see `ClipLength`). For a loop, the frames are
    /// those before `duration` (the frame at it would be the loop's first again).
    public let duration: Double
    /// How `duration` was decided.
    public let length: ClipLength
    let snapshots: [Snapshot]

    /// Where preparing the clip took its time (wall seconds; not part of what is drawn).
    public let preparation: Preparation

    /// How long running the timeline and laying out its states took.
    public struct Preparation: Sendable {
        public var timelineSeconds: Double
        /// Building every state's view tree and laying it out (on `threads` threads).
        public var layoutSeconds: Double
        /// Of that, summed over the threads: evaluating the states' bodies (the scene's code), and
        /// laying the trees out — which includes running `Canvas` renderers, interpreted there.
        public var bodySeconds: Double = 0, layoutOnlySeconds: Double = 0
        public var states: Int
        public var threads: Int
    }

    /// `threads`: how many threads lay out the states (each state's body and layout are
    /// independent, so they are built in parallel and kept in time order).
    public init(scene: Scene, images: ImageProvider = .none, fonts: FontLibrary = .shared,
                threads: Int = Clip.defaultLayoutThreads) throws {
        self.scene = scene
        grid = FrameGrid(fps: scene.fps)
        let clock = ContinuousClock()
        let started = clock.now
        timeline = try Timeline.run(scene)
        let ran = clock.now
        var entries: [(StateValues, Double, Transaction)] = [(timeline.initialState, 0, Transaction())]
        for tr in timeline.transactions {
            entries.append((tr.state, tr.time, Transaction(animation: tr.animation, disablesAnimations: tr.disablesAnimations)))
        }
        let workers = max(1, min(threads, entries.count))
        let all = entries
        let built = try Clip.parallelMap(all.count, threads: workers) { i in
            let (state, time, transaction) = all[i]
            let begun = clock.now
            let view = try scene.body(state)
            let evaluated = clock.now
            let l = try layout(view, in: scene.size, scale: scene.scale, images: images, fonts: fonts)
            return (Snapshot(time: time, transaction: transaction, view: view, layout: l),
                    Clip.seconds(evaluated - begun), Clip.seconds(clock.now - evaluated))
        }
        let snaps = built.map(\.0)
        preparation = Preparation(timelineSeconds: Clip.seconds(ran - started), layoutSeconds: Clip.seconds(clock.now - ran),
                                  bodySeconds: built.reduce(0) { $0 + $1.1 }, layoutOnlySeconds: built.reduce(0) { $0 + $1.2 },
                                  states: entries.count, threads: workers)
        snapshots = snaps
        if let d = scene.duration {
            duration = d
            length = .given
        } else {
            let automatic = try Self.automaticLength(snapshots: snaps, grid: grid, lastChange: timeline.lastChange,
                                                     hold: scene.hold)
            duration = automatic.0
            length = automatic.1
        }
    }

    /// Number of frames: 0 … ⌊duration·fps⌋ (a loop: those before `duration`).
    public var frameCount: Int { frameCount(on: grid) }

    /// Frames of the clip on another grid (slow motion): those up to `duration`, or before it for a loop.
    public func frameCount(on grid: FrameGrid) -> Int {
        length.loopEnd != nil ? grid.frameCount(before: duration) : grid.frameCount(duration: duration)
    }

    /// The instant of frame i.
    public func time(ofFrame i: Int) -> Double { grid.time(ofFrame: i) }

    /// What is on screen at time t, as a layout tree with every animated value applied.
    public func presentation(at t: Double) throws -> (layout: LayoutNode, isAnimating: Bool) {
        try Presenter(snapshots: snapshots, grid: grid).present(at: t)
    }

    /// Characters that no installed font has, in the text of every state the clip shows (in order of
    /// first appearance); they are drawn as `.notdef` boxes.
    public var missingCharacters: [Character] {
        var out: [Character] = []
        var seen = Set<Character>()
        func walk(_ n: LayoutNode) {
            if case .text(let t)? = n.content {
                for c in t.layout.missingCharacters where seen.insert(c).inserted { out.append(c) }
            }
            n.children.forEach(walk)
        }
        for s in snapshots { walk(s.layout) }
        return out
    }

    /// What to tell the user about `missingCharacters` (nil when there are none): the characters, their
    /// code points and the Debian font packages that have them.
    public var missingCharactersWarning: String? {
        let m = missingCharacters
        return m.isEmpty ? nil : TextLayout.missingCharactersMessage(m)
    }

    /// The render tree at time t.
    public func renderNode(at t: Double) throws -> RenderNode {
        try presentation(at: t).layout.renderNode()
    }
}

extension Clip {
    /// One thread per core.
    public static var defaultLayoutThreads: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// `f(0) … f(n − 1)` on `threads` threads, in index order; the first error by index is thrown
    /// (so which error a clip reports does not depend on thread timing).
    static func parallelMap<T: Sendable>(_ n: Int, threads: Int, _ f: @Sendable (Int) throws -> T) throws -> [T] {
        if threads <= 1 || n <= 1 { return try (0..<n).map(f) }
        let results = UnsafeMutablePointer<Result<T, any Error>?>.allocate(capacity: n)
        results.initialize(repeating: nil, count: n)
        defer { results.deinitialize(count: n); results.deallocate() }
        let slots = SendablePointer(results)
        DispatchQueue.concurrentPerform(iterations: threads) { w in
            var i = w
            while i < n {
                slots.pointer[i] = Result { try f(i) }
                i += threads
            }
        }
        return try (0..<n).map { try results[$0]!.get() }
    }
}

/// A buffer each worker writes its own indices of.
private struct SendablePointer<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>
    init(_ p: UnsafeMutablePointer<T>) { pointer = p }
}
