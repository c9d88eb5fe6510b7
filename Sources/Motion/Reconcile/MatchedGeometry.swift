import Document
import Geometry
import Layout

/// `matchedGeometryEffect` (§7): views that share an (id, namespace) share one frame, the frame
/// of the group's current source. When the source or its frame changes in an animated transaction
/// the shared frame animates from the old source's frame to the new one's, and every member —
/// the arriving source and a leaving view alike — follows it.
///
/// SwiftUI lays a follower out again at the shared size. Here a follower's subtree is mapped onto
/// the shared frame: every frame inside it is moved and resized proportionally, so shapes are
/// redrawn at their new size with true corner radii. A matched `Text` is wrapped again at its
/// mapped width (as `Text` lays out for that proposed width): where that moves its line breaks,
/// the new lines are drawn centred in the mapped frame. Text inside a matched container keeps its
/// glyph layout and moves with its mapped frame [I: the proportional mapping of a container's
/// inner frames, and keeping the glyphs of a text whose lines stay the same].
struct MatchKey: Hashable, Sendable {
    var namespace: String
    var id: StateValue
}

struct MatchSource: Sendable {
    var path: ViewPath
    var frame: Rect
}

extension Snapshot {
    /// The source of each matched-geometry group: the first member (in document order) that is a source.
    static func matchSources(_ root: LayoutNode) -> [MatchKey: MatchSource] {
        var out: [MatchKey: MatchSource] = [:]
        root.visit { n in
            for m in n.modifiers {
                guard case .matchedGeometry(let g, let b) = m, g.isSource else { continue }
                let key = MatchKey(namespace: g.namespace, id: g.id)
                if out[key] == nil { out[key] = MatchSource(path: n.path, frame: b) }
            }
        }
        return out
    }
}

extension Presenter {
    /// The shared frame of every group that is animating at t.
    func animatedMatchFrames(at t: Double, upTo k: Int, animating: inout Bool) throws -> [MatchKey: Rect] {
        var out: [MatchKey: Rect] = [:]
        for key in snapshots[k].matchSources.keys {
            var first = k
            while first > 0, snapshots[first - 1].matchSources[key] != nil { first -= 1 }
            guard first < k else { continue }
            func vector(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }
            var track = AnimatedValue(initial: vector(snapshots[first].matchSources[key]!.frame))
            for s in (first + 1)...k {
                let src = snapshots[s].matchSources[key]!
                let v = vector(src.frame)
                if v != (track.changes.last?.value ?? track.initial) {
                    track.set(v, at: snapshots[s].time, animation: try animation(for: src.path, at: s))
                }
            }
            let v = track.value(at: t, grid: grid)
            if v.isAnimating {
                animating = true
                activity?.note(track, at: t, grid: grid)
                out[key] = Rect(x: v.value[0], y: v.value[1], width: v.value[2], height: v.value[3])
            }
        }
        return out
    }

    /// Maps every member of an animating group onto the group's shared frame.
    func applyMatchedFrames(_ node: LayoutNode, _ frames: [MatchKey: Rect]) throws -> LayoutNode {
        if frames.isEmpty { return node }
        for m in node.modifiers {
            guard case .matchedGeometry(let g, let own) = m,
                  let shared = frames[MatchKey(namespace: g.namespace, id: g.id)] else { continue }
            var target = shared
            switch g.properties {
            case .frame: break
            case .position:
                // Keep its own size; put its anchor point where the shared anchor point is.
                let a = g.anchor
                target = Rect(x: shared.minX + a.x * (shared.width - own.width), y: shared.minY + a.y * (shared.height - own.height),
                              width: own.width, height: own.height)
            case .size:
                let a = g.anchor
                target = Rect(x: own.minX + a.x * (own.width - shared.width), y: own.minY + a.y * (own.height - shared.height),
                              width: shared.width, height: shared.height)
            }
            // A matched text is laid out again at its new width; views inside a matched container
            // are mapped proportionally (laying the container out again is not modelled [I]).
            return try node.remapped(from: own, to: target).rewrapped(from: node)
        }
        var n = node
        n.children = try node.children.map { try applyMatchedFrames($0, frames) }
        n.modifiers = try node.modifiers.map { m in
            switch m {
            case .background(let v): return .background(try applyMatchedFrames(v, frames))
            case .overlay(let v): return .overlay(try applyMatchedFrames(v, frames))
            case .mask(let v): return .mask(try applyMatchedFrames(v, frames))
            default: return m
            }
        }
        return n
    }
}

extension LayoutNode {
    /// The subtree with every rect mapped by the linear map that takes `from` onto `to`.
    func remapped(from: Rect, to: Rect) -> LayoutNode {
        let sx = from.width > 0 ? to.width / from.width : 1, sy = from.height > 0 ? to.height / from.height : 1
        func map(_ r: Rect) -> Rect {
            Rect(x: to.minX + (r.minX - from.minX) * sx, y: to.minY + (r.minY - from.minY) * sy,
                 width: r.width * sx, height: r.height * sy)
        }
        var n = self
        n.frame = map(frame)
        n.children = children.map { $0.remapped(from: from, to: to) }
        n.modifiers = modifiers.map { $0.mappingFrames(map, views: { $0.remapped(from: from, to: to) }) }
        // Text inside keeps its glyph layout: it is drawn from its (moved) frame origin.
        return n
    }

    /// A matched `Text` (this node, mapped from `original`) laid out again for its new width, as
    /// SwiftUI proposes the shared size to it. When that breaks its lines elsewhere (a narrower
    /// frame, more lines) the new layout is drawn, centred in the mapped frame as a view proposed a
    /// size it does not fill; on the same lines it keeps its glyphs and the mapped origin.
    func rewrapped(from original: LayoutNode) throws -> LayoutNode {
        guard case .text(var drawing) = content, let relayout = drawing.relayout,
              abs(frame.width - original.frame.width) > 1e-9 else { return self }
        let wrapped = try relayout.layout(width: frame.width)
        guard wrapped.lineStrings != drawing.layout.lineStrings else { return self }
        drawing.layout = wrapped
        var n = self
        n.content = .text(drawing)
        n.frame = Rect(x: frame.midX - wrapped.size.width / 2, y: frame.midY - wrapped.size.height / 2,
                       width: wrapped.size.width, height: wrapped.size.height)
        return n
    }
}
