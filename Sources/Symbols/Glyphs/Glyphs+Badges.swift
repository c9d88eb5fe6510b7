#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Marks in circles and squares: `.circle` rings a mark, `.circle.fill` cuts it out of a disc
/// (`SymbolPen.knockout`), `.square` variants the same in a rounded square. The mark is drawn at 56 %
/// about the centre, as `circled` does (inferred from SF Symbols' proportions).
extension Glyphs {
    static let markScale = 0.56

    static func circledFill(_ mark: Glyph) -> Glyph {
        let inner = shrunk(mark, markScale)
        return Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            pen.disc(center: P(50, 50), radius: 50)
            pen.knockout { inner.draw(&$0) }
        }
    }

    static let squareInk = Rect(x: 6, y: 6, width: 88, height: 88)

    static func squared(_ mark: Glyph, filled: Bool) -> Glyph {
        let inner = shrunk(mark, markScale)
        return Glyph(frame: squareInk) { pen in
            if filled {
                pen.roundedRect(squareInk, radius: 20, filled: true)
                pen.knockout { inner.draw(&$0) }
            } else {
                pen.roundedRect(squareInk, radius: 20)
                inner.draw(&pen)
            }
        }
    }

    // MARK: Marks

    /// A dot over a stem (the mark of `info.circle`).
    static let info = Glyph(frame: Rect(x: 38, y: 6, width: 24, height: 88)) { pen in
        pen.disc(center: P(50, 18), radius: 12)
        pen.stroke([P(50, 42), P(50, 94 - pen.h)])
    }

    /// A stem over a dot, the dot as wide as the bold stem plus a little.
    static let exclamationmark = Glyph(frame: Rect(x: 41, y: 6, width: 18, height: 89)) { pen in
        pen.stroke([P(50, 6 + pen.h), P(50, 62)])
        pen.disc(center: P(50, 86), radius: 9)
    }

    /// A hook over a dot.
    static let questionmark = Glyph(frame: Rect(x: 22, y: 6, width: 56, height: 89)) { pen in
        let h = pen.h, c = P(50, 6 + 22), r = 28 - h
        var line = SymbolPen.arcPoints(center: c, rx: r, ry: r, from: Double.pi + 0.25, to: 2 * Double.pi + 0.55)
        line += [P(50, 54), P(50, 64)]
        pen.stroke(rounded(line, radius: 10))
        pen.disc(center: P(50, 86), radius: 9)
    }

    // MARK: Triangle

    static func exclamationTriangle(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 2, y: 6, width: 96, height: 86)) { pen in
            let f = Rect(x: 2, y: 6, width: 96, height: 86).insetBy(dx: pen.h, dy: pen.h)
            let line = rounded([P(f.midX, f.minY), P(f.maxX, f.maxY), P(f.minX, f.maxY)], radius: 8, closed: true)
            let mark = { (p: inout SymbolPen) in
                p.stroke([P(50, 36), P(50, 60)])
                p.disc(center: P(50, 76), radius: 7)
            }
            if filled {
                pen.fillRounded(line, radius: pen.h)
                pen.knockout(mark)
            } else {
                pen.strokeClosed(line)
                mark(&pen)
            }
        }
    }

    // MARK: Person in a circle

    /// Head and shoulders inside a ring, the shoulders meeting it (`person.crop.circle`); filled, the
    /// person is cut out of a disc.
    static func personCircle(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            let head = P(50, 38), headRadius = 17.0
            let shoulders = P(50, 100), shoulderRadius = 36.0
            /// The shoulders' arc over the top between where it meets a circle of radius `r` about the centre.
            func shoulderArc(meeting r: Double) -> [Point] {
                guard let ends = intersections(P(50, 50), r, shoulders, shoulderRadius) else { return [] }
                let (l, rt) = ends.left.x < ends.right.x ? (ends.left, ends.right) : (ends.right, ends.left)
                return SymbolPen.arcPoints(center: shoulders, rx: shoulderRadius, ry: shoulderRadius,
                                           from: bearing(l, from: shoulders), to: bearing(rt, from: shoulders))
            }
            if filled {
                pen.disc(center: P(50, 50), radius: 50)
                pen.knockout { p in
                    p.disc(center: head, radius: headRadius)
                    let arc = shoulderArc(meeting: 50)
                    guard let first = arc.first, let last = arc.last else { return }
                    p.fill(arc + [P(last.x, 120), P(first.x, 120)])
                }
            } else {
                pen.ring(center: P(50, 50), radius: 50)
                pen.ring(center: head, radius: headRadius + pen.h)
                pen.stroke(shoulderArc(meeting: 50 - pen.h))
            }
        }
    }

    // MARK: Seal and octagon

    /// A seal: a disc with twelve rounded scallops, a checkmark inside (cut out when filled).
    static func checkmarkSeal(filled: Bool) -> Glyph {
        let mark = shrunk(Glyphs.checkmark, 0.5)
        return Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            let tip = 50 - pen.h, root = 43 - pen.h, n = 12
            var line: [Point] = []
            for k in 0..<(2 * n) {
                let a = -Double.pi / 2 + Double(k) * Double.pi / Double(n), r = k % 2 == 0 ? tip : root
                line.append(P(50 + r * cos(a), 50 + r * sin(a)))
            }
            let outline = rounded(line, radius: 6, closed: true)
            if filled {
                pen.fillRounded(outline, radius: pen.h)
                pen.knockout { mark.draw(&$0) }
            } else {
                pen.strokeClosed(outline)
                mark.draw(&pen)
            }
        }
    }

    /// A stop-sign octagon with a mark (`xmark.octagon`, `exclamationmark.octagon`).
    static func octagon(_ mark: Glyph, filled: Bool) -> Glyph {
        let inner = shrunk(mark, markScale)
        return Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            let r = (50 - pen.h) / cos(Double.pi / 8)
            let line = rounded((0..<8).map { k in
                let a = Double.pi / 8 + Double(k) * Double.pi / 4
                return P(50 + r * cos(a), 50 + r * sin(a))
            }, radius: 8, closed: true)
            if filled {
                pen.fillRounded(line, radius: pen.h)
                pen.knockout { inner.draw(&$0) }
            } else {
                pen.strokeClosed(line)
                inner.draw(&pen)
            }
        }
    }
}
