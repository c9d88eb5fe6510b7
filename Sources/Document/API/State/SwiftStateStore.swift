/// The `@State` of a scene's Swift views that actions wrote, by `View path.property`. Values are
/// kept as the views declared them; equality uses `Hashable` where the value is (else values
/// compare unequal, as a non-Hashable value cannot be told apart). Values stay on the thread that
/// evaluates the scene's bodies and actions (the timeline's), hence the unchecked `Sendable`.
struct SwiftStateStore: StateStorage, @unchecked Sendable {
    var slots: [String: Any] = [:]

    func pruned(keeping live: Set<String>) -> SwiftStateStore {
        var s = self
        s.slots = slots.filter { key, _ in live.contains(String(key[..<(key.lastIndex(of: ".") ?? key.endIndex)])) }
        return s
    }

    func isEqual(to other: any StateStorage) -> Bool {
        guard let o = other as? SwiftStateStore, o.slots.count == slots.count else { return false }
        for (k, v) in slots {
            guard let w = o.slots[k], let a = v as? any Hashable, let b = w as? any Hashable,
                  AnyHashable(a) == AnyHashable(b) else { return false }
        }
        return true
    }

    func hash(into h: inout Hasher) { h.combine(Set(slots.keys)) }

    var size: Int { slots.count }

    var description: String {
        "[" + slots.keys.sorted().map { "\($0) = \(slots[$0]!)" }.joined(separator: ", ") + "]"
    }
}
