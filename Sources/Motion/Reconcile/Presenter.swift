import Document
import Geometry
import Layout

/// Builds the presentation of a clip at one instant (see `Clip`). Pure: everything is recomputed
/// from the snapshots, so any frame can be asked for alone, in any order, on any thread.
struct Presenter {
    let snapshots: [Snapshot]
    let grid: FrameGrid
    /// When set, records what kind of motion is running (for the automatic clip length only: a
    /// presenter that renders frames leaves it nil and stays free of shared state).
    var activity: MotionActivity? = nil

    /// A removed view still playing its removal transition.
    struct Ghost {
        var node: LayoutNode
        /// Its siblings before it when it was last laid out, nearest first.
        var before: [ViewPath]
    }

    func present(at t: Double) throws -> (layout: LayoutNode, isAnimating: Bool) {
        let k = snapshots.lastIndex { $0.time <= t } ?? 0
        var animating = false
        let ghosts = try ghostsByParent(at: t, upTo: k, animating: &animating)
        let root = try build(snapshots[k].layout, live: k, at: t, ghosts: ghosts, animating: &animating)
        let shared = animatedMatchFrames(at: t, upTo: k, animating: &animating)
        return (applyMatchedFrames(root, shared), animating)
    }

    // MARK: - One view

    /// The node as shown at t: its animated numbers, its insertion transition, its children (and
    /// ghosts of removed children) built the same way. `live` is the last snapshot it is part of.
    func build(_ node: LayoutNode, live: Int, at t: Double, ghosts: [ViewPath: [Ghost]],
               animating: inout Bool) throws -> LayoutNode {
        let path = node.path
        // The run of consecutive snapshots, ending at `live`, that contain this view.
        var first = live
        while first > 0, snapshots[first - 1].entries[path] != nil { first -= 1 }

        var shown = node
        let entry = snapshots[live].entries[path]!
        if first < live {
            let start = snapshots[first].entries[path]!
            var track = AnimatedAttributes(initial: start.vector, groups: start.groups)
            var signature = start.signature
            for s in (first + 1)...live {
                let e = snapshots[s].entries[path]!
                if e.signature != signature {
                    track = AnimatedAttributes(initial: e.vector, groups: e.groups)   // structure changed: no interpolation
                    signature = e.signature
                } else if e.vector != track.current {
                    track.set(e.vector, at: snapshots[s].time, animation: animation(for: path, at: s))
                }
            }
            let v = track.value(at: t, grid: grid)
            if v.isAnimating {
                animating = true
                activity?.note(track, at: t, grid: grid)
                shown = entry.node.settingAnimatableVector(v.value)
            }
        }

        // Insertion transition: only for the outermost inserted view.
        let written = snapshots[first].transitions[path] ?? .opacity
        if first > 0, let parent = entry.parent, snapshots[first - 1].entries[parent] != nil,
           let anim = written.attachedAnimation(for: .insertion) ?? animation(for: path, at: first) {
            let transition = written.resolved(for: .insertion)
            var track = AnimatedAttributes(initial: try transition.values(active: true, phase: .insertion, size: node.outerFrame.size),
                                           groups: try transition.valueGroups())
            track.set(try transition.values(active: false, phase: .insertion, size: node.outerFrame.size),
                      at: snapshots[first].time, animation: anim)
            let v = track.value(at: t, grid: grid)
            if v.isAnimating {
                animating = true
                activity?.note(track, at: t, grid: grid)
                shown.modifiers += try transition.modifiers(v.value[...], bounds: shown.outerFrame)
            }
        }

        // Children, with removed ones still leaving put back where they were.
        var children: [LayoutNode] = []
        for c in node.children {
            children.append(try build(c, live: live, at: t, ghosts: ghosts, animating: &animating))
        }
        if let gs = ghosts[path] {
            for g in gs {
                let at = g.before.lazy.compactMap { p in children.lastIndex { $0.path == p } }.first.map { $0 + 1 } ?? 0
                children.insert(g.node, at: at)
            }
        }
        shown.children = children
        shown.modifiers = try shown.modifiers.map { m in
            switch m {
            case .background(let n): return .background(try build(n, live: live, at: t, ghosts: ghosts, animating: &animating))
            case .overlay(let n): return .overlay(try build(n, live: live, at: t, ghosts: ghosts, animating: &animating))
            case .mask(let n): return .mask(try build(n, live: live, at: t, ghosts: ghosts, animating: &animating))
            default: return m
            }
        }
        return shown
    }

    // MARK: - Removed views

    /// Views removed by transactions up to `k` whose removal transition is still running at t,
    /// grouped by the parent they are drawn in.
    func ghostsByParent(at t: Double, upTo k: Int, animating: inout Bool) throws -> [ViewPath: [Ghost]] {
        var out: [ViewPath: [Ghost]] = [:]
        guard k >= 1 else { return out }
        for s in 1...k {
            let before = snapshots[s - 1], after = snapshots[s]
            for (path, e) in before.entries where after.entries[path] == nil {
                // Only the outermost removed view transitions; it needs its parent still on screen.
                let written = before.transitions[path] ?? .opacity
                guard let parent = e.parent, let index = e.index, after.entries[parent] != nil,
                      snapshots[k].entries[parent] != nil,
                      let anim = written.attachedAnimation(for: .removal) ?? animation(for: path, at: s) else { continue }
                let transition = written.resolved(for: .removal)
                let size = e.node.outerFrame.size
                var track = AnimatedAttributes(initial: try transition.values(active: false, phase: .removal, size: size),
                                               groups: try transition.valueGroups())
                track.set(try transition.values(active: true, phase: .removal, size: size), at: after.time, animation: anim)
                let v = track.value(at: t, grid: grid)
                guard v.isAnimating else { continue }
                animating = true
                activity?.note(track, at: t, grid: grid)
                var node = try build(e.node, live: s - 1, at: t, ghosts: [:], animating: &animating)
                node.modifiers += try transition.modifiers(v.value[...], bounds: node.outerFrame)
                let siblings = before.entries[parent]!.node.children.map(\.path)
                out[parent, default: []].append(Ghost(node: node, before: siblings[..<index].reversed()))
            }
        }
        for key in out.keys { out[key]!.sort { $0.node.path < $1.node.path } }
        return out
    }

    // MARK: - Which animation

    /// The animation for a change of `path` made by transaction `s`: the innermost enclosing
    /// `.animation(_:value:)` whose value changed in that transaction (each sets the transaction's
    /// animation for its subtree when its value changes and leaves it alone otherwise; a stack of
    /// them on one view is checked inside out), or `.animation(_:)` without a value, else the
    /// transaction's own.
    func animation(for path: ViewPath, at s: Int) -> Animation? {
        let now = snapshots[s], before = snapshots[s - 1]
        var p = path
        while true {
            if let stack = now.implicitAnimations[p] {
                let old = before.implicitAnimations[p]
                for (i, (anim, value)) in stack.enumerated() {
                    guard let value else { return anim }
                    // The same modifier in the previous state: the same place in a stack of the same height.
                    if let old, old.count == stack.count, let was = old[i].value, was != value { return anim }
                }
            }
            if p.components.isEmpty { break }
            p = ViewPath(Array(p.components.dropLast()))
        }
        return now.animation
    }
}
