import Geometry

/// How SwiftUI's `HStack`/`VStack` divide a concrete length among their children
/// (objc.io, "Thinking in SwiftUI", ch. 4 "Layout"; Apple's `layoutPriority(_:)` documentation;
/// OpenSwiftUI `StackLayout.swift`), used by stacks and by `Grid` for its columns and rows:
///
/// 1. With no length on offer (nil) every child is proposed nil: its ideal size.
/// 2. Otherwise each child's flexibility is `max − min`, its answers to ∞ and to 0.
/// 3. Children are grouped by `layoutPriority`, highest first. A group is offered what remains
///    minus the minimum lengths of all lower-priority children.
/// 4. Within a group, the least flexible child goes first (stable for ties) and is offered an even
///    share of what remains for the group; what it takes is subtracted and the next child is
///    offered an even share of the rest.
///
/// Shares never go below 0; an infinite offer stays infinite.
enum StackDistribution {
    /// Sizes for `count` children along `axis`: `measure(i, length)` is child i's answer to
    /// `length` along the axis (its cross-axis proposal is the caller's business).
    static func sizes(count: Int, along axis: Axis, available: Double?, priority: (Int) -> Double,
                      measure: (Int, Double?) throws -> Size) throws -> [Size] {
        guard let available else { return try (0..<count).map { try measure($0, nil) } }
        guard count > 0 else { return [] }
        var minLength = [Double](repeating: 0, count: count)
        var flexibility = [Double](repeating: 0, count: count)
        for i in 0..<count {
            let lo = try measure(i, 0)[axis]
            let hi = try measure(i, .infinity)[axis]
            minLength[i] = lo
            let f = hi - lo
            flexibility[i] = f.isNaN ? .infinity : f
        }
        let priorities = Array(Set((0..<count).map(priority))).sorted(by: >)
        var result = [Size](repeating: .zero, count: count)
        var remaining = available
        for p in priorities {
            let group = (0..<count).filter { priority($0) == p }
                .enumerated().sorted { a, b in
                    flexibility[a.element] < flexibility[b.element]
                        || (flexibility[a.element] == flexibility[b.element] && a.offset < b.offset)
                }.map(\.element)
            let reserved = (0..<count).filter { priority($0) < p }.reduce(0) { $0 + minLength[$1] }
            var groupRemaining = remaining - reserved
            var left = group.count
            var taken = 0.0
            for i in group {
                let share = groupRemaining.isInfinite ? (groupRemaining > 0 ? Double.infinity : 0)
                                                      : max(0, groupRemaining / Double(left))
                let s = try measure(i, share)
                result[i] = s
                if groupRemaining.isFinite { groupRemaining -= s[axis] }
                taken += s[axis]
                left -= 1
            }
            if remaining.isFinite { remaining -= taken }
        }
        return result
    }
}
