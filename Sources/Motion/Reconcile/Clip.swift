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

    public init(scene: Scene, images: ImageProvider = .none, fonts: FontLibrary = .shared) throws {
        self.scene = scene
        grid = FrameGrid(fps: scene.fps)
        timeline = try Timeline.run(scene)
        var snaps: [Snapshot] = []
        func add(_ state: StateValues, _ time: Double, _ transaction: Transaction) throws {
            let view = try scene.body(state)
            let l = try layout(view, in: scene.size, scale: scene.scale, images: images, fonts: fonts)
            snaps.append(Snapshot(time: time, transaction: transaction, view: view, layout: l))
        }
        try add(timeline.initialState, 0, Transaction())
        for tr in timeline.transactions {
            try add(tr.state, tr.time, Transaction(animation: tr.animation, disablesAnimations: tr.disablesAnimations))
        }
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
