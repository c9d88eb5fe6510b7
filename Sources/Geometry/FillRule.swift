/// Which regions of a self-intersecting path count as inside.
public enum FillRule: String, Hashable, Sendable {
    case nonZero, evenOdd
}
