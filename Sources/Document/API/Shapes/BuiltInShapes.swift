/// A rectangle filling its frame.
public struct Rectangle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .rectangle }
}

/// A rectangle with rounded corners; SwiftUI's default style is `.continuous`.
public struct RoundedRectangle: Shape {
    public var cornerSize: Size
    public var style: RoundedCornerStyle
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        cornerSize = Size(width: cornerRadius, height: cornerRadius); self.style = style
    }
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    public var shapeKind: ShapeKind { .roundedRectangle(cornerSize: cornerSize, style: style) }
}

/// A rectangle with a radius per corner (SwiftUI's `UnevenRoundedRectangle`).
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }
    public var shapeKind: ShapeKind { .unevenRoundedRectangle(cornerRadii, style: style) }
}

/// The largest circle centred in the frame.
public struct Circle: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .circle }
}

/// An ellipse filling the frame.
public struct Ellipse: Shape {
    public init() {}
    public var shapeKind: ShapeKind { .ellipse }
}

/// A rounded rectangle whose corner radius is half the shorter side; default style `.continuous`.
public struct Capsule: Shape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var shapeKind: ShapeKind { .capsule(style: style) }
}

/// A path is a shape drawn as given, in the view's own coordinates (SwiftUI's `Path` as a view).
/// Build it with `Path { p in p.move(to: …); p.addLine(to: …) }`, or from SVG path data.
extension Path: Shape {
    public var shapeKind: ShapeKind { .path(self) }

    /// SwiftUI's `Path { path in … }`: starts empty and lets the closure add to it.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }
}

// SwiftUI 17's leading-dot shapes (`.clipShape(.circle)`, `.background(.red, in: .capsule)`).
extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: Size, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0,
                            bottomTrailingRadius: Double = 0, topTrailingRadius: Double = 0,
                            style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
                               style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
