import Document

/// The state of an interpreted scene at one moment: every `@State` slot that an action has
/// written (a slot no action wrote still has the initial value its view computes when it is
/// made, as SwiftUI keeps only the first one), and every class instance an action changed or made.
///
/// Slots belong to view instances (`Identity`). When an instance is gone from the view tree, its
/// slots and the objects it made are dropped before the next action runs (`pruned`), so a view
/// that comes back starts again from its initial values, as in SwiftUI.
struct ScriptStore: StateStorage {
    var slots: [SlotKey: Value] = [:]
    /// Class instances an action changed or made.
    var objects: [ObjectID: Record] = [:]
    /// Objects made by actions so far (their `Identity.Part.serial` numbers).
    var serial = 0
    /// Actions run so far: each draws its own random numbers and UUIDs (see `randomSource`).
    var actionsRun: UInt64 = 0

    /// The store without the state of the instances not in `live`, nor the objects they made
    /// (objects made by actions belong to the scene and stay).
    func pruned(keeping live: Set<Identity>) -> ScriptStore {
        var s = self
        s.slots = slots.filter { live.contains($0.key.owner) }
        s.objects = objects.filter { live.contains($0.key.owner) }
        return s
    }

    func isEqual(to other: any StateStorage) -> Bool {
        guard let o = other as? ScriptStore, o.serial == serial, o.slots.count == slots.count,
              o.objects.count == objects.count else { return false }
        for (k, v) in slots {
            guard let w = o.slots[k], Value.same(v, w) else { return false }
        }
        for (k, r) in objects {
            guard let q = o.objects[k], Value.same(.record(r), .record(q)) else { return false }
        }
        return true
    }

    var size: Int {
        func parts(_ v: Value) -> Int {
            switch v {
            case .array(let items): return 1 + items.reduce(0) { $0 + parts($1) }
            case .tuple(_, let items): return 1 + items.reduce(0) { $0 + parts($1) }
            case .record(let r): return 1 + r.fields.values.reduce(0) { $0 + parts($1) }
            case .animatablePair(let a, let b): return 1 + parts(a) + parts(b)
            default: return 1
            }
        }
        return slots.values.reduce(0) { $0 + parts($1) } + objects.values.reduce(0) { $0 + parts(.record($1)) }
    }

    func hash(into h: inout Hasher) {
        h.combine(serial)
        h.combine(Set(slots.keys))
        h.combine(Set(objects.keys))
    }

    var description: String {
        let parts = slots.sorted { ($0.key.owner.description, $0.key.name) < ($1.key.owner.description, $1.key.name) }
            .map { "\($0.key.owner).\($0.key.name) = \($0.value.debugDescription)" }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
