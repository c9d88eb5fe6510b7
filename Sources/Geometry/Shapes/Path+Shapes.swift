/// Rectangles, ellipses and circles (SwiftUI's `Rectangle`, `Ellipse`, `Circle`).
///
/// Winding convention for every closed shape in this module: **clockwise on screen** (y down), the
/// direction CoreGraphics uses for `addRect`/`addEllipse`. In y-down coordinates that is a positive
/// shoelace area, Σ (xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ) / 2 > 0.
extension Path {
    /// A closed rectangle: starts at the top-left corner and runs right, down, left (as CG's `addRect`).
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A closed ellipse inscribed in `rect` (see `addEllipse(in:transform:)`).
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// SwiftUI's `Circle` shape: the largest circle centred in `rect` (diameter = the shorter side).
    public static func circle(in rect: Rect) -> Path {
        guard rect.isFinite else { return Path() }
        let r = rect.standardized
        let d = min(r.width, r.height)
        return Path(ellipseIn: Rect(x: r.midX - d / 2, y: r.midY - d / 2, width: d, height: d))
    }

    /// Adds a closed rectangle subpath: move to (minX, minY), lines to (maxX, minY), (maxX, maxY),
    /// (minX, maxY), close — clockwise on screen. Negative sizes are standardized; a null or
    /// non-finite rectangle adds nothing.
    public mutating func addRect(_ rect: Rect, transform: AffineTransform = .identity) {
        guard rect.isFinite else { return }
        let r = rect.standardized, first = points.count
        reserveCapacity(verbs: 5, points: 4)
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
        transformPoints(from: first, by: transform)
    }

    /// Adds each rectangle as its own subpath.
    public mutating func addRects(_ rects: [Rect], transform: AffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect` as four cubic quarter arcs (handle length
    /// `CornerProfile.kappa` × radius). Like CG's `addEllipse(in:)` it starts at (maxX, midY) and runs
    /// through (midX, maxY), (minX, midY), (midX, minY): clockwise on screen.
    public mutating func addEllipse(in rect: Rect, transform: AffineTransform = .identity) {
        guard rect.isFinite else { return }
        let r = rect.standardized, first = points.count
        let k = CornerProfile.kappa
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = k * rx, ky = k * ry
        reserveCapacity(verbs: 6, points: 13)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
        transformPoints(from: first, by: transform)
    }
}

extension Rect {
    /// True when the rectangle is not null and all its components are finite.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
