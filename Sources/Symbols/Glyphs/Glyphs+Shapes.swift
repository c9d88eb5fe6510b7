#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// The outlined/filled pairs: heart, star, bell, person, house, gear. Each outline variant strokes a
/// centre line; the filled variant fills the same centre line grown by half the stroke width, so both
/// variants have the same silhouette and frame.
extension Glyphs {
    // MARK: Heart

    /// Two circular lobes meeting in a notch, each continued by a cubic to the bottom tip.
    /// Built in its own units (lobe centres (±0.95, 0), radius 1.1, tip at (0, 2.6)) and fitted
    /// into the frame inset by half the stroke width.
    static let heartCentreLine: [Point] = SymbolPen.polyline(span: 4.1) { p in
        let c = 0.95, r = 1.1
        let notchY = -(r * r - c * c).squareRoot()
        p.move(to: P(0, notchY))
        let start = atan2(notchY, -c)                          // the notch, seen from the right lobe centre
        p.addArcSegments(center: P(c, 0), radius: r, startAngle: start, sweep: -start)
        p.addCurve(to: P(0, 2.6), control1: P(c + r, 1.0), control2: P(0.9, 1.9))
        p.addCurve(to: P(-(c + r), 0), control1: P(-0.9, 1.9), control2: P(-(c + r), 1.0))
        p.addArcSegments(center: P(-c, 0), radius: r, startAngle: Double.pi, sweep: -start)
        p.closeSubpath()
    }

    static func heart(filled: Bool) -> Glyph {
        let frame = Rect(x: 4, y: 9, width: 92, height: 82)
        return Glyph(frame: frame) { pen in
            let line = SymbolPen.fit(heartCentreLine, into: frame.insetBy(dx: pen.h, dy: pen.h))
            if filled { pen.fillRounded(line, radius: pen.h) } else { pen.strokeClosed(line) }
        }
    }

    // MARK: Star

    /// A five-pointed star, points at radius 1 and notches at 0.5 (a little fuller than the
    /// geometric 0.382, as SF's star), top point up.
    static let starCentreLine: [Point] = (0..<10).map { k in
        let a = -Double.pi / 2 + Double(k) * Double.pi / 5
        let r = k % 2 == 0 ? 1.0 : 0.5
        return P(r * cos(a), r * sin(a))
    }

    static func star(filled: Bool) -> Glyph {
        let frame = Rect(x: 3, y: 5, width: 94, height: 90)
        return Glyph(frame: frame) { pen in
            let line = SymbolPen.fit(starCentreLine, into: frame.insetBy(dx: pen.h, dy: pen.h))
            if filled { pen.fillRounded(line, radius: pen.h) } else { pen.strokeClosed(line) }
        }
    }

    // MARK: Bell

    /// A dome on nearly straight sides that flare out to a flat rim (x −1…1, top at y 0, rim at 1.7).
    static let bellCentreLine: [Point] = SymbolPen.polyline(span: 2) { p in
        p.move(to: P(0, 0))
        p.addCurve(to: P(0.72, 0.8), control1: P(0.5, 0), control2: P(0.72, 0.35))
        p.addCurve(to: P(1, 1.7), control1: P(0.72, 1.35), control2: P(0.8, 1.6))
        p.addLine(to: P(-1, 1.7))
        p.addCurve(to: P(-0.72, 0.8), control1: P(-0.8, 1.6), control2: P(-0.72, 1.35))
        p.addCurve(to: P(0, 0), control1: P(-0.72, 0.35), control2: P(-0.5, 0))
        p.closeSubpath()
    }

    static func bell(filled: Bool) -> Glyph {
        let frame = Rect(x: 8, y: 4, width: 84, height: 92)
        return Glyph(frame: frame) { pen in
            let body = Rect(x: 8, y: 4, width: 84, height: 76).insetBy(dx: pen.h, dy: pen.h)
            let line = SymbolPen.fit(bellCentreLine, into: body)
            if filled { pen.fillRounded(line, radius: pen.h) } else { pen.strokeClosed(line) }
            // The clapper: a half disc (radius 12, corners rounded by 2) 4 units below the rim's ink.
            let r = 12.0, top = 84.0, corner = 2.0
            let inner = r - corner, a0 = asin(corner / inner)
            pen.fillRounded(SymbolPen.arcPoints(center: P(50, top), rx: inner, ry: inner, from: a0, to: Double.pi - a0),
                            radius: corner)
        }
    }

    // MARK: Person

    static func person(filled: Bool) -> Glyph {
        let frame = Rect(x: 12, y: 4, width: 76, height: 92)
        return Glyph(frame: frame) { pen in
            let head = P(50, 25), headRadius = 21.0
            if filled { pen.disc(center: head, radius: headRadius) } else { pen.ring(center: head, radius: headRadius) }
            // Shoulders: a half ellipse over a flat bottom.
            let b = Rect(x: 12, y: 54, width: 76, height: 42).insetBy(dx: pen.h, dy: pen.h)
            let shoulder = b.minY + 0.62 * b.height
            let arc = SymbolPen.arcPoints(center: P(b.midX, shoulder), rx: b.width / 2, ry: shoulder - b.minY,
                                          from: Double.pi, to: 2 * Double.pi)
            let line = [P(b.minX, b.maxY)] + arc + [P(b.maxX, b.maxY)]
            if filled { pen.fillRounded(line, radius: pen.h) } else { pen.strokeClosed(line) }
        }
    }

    // MARK: House

    static func house(filled: Bool) -> Glyph {
        let frame = Rect(x: 4, y: 6, width: 92, height: 88)
        return Glyph(frame: frame) { pen in
            let h = pen.h
            let peak = P(50, frame.minY + h), eaveY = 50.0
            let left = P(frame.minX + h, eaveY), right = P(frame.maxX - h, eaveY)
            /// The roof's centre line height at x.
            func roofY(_ x: Double) -> Double {
                let edge = x < 50 ? left : right
                return peak.y + (eaveY - peak.y) * abs(x - 50) / abs(edge.x - 50)
            }
            let wallL = 18.0, wallR = 82.0, floor = frame.maxY - h
            let doorL = 41.0, doorR = 59.0, doorTop = 68.0
            pen.stroke([left, peak, right])
            if filled {
                // The body under the roof, with the door cut out (only the body covers the door).
                pen.fillRounded([P(wallL, floor), P(wallL, roofY(wallL)), peak, P(wallR, roofY(wallR)), P(wallR, floor)],
                                radius: h)
                let r = 4.0
                let corners = SymbolPen.arcPoints(center: P(doorL + r, doorTop + r), rx: r, ry: r,
                                                  from: Double.pi, to: 1.5 * Double.pi)
                    + SymbolPen.arcPoints(center: P(doorR - r, doorTop + r), rx: r, ry: r,
                                          from: 1.5 * Double.pi, to: 2 * Double.pi)
                pen.hole([P(doorL, frame.maxY)] + corners + [P(doorR, frame.maxY)])
            } else {
                pen.stroke([P(wallL, roofY(wallL)), P(wallL, floor), P(wallR, floor), P(wallR, roofY(wallR))])
                pen.stroke([P(doorL, floor), P(doorL, doorTop), P(doorR, doorTop), P(doorR, floor)])
            }
        }
    }

    // MARK: Gear

    /// Eight teeth: the centre line runs along root arcs and tooth tops, with straight flanks.
    /// Ink: tips at radius 50, roots at 38; teeth 16 units wide at the tip and 22 at the root.
    static func gearCentreLine(h: Double) -> [Point] {
        let tip = 50 - h, root = 38 - h
        let tipHalf = (8 - h) / tip, rootHalf = (11 - h) / root   // half-widths as angles
        var pts: [Point] = []
        for k in 0..<8 {
            let a = -Double.pi / 2 + Double(k) * Double.pi / 4
            let nextA = a + Double.pi / 4
            pts += SymbolPen.arcPoints(center: P(50, 50), rx: tip, ry: tip, from: a - tipHalf, to: a + tipHalf)
            pts += SymbolPen.arcPoints(center: P(50, 50), rx: root, ry: root, from: a + rootHalf, to: nextA - rootHalf)
        }
        return pts
    }

    static func gearshape(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            let line = gearCentreLine(h: pen.h)
            if filled {
                pen.fillRounded(line, radius: pen.h)
                pen.discHole(center: P(50, 50), radius: 14)
            } else {
                pen.strokeClosed(line)
                pen.ring(center: P(50, 50), radius: 17)
            }
        }
    }
}
