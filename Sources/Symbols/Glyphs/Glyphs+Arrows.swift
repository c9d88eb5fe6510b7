#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Turning and paired arrows: refresh, undo, redo, diagonal, swap, sync.
extension Glyphs {
    /// An open head of two strokes `reach` long meeting at `tip`, pointing along `direction` (radians).
    static func arrowHead(_ pen: inout SymbolPen, tip: Point, direction: Double, reach: Double) {
        let spread = Double.pi / 4
        let back = direction + Double.pi
        pen.stroke([P(tip.x + reach * cos(back - spread), tip.y + reach * sin(back - spread)), tip,
                    P(tip.x + reach * cos(back + spread), tip.y + reach * sin(back + spread))])
    }

    /// A circle of arrow running clockwise from one o'clock round to twelve, its head at the top
    /// pointing right (`arrow.clockwise`; mirrored, `arrow.counterclockwise`).
    static let arrowClockwise = Glyph(inkFrame: { pen in
        let c = P(50, 54), r = 38.0
        pen.arc(center: c, radius: r, from: -Double.pi / 2 + 0.6, to: 1.5 * Double.pi)
        arrowHead(&pen, tip: P(c.x + 3, c.y - r), direction: 0, reach: 18)
    })

    /// A diagonal arrow to the top right.
    static let arrowUpRight = Glyph(frame: Rect(x: 14, y: 14, width: 72, height: 72)) { pen in
        let f = Rect(x: 14, y: 14, width: 72, height: 72).insetBy(dx: pen.h, dy: pen.h)
        pen.stroke([P(f.minX, f.maxY), P(f.maxX, f.minY)])
        pen.stroke([P(f.minX + 0.22 * f.width, f.minY), P(f.maxX, f.minY), P(f.maxX, f.minY + 0.78 * f.height)])
    }

    /// A hook: a head pointing left at the top, the line running right and turning down and back
    /// (`arrow.uturn.backward`; mirrored, `.forward`).
    static let arrowUturnBackward = Glyph(frame: Rect(x: 6, y: 10, width: 88, height: 80)) { pen in
        let f = Rect(x: 6, y: 10, width: 88, height: 80).insetBy(dx: pen.h, dy: pen.h)
        let top = f.minY + 20, r = (f.maxY - top) / 2
        var line = [P(f.minX, top), P(f.maxX - r, top)]
        line += SymbolPen.arcPoints(center: P(f.maxX - r, top + r), rx: r, ry: r, from: -Double.pi / 2, to: Double.pi / 2)
        line.append(P(f.minX + 26, f.maxY))
        pen.stroke(line)
        pen.stroke([P(f.minX + 20, top - 20), P(f.minX, top), P(f.minX + 20, top + 20)])
    }

    /// Two opposed arrows, one above the other (`arrow.left.arrow.right`); turned, `arrow.up.arrow.down`.
    static let arrowLeftArrowRight = Glyph(frame: Rect(x: 6, y: 10, width: 88, height: 80)) { pen in
        let f = Rect(x: 6, y: 10, width: 88, height: 80).insetBy(dx: pen.h, dy: pen.h), reach = 17.0
        let y0 = f.minY + reach, y1 = f.maxY - reach
        pen.stroke([P(f.minX, y0), P(f.maxX, y0)])
        pen.stroke([P(f.minX + reach, y0 - reach), P(f.minX, y0), P(f.minX + reach, y0 + reach)])
        pen.stroke([P(f.minX, y1), P(f.maxX, y1)])
        pen.stroke([P(f.maxX - reach, y1 - reach), P(f.maxX, y1), P(f.maxX - reach, y1 + reach)])
    }

    /// Two half-circle arrows chasing each other clockwise (`arrow.triangle.2.circlepath`), each
    /// ending in a small solid triangle.
    static let arrowTriangle2Circlepath = Glyph(inkFrame: { pen in
        let c = P(50, 50), r = 36.0, size = 11.0
        for k in 0..<2 {
            let base = Double(k) * Double.pi
            let a0 = base + Double.pi + 0.3, a1 = base + 2 * Double.pi - 0.55
            pen.arc(center: c, radius: r, from: a0, to: a1)
            let radial = P(cos(a1), sin(a1)), along = P(-sin(a1), cos(a1))   // outward and clockwise
            let e = c + radial * r
            pen.fillRounded([e + along * (size * 1.1), e + radial * size, e - radial * size], radius: 1.5)
        }
    })

    /// A portrait rectangle open on the right with an arrow leaving it (sign out).
    static let rectanglePortraitAndArrowRight = Glyph(frame: Rect(x: 6, y: 8, width: 90, height: 84)) { pen in
        let h = pen.h, left = 6 + h, top = 8 + h, bottom = 92 - h, right = 56.0
        pen.stroke(rounded([P(right, 30), P(right, top), P(left, top), P(left, bottom), P(right, bottom), P(right, 70)], radius: 12))
        pen.stroke([P(34, 50), P(96 - h, 50)])
        pen.stroke([P(96 - h - 16, 34), P(96 - h, 50), P(96 - h - 16, 66)])
    }
}
