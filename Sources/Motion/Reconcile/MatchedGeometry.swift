import Document
import Geometry
import Layout

/// `matchedGeometryEffect` (§7): views that share an (id, namespace) share one frame, the frame
/// of the group's current source. When the source or its frame changes in an animated transaction
/// the shared frame animates from the old source's frame to the new one's, and every member —
/// the arriving source and a leaving view alike — follows it.
///
/// A follower is laid out again at every frame, as SwiftUI does: the shared size is proposed to the
/// part of its modifier chain inside `matchedGeometryEffect` (`MatchedRelayout`), which takes the
/// size it answers and is placed with its anchor point on the shared frame's (`.frame`) or on its own
/// (`.size`). So a container's text keeps its font size and wraps again, a `Spacer` keeps a view on
/// the moving edge, flexible frames take the new room, and a matched `Text` wraps (or truncates, in a
/// height too short for its lines) as it would laid out at that size. Only followers whose shared size
/// is more than half a pixel from their own are laid out again (the cost is one layout of the member's
/// subtree per frame, while it animates); a `.position` follower keeps its size and only moves.
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
                guard case .matchedGeometry(let g, let b, _) = m, g.isSource else { continue }
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

    /// Puts every member of an animating group on the group's shared frame; matched views inside a
    /// member then follow their own groups.
    func applyMatchedFrames(_ node: LayoutNode, _ frames: [MatchKey: Rect]) throws -> LayoutNode {
        if frames.isEmpty { return node }
        var n = node
        for m in node.modifiers {
            guard case .matchedGeometry(let g, let own, let relayout) = m,
                  let shared = frames[MatchKey(namespace: g.namespace, id: g.id)] else { continue }
            n = try node.following(shared, geometry: g, own: own, relayout: relayout)
            break
        }
        n.children = try n.children.map { try applyMatchedFrames($0, frames) }
        n.modifiers = try n.modifiers.map { m in
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
    /// This member (its matched effect measured `own`) following the group's frame `shared`.
    func following(_ shared: Rect, geometry g: MatchedGeometry, own: Rect, relayout: MatchedRelayout?) throws -> LayoutNode {
        // The size it is proposed, and where a view of the size it answers goes: its anchor point on
        // the shared anchor point, or (`.size` only) its own origin (OpenSwiftUI's `MatchedFrame`).
        let a = g.anchor
        let proposed = g.properties == .position ? own.size : shared.size
        func origin(_ s: Size) -> Point {
            g.properties == .size ? own.origin
                : Point(x: shared.minX + a.x * (shared.width - s.width), y: shared.minY + a.y * (shared.height - s.height))
        }
        // Within half a pixel of its own size it is its own layout: layout rounded its frame to the
        // pixel grid by up to that much, so proposing that frame back could wrap a text whose glyphs
        // are a fraction wider (a spring's tail would then show the wrong lines until it settles).
        let halfPixel = 0.5 / (relayout?.scale ?? 1)
        guard let relayout, abs(proposed.width - own.width) > halfPixel || abs(proposed.height - own.height) > halfPixel else {
            // Moved (and stretched by under half a pixel, or for a node made outside layout).
            return remapped(from: own, to: Rect(origin: origin(proposed), size: proposed))
        }
        return adoptingGeometry(of: try relayout.layout(proposing: proposed, origin: origin))
    }

    /// The subtree with every rect mapped by the linear map that takes `from` onto `to`.
    func remapped(from: Rect, to: Rect) -> LayoutNode {
        var n = self
        n.frame = Self.map(frame, from: from, to: to)
        n.children = children.map { $0.remapped(from: from, to: to) }
        n.modifiers = modifiers.map { $0.mappingFrames({ Self.map($0, from: from, to: to) }, views: { $0.remapped(from: from, to: to) }) }
        return n
    }

    /// This node as presented (its animated values, the transitions and content changes motion put
    /// on it, children still leaving) with the geometry of `fresh`, the same view laid out again:
    /// its frames, its modifiers' frames and its text's lines. What motion added has no counterpart
    /// in `fresh` and moves with the frame it is placed in (the view's, or that of the layout
    /// modifier just inside it); a leaving child moves with its parent [I: stretched with the
    /// parent's frame, as it is not laid out again].
    func adoptingGeometry(of fresh: LayoutNode) -> LayoutNode {
        var n = self
        n.frame = fresh.frame
        if case .text(var d)? = content, case .text(let f)? = fresh.content {
            d.layout = f.layout; d.font = f.font; d.spanStyles = f.spanStyles   // the fill stays: it may be animating
            n.content = .text(d)
        }
        var inside = (from: frame, to: fresh.frame)
        var j = 0
        n.modifiers = modifiers.map { m in
            guard j < fresh.modifiers.count, let adopted = m.adoptingGeometry(of: fresh.modifiers[j]) else {
                return m.mappingFrames({ LayoutNode.map($0, from: inside.from, to: inside.to) },
                                       views: { $0.remapped(from: inside.from, to: inside.to) })
            }
            if case .layout(_, let r) = m, case .layout(_, let r2) = adopted { inside = (r, r2) }
            if case .matchedGeometry(_, let r, _) = m, case .matchedGeometry(_, let r2, _) = adopted { inside = (r, r2) }
            j += 1
            return adopted
        }
        let laidOut = Dictionary(fresh.children.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        n.children = children.map { c in
            laidOut[c.path].map { c.adoptingGeometry(of: $0) } ?? c.remapped(from: frame, to: fresh.frame)
        }
        return n
    }

    /// `r` under the linear map that takes `from` onto `to` (as `remapped(from:to:)` maps frames).
    static func map(_ r: Rect, from: Rect, to: Rect) -> Rect {
        let sx = from.width > 0 ? to.width / from.width : 1, sy = from.height > 0 ? to.height / from.height : 1
        return Rect(x: to.minX + (r.minX - from.minX) * sx, y: to.minY + (r.minY - from.minY) * sy,
                    width: r.width * sx, height: r.height * sy)
    }
}

extension LayoutModifier {
    /// This modifier (as presented) with the geometry of `fresh`, when `fresh` is the same modifier
    /// laid out again; nil when it is not (a modifier motion added).
    func adoptingGeometry(of fresh: LayoutModifier) -> LayoutModifier? {
        switch (self, fresh) {
        case (.layout(let w, _), .layout(let w2, let r)) where w == w2: return .layout(w, r)
        case (.effect(let e, let b), .effect(let e2, let b2)) where e.name == e2.name: return .effect(e, bounds: b2 ?? b)
        case (.matchedGeometry(let g, _, let rl), .matchedGeometry(let g2, let b, _)) where g == g2:
            return .matchedGeometry(g, bounds: b, relayout: rl)
        case (.custom(let c, _), .custom(let c2, let b)) where c.name == c2.name: return .custom(c, bounds: b)
        case (.genie(let p, let t, let e, _), .genie(_, _, _, let b)): return .genie(progress: p, target: t, edge: e, bounds: b)
        case (.zIndex, .zIndex): return self
        case (.background(let v), .background(let v2)) where v.path == v2.path: return .background(v.adoptingGeometry(of: v2))
        case (.overlay(let v), .overlay(let v2)) where v.path == v2.path: return .overlay(v.adoptingGeometry(of: v2))
        case (.mask(let v), .mask(let v2)) where v.path == v2.path: return .mask(v.adoptingGeometry(of: v2))
        default: return nil
        }
    }
}
