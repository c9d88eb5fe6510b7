#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Everyday objects: bookmarks, calendars, clocks, locks, documents, shopping, places.
extension Glyphs {
    static func bookmark(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 18, y: 4, width: 64, height: 92)) { pen in
            let f = Rect(x: 18, y: 4, width: 64, height: 92).insetBy(dx: pen.h, dy: pen.h)
            let line = rounded([P(f.minX, f.minY), P(f.maxX, f.minY), P(f.maxX, f.maxY), P(f.midX, f.maxY - 24),
                                P(f.minX, f.maxY)], radius: 6, closed: true)
            pen.shape(line, filled: filled)
        }
    }

    /// A page with a header band and a grid of days.
    static func calendar(filled: Bool) -> Glyph {
        let ink = Rect(x: 4, y: 8, width: 92, height: 86)
        return Glyph(frame: ink) { pen in
            if filled {
                pen.roundedRect(ink, radius: 16, filled: true)
                pen.knockout { p in for y in [52.0, 72] { for x in [28.0, 50, 72] { p.disc(center: P(x, y), radius: 6) } } }
            } else {
                pen.roundedRect(ink, radius: 16)
                pen.solidRect(Rect(x: 4, y: 8, width: 92, height: 26), radius: 16)
                for y in [52.0, 72] { for x in [28.0, 50, 72] { pen.disc(center: P(x, y), radius: pen.h + 1.5) } }
            }
        }
    }

    /// A dial with hands at ten past twelve, roughly; filled, the hands are cut out.
    static func clock(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            let hands = [P(50, 22), P(50, 52), P(70, 64)]
            if filled {
                pen.disc(center: P(50, 50), radius: 50)
                pen.knockout { $0.stroke(hands) }
            } else {
                pen.ring(center: P(50, 50), radius: 50)
                pen.stroke(hands)
            }
        }
    }

    /// A padlock: body and shackle; `open` lifts the shackle's right leg free.
    static func lock(filled: Bool, open: Bool = false) -> Glyph {
        Glyph(inkFrame: { pen in
            let body = Rect(x: 14, y: 44, width: 72, height: 52)
            pen.roundedRect(body, radius: 12, filled: filled)
            let r = 20.0, top = 26.0
            if open {
                let c = P(70, top)
                pen.stroke([P(50, 46)] + SymbolPen.arcPoints(center: c, rx: r, ry: r, from: Double.pi, to: 2 * Double.pi)
                    .map { $0 } + [P(90, 34)])
            } else {
                let c = P(50, top)
                pen.stroke([P(30, 46)] + SymbolPen.arcPoints(center: c, rx: r, ry: r, from: Double.pi, to: 2 * Double.pi) + [P(70, 46)])
            }
            if filled { pen.knockout { $0.disc(center: P(50, 70), radius: 6) } }
        })
    }

    /// A key: a ring head at the top left and a toothed shaft to the bottom right.
    static let key = Glyph(inkFrame: { pen in
        let head = P(32, 32), r = 22.0
        pen.ring(center: head, radius: r + pen.h)
        let d = 0.5.squareRoot()
        let start = P(head.x + r * d, head.y + r * d)
        pen.stroke([start, P(88, 88)])
        pen.stroke([P(72, 72), P(60, 84)])
        pen.stroke([P(82, 82), P(72, 92)])
    })

    /// An almond eye with a round iris; filled, the iris is a cut ring around a solid pupil.
    static func eye(filled: Bool, slash: Bool = false) -> Glyph {
        Glyph(inkFrame: { pen in
            // Two arcs through the corners (6, 50) and (94, 50), bulging 30 up and down.
            let half = 44.0, bulge = 30.0
            let r = (half * half + bulge * bulge) / (2 * bulge), a = asin(half / r)
            let upper = SymbolPen.arcPoints(center: P(50, 50 - bulge + r), rx: r, ry: r, from: -Double.pi / 2 - a, to: -Double.pi / 2 + a)
            let lower = SymbolPen.arcPoints(center: P(50, 50 + bulge - r), rx: r, ry: r, from: Double.pi / 2 - a, to: Double.pi / 2 + a)
            let line = upper + lower.dropFirst().dropLast()
            if filled {
                pen.fillRounded(line, radius: pen.h)
                pen.knockout { $0.ring(center: P(50, 50), radius: 19) }
            } else {
                pen.strokeClosed(line)
                pen.disc(center: P(50, 50), radius: 16)
            }
            if slash { pen.slash(from: P(14, 8), to: P(86, 92)) }
        })
    }

    /// A page with a folded corner; `lines` adds text lines; filled, they are cut out.
    static func doc(filled: Bool, lines: Bool) -> Glyph {
        Glyph(frame: Rect(x: 14, y: 4, width: 72, height: 92)) { pen in
            let f = Rect(x: 14, y: 4, width: 72, height: 92).insetBy(dx: pen.h, dy: pen.h), fold = 26.0
            let page = rounded([P(f.minX, f.minY), P(f.maxX - fold, f.minY), P(f.maxX, f.minY + fold), P(f.maxX, f.maxY),
                                P(f.minX, f.maxY)], radius: 8, closed: true)
            let text = { (p: inout SymbolPen) in for (y, end) in [(46.0, 62.0), (60, 62), (74, 52)] { p.stroke([P(34, y), P(end, y)]) } }
            if filled {
                pen.fillRounded(page, radius: pen.h)
                pen.knockout { p in
                    p.stroke([P(f.maxX - fold, f.minY + 2), P(f.maxX - fold, f.minY + fold), P(f.maxX - 2, f.minY + fold)])
                    if lines { text(&p) }
                }
            } else {
                pen.strokeClosed(page)
                pen.stroke(rounded([P(f.maxX - fold, f.minY), P(f.maxX - fold, f.minY + fold), P(f.maxX, f.minY + fold)], radius: 4))
                if lines { text(&pen) }
            }
        }
    }

    /// A folder with a tab at the top left.
    static func folder(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 4, y: 12, width: 92, height: 76)) { pen in
            let f = Rect(x: 4, y: 12, width: 92, height: 76).insetBy(dx: pen.h, dy: pen.h)
            let line = rounded([P(f.minX, f.minY), P(36, f.minY), P(46, f.minY + 11), P(f.maxX, f.minY + 11), P(f.maxX, f.maxY),
                                P(f.minX, f.maxY)], radius: 9, closed: true)
            pen.shape(line, filled: filled)
            if !filled { pen.stroke([P(f.minX, 38), P(f.maxX, 38)]) }
        }
    }

    /// An in-tray: slanted sides over a box whose top has a dip.
    static func tray(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 4, y: 14, width: 92, height: 74)) { pen in
            let f = Rect(x: 4, y: 14, width: 92, height: 74).insetBy(dx: pen.h, dy: pen.h), rim = 56.0
            let outer = rounded([P(f.minX + 14, f.minY), P(f.maxX - 14, f.minY), P(f.maxX, rim), P(f.maxX, f.maxY), P(f.minX, f.maxY),
                                 P(f.minX, rim)], radius: 8, closed: true)
            let dip = rounded([P(f.minX, rim), P(32, rim), P(37, 68), P(63, 68), P(68, rim), P(f.maxX, rim)], radius: 4)
            if filled {
                pen.fillRounded(outer, radius: pen.h)
                pen.knockout { $0.stroke(Array(dip.dropFirst(1).dropLast(1))) }
            } else {
                pen.strokeClosed(outer)
                pen.stroke(dip)
            }
        }
    }

    /// A shopping cart: handle, basket and two wheels.
    static func cart(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            pen.stroke(rounded([P(6, 12), P(18, 12), P(30, 68), P(84, 68)], radius: 6))
            let basket = rounded([P(22, 26), P(94, 26), P(86, 56), P(28, 56)], radius: 4, closed: true)
            pen.shape(basket, filled: filled)
            for x in [36.0, 78] { pen.disc(center: P(x, 86), radius: 8) }
        })
    }

    /// A shopping bag with a handle.
    static func bag(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let body = rounded([P(18, 30), P(82, 30), P(88, 90), P(12, 90)], radius: 8, closed: true)
            pen.shape(body, filled: filled)
            pen.arc(center: P(50, 30), radius: 16, from: Double.pi, to: 2 * Double.pi)
        })
    }

    /// A card with a magnetic stripe.
    static func creditcard(filled: Bool) -> Glyph {
        let ink = Rect(x: 4, y: 16, width: 92, height: 68)
        return Glyph(frame: ink) { pen in
            if filled {
                pen.roundedRect(ink, radius: 12, filled: true)
                pen.knockout { p in
                    p.solidRect(Rect(x: 0, y: 34, width: 100, height: 8), radius: 0.5)
                    p.stroke([P(18, 66), P(36, 66)])
                }
            } else {
                pen.roundedRect(ink, radius: 12)
                pen.solidRect(Rect(x: 4, y: 30, width: 92, height: 14), radius: 0.5)
                pen.stroke([P(18, 66), P(36, 66)])
            }
        }
    }

    /// A present: a lid, a box and a ribbon with a bow.
    static func gift(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            pen.roundedRect(Rect(x: 4, y: 28, width: 92, height: 20), radius: 6, filled: filled)
            pen.shape(rounded([P(14, 48), P(86, 48), P(86, 94), P(14, 94)], radius: 8, closed: true), filled: filled)
            if filled {
                pen.knockout { $0.stroke([P(50, 30), P(50, 94)]); $0.stroke([P(8, 48), P(92, 48)]) }
            } else {
                pen.stroke([P(50, 28), P(50, 94)])
            }
            pen.stroke(rounded([P(50, 28), P(30, 28), P(24, 14), P(36, 8), P(50, 28)], radius: 7))
            pen.stroke(rounded([P(50, 28), P(70, 28), P(76, 14), P(64, 8), P(50, 28)], radius: 7))
        })
    }

    /// A luggage tag pointing to the top left, with its hole.
    static func tag(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let local = [P(0, 0), P(24, -24), P(74, -24), P(74, 24), P(24, 24)]
            let line = rotated(rounded(local, radius: 8, closed: true).map { $0 + P(10, 0) }, by: Double.pi / 4, about: P(10, 0))
                .map { $0 + P(6, 10) }
            let hole = rotated([P(36, 0)], by: Double.pi / 4, about: P(10, 0)).map { $0 + P(6, 10) }[0]
            if filled {
                pen.fillRounded(line, radius: pen.h)
                pen.knockout { $0.disc(center: hole, radius: 6) }
            } else {
                pen.strokeClosed(line)
                pen.disc(center: hole, radius: pen.h + 1.5)
            }
        })
    }

    /// A flag on a pole, its edge waving.
    static func flag(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            pen.stroke([P(16, 8), P(16, 94)])
            let cloth = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(16, 12))
                p.addCurve(to: P(86, 14), control1: P(40, 2), control2: P(60, 24))
                p.addLine(to: P(86, 58))
                p.addCurve(to: P(16, 56), control1: P(60, 68), control2: P(40, 46))
                p.closeSubpath()
            }
            pen.shape(cloth, filled: filled)
        })
    }

    /// A closed book seen from the front, its spine on the left.
    static func book(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 14, y: 4, width: 72, height: 92)) { pen in
            let ink = Rect(x: 14, y: 4, width: 72, height: 92)
            pen.roundedRect(ink, radius: 10, filled: filled)
            if filled { pen.knockout { $0.stroke([P(32, 12), P(32, 88)]) } } else { pen.stroke([P(32, 4 + pen.h), P(32, 96 - pen.h)]) }
        }
    }

    /// Three bars rising to the right.
    static func chartBar(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 6, y: 6, width: 88, height: 88)) { pen in
            for (x, top) in [(6.0, 54.0), (38, 30), (70, 6)] {
                pen.roundedRect(Rect(x: x, y: top, width: 24, height: 94 - top), radius: 6, filled: filled)
            }
        }
    }

    /// A disc with a wedge pulled out at the top right.
    static func chartPie(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let c = P(42, 58), r = 36.0, pi = Double.pi
            let rest = [c] + SymbolPen.arcPoints(center: c, rx: r, ry: r, from: 0, to: 1.5 * pi)
            let wedgeCentre = P(62, 38)
            let wedge = [wedgeCentre] + SymbolPen.arcPoints(center: wedgeCentre, rx: r, ry: r, from: -pi / 2, to: 0)
            pen.shape(rounded(rest, radius: 3, closed: true), filled: filled)
            pen.shape(rounded(wedge, radius: 3, closed: true), filled: filled)
        })
    }

    /// A cup with a handle on a saucer.
    static func cupAndSaucer(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let cup = rounded([P(14, 22), P(70, 22), P(66, 62), P(18, 62)], radius: 10, closed: true)
            pen.shape(cup, filled: filled)
            pen.arc(center: P(72, 38), radius: 12, from: -Double.pi / 2, to: Double.pi / 2)
            pen.stroke([P(6, 80), P(82, 80)])
        })
    }

    /// The navigation arrow pointing to the top right.
    static func location(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let line = rounded([P(92, 8), P(56, 92), P(46, 54), P(8, 44)], radius: 5, closed: true)
            pen.shape(line, filled: filled)
        })
    }

    /// A folded map of three panels.
    static func map(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 4, y: 6, width: 92, height: 88)) { pen in
            let f = Rect(x: 4, y: 6, width: 92, height: 88).insetBy(dx: pen.h, dy: pen.h), d = 10.0
            let a = 36.0, b = 64.0
            let line = rounded([P(f.minX, f.minY + d), P(a, f.minY), P(b, f.minY + d), P(f.maxX, f.minY), P(f.maxX, f.maxY - d),
                                P(b, f.maxY), P(a, f.maxY - d), P(f.minX, f.maxY)], radius: 4, closed: true)
            if filled {
                pen.fillRounded(line, radius: pen.h)
                pen.knockout { $0.stroke([P(a, f.minY + 4), P(a, f.maxY - d - 2)]); $0.stroke([P(b, f.minY + d + 2), P(b, f.maxY - 4)]) }
            } else {
                pen.strokeClosed(line)
                pen.stroke([P(a, f.minY), P(a, f.maxY - d)])
                pen.stroke([P(b, f.minY + d), P(b, f.maxY)])
            }
        }
    }

    /// A map pin: a round head on a needle.
    static let mappin = Glyph(inkFrame: { pen in
        pen.ring(center: P(50, 28), radius: 22)
        pen.stroke([P(50, 50), P(50, 94)])
    })

    /// Two people, the second behind the first to the right and cut free of it.
    static func person2(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            func parts(_ x: Double, _ s: Double) -> (head: Point, radius: Double, body: [Point]) {
                let top = 50 + 22 * (1 - s), w = 34 * s
                let arc = SymbolPen.arcPoints(center: P(x, top + 22 * s), rx: w, ry: 22 * s, from: Double.pi, to: 2 * Double.pi)
                return (P(x, 22 + 30 * (1 - s)), 16 * s, [P(x - w, 90)] + arc + [P(x + w, 90)])
            }
            func draw(_ p: (head: Point, radius: Double, body: [Point]), _ pen: inout SymbolPen) {
                if filled { pen.disc(center: p.head, radius: p.radius) } else { pen.ring(center: p.head, radius: p.radius + pen.h) }
                pen.shape(p.body, filled: filled)
            }
            let back = parts(70, 0.8), front = parts(40, 1)
            draw(back, &pen)
            pen.knockout { p in
                p.disc(center: front.head, radius: front.radius + p.h + 6)
                p.fillRounded(front.body, radius: p.h + 6)
            }
            draw(front, &pen)
        })
    }

    /// An hourglass: two triangles tip to tip between bars.
    static let hourglass = Glyph(inkFrame: { pen in
        pen.stroke([P(18, 6), P(82, 6)])
        pen.stroke([P(18, 94), P(82, 94)])
        pen.stroke(rounded([P(26, 6), P(26, 20), P(48, 50), P(26, 80), P(26, 94)], radius: 10))
        pen.stroke(rounded([P(74, 6), P(74, 20), P(52, 50), P(74, 80), P(74, 94)], radius: 10))
    })

    /// A stopwatch dial with its crown and one hand.
    static let timer = Glyph(inkFrame: { pen in
        pen.ring(center: P(50, 56), radius: 40)
        pen.stroke([P(40, 6), P(60, 6)])
        pen.stroke([P(50, 6), P(50, 16)])
        pen.stroke([P(50, 56), P(62, 40)])
    })

    /// Two pages, one behind the other (copy).
    static func docOnDoc(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let back = Rect(x: 10, y: 4, width: 58, height: 70), front = Rect(x: 32, y: 26, width: 58, height: 70)
            pen.stroke(rounded([P(back.minX, back.maxY - 8), P(back.minX, back.minY), P(back.maxX, back.minY), P(back.maxX, back.minY + 14)],
                               radius: 10))
            pen.roundedRect(front, radius: 12, filled: filled)
        })
    }

    /// A cup with two handles on a stem and base.
    static func trophy(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let cup = SymbolPen.polyline(span: 100) { p in
                p.move(to: P(26, 8))
                p.addLine(to: P(74, 8))
                p.addCurve(to: P(50, 62), control1: P(74, 40), control2: P(66, 62))
                p.addCurve(to: P(26, 8), control1: P(34, 62), control2: P(26, 40))
                p.closeSubpath()
            }
            pen.shape(cup, filled: filled)
            pen.stroke(rounded([P(26, 16), P(8, 16), P(10, 30), P(28, 40)], radius: 8))
            pen.stroke(rounded([P(74, 16), P(92, 16), P(90, 30), P(72, 40)], radius: 8))
            pen.stroke([P(50, 62), P(50, 80)])
            pen.roundedRect(Rect(x: 28, y: 80, width: 44, height: 16), radius: 5, filled: filled)
        })
    }

    /// A rising line over two axes.
    static let chartLineUptrend = Glyph(inkFrame: { pen in
        pen.stroke(rounded([P(8, 6), P(8, 92), P(94, 92)], radius: 6))
        pen.stroke([P(24, 70), P(46, 46), P(62, 58), P(90, 24)])
    })

    /// A person with a plus at the top right.
    static let personBadgePlus = Glyph(inkFrame: { pen in
        pen.ring(center: P(38, 26), radius: 20 + pen.h)
        let arc = SymbolPen.arcPoints(center: P(38, 76), rx: 34, ry: 22, from: Double.pi, to: 2 * Double.pi)
        pen.strokeClosed([P(4, 92)] + arc + [P(72, 92)])
        pen.stroke([P(84, 34), P(84, 62)])
        pen.stroke([P(70, 48), P(98, 48)])
    })

    /// `bell` crossed out.
    static func bellSlash(filled: Bool) -> Glyph {
        let base = Glyphs.bell(filled: filled)
        return Glyph(frame: Rect(x: 8, y: 4, width: 84, height: 92)) { pen in
            base.draw(&pen)
            pen.slash(from: P(8 + pen.h, 4 + pen.h), to: P(92 - pen.h, 96 - pen.h))
        }
    }

    /// A hand giving a thumbs-up: a cuff at the left, the fist with the thumb raised and the finger
    /// joints on the right; filled, the joints are cut out.
    static func handThumbsup(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            pen.roundedRect(Rect(x: 4, y: 44, width: 20, height: 50), radius: 5, filled: filled)
            let hand = rounded([P(34, 46), P(46, 28), P(50, 8), P(60, 8), P(64, 20), P(60, 38), P(84, 38), P(94, 46), P(90, 58),
                                P(92, 68), P(88, 78), P(88, 86), P(80, 94), P(34, 94)], radius: 7, closed: true)
            let joints = { (p: inout SymbolPen) in
                for (y, x0) in [(58.0, 74.0), (70, 76), (82, 74)] { p.stroke([P(x0, y), P(86, y)]) }
            }
            if filled {
                pen.fillRounded(hand, radius: pen.h)
                pen.knockout(joints)
            } else {
                pen.strokeClosed(hand)
                joints(&pen)
            }
        })
    }
}
