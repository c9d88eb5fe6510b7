import Document
import Geometry

/// Several animatable attributes packed in one vector, each animated on its own.
///
/// SwiftUI runs one animator per attribute (a view's frame, each modifier's `animatableData`), and
/// a fluid spring's stop test uses that attribute's own magnitude (§3.6): packing a scale and an
/// opacity into one vector would make both settle later. `groups` gives each attribute's length.
struct AnimatedAttributes {
    let groups: [Int]
    var parts: [AnimatedValue]

    init(initial: [Double], groups: [Int]) {
        precondition(groups.reduce(0, +) == initial.count)
        self.groups = groups
        var parts: [AnimatedValue] = []
        var i = 0
        for g in groups {
            parts.append(AnimatedValue(initial: Array(initial[i..<(i + g)])))
            i += g
        }
        self.parts = parts
    }

    /// The latest value set (or the initial one).
    var current: [Double] { parts.flatMap { $0.changes.last?.value ?? $0.initial } }

    /// Records a change of every attribute that differs.
    mutating func set(_ value: [Double], at time: Double, animation: Animation?) {
        var i = 0
        for (n, g) in groups.enumerated() {
            let v = Array(value[i..<(i + g)])
            if v != (parts[n].changes.last?.value ?? parts[n].initial) { parts[n].set(v, at: time, animation: animation) }
            i += g
        }
    }

    func value(at t: Double, grid: FrameGrid) -> (value: [Double], isAnimating: Bool) {
        var out: [Double] = []
        var animating = false
        for p in parts {
            let v = p.value(at: t, grid: grid)
            out += v.value
            animating = animating || v.isAnimating
        }
        return (out, animating)
    }
}
