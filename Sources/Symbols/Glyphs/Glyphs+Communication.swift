#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Mail, messages, calls, links and networks.
extension Glyphs {
    /// An envelope: a rounded rectangle with the flap's V; filled, the V is cut out.
    static func envelope(filled: Bool) -> Glyph {
        let ink = Rect(x: 4, y: 16, width: 92, height: 68)
        return Glyph(frame: ink) { pen in
            let flap = [P(16, 30), P(50, 56), P(84, 30)]
            if filled {
                pen.roundedRect(ink, radius: 12, filled: true)
                pen.knockout { $0.stroke(rounded(flap, radius: 6)) }
            } else {
                pen.roundedRect(ink, radius: 12)
                pen.stroke(rounded([P(4 + pen.h + 2, 16 + pen.h + 2), P(50, 54), P(96 - pen.h - 2, 16 + pen.h + 2)], radius: 6))
            }
        }
    }

    /// A paper plane flying to the top right, with its fold.
    static func paperplane(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let tip = P(92, 8), left = P(8, 44), fold = P(44, 56), bottom = P(56, 92)
            let line = rounded([tip, bottom, fold, left], radius: 4, closed: true)
            if filled {
                pen.fillRounded(line, radius: pen.h)
            } else {
                pen.strokeClosed(line)
                pen.stroke([fold, tip])
            }
        })
    }

    /// A round speech balloon with a tail at the bottom left.
    static func message(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let c = P(50, 46), rx = 42.0, ry = 36.0
            var line = SymbolPen.arcPoints(center: c, rx: rx, ry: ry, from: 2.6, to: 2.05 + 2 * Double.pi)
            line.append(P(12, 90))
            pen.shape(rounded(line, radius: 3, closed: true), filled: filled)
        })
    }

    /// A rounded-rectangle speech bubble with a tail at the bottom left (`bubble.left`; mirrored, `.right`).
    static func bubbleLeft(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let l = 8.0, r = 92.0, t = 12.0, b = 74.0
            let line = rounded([P(l, t), P(r, t), P(r, b), P(36, b), P(12, 90), P(18, b), P(l, b)], radius: 16, closed: true)
            pen.shape(line, filled: filled)
        })
    }

    /// A handset: ear and mouth pieces joined by a curve bowed toward the bottom left.
    static func phone(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(10, 18))
                p.addCurve(to: P(26, 8), control1: P(12, 12), control2: P(20, 7))
                p.addLine(to: P(32, 9))
                p.addLine(to: P(42, 30))
                p.addCurve(to: P(36, 42), control1: P(44, 36), control2: P(40, 39))
                p.addLine(to: P(32, 45))
                p.addCurve(to: P(55, 68), control1: P(37, 54), control2: P(46, 63))
                p.addLine(to: P(58, 64))
                p.addCurve(to: P(70, 58), control1: P(61, 60), control2: P(65, 57))
                p.addLine(to: P(91, 68))
                p.addLine(to: P(92, 74))
                p.addCurve(to: P(82, 90), control1: P(93, 80), control2: P(88, 88))
                p.addCurve(to: P(10, 18), control1: P(50, 98), control2: P(2, 50))
                p.closeSubpath()
            }
            pen.shape(line, filled: filled)
        })
    }

    /// Two rounded links, diagonal and interlocked.
    static let link = Glyph(inkFrame: { pen in
        let w = 15.0, l = 30.0
        func capsule(_ c: Point) -> [Point] {
            let pi = Double.pi
            let pts = SymbolPen.arcPoints(center: P(c.x + l / 2, c.y), rx: w, ry: w, from: -pi / 2, to: pi / 2)
                + SymbolPen.arcPoints(center: P(c.x - l / 2, c.y), rx: w, ry: w, from: pi / 2, to: 1.5 * pi)
            return rotated(pts, by: -pi / 4, about: c)
        }
        let d = 0.5.squareRoot() * 22
        pen.strokeClosed(capsule(P(50 - d, 50 + d)))
        pen.strokeClosed(capsule(P(50 + d, 50 - d)))
    })

    /// A ring with a meridian, the equator and two parallels.
    static let globe = Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
        let h = pen.h, r = 50 - h
        pen.ring(center: P(50, 50), radius: 50)
        pen.strokeClosed(SymbolPen.arcPoints(center: P(50, 50), rx: 22, ry: r, from: 0, to: 2 * Double.pi).dropLast().map { $0 })
        pen.stroke([P(h, 50), P(100 - h, 50)])
        for y in [24.0, 76] {
            let half = (r * r - (y - 50) * (y - 50)).squareRoot()
            pen.stroke([P(50 - half, y), P(50 + half, y)])
        }
    }

    /// Three arcs over a dot.
    static let wifi = Glyph(inkFrame: { pen in
        let c = P(50, 84)
        pen.disc(center: c, radius: 8)
        for r in [24.0, 45, 66] { pen.arc(center: c, radius: r, from: -Double.pi * 0.75, to: -Double.pi * 0.25) }
    })

    /// A mast between two pairs of waves.
    static let antennaRadiowaves = Glyph(inkFrame: { pen in
        let c = P(50, 38)
        pen.disc(center: c, radius: 9)
        pen.stroke([P(50, 50), P(50, 94)])
        for r in [22.0, 40] {
            pen.arc(center: c, radius: r, from: -0.7, to: 0.7)
            pen.arc(center: c, radius: r, from: Double.pi - 0.7, to: Double.pi + 0.7)
        }
    })

    /// A plane seen from above, nose to the right: fuselage, swept wings and a tail.
    static let airplane = Glyph(inkFrame: { pen in
        let r = pen.h * 0.5   // heavier weights round (and grow) the solid parts
        pen.fillRounded(rounded([P(8, 46), P(86, 44), P(96, 50), P(86, 56), P(8, 54)], radius: 3, closed: true), radius: r)
        // Wings and tail fins swept back (their tips toward the tail).
        pen.fillRounded([P(46, 46), P(30, 6), P(40, 6), P(68, 46)], radius: r)
        pen.fillRounded([P(46, 54), P(68, 54), P(40, 94), P(30, 94)], radius: r)
        pen.fillRounded([P(12, 46), P(6, 26), P(12, 26), P(26, 46)], radius: r)
        pen.fillRounded([P(12, 54), P(26, 54), P(12, 74), P(6, 74)], radius: r)
    })

    /// `bell` with a badge dot at the top right, cut free of the bell.
    static func bellBadge(filled: Bool) -> Glyph {
        let base = Glyphs.bell(filled: filled)
        return Glyph(inkFrame: { pen in
            base.draw(&pen)
            pen.knockout { $0.disc(center: P(80, 20), radius: 24) }
            pen.disc(center: P(80, 20), radius: 17)
        })
    }

    /// `bubble.left` with something inside it: text lines, quotes or dots; cut out when filled.
    static func bubbleWith(_ content: @escaping @Sendable (inout SymbolPen) -> Void, filled: Bool) -> Glyph {
        let bubble = bubbleLeft(filled: filled)
        return Glyph(inkFrame: { pen in
            bubble.draw(&pen)
            if filled { pen.knockout(content) } else { content(&pen) }
        })
    }
    static let bubbleText: @Sendable (inout SymbolPen) -> Void = { p in
        p.stroke([P(28, 34), P(72, 34)])
        p.stroke([P(28, 52), P(58, 52)])
    }
    static let bubbleQuote: @Sendable (inout SymbolPen) -> Void = { p in
        for x in [38.0, 60] {
            p.disc(center: P(x, 38), radius: 7)
            p.stroke([P(x + 5, 40), P(x - 2, 54)])
        }
    }
    static let bubbleDots: @Sendable (inout SymbolPen) -> Void = { p in
        for x in [32.0, 50, 68] { p.disc(center: P(x, 43), radius: 6) }
    }

    /// Two bubbles: one on the left in front, one on the right behind it.
    static func bubbleLeftAndRight(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let back = rounded([P(34, 8), P(94, 8), P(94, 52), P(86, 52), P(90, 64), P(74, 52), P(34, 52)], radius: 12, closed: true)
            let front = rounded([P(6, 34), P(66, 34), P(66, 78), P(26, 78), P(10, 92), P(14, 78), P(6, 78)], radius: 12, closed: true)
            pen.shape(back, filled: filled)
            pen.knockout { $0.fillRounded(front, radius: $0.h + 6) }
            pen.shape(front, filled: filled)
        })
    }
}
