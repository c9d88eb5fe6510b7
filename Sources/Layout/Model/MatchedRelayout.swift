import Document
import Geometry

/// How to lay a matched view out again for another proposed size: the part of its modifier chain
/// inside `matchedGeometryEffect`, as layout built it (with the environment it had there).
///
/// SwiftUI proposes the shared frame's size to a follower and lays it out again at every frame of
/// the animation (§7): its text keeps its font and wraps again, its spacers and flexible frames take
/// the new room. Motion uses this to do the same for a follower whose shared size differs from its
/// own. Each call builds the subtree's layout elements afresh (their answer caches never leave one
/// call), so frames can be laid out in any order, on any thread, with the same result.
///
/// Not part of equality: it is how the view was made, not what is drawn (as two layouts of the
/// same view compare equal whatever the proposal that made them).
public struct MatchedRelayout: Hashable, Sendable {
    /// The matched effect this view carries.
    public let geometry: MatchedGeometry
    /// The display scale the view was laid out at (its frames are on that pixel grid).
    public let scale: Double
    /// The subtree's answer to a proposal, and its node placed at the origin the caller chooses.
    let run: @Sendable (Size, (Size) -> Point) throws -> (node: LayoutNode, frame: Rect)

    init(geometry: MatchedGeometry, scale: Double,
         run: @escaping @Sendable (Size, (Size) -> Point) throws -> (node: LayoutNode, frame: Rect)) {
        self.geometry = geometry; self.scale = scale; self.run = run
    }

    /// The matched view proposed `size`: it takes the size it answers and is placed at
    /// `origin(answer)`; its `matchedGeometryEffect` is recorded with that frame, as layout does.
    /// Frames are not rounded to pixels (no frame of an animation in progress is).
    /// - Throws: `LayoutError`, as the view's first layout would have.
    public func layout(proposing size: Size, origin: (Size) -> Point) throws -> LayoutNode {
        var (node, frame) = try run(size, origin)
        node.modifiers.append(.matchedGeometry(geometry, bounds: frame, relayout: self))
        return node
    }

    public static func == (a: MatchedRelayout, b: MatchedRelayout) -> Bool { true }
    public func hash(into h: inout Hasher) {}
}

extension ElementBuilder {
    /// The relayout of `content` (built as `build(content, path:, state)` builds it) under `g`.
    func matchedRelayout(_ content: ViewNode, path: ViewPath, _ state: State, geometry g: MatchedGeometry) -> MatchedRelayout {
        let builder = self
        return MatchedRelayout(geometry: g, scale: ctx.scale) { size, origin in
            let ctx = builder.ctx
            // Never nil: the view was built once already (an `EmptyView` carries no matched effect).
            let element = try builder.build(content, path: path, state) ?? EmptyElement(path: path)
            let proposal = ProposedSize(size)
            let answer = try element.size(for: proposal, ctx)
            let frame = Rect(origin: origin(answer), size: answer)
            return (try element.place(in: frame, proposal: proposal, ctx), frame)
        }
    }
}
