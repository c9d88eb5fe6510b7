/// Rounded rectangles and capsules (SwiftUI's `RoundedRectangle`, `UnevenRoundedRectangle`, `Capsule`).
///
/// Every rounded rectangle is one closed subpath that starts where the top edge leaves the
/// top-left corner, (minX + extent, minY), and runs clockwise on screen: top edge, top-right corner,
/// right edge, bottom-right, bottom, bottom-left, left, top-left, close. A corner's *extent* is the
/// length of edge it replaces: the radius for `.circular`, 1.52866483·r for `.continuous`.
///
/// Radii are clamped to half the shorter side of the rectangle, per axis (OpenSwiftUI
/// `FixedRoundedRect.clampedCornerSize`); for `.continuous`, see `CornerAxis` for how the corner
/// relaxes toward a circle once 1.52866483·r would exceed half the shorter side [I].
extension Path {
    /// A rounded rectangle with equal circular radii (SwiftUI `RoundedRectangle(cornerRadius:style:)`).
    public init(roundedRect rect: Rect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle whose corners have horizontal radius `cornerSize.width` and vertical
    /// radius `cornerSize.height`.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rectangle with a different radius per corner (SwiftUI `UnevenRoundedRectangle`).
    public init(roundedRect rect: Rect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// SwiftUI's `Capsule`: a rounded rectangle with radius min(w, h)/2, so the short ends are
    /// semicircles for either style.
    public static func capsule(in rect: Rect, style: RoundedCornerStyle = .continuous) -> Path {
        guard rect.isFinite else { return Path() }
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: r, style: style)
    }

    /// Adds a closed rounded-rectangle subpath (see the type-level notes for start point and winding).
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, style: RoundedCornerStyle = .continuous,
                                        transform: AffineTransform = .identity) {
        guard rect.isFinite else { return }
        let s = min(rect.width, rect.height) / 2
        let x = CornerAxis(radius: cornerSize.width, halfShortSide: s, style: style)
        let y = CornerAxis(radius: cornerSize.height, halfShortSide: s, style: style)
        addRoundedRect(rect.standardized, corners: (x, y), (x, y), (x, y), (x, y), style: style, transform: transform)
    }

    /// Adds a closed rounded-rectangle subpath with a radius per corner.
    public mutating func addRoundedRect(in rect: Rect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous, transform: AffineTransform = .identity) {
        guard rect.isFinite else { return }
        let s = min(rect.width, rect.height) / 2
        func axis(_ r: Double) -> CornerAxis { CornerAxis(radius: r, halfShortSide: s, style: style) }
        let tl = axis(cornerRadii.topLeading), tr = axis(cornerRadii.topTrailing)
        let br = axis(cornerRadii.bottomTrailing), bl = axis(cornerRadii.bottomLeading)
        addRoundedRect(rect.standardized, corners: (tl, tl), (tr, tr), (br, br), (bl, bl), style: style, transform: transform)
    }

    /// Corners are given as (horizontal axis, vertical axis) pairs in the order TL, TR, BR, BL.
    private mutating func addRoundedRect(_ r: Rect, corners tl: (CornerAxis, CornerAxis), _ tr: (CornerAxis, CornerAxis),
                                         _ br: (CornerAxis, CornerAxis), _ bl: (CornerAxis, CornerAxis),
                                         style: RoundedCornerStyle, transform: AffineTransform) {
        let first = points.count
        reserveCapacity(verbs: 26, points: 50)
        let start = Point(x: r.minX + (isRounded(tl) ? tl.0.extent : 0), y: r.minY)
        move(to: start)
        // Each corner: vertex, unit vector back along the edge being left, unit vector along the
        // edge being entered, and the axes those two vectors lie on.
        appendCorner(Point(x: r.maxX, y: r.minY), Point(x: -1, y: 0), Point(x: 0, y: 1), tr.0, tr.1, style)
        appendCorner(Point(x: r.maxX, y: r.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0), br.1, br.0, style)
        appendCorner(Point(x: r.minX, y: r.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1), bl.0, bl.1, style)
        if isRounded(tl) {
            appendCorner(Point(x: r.minX, y: r.minY), Point(x: 0, y: 1), Point(x: 1, y: 0), tl.1, tl.0, style)
        }   // A sharp top-left corner is the start point itself: the close draws the left edge.
        closeSubpath()
        transformPoints(from: first, by: transform)
    }

    private func isRounded(_ c: (CornerAxis, CornerAxis)) -> Bool { c.0.extent > 0 && c.1.extent > 0 }

    /// Appends one corner: a line to where it starts (if not already there), then its curves.
    /// Profile x-coordinates scale by `leaving` (the axis of `back`), y by `entering` (axis of `forward`).
    private mutating func appendCorner(_ vertex: Point, _ back: Point, _ forward: Point,
                                       _ leaving: CornerAxis, _ entering: CornerAxis, _ style: RoundedCornerStyle) {
        guard leaving.extent > 0 && entering.extent > 0 else {
            lineIfMoved(to: vertex)
            return
        }
        func map(_ p: Point, _ q: Point) -> Point {
            vertex + back * (p.x * leaving.extent) + forward * (q.y * entering.extent)
        }
        switch style {
        case .circular:
            let c = CornerProfile.circular
            lineIfMoved(to: map(c[0], c[0]))
            addCurve(to: map(c[3], c[3]), control1: map(c[1], c[1]), control2: map(c[2], c[2]))
        case .continuous:
            func pt(_ i: Int) -> Point {
                map(CornerProfile.continuous(i, blend: leaving.blend), CornerProfile.continuous(i, blend: entering.blend))
            }
            lineIfMoved(to: pt(0))
            addCurve(to: pt(3), control1: pt(1), control2: pt(2))
            lineIfMoved(to: pt(4))
            addCurve(to: pt(7), control1: pt(5), control2: pt(6))
            lineIfMoved(to: pt(8))
            addCurve(to: pt(11), control1: pt(9), control2: pt(10))
        }
    }

    /// A line to `p` unless the current point is already `p` (keeps degenerate segments out).
    mutating func lineIfMoved(to p: Point) {
        if currentPoint != p || needsMoveForNextSegment { addLine(to: p) }
    }
}
