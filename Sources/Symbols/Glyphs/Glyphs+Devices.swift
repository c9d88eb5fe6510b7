#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Devices and tools.
extension Glyphs {
    /// A phone upright with a rounded body and the island at its top.
    static let iphone = Glyph(frame: Rect(x: 24, y: 2, width: 52, height: 96)) { pen in
        pen.roundedRect(Rect(x: 24, y: 2, width: 52, height: 96), radius: 14)
        pen.stroke([P(44, 14), P(56, 14)])
    }

    /// A monitor on a stand.
    static let desktopcomputer = Glyph(inkFrame: { pen in
        pen.roundedRect(Rect(x: 4, y: 8, width: 92, height: 64), radius: 10)
        pen.stroke([P(44, 72), P(42, 88)])
        pen.stroke([P(56, 72), P(58, 88)])
        pen.stroke([P(30, 90), P(70, 90)])
    })

    /// A laptop: a screen over a wider base.
    static let laptopcomputer = Glyph(inkFrame: { pen in
        pen.roundedRect(Rect(x: 14, y: 14, width: 72, height: 54), radius: 8)
        pen.stroke([P(4, 82), P(96, 82)])
    })

    /// A television: a wide screen and a foot.
    static let tv = Glyph(inkFrame: { pen in
        pen.roundedRect(Rect(x: 4, y: 10, width: 92, height: 64), radius: 10)
        pen.stroke([P(30, 90), P(70, 90)])
    })

    /// A keyboard: keys in two rows and a space bar.
    static let keyboard = Glyph(frame: Rect(x: 2, y: 20, width: 96, height: 60)) { pen in
        pen.roundedRect(Rect(x: 2, y: 20, width: 96, height: 60), radius: 10)
        for y in [36.0, 50] { for x in stride(from: 18.0, through: 82, by: 16) { pen.disc(center: P(x, y), radius: 4.5) } }
        pen.stroke([P(32, 64), P(68, 64)])
    }

    /// A printer: the paper tray above, the body, and the printed sheet below.
    static let printer = Glyph(inkFrame: { pen in
        pen.stroke(rounded([P(26, 30), P(26, 6), P(74, 6), P(74, 30)], radius: 4))
        pen.stroke(rounded([P(26, 74), P(4, 74), P(4, 30), P(96, 30), P(96, 74), P(74, 74)], radius: 10))
        pen.roundedRect(Rect(x: 24, y: 58, width: 52, height: 38), radius: 4)
        pen.disc(center: P(82, 44), radius: pen.h + 0.5)
    })

    /// A game controller: a wide body with two grips, a cross pad and two buttons.
    static func gamecontroller(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(30, 22))
                p.addLine(to: P(70, 22))
                p.addCurve(to: P(94, 70), control1: P(86, 22), control2: P(94, 50))
                p.addCurve(to: P(78, 82), control1: P(96, 80), control2: P(86, 84))
                p.addCurve(to: P(64, 66), control1: P(72, 80), control2: P(70, 66))
                p.addLine(to: P(36, 66))
                p.addCurve(to: P(22, 82), control1: P(30, 66), control2: P(28, 80))
                p.addCurve(to: P(6, 70), control1: P(14, 84), control2: P(4, 80))
                p.addCurve(to: P(30, 22), control1: P(6, 50), control2: P(14, 22))
                p.closeSubpath()
            }
            let marks = { (p: inout SymbolPen) in
                p.stroke([P(21, 44), P(37, 44)])
                p.stroke([P(29, 36), P(29, 52)])
                p.disc(center: P(70, 38), radius: 5)
                p.disc(center: P(78, 50), radius: 5)
            }
            if filled {
                pen.fillRounded(line, radius: pen.h)
                pen.knockout(marks)
            } else {
                pen.strokeClosed(line)
                marks(&pen)
            }
        })
    }

    /// A battery: body, terminal and a charge bar filling `level` of it.
    static func battery(level: Double) -> Glyph {
        Glyph(inkFrame: { pen in
            pen.roundedRect(Rect(x: 2, y: 26, width: 86, height: 48), radius: 12)
            pen.solidRect(Rect(x: 91, y: 40, width: 7, height: 20), radius: 3)
            let gap = pen.lineWidth + 4
            let inside = Rect(x: 2 + gap, y: 26 + gap, width: 86 - 2 * gap, height: 48 - 2 * gap)
            if level > 0 {
                pen.solidRect(Rect(x: inside.minX, y: inside.minY, width: inside.width * level, height: inside.height), radius: 3)
            }
        })
    }

    /// Headphones: a band over two ear cups.
    static let headphones = Glyph(inkFrame: { pen in
        pen.stroke(SymbolPen.arcPoints(center: P(50, 54), rx: 40, ry: 40, from: Double.pi, to: 2 * Double.pi) + [])
        pen.stroke([P(10, 54), P(10, 70)])
        pen.stroke([P(90, 54), P(90, 70)])
        pen.roundedRect(Rect(x: 6, y: 56, width: 24, height: 38), radius: 8, filled: true)
        pen.roundedRect(Rect(x: 70, y: 56, width: 24, height: 38), radius: 8, filled: true)
    })

    /// Scissors: two blades crossing above two finger rings.
    static let scissors = Glyph(inkFrame: { pen in
        pen.ring(center: P(26, 76), radius: 18)
        pen.ring(center: P(74, 76), radius: 18)
        pen.stroke([P(36, 62), P(78, 6)])
        pen.stroke([P(64, 62), P(22, 6)])
    })

    /// A hammer: a head across the top of a slanted handle.
    static let hammer = Glyph(inkFrame: { pen in
        let head = rotated(rounded([P(24, 6), P(76, 6), P(76, 30), P(24, 30)], radius: 5, closed: true), by: Double.pi / 4,
                           about: P(50, 50))
        pen.strokeClosed(head)
        let a = rotated([P(50, 30), P(50, 100)], by: Double.pi / 4, about: P(50, 50))
        pen.stroke(a)
    })

    /// A wrench: a round head with an open jaw at the top right on a diagonal handle.
    static let wrench = Glyph(inkFrame: { pen in
        let c = P(68, 32), r = 20.0, open = -Double.pi / 4, gap = 0.62
        pen.arc(center: c, radius: r, from: open + gap, to: open - gap + 2 * Double.pi)
        let handle = rotated(rounded([P(-40, -9), P(12, -9), P(12, 9), P(-40, 9)], radius: 9, closed: true), by: -Double.pi / 4, about: .zero)
        pen.strokeClosed(handle.map { $0 + P(c.x - 0.5.squareRoot() * (r + 4), c.y + 0.5.squareRoot() * (r + 4)) })
    })

    /// A paintbrush: a handle and a bristle tip at the bottom left.
    static let paintbrush = Glyph(inkFrame: { pen in
        pen.stroke([P(92, 8), P(46, 56)])
        let tip = SymbolPen.polyline(span: 100) { p in
            p.move(to: P(38, 52))
            p.addCurve(to: P(8, 92), control1: P(24, 54), control2: P(24, 84))
            p.addCurve(to: P(50, 64), control1: P(30, 92), control2: P(50, 84))
            p.closeSubpath()
        }
        pen.fillRounded(tip, radius: pen.h * 0.5)
    })
}
