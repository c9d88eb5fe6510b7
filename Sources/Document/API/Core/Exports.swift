// The Swift API reads like SwiftUI: `import Document` also brings the geometry types (`Path`,
// `Point`, `Size`, `Rect`) and colours (`Color`, `Gradient`, `Material`) into scope.
@_exported import Geometry
@_exported import Style

/// SwiftUI measures in `CGFloat`; here every length is a `Double`. These aliases let SwiftUI code
/// read as is. (Foundation on Linux defines its own `CGFloat`/`CGSize`/…: a file that imports both
/// Foundation and Document must not name them unqualified — import Glibc for maths instead.)
public typealias CGFloat = Double
/// SwiftUI's `CGSize` is this package's `Size`.
public typealias CGSize = Size
/// SwiftUI's `CGPoint` is this package's `Point`.
public typealias CGPoint = Point
/// SwiftUI's `CGRect` is this package's `Rect`.
public typealias CGRect = Rect

/// SwiftUI's names for the stack alignment guides.
public typealias VerticalAlignment = Alignment.Vertical
public typealias HorizontalAlignment = Alignment.Horizontal

extension Edge {
    /// SwiftUI spells the option set `Edge.Set`; here `Edge` itself is the set.
    public typealias Set = Edge
}

/// A horizontal or vertical axis (SwiftUI's `Axis`); `Axis.Set` is `Axes`.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
    public typealias Set = Axes
}
