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
        let shared = try animatedMatchFrames(at: t, upTo: k, animating: &animating)
        return (try applyMatchedFrames(root, shared), animating)
    }

    // MARK: - One view

    /// The node as shown at t: its animated numbers, its insertion transition, its children (and
    /// ghosts of removed children) built the same way. `live` is the last snapshot it is part of.
    /// `insertionShown`: the caller shows this view's insertion transition itself (a view removed
    /// mid-insertion, whose removal carries the insertion's values on; see `ghostsByParent`).
    func build(_ node: LayoutNode, live: Int, at t: Double, ghosts: [ViewPath: [Ghost]],
               animating: inout Bool, insertionShown: Bool = false) throws -> LayoutNode {
        let path = node.path
        // The run of consecutive snapshots, ending at `live`, that contain this view.
        var first = live
        while first > 0, snapshots[first - 1].entries[path] != nil { first -= 1 }

        var shown = node
        let entry = snapshots[live].entries[path]!
        var change: ContentChange?
        if first < live {
            let start = snapshots[first].entries[path]!
            var track = AnimatedAttributes(initial: start.vector, groups: start.groups)
            var signature = start.signature
            for s in (first + 1)...live {
                let e = snapshots[s].entries[path]!
                if e.signature != signature {
                    let before = snapshots[s - 1].entries[path]!
                    if ContentChange.isContentChange(before, e) {
                        // New text or symbol, same view: the frame animates, the content transitions.
                        let anim = try animation(for: path, at: s)
                        track.set(e.vector, at: snapshots[s].time, animation: anim)
                        change = anim.map { contentChange(before.node, e.node, path: path, at: s, animation: $0) }
                    } else {
                        track = AnimatedAttributes(initial: e.vector, groups: e.groups)   // structure changed: no interpolation
                        change = nil
                    }
                    signature = e.signature
                } else if e.vector != track.current {
                    track.set(e.vector, at: snapshots[s].time, animation: try animation(for: path, at: s))
                }
            }
            let v = track.value(at: t, grid: grid)
            if v.isAnimating {
                animating = true
                activity?.note(track, at: t, grid: grid)
                shown = entry.node.settingAnimatableVector(v.value)
            }
        }

        if case .symbol = node.kind {
            let effects = symbolEffects(at: path, first: first, live: live, at: t, animating: &animating)
            shown.modifiers.insert(contentsOf: effects.map { LayoutModifier.placed(Effect($0), in: shown.frame) }, at: 0)
        }
        // Effects that move by themselves (an activity indicator) run from the moment the view
        // appeared, for ever: a loop of their period.
        for i in shown.modifiers.indices {
            guard case .effect(let e, let bounds) = shown.modifiers[i], let looping = e.base as? any LoopingEffect else { continue }
            shown.modifiers[i] = .effect(Effect(looping.after(elapsed: t - snapshots[first].time)), bounds: bounds)
            animating = true
            activity?.noteLoop(period: type(of: looping).period)
        }

        // Insertion transition: only for the outermost inserted view.
        if !insertionShown, let insertion = try insertion(of: path, first: first, live: live) {
            let transition = insertion.transition
            let track = try insertion.track(size: node.outerFrame.size)
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
        // Last: the content's overlays are drawn here, not views of the snapshots to build.
        if let change {
            var progress = AnimatedAttributes(initial: [0], groups: [1])
            progress.set([1], at: change.time, animation: change.animation)
            let p = progress.value(at: t, grid: grid)
            if p.isAnimating {
                animating = true
                activity?.finite = true   // a content transition ends: not a loop's part
                shown = change.presenting(shown, progress: p.value[0])
            }
        }
        return shown
    }

    // MARK: - Inserted views

    /// An insertion transition that played: the view at `path` appeared in snapshot `first` (the
    /// start of its run ending at `live`) inside a parent already on screen, in an animated change.
    struct Insertion {
        /// Resolved for `.insertion`.
        var transition: Transition
        var animation: Animation
        var time: Double

        /// Its values from the active state to identity.
        func track(size: Size) throws -> AnimatedAttributes {
            var track = AnimatedAttributes(initial: try transition.values(active: true, phase: .insertion, size: size),
                                           groups: try transition.valueGroups())
            track.set(try transition.values(active: false, phase: .insertion, size: size), at: time, animation: animation)
            return track
        }
    }

    func insertion(of path: ViewPath, first: Int, live: Int) throws -> Insertion? {
        let written = snapshots[first].transitions[path] ?? .opacity
        guard first > 0, let parent = snapshots[live].entries[path]?.parent, snapshots[first - 1].entries[parent] != nil,
              let anim = try written.attachedAnimation(for: .insertion) ?? animation(for: path, at: first) else { return nil }
        return Insertion(transition: written.resolved(for: .insertion), animation: anim, time: snapshots[first].time)
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
                      let anim = try written.attachedAnimation(for: .removal) ?? animation(for: path, at: s) else { continue }
                let transition = written.resolved(for: .removal)
                let size = e.node.outerFrame.size
                var track = AnimatedAttributes(initial: try transition.values(active: false, phase: .removal, size: size),
                                               groups: try transition.valueGroups())
                // Removed mid-insertion (before the insertion's animation is logically complete):
                // when both sides animate the same values (a symmetric transition, or the iOS 17
                // `Transition` protocol's phases, which share the identity body), SwiftUI animates
                // one modifier value — from where the insertion has got to on to the removal's side
                // (`.didDisappear`), combined as any interrupted animation is (§1.4) — rather than
                // playing both on top of each other. Removed later, in a spring's tail, the tail
                // plays out under the removal as before [I: the two differ by the tail's remainder].
                var first = s - 1
                while first > 0, snapshots[first - 1].entries[path] != nil { first -= 1 }
                var insertionShown = false
                if let insertion = try insertion(of: path, first: first, live: s - 1),
                   after.time < insertion.time + (insertion.animation.logicalCompletion(grid: grid) ?? .infinity),
                   insertion.transition.sharesValues(with: transition),
                   try insertion.transition.valueGroups() == transition.valueGroups() {
                    track = try insertion.track(size: size)
                    insertionShown = true
                }
                track.set(try transition.values(active: true, phase: .removal, size: size), at: after.time, animation: anim)
                let v = track.value(at: t, grid: grid)
                guard v.isAnimating else { continue }
                animating = true
                activity?.note(track, at: t, grid: grid)
                var node = try build(e.node, live: s - 1, at: t, ghosts: [:], animating: &animating, insertionShown: insertionShown)
                node.modifiers += try transition.modifiers(v.value[...], bounds: node.outerFrame)
                let siblings = before.entries[parent]!.node.children.map(\.path)
                out[parent, default: []].append(Ghost(node: node, before: siblings[..<index].reversed()))
            }
        }
        for key in out.keys { out[key]!.sort { $0.node.path < $1.node.path } }
        return out
    }

    // MARK: - Content changes

    /// A change of content by transaction `s`, with the content transition in effect there.
    func contentChange(_ from: LayoutNode, _ to: LayoutNode, path: ViewPath, at s: Int, animation: Animation) -> ContentChange {
        let style = snapshots[s].contentTransition(at: path)
        var countsDown = false
        if case .numericText(let down, let value) = style {
            countsDown = down
            // numericText(value:): the direction follows the change of value.
            if let value, case .numericText(_, let was?) = snapshots[s - 1].contentTransition(at: path) { countsDown = value < was }
        }
        return ContentChange(from: from, to: to, time: snapshots[s].time, animation: animation, style: style, countsDown: countsDown)
    }

    // MARK: - Symbol effects

    /// The effects the `.symbolEffect`s on `path` and its ancestors put on a symbol at t: a
    /// discrete effect plays from the transaction that changed its value, an indefinite one loops
    /// from the moment it became active (or the symbol appeared), a state-holding one (scale,
    /// appear, disappear) eases between off and on when `isActive` changes. A play that ends is
    /// finite motion; an effect looping forever is a loop of its cycle, so a clip of it alone is one
    /// seamless cycle (`ClipLength`).
    func symbolEffects(at path: ViewPath, first: Int, live k: Int, at t: Double, animating: inout Bool) -> [any VisualEffect] {
        var out: [any VisualEffect] = []
        var p = path
        while true {
            for (j, e) in (snapshots[k].symbolEffects[p] ?? []).enumerated() {
                // The same modifier in an earlier state: the same place in the list, the same effect.
                func was(_ s: Int) -> SymbolEffect? {
                    snapshots[s].symbolEffects[p].flatMap { j < $0.count && $0[j].kind == e.kind ? $0[j] : nil }
                }
                let cycle = SymbolEffectCurves.cycle(e.kind) / max(e.speed, 1e-3)
                switch e.trigger {
                case .value:
                    guard let s = stride(from: k, to: first, by: -1).first(where: { was($0 - 1).map { $0.trigger != e.trigger } ?? false })
                    else { continue }
                    let played = (t - snapshots[s].time) / cycle
                    if played < Double(e.repeatCount ?? 1) {
                        animating = true
                        activity?.finite = true
                        out += SymbolEffectCurves.play(e, phase: played - played.rounded(.down))
                    }
                case .active(let on):
                    let since = stride(from: k, to: first, by: -1).first { s in
                        if case .active(let before)? = was(s - 1)?.trigger { return before != on } else { return false }
                    }
                    let start = since.map { snapshots[$0].time } ?? snapshots[first].time
                    if SymbolEffectCurves.plays(e.kind) {
                        guard on else { continue }
                        let played = (t - start) / cycle
                        if let n = e.repeatCount {
                            guard played < Double(n) else { continue }
                            activity?.finite = true
                        } else {
                            activity?.noteLoop(period: cycle)
                        }
                        animating = true
                        out += SymbolEffectCurves.play(e, phase: played - played.rounded(.down))
                    } else {
                        // Eases (smoothstep) from the other state when isActive changed; else holds.
                        let x = since == nil ? 1 : min(max((t - start) / cycle, 0), 1)
                        if x < 1 { animating = true; activity?.finite = true }
                        let eased = x * x * (3 - 2 * x)
                        out += SymbolEffectCurves.hold(e, amount: on ? eased : 1 - eased)
                    }
                }
            }
            if p.components.isEmpty { break }
            p = ViewPath(Array(p.components.dropLast()))
        }
        return out
    }

    // MARK: - Which animation

    /// The animation for a change of `path` made by transaction `s`: the transaction's own, as each
    /// enclosing view from the root down rewrites it. An `.animation(_:value:)` sets it when its
    /// value changed in that transaction and leaves it alone otherwise (a stack of them on one view
    /// applies outside in, so the innermost changed one wins); `.animation(_:)` without a value
    /// always sets it; neither does when the transaction `disablesAnimations`. A `.transaction { … }`
    /// runs its body on the transaction as it stands there (`transaction(value:_:)` only when its
    /// value changed).
    func animation(for path: ViewPath, at s: Int) throws -> Animation? {
        let now = snapshots[s], before = snapshots[s - 1]
        var transaction = Transaction(animation: now.animation, disablesAnimations: now.disablesAnimations)
        for depth in 0...path.components.count {
            let p = ViewPath(Array(path.components.prefix(depth)))
            guard let entries = now.transactionModifiers[p] else { continue }
            let old = before.transactionModifiers[p]
            for (i, entry) in entries.enumerated() {
                // The same modifier in the previous state: the same place counted from the outside. Modifiers
                // on one path are listed outside in, and the inner ones can come and go with the view under
                // them (a sheet's content with its own `.animation(_:value:)`, removed), so the outer ones
                // keep their places.
                let was = old.flatMap { i < $0.count ? $0[i] : nil }
                switch entry {
                case .implicit(let anim, let value):
                    guard !transaction.disablesAnimations else { continue }
                    guard let value else { transaction.animation = anim; continue }
                    if case .implicit(_, let previous?)? = was, previous != value { transaction.animation = anim }
                case .rewrite(let m):
                    if let value = m.value {
                        guard case .rewrite(let previous)? = was, let pv = previous.value, pv != value else { continue }
                    }
                    try m.body(&transaction)
                }
            }
        }
        return transaction.animation
    }
}
