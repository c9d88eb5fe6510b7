/// Local names in scope: a flat list searched from the innermost binding outward, plus the struct
/// instance whose properties and methods are visible (`self`). A value type, so closures capture
/// the scope they were made in by copying it (copy-on-write makes that cheap).
struct Env: Sendable {
    private var names: [String] = []
    private var values: [Value] = []
    private var mutable: [Bool] = []
    private var scopeStarts: [Int] = []
    var selfRecord: Record?
    /// In a method or computed property of a class instance: the instance (`selfRecord` is its
    /// type; its fields are read from, and written to, the store).
    var selfObject: ObjectRef?
    /// In an `animatableData` setter, properties of `self` may be assigned.
    var selfIsMutable = false
    /// Inside an `init`: what it has done to `self` so far (nil elsewhere).
    var initializer: InitializerState?

    init(selfRecord: Record? = nil) { self.selfRecord = selfRecord }

    mutating func push() { scopeStarts.append(names.count) }
    mutating func pop() {
        let n = scopeStarts.removeLast()
        names.removeSubrange(n...); values.removeSubrange(n...); mutable.removeSubrange(n...)
    }

    mutating func bind(_ name: String, _ value: Value, mutable isVar: Bool = false) {
        names.append(name); values.append(value); mutable.append(isVar)
    }

    func lookup(_ name: String) -> Value? {
        var i = names.count - 1
        while i >= 0 {
            if names[i] == name { return values[i] }
            i -= 1
        }
        return nil
    }

    /// Whether `name` is a local, and whether it is a `var`.
    func localIndex(_ name: String) -> (index: Int, isVar: Bool)? {
        var i = names.count - 1
        while i >= 0 {
            if names[i] == name { return (i, mutable[i]) }
            i -= 1
        }
        return nil
    }

    mutating func set(index: Int, _ value: Value) { values[index] = value }

    /// Every local name (for "did you mean" suggestions).
    var allNames: [String] { names }
}
