import Geometry
import Raster

extension RenderNode {
    /// A conservative bounding box of everything the subtree may touch, in the space that `ctm`
    /// maps into (device pixels for the renderer). `.null` when it draws nothing; a huge rect when
    /// the extent is unbounded (geometry reaching behind the eye of a projection).
    public func bounds(transform ctm: AffineTransform = .identity) -> Rect {
        switch self {
        case .empty:
            return .null
        case .shape(let s):
            var r = s.path.controlPointBounds
            if case .stroke(let style) = s.style {
                // Miter joins reach out by up to miterLimit/2 widths; caps and round joins by √2/2.
                let reach = style.lineWidth / 2 * (style.lineJoin == .miter ? max(style.miterLimit, 1.5) : 1.5)
                r = r.insetBy(dx: -reach, dy: -reach)
            }
            return r.isNull ? r : ctm.apply(r)
        case .glyphs(let g):
            let r = g.controlPointBounds
            return r.isNull ? r : ctm.apply(r)
        case .image(let i):
            return ctm.apply(i.rect)
        case .material(let m):
            return ctm.apply(m.path.controlPointBounds)
        case .group(let children):
            return children.reduce(Rect.null) { $0.union($1.bounds(transform: ctm)) }
        case .transform(let t, let c):
            return c.bounds(transform: t.concatenating(ctm))
        case .projection(let p, let c):
            let local = c.bounds(transform: .identity)
            if local.isNull { return .null }
            guard let projected = p.projectedBounds(of: local) else { return Rect.unbounded }
            return ctm.apply(projected)
        case .opacity(let o, let c):
            return o <= 0 ? .null : c.bounds(transform: ctm)
        case .clip(let s, let c):
            return c.bounds(transform: ctm).intersection(ctm.apply(s.path.controlPointBounds))
        case .blur(let b, let c):
            let r = c.bounds(transform: ctm)
            let m = 3 * b.radius * ctm.maxScale
            return r.isNull ? r : r.insetBy(dx: -m, dy: -m)
        case .shadow(let s, let c):
            let r = c.bounds(transform: ctm)
            if r.isNull { return r }
            let d = ctm.applyToVector(Point(x: s.x, y: s.y))
            let m = 3 * s.radius * ctm.maxScale
            return r.union(r.offsetBy(dx: d.x, dy: d.y).insetBy(dx: -m, dy: -m))
        case .mask(let m, let c):
            return c.bounds(transform: ctm).intersection(m.bounds(transform: ctm))
        case .zIndex(_, let c):
            return c.bounds(transform: ctm)
        case .colorMatrix(let m, let c):
            // With alpha kept, transparent pixels stay transparent; otherwise anything may be touched.
            return m.keepsAlpha ? c.bounds(transform: ctm) : Rect.unbounded
        case .isolated(_, let c):
            return c.bounds(transform: ctm)
        case .genie(let g, let c):
            if g.progress <= 0 { return c.bounds(transform: ctm) }
            return ctm.apply(g.source.union(g.target)).intersection(Rect.unbounded)
        }
    }
}

extension Rect {
    /// Stands for "everything": intersect it with the canvas.
    static let unbounded = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
}

extension ProjectiveTransform {
    /// The bounds of a projected rectangle, or nil when part of it lies behind the eye (W ≤ ε).
    func projectedBounds(of r: Rect) -> Rect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                  Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)] {
            guard let q = apply(p) else { return nil }
            x0 = min(x0, q.x); y0 = min(y0, q.y); x1 = max(x1, q.x); y1 = max(y1, q.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
