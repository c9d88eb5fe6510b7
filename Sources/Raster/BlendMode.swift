/// How a source pixel combines with the destination (Porter–Duff; premultiplied arithmetic).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    /// S + D·(1 − Sa): normal painting.
    case sourceOver
    /// 0: erases.
    case clear
    /// S: replaces.
    case copy
    /// D·Sa: keeps the destination where the source is (masks).
    case destinationIn
    /// D·(1 − Sa): keeps the destination where the source is not (erasing masks).
    case destinationOut
}
