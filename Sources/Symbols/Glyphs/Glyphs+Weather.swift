#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Sky and nature: moon, sun, cloud, bolt, flame, drop, leaf, sparkles.
extension Glyphs {
    /// A crescent: the part of a disc outside a bite disc, as one closed line (outer arc, then the
    /// bite's arc back).
    static func crescent(centre c: Point, radius r: Double, bite b: Point, biteRadius rb: Double) -> [Point] {
        guard let ends = intersections(c, r, b, rb) else { return [] }
        let twoPi = 2 * Double.pi
        /// From `a0` to `a1` about `centre`, whichever way round puts the middle inside `keep`.
        func arc(_ centre: Point, _ radius: Double, _ a0: Double, _ a1: Double, _ keep: (Point) -> Bool) -> [Point] {
            var up = a1
            while up <= a0 { up += twoPi }
            let mid = (a0 + up) / 2
            let end = keep(P(centre.x + radius * cos(mid), centre.y + radius * sin(mid))) ? up : up - twoPi
            return SymbolPen.arcPoints(center: centre, rx: radius, ry: radius, from: a0, to: end)
        }
        let outer = arc(c, r, bearing(ends.left, from: c), bearing(ends.right, from: c)) { ($0 - b).length > rb }
        guard let first = outer.first, let last = outer.last else { return [] }
        let inner = arc(b, rb, bearing(last, from: b), bearing(first, from: b)) { ($0 - c).length < r }
        return outer + inner.dropFirst().dropLast()
    }

    static func moon(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = crescent(centre: P(48, 52), radius: 42, bite: P(74, 28), biteRadius: 34)
            pen.shape(rounded(line, radius: 3, closed: true), filled: filled)
        })
    }

    /// A four-pointed star with concave sides, centred at `c`, `r` to each point.
    static func sparkle(_ c: Point, _ r: Double) -> [Point] {
        var p = Path()
        let pts = [P(c.x, c.y - r), P(c.x + r, c.y), P(c.x, c.y + r), P(c.x - r, c.y)]
        p.move(to: pts[0])
        for k in 0..<4 {
            let a = pts[k], b = pts[(k + 1) % 4]
            p.addQuadCurve(to: b, control: P(c.x + (a.x + b.x - 2 * c.x) * 0.12, c.y + (a.y + b.y - 2 * c.y) * 0.12))
        }
        p.closeSubpath()
        return p.flattened(tolerance: SymbolPen.tolerance).first?.points ?? []
    }

    static func moonStars(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = crescent(centre: P(42, 58), radius: 38, bite: P(66, 36), biteRadius: 30)
            pen.shape(rounded(line, radius: 3, closed: true), filled: filled)
            pen.fillRounded(sparkle(P(76, 16), 14), radius: 1.5)
            pen.fillRounded(sparkle(P(90, 42), 9), radius: 1)
        })
    }

    /// A sun: a disc or ring with eight rays.
    static func sunMax(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            if filled { pen.disc(center: P(50, 50), radius: 22) } else { pen.ring(center: P(50, 50), radius: 22) }
            let r0 = 34.0, r1 = 50 - pen.h
            for k in 0..<8 {
                let a = Double(k) * Double.pi / 4
                pen.stroke([P(50 + r0 * cos(a), 50 + r0 * sin(a)), P(50 + r1 * cos(a), 50 + r1 * sin(a))])
            }
        }
    }

    /// A cloud's centre line: three bumps over a flat base (circles left, top and right, tangent to the base).
    static func cloudLine(scale s: Double = 1, offset o: Point = P(0, 0)) -> [Point] {
        let cl = P(28, 62), rl = 20.0, ct = P(54, 44), rt = 26.0, cr = P(76, 60), rr = 22.0
        guard let lt = intersections(cl, rl, ct, rt), let tr = intersections(ct, rt, cr, rr) else { return [] }
        let pLT = lt.left.y < lt.right.y ? lt.left : lt.right, pTR = tr.left.y < tr.right.y ? tr.left : tr.right
        var line = SymbolPen.arcPoints(center: cl, rx: rl, ry: rl, from: Double.pi / 2, to: bearing(pLT, from: cl) + 2 * Double.pi)
        line += SymbolPen.arcPoints(center: ct, rx: rt, ry: rt, from: bearing(pLT, from: ct), to: bearing(pTR, from: ct))
        var end = bearing(pTR, from: cr)
        let bottom = Double.pi / 2
        while end > bottom { end -= 2 * Double.pi }
        line += SymbolPen.arcPoints(center: cr, rx: rr, ry: rr, from: end, to: bottom)
        return line.map { P($0.x * s + o.x, $0.y * s + o.y) }
    }

    static func cloud(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in pen.shape(cloudLine(), filled: filled) })
    }

    /// A cloud over slanted drops.
    static let cloudRain = Glyph(inkFrame: { pen in
        pen.strokeClosed(cloudLine(scale: 0.85, offset: P(7, -8)))
        for x in [32.0, 52, 72] { pen.stroke([P(x, 78), P(x - 6, 94)]) }
    })

    static func bolt(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = rounded([P(62, 6), P(20, 56), P(48, 56), P(38, 94), P(80, 42), P(52, 42)], radius: 3, closed: true)
            pen.shape(line, filled: filled)
        })
    }

    /// A flame: round at the bottom, its tip at the top leaning left over a lower lobe on the left;
    /// the outline has a small inner flame.
    static func flame(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let outer = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(46, 6))
                p.addCurve(to: P(80, 60), control1: P(54, 26), control2: P(80, 36))
                p.addCurve(to: P(50, 94), control1: P(80, 80), control2: P(66, 94))
                p.addCurve(to: P(20, 62), control1: P(34, 94), control2: P(20, 80))
                p.addCurve(to: P(30, 30), control1: P(20, 48), control2: P(24, 38))
                p.addCurve(to: P(40, 44), control1: P(34, 36), control2: P(38, 40))
                p.addCurve(to: P(46, 6), control1: P(42, 30), control2: P(40, 16))
                p.closeSubpath()
            }
            pen.shape(outer, filled: filled)
            if !filled {
                pen.strokeClosed(SymbolPen.polyline(span: 100) { p in
                    p.move(to: P(50, 58))
                    p.addCurve(to: P(61, 76), control1: P(54, 66), control2: P(61, 70))
                    p.addCurve(to: P(50, 86), control1: P(61, 82), control2: P(56, 86))
                    p.addCurve(to: P(39, 76), control1: P(44, 86), control2: P(39, 82))
                    p.addCurve(to: P(50, 58), control1: P(39, 70), control2: P(46, 66))
                    p.closeSubpath()
                })
            }
        })
    }

    /// A drop: a point at the top and a round bottom.
    static func drop(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(50, 6))
                p.addCurve(to: P(80, 64), control1: P(60, 24), control2: P(80, 42))
                p.addCurve(to: P(50, 94), control1: P(80, 82), control2: P(66, 94))
                p.addCurve(to: P(20, 64), control1: P(34, 94), control2: P(20, 82))
                p.addCurve(to: P(50, 6), control1: P(20, 42), control2: P(40, 24))
                p.closeSubpath()
            }
            pen.shape(line, filled: filled)
        })
    }

    /// A leaf: two arcs from the stem at the bottom left to the tip at the top right, and a vein.
    static func leaf(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(22, 78))
                p.addCurve(to: P(90, 10), control1: P(8, 40), control2: P(40, 10))
                p.addCurve(to: P(22, 78), control1: P(90, 60), control2: P(60, 92))
                p.closeSubpath()
            }
            pen.shape(line, filled: filled)
            if filled { pen.knockout { $0.stroke([P(30, 70), P(66, 36)]) } } else { pen.stroke([P(30, 70), P(66, 36)]) }
            pen.stroke([P(22, 78), P(8, 92)])
        })
    }

    /// One large sparkle and two small ones.
    static let sparkles = Glyph(inkFrame: { pen in
        pen.fillRounded(sparkle(P(40, 58), 36), radius: pen.h * 0.45)
        pen.fillRounded(sparkle(P(80, 22), 16), radius: pen.h * 0.35)
        pen.fillRounded(sparkle(P(82, 78), 11), radius: pen.h * 0.25)
    })

    /// Six arms with branches.
    static let snowflake = Glyph(inkFrame: { pen in
        let c = P(50, 50)
        for k in 0..<6 {
            let a = -Double.pi / 2 + Double(k) * Double.pi / 3
            let d = P(cos(a), sin(a)), n = P(-sin(a), cos(a))
            pen.stroke([c, c + d * 44])
            let b = c + d * 28
            pen.stroke([b + d * 10 + n * 10, b, b + d * 10 - n * 10])
        }
    })

    /// A wand with sparkles at its top.
    static let wandAndStars = Glyph(inkFrame: { pen in
        pen.stroke([P(10, 90), P(62, 38)])
        pen.fillRounded(sparkle(P(74, 24), 20), radius: 1.5)
        pen.fillRounded(sparkle(P(36, 18), 10), radius: 1)
        pen.fillRounded(sparkle(P(88, 60), 9), radius: 1)
    })
}
