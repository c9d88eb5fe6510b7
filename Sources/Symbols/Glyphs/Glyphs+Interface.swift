#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Interface marks: search, more, lists, grids, sliders, squares, gear, trash, edit and share.
/// Ink edges are fixed in the box and centre lines sit half a stroke inside them, so frames do not
/// depend on the weight.
extension Glyphs {
    /// A ring lens and a handle at 45°.
    static let magnifyingglass = Glyph(frame: Rect(x: 6, y: 6, width: 88, height: 88)) { pen in
        let c = P(43, 43), r = 37.0
        pen.ring(center: c, radius: r)
        let inner = r - pen.h, a = Double.pi / 4
        pen.stroke([P(c.x + inner * cos(a), c.y + inner * sin(a)), P(94 - pen.h, 94 - pen.h)])
    }

    /// Three dots whose radius grows with the weight.
    static let ellipsis = Glyph(frame: Rect(x: 6, y: 50 - boldLineWidth / 2 - 2.5, width: 88, height: boldLineWidth + 5)) { pen in
        let r = pen.h + 2.5
        for x in [6 + r, 50, 94 - r] { pen.disc(center: P(x, 50), radius: r) }
    }

    static let listBullet = Glyph(frame: Rect(x: 6, y: 18 - boldLineWidth / 2 - 2, width: 88, height: 64 + boldLineWidth + 4)) { pen in
        let r = pen.h + 2
        for y in [18.0, 50, 82] {
            pen.disc(center: P(6 + r, y), radius: r)
            pen.stroke([P(32 + pen.h, y), P(94 - pen.h, y)])
        }
    }

    static func lines(_ spans: [(Double, Double)]) -> Glyph {
        Glyph(frame: Rect(x: 6, y: 20 - boldLineWidth / 2, width: 88, height: 60 + boldLineWidth)) { pen in
            for (row, span) in zip([20.0, 50, 80], spans) { pen.stroke([P(span.0 + pen.h, row), P(span.1 - pen.h, row)]) }
        }
    }
    static let line3Horizontal = lines([(6, 94), (6, 94), (6, 94)])
    static let line3HorizontalDecrease = lines([(6, 94), (22, 78), (38, 62)])

    static func grid2x2(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 6, y: 6, width: 88, height: 88)) { pen in
            for (x, y) in [(6.0, 6.0), (54, 6), (6, 54), (54, 54)] {
                pen.roundedRect(Rect(x: x, y: y, width: 40, height: 40), radius: 11, filled: filled)
            }
        }
    }

    /// Three tracks, each with a ring knob that breaks it.
    static let sliderHorizontal3 = Glyph(frame: Rect(x: 6, y: 8, width: 88, height: 84)) { pen in
        let knob = 12.0
        for (y, x) in [(20.0, 66.0), (50, 32), (80, 58)] {
            pen.ring(center: P(x, y), radius: knob)
            pen.stroke([P(6 + pen.h, y), P(x - knob + pen.h, y)])
            pen.stroke([P(x + knob - pen.h, y), P(94 - pen.h, y)])
        }
    }

    static func square(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 6, y: 6, width: 88, height: 88)) { pen in
            pen.roundedRect(Rect(x: 6, y: 6, width: 88, height: 88), radius: 20, filled: filled)
        }
    }

    // MARK: Gear

    /// Twelve narrow teeth (ink tips at radius 50, roots at 41) around a round hole.
    static func gear(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            let h = pen.h, tip = 50 - h, root = 41 - h, teeth = 12
            let tipHalf = (5.5 - h * 0.5) / tip, rootHalf = (8.5 - h * 0.2) / root
            var line: [Point] = []
            for k in 0..<teeth {
                let a = -Double.pi / 2 + Double(k) * 2 * Double.pi / Double(teeth), next = a + 2 * Double.pi / Double(teeth)
                line += SymbolPen.arcPoints(center: P(50, 50), rx: tip, ry: tip, from: a - tipHalf, to: a + tipHalf)
                line += SymbolPen.arcPoints(center: P(50, 50), rx: root, ry: root, from: a + rootHalf, to: next - rootHalf)
            }
            if filled {
                pen.fillRounded(line, radius: h)
                pen.discHole(center: P(50, 50), radius: 15)
            } else {
                pen.strokeClosed(line)
                pen.ring(center: P(50, 50), radius: 17)
            }
        }
    }

    // MARK: Trash

    /// A lid with a handle over a can that narrows to the bottom.
    static func trash(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 8, y: 4, width: 84, height: 92)) { pen in
            let h = pen.h, lid = 20.0
            pen.stroke([P(8 + h, lid), P(92 - h, lid)])
            pen.stroke(rounded([P(36, lid), P(36, 4 + h), P(64, 4 + h), P(64, lid)], radius: 5))
            let can = rounded([P(20 + h, lid), P(25 + h, 96 - h), P(75 - h, 96 - h), P(80 - h, lid)], radius: 9)
            if filled {
                pen.fillRounded(can, radius: h)
            } else {
                pen.stroke(can)
                // Two lines, or one where a heavy stroke leaves no room for two.
                for x in pen.lineWidth < 11 ? [39.0, 61] : [50] { pen.stroke([P(x, 38), P(x, 80)]) }
            }
        }
    }

    // MARK: Pencil and share

    /// A pencil pointing to the bottom left, its body `width` across (centre line) with a line where the
    /// point begins, fitted into `ink` (its ink's bounds).
    static func pencil(_ pen: inout SymbolPen, in ink: Rect, width: Double) {
        let w = width / 2, cone = 1.6 * w, l = 100.0
        let body = rounded([P(0, 0), P(cone, -w), P(l, -w), P(l, w), P(cone, w)], radius: 3, closed: true)
        let turn = -Double.pi / 4
        let lists = fit([rotated(body, by: turn, about: .zero), rotated([P(cone, -w), P(cone, w)], by: turn, about: .zero)],
                        into: ink.insetBy(dx: pen.h, dy: pen.h))
        pen.strokeClosed(lists[0])
        pen.stroke(lists[1])
    }

    static let pencilGlyph = Glyph(frame: Rect(x: 6, y: 6, width: 88, height: 88)) { pen in
        pencil(&pen, in: Rect(x: 6, y: 6, width: 88, height: 88), width: 28)
    }

    /// An open rounded square with a pencil leaving it at the top right.
    static let squareAndPencil = Glyph(frame: Rect(x: 6, y: 6, width: 88, height: 88)) { pen in
        let h = pen.h, box = Rect(x: 6, y: 14, width: 80, height: 80).insetBy(dx: h, dy: h)
        pen.stroke(rounded([P(box.maxX, 52), P(box.maxX, box.maxY), P(box.minX, box.maxY), P(box.minX, box.minY),
                            P(48, box.minY)], radius: 14))
        pencil(&pen, in: Rect(x: 36, y: 6, width: 58, height: 58), width: 20)
    }

    /// A tray open at the top with an arrow through it: up (share) or down (save).
    static func boxAndArrow(up: Bool) -> Glyph {
        Glyph(frame: Rect(x: 14, y: 4, width: 72, height: 92)) { pen in
            let h = pen.h, left = 14 + h, right = 86 - h, bottom = 96 - h, top = 38.0
            pen.stroke(rounded([P(36, top), P(left, top), P(left, bottom), P(right, bottom), P(right, top), P(64, top)], radius: 10))
            let head = 17.0
            if up {
                pen.stroke([P(50, 4 + h), P(50, 64)])
                pen.stroke([P(50 - head, 4 + h + head), P(50, 4 + h), P(50 + head, 4 + h + head)])
            } else {
                pen.stroke([P(50, 4 + h), P(50, 64)])
                pen.stroke([P(50 - head, 64 - head), P(50, 64), P(50 + head, 64 - head)])
            }
        }
    }

    /// Two chevrons back to back (pickers and menus).
    static let chevronUpChevronDown = Glyph(frame: Rect(x: 28, y: 8, width: 44, height: 84)) { pen in
        let f = Rect(x: 28, y: 8, width: 44, height: 84).insetBy(dx: pen.h, dy: pen.h), reach = f.width / 2 * 0.95
        pen.stroke([P(f.minX, f.minY + reach), P(f.midX, f.minY), P(f.maxX, f.minY + reach)])
        pen.stroke([P(f.minX, f.maxY - reach), P(f.midX, f.maxY), P(f.maxX, f.maxY - reach)])
    }

    /// A window with a sidebar line and two item ticks.
    static let sidebarLeft = Glyph(frame: Rect(x: 4, y: 12, width: 92, height: 76)) { pen in
        pen.roundedRect(Rect(x: 4, y: 12, width: 92, height: 76), radius: 16)
        pen.stroke([P(36, 12 + pen.h), P(36, 88 - pen.h)])
        for y in [30.0, 44] { pen.stroke([P(16, y), P(24, y)]) }
    }

    /// A ring open at the top with a bar through the gap.
    static let power = Glyph(frame: Rect(x: 8, y: 4, width: 84, height: 92)) { pen in
        let c = P(50, 54), r = 42 - pen.h, gap = 0.62
        pen.arc(center: c, radius: r, from: -Double.pi / 2 + gap, to: 1.5 * Double.pi - gap)
        pen.stroke([P(50, 4 + pen.h), P(50, 50)])
    }

    /// Text lines flush left of varying length.
    static let textJustifyLeft = lines([(6, 94), (6, 70), (6, 94)])

    /// A rounded frame split into rows and columns (`tablecells`), or into two stacked cells
    /// (`rectangle.grid.1x2`).
    static func table(columns: Int, rows: Int, filled: Bool = false) -> Glyph {
        let ink = Rect(x: 4, y: 12, width: 92, height: 76)
        return Glyph(frame: ink) { pen in
            if filled {
                let gap = pen.lineWidth * 0.6
                let w = (ink.width - gap * Double(columns - 1)) / Double(columns), h = (ink.height - gap * Double(rows - 1)) / Double(rows)
                for c in 0..<columns { for r in 0..<rows {
                    pen.roundedRect(Rect(x: ink.minX + Double(c) * (w + gap), y: ink.minY + Double(r) * (h + gap), width: w, height: h),
                                    radius: 8, filled: true)
                } }
                return
            }
            pen.roundedRect(ink, radius: 12)
            for c in 1..<max(1, columns) {
                let x = ink.minX + ink.width * Double(c) / Double(columns)
                pen.stroke([P(x, ink.minY + pen.h), P(x, ink.maxY - pen.h)])
            }
            for r in 1..<max(1, rows) {
                let y = ink.minY + ink.height * Double(r) / Double(rows)
                pen.stroke([P(ink.minX + pen.h, y), P(ink.maxX - pen.h, y)])
            }
        }
    }
}
