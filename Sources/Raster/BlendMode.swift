/// How a source pixel combines with the destination (Porter–Duff and three separable blends;
/// premultiplied arithmetic, formulas from the W3C Compositing and Blending Level 1 spec).
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
    /// S + D, each channel clamped to 1 (Core Graphics' `plusLighter`).
    case plusLighter
    /// S + D − S·D per channel (`screen`: never darker than either).
    case screen
    /// S·(1 − Da) + D·(1 − Sa) + S·D per channel (`multiply`: never lighter than either).
    case multiply
}
