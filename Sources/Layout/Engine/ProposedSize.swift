import Geometry

/// SwiftUI's proposed size (`ProposedViewSize`): per axis, nil asks for the ideal size, 0 for the
/// minimum and ∞ for the maximum; any other value is the space on offer.
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    init(width: Double?, height: Double?) { self.width = width; self.height = height }
    init(_ s: Size) { width = s.width; height = s.height }

    static let unspecified = ProposedSize(width: nil, height: nil)
    static let zero = ProposedSize(width: 0, height: 0)
    static let infinity = ProposedSize(width: .infinity, height: .infinity)

    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    init(_ major: Double?, along axis: Axis, minor: Double?) {
        if axis == .horizontal { width = major; height = minor } else { width = minor; height = major }
    }

    /// nil axes replaced by `size` (SwiftUI's `fixingUnspecifiedDimensions(at:)`).
    func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal less insets; nil stays nil, ∞ stays ∞, finite values stop at 0
    /// (SwiftUI's `_ProposedSize.inset(by:)`).
    func inset(horizontal: Double, vertical: Double) -> ProposedSize {
        func f(_ v: Double?, _ d: Double) -> Double? {
            guard let v else { return nil }
            return v.isInfinite ? v : max(0, v - d)
        }
        return ProposedSize(width: f(width, horizontal), height: f(height, vertical))
    }
}

/// A layout axis.
enum Axis: Hashable {
    case horizontal, vertical
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    init(_ major: Double, along axis: Axis, minor: Double) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

extension Point {
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
    init(_ major: Double, along axis: Axis, minor: Double) {
        self = axis == .horizontal ? Point(x: major, y: minor) : Point(x: minor, y: major)
    }
}
