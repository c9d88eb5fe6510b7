#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Symbols made of others: a base symbol with a smaller one beside or on it, each cut free of the
/// other (`calendar.badge.clock`, `laptopcomputer.and.iphone`, `doc.text.magnifyingglass`).
extension Glyphs {
    /// `base` with `badge` drawn at `scale` about `centre`, cut free of the base by `gap` design units.
    static func badged(_ base: Glyph, _ badge: Glyph, scale: Double, centre: Point, gap: Double = 7) -> Glyph {
        let b = badge.transformed(by: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: centre.x - 50 * scale, ty: centre.y - 50 * scale))
        let f = b.frame
        return Glyph(inkFrame: { pen in
            base.draw(&pen)
            pen.knockout { $0.solidRect(f.insetBy(dx: -gap, dy: -gap), radius: gap + 6) }
            b.draw(&pen)
        })
    }

    /// A shield: flat top corners curving down to a point.
    static func shield(_ mark: Glyph?, filled: Bool) -> Glyph {
        let inner = mark.map { shrunk($0, 0.5) }
        return Glyph(inkFrame: { pen in
            let line = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(50, 6))
                p.addCurve(to: P(86, 18), control1: P(62, 14), control2: P(74, 18))
                p.addCurve(to: P(50, 94), control1: P(86, 56), control2: P(74, 82))
                p.addCurve(to: P(14, 18), control1: P(26, 82), control2: P(14, 56))
                p.addCurve(to: P(50, 6), control1: P(26, 18), control2: P(38, 14))
                p.closeSubpath()
            }
            if filled {
                pen.fillRounded(line, radius: pen.h)
                if let inner { pen.knockout { inner.draw(&$0) } }
            } else {
                pen.strokeClosed(line)
                inner?.draw(&pen)
            }
        })
    }

    /// Dashes round a circle.
    static let circleDashed = Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
        let r = 50 - pen.h, n = 12
        for k in 0..<n {
            let a = Double(k) * 2 * Double.pi / Double(n) - Double.pi / 2
            pen.arc(center: P(50, 50), radius: r, from: a + 0.12, to: a + 2 * Double.pi / Double(n) - 0.12)
        }
    }

    /// A dot between two pairs of waves.
    static let dotRadiowaves = Glyph(inkFrame: { pen in
        let c = P(50, 50)
        pen.disc(center: c, radius: 9)
        for r in [24.0, 42] {
            pen.arc(center: c, radius: r, from: -0.7, to: 0.7)
            pen.arc(center: c, radius: r, from: Double.pi - 0.7, to: Double.pi + 0.7)
        }
    })

    /// Two axes and a line across them.
    static let chartXYAxisLine = Glyph(inkFrame: { pen in
        pen.stroke(rounded([P(8, 6), P(8, 92), P(94, 92)], radius: 6))
        pen.stroke(SymbolPen.polyline(span: 100) { p in
            p.move(to: P(22, 72)); p.addCurve(to: P(92, 22), control1: P(44, 30), control2: P(62, 78))
        })
    })

    /// A list inside a rounded rectangle.
    static let listBulletRectangle = Glyph(inkFrame: { pen in
        pen.roundedRect(Rect(x: 4, y: 10, width: 92, height: 80), radius: 14)
        for y in [32.0, 50, 68] {
            pen.disc(center: P(26, y), radius: 4.5)
            pen.stroke([P(38, y), P(76, y)])
        }
    })

    /// Two square-cornered arrows chasing round a rounded square.
    static let arrow2Squarepath = Glyph(inkFrame: { pen in
        pen.stroke(rounded([P(14, 50), P(14, 18), P(80, 18)], radius: 12))
        pen.stroke(rounded([P(86, 50), P(86, 82), P(20, 82)], radius: 12))
        arrowHead(&pen, tip: P(84, 18), direction: 0, reach: 15)
        arrowHead(&pen, tip: P(16, 82), direction: Double.pi, reach: 15)
    })

    /// A pen nib: a point under a rounded shoulder, with a slit and a hole.
    static let pencilTip = Glyph(inkFrame: { pen in
        pen.strokeClosed(rounded([P(50, 94), P(22, 42), P(34, 18), P(66, 18), P(78, 42)], radius: 6, closed: true))
        pen.stroke([P(50, 94), P(50, 62)])
        pen.stroke([P(34, 8), P(66, 8)])
    })

    /// A rack of two servers, each with two lights.
    static let serverRack = Glyph(inkFrame: { pen in
        for y in [10.0, 54] {
            pen.roundedRect(Rect(x: 6, y: y, width: 88, height: 36), radius: 10)
            pen.disc(center: P(24, y + 18), radius: 4.5)
            pen.disc(center: P(38, y + 18), radius: 4.5)
        }
    })

    /// Three books upright, the last leaning.
    static func booksVertical(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            pen.roundedRect(Rect(x: 6, y: 14, width: 22, height: 80), radius: 6, filled: filled)
            pen.roundedRect(Rect(x: 34, y: 6, width: 22, height: 88), radius: 6, filled: filled)
            let lean = rotated(rounded([P(62, 22), P(84, 22), P(84, 94), P(62, 94)], radius: 6, closed: true), by: -0.28, about: P(84, 94))
            pen.shape(lean, filled: filled)
        })
    }

    /// A dial: an open ring with a needle.
    static let gauge = Glyph(inkFrame: { pen in
        pen.arc(center: P(50, 54), radius: 42, from: Double.pi * 0.75, to: Double.pi * 2.25)
        pen.stroke([P(50, 54), P(70, 34)])
        pen.disc(center: P(50, 54), radius: 8)
    })

    /// A cassette: two reels joined by the tape.
    static let recordingtape = Glyph(inkFrame: { pen in
        pen.ring(center: P(26, 50), radius: 20 + pen.h)
        pen.ring(center: P(74, 50), radius: 20 + pen.h)
        pen.stroke([P(26, 70), P(74, 70)])
    })

    /// A tray with letters in it.
    static func trayFull(filled: Bool) -> Glyph {
        let base = tray(filled: filled)
        return Glyph(inkFrame: { pen in
            base.draw(&pen)
            let lines = { (p: inout SymbolPen) in for y in [28.0, 42] { p.stroke([P(30, y), P(70, y)]) } }
            if filled { pen.knockout(lines) } else { lines(&pen) }
        })
    }

    /// The tray with an arrow coming down into it, or (`up`) leaving it.
    static func trayAndArrow(up: Bool, filled: Bool) -> Glyph {
        let base = tray(filled: filled)
        return Glyph(inkFrame: { pen in
            base.transformed(by: AffineTransform(a: 1, b: 0, c: 0, d: 0.8, tx: 0, ty: 18)).draw(&pen)
            pen.knockout { $0.solidRect(Rect(x: 30, y: 0, width: 40, height: 44), radius: 8) }
            let top = 4 + pen.h, bottom = 42.0
            pen.stroke([P(50, top), P(50, bottom)])
            if up { arrowHead(&pen, tip: P(50, top), direction: -Double.pi / 2, reach: 15) }
            else { arrowHead(&pen, tip: P(50, bottom), direction: Double.pi / 2, reach: 15) }
        })
    }
}
