import Document

/// A class instance: its id in the store and the instance as it was made (what it is until an
/// action changes it; see `ObjectID`).
struct ObjectRef: Sendable {
    let id: ObjectID
    let initial: Record
}

/// A `Binding`: a place in the state (a view's `@State` slot or a property of an object, then a
/// path of fields and indices into it), or a constant, or a pair of closures.
struct BindingRef: Sendable {
    enum Root: Sendable {
        /// `$x` for `@State var x` of a view instance (`initial`: its value until written).
        case slot(SlotKey, initial: Value)
        /// `$model.field` for an object (the path starts with the field).
        case object(ObjectRef)
        /// `.constant(v)`: reads v, ignores writes.
        case constant(Value)
        /// `Binding(get: { … }, set: { v in … })`.
        case computed(get: ClosureValue, set: ClosureValue)
    }
    /// A step into a value: a property (`.title`) or an array element (`[i]`).
    enum Step: Sendable {
        case field(String)
        case index(Int)
        /// A dictionary's value for a key (reading a missing key gives nil; writing nil removes it).
        case key(Value)
    }
    var root: Root
    var path: [Step] = []
    /// `$x.animation(a)`: the controls that change it (Toggle) do so in a transaction with `a`
    /// (nil inside: explicitly not animated). nil: no animation of its own.
    var animation: Animation?? = nil

    func appending(_ s: Step) -> BindingRef { BindingRef(root: root, path: path + [s], animation: animation) }
}
