/// What a gradient shows outside its 0…1 parameter range.
public enum SpreadMode: Hashable, Sendable {
    /// The end colours extend forever.
    case pad
    /// The gradient repeats: t → t − ⌊t⌋.
    case `repeat`
    /// The gradient repeats mirrored every other period.
    case reflect
}
