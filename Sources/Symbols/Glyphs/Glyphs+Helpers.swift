#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Geometry shared by the glyph drawings.
extension Glyphs {
    /// `points` turned by `angle` (radians, clockwise on screen) about `centre`.
    static func rotated(_ points: [Point], by angle: Double, about centre: Point) -> [Point] {
        let c = cos(angle), s = sin(angle)
        return points.map { p in
            let d = p - centre
            return P(centre.x + d.x * c - d.y * s, centre.y + d.x * s + d.y * c)
        }
    }

    /// Where two circles cross: the point on the left and on the right of the line from `c0` to `c1`
    /// (nil when they do not meet).
    static func intersections(_ c0: Point, _ r0: Double, _ c1: Point, _ r1: Double) -> (left: Point, right: Point)? {
        let d = c1 - c0, l = d.length
        guard l > 0, l <= r0 + r1, l >= abs(r0 - r1) else { return nil }
        let a = (r0 * r0 - r1 * r1 + l * l) / (2 * l), hh = (r0 * r0 - a * a).squareRoot()
        let m = c0 + d * (a / l), n = P(d.y / l, -d.x / l)
        return (m + n * hh, m - n * hh)
    }

    /// The angle of `p` seen from `c`, clockwise on screen from +x.
    static func bearing(_ p: Point, from c: Point) -> Double { atan2(p.y - c.y, p.x - c.x) }

    /// `mark` drawn at `scale` about the box centre (the marks inside circles and squares).
    static func shrunk(_ mark: Glyph, _ scale: Double) -> Glyph {
        mark.transformed(by: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 50 * (1 - scale), ty: 50 * (1 - scale)))
    }
}

extension SymbolPen {
    /// A closed centre line: its band, or (`filled`) the solid silhouette the band bounds.
    mutating func shape(_ line: [Point], filled: Bool) {
        if filled { fillRounded(line, radius: h) } else { strokeClosed(line) }
    }

    /// A dot whose radius grows with the weight, as SF's dots do (`extra` beyond half the stroke).
    mutating func dot(_ centre: Point, extra: Double = 2) { disc(center: centre, radius: h + extra) }
}

extension Glyphs {
    /// A polyline with each interior vertex (every vertex, when `closed`) replaced by an arc of radius
    /// `radius` tangent to both sides — SF Symbols' rounded corners, larger than a round join's. The
    /// radius shrinks where a side is too short for it.
    static func rounded(_ pts: [Point], radius: Double, closed: Bool = false) -> [Point] {
        let n = pts.count
        guard n >= 3, radius > 0 else { return pts }
        var out: [Point] = []
        for i in 0..<n {
            let b = pts[i]
            let isEnd = !closed && (i == 0 || i == n - 1)
            if isEnd { out.append(b); continue }
            let a = pts[(i + n - 1) % n], c = pts[(i + 1) % n]
            let ba = a - b, bc = c - b
            let la = ba.length, lc = bc.length
            guard la > 1e-9, lc > 1e-9 else { out.append(b); continue }
            let u = ba * (1 / la), v = bc * (1 / lc)
            let cosTurn = max(-1, min(1, u.dot(v)))
            let half = acos(cosTurn) / 2                       // half the angle between the sides
            guard half > 1e-6, half < Double.pi / 2 - 1e-6 else { out.append(b); continue }
            var t = radius / tan(half)
            // A side shared with a neighbouring corner gives each half; a side ending the line, all of it.
            let limitA = !closed && i == 1 ? la : la / 2, limitC = !closed && i == n - 2 ? lc : lc / 2
            t = min(t, limitA, limitC)
            let r = t * tan(half)
            let bis = (u + v) * (1 / (u + v).length)
            let centre = b + bis * (r / sin(half))
            let p0 = b + u * t, p1 = b + v * t
            var a0 = bearing(p0, from: centre), a1 = bearing(p1, from: centre)
            // The short way round.
            while a1 - a0 > Double.pi { a1 -= 2 * Double.pi }
            while a0 - a1 > Double.pi { a1 += 2 * Double.pi }
            out += SymbolPen.arcPoints(center: centre, rx: r, ry: r, from: a0, to: a1)
        }
        return out
    }

    /// Several point lists mapped by one uniform scale and offset so all of them fit centred in `rect`.
    static func fit(_ lists: [[Point]], into rect: Rect) -> [[Point]] {
        let all = lists.flatMap { $0 }
        guard let f = all.first else { return lists }
        var x0 = f.x, y0 = f.y, x1 = f.x, y1 = f.y
        for p in all { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        let s = min(rect.width / max(x1 - x0, 1e-12), rect.height / max(y1 - y0, 1e-12))
        let ox = rect.midX - (x0 + x1) / 2 * s, oy = rect.midY - (y0 + y1) / 2 * s
        return lists.map { $0.map { P($0.x * s + ox, $0.y * s + oy) } }
    }
}
