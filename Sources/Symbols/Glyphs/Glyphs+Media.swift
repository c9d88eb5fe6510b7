#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Playback, sound, camera and picture symbols.
extension Glyphs {
    // MARK: Transport

    /// The play triangle's centre line (as `play.fill`'s frame), outlined.
    static let play = Glyph(frame: Rect(x: 14, y: 6, width: 76, height: 88)) { pen in
        let f = Rect(x: 14, y: 6, width: 76, height: 88).insetBy(dx: pen.h, dy: pen.h)
        pen.strokeClosed(rounded([P(f.minX, f.minY), P(f.maxX, f.midY), P(f.minX, f.maxY)], radius: 6, closed: true))
    }

    static let stopFill = Glyph(frame: Rect(x: 12, y: 12, width: 76, height: 76)) { pen in
        pen.solidRect(Rect(x: 12, y: 12, width: 76, height: 76), radius: 10)
    }

    /// Two solid triangles pointing right (`forward.fill`; mirrored, `backward.fill`).
    static let forwardFill = Glyph(frame: Rect(x: 2, y: 20, width: 96, height: 60)) { pen in
        let r = 5.0
        for x0 in [2.0, 50] {
            let f = Rect(x: x0, y: 20, width: 48, height: 60).insetBy(dx: r, dy: r)
            pen.fillRounded([P(f.minX, f.minY), P(f.maxX, f.midY), P(f.minX, f.maxY)], radius: r)
        }
    }

    /// A solid triangle against a bar (`forward.end.fill`; mirrored, `backward.end.fill`).
    static let forwardEndFill = Glyph(frame: Rect(x: 14, y: 12, width: 72, height: 76)) { pen in
        let r = 5.0
        let f = Rect(x: 14, y: 12, width: 56, height: 76).insetBy(dx: r, dy: r)
        pen.fillRounded([P(f.minX, f.minY), P(f.maxX, f.midY), P(f.minX, f.maxY)], radius: r)
        pen.solidRect(Rect(x: 72, y: 12, width: 14, height: 76), radius: 5)
    }

    /// Two crossing paths, each ending in an arrow head at the right.
    static let shuffle = Glyph(inkFrame: { pen in
        let l = 8.0, r = 84.0, top = 24.0, bottom = 76.0
        pen.stroke(SymbolPen.polyline(span: 100) { p in
            p.move(to: P(l, bottom)); p.addLine(to: P(22, bottom))
            p.addCurve(to: P(66, top), control1: P(46, bottom), control2: P(44, top))
            p.addLine(to: P(r + 6, top))
        })
        pen.stroke(SymbolPen.polyline(span: 100) { p in
            p.move(to: P(l, top)); p.addLine(to: P(22, top))
            p.addCurve(to: P(66, bottom), control1: P(46, top), control2: P(44, bottom))
            p.addLine(to: P(r + 6, bottom))
        })
        for y in [top, bottom] { arrowHead(&pen, tip: P(r + 8, y), direction: 0, reach: 15) }
    })

    /// A rounded loop with heads on the top (right) and bottom (left) runs.
    static let repeatGlyph = Glyph(inkFrame: { pen in
        let l = 12.0, r = 88.0, top = 26.0, bottom = 74.0, rad = 16.0
        pen.stroke(rounded([P(l, 56), P(l, top), P(r - 4, top)], radius: rad))
        pen.stroke(rounded([P(r, 44), P(r, bottom), P(l + 4, bottom)], radius: rad))
        arrowHead(&pen, tip: P(r - 2, top), direction: 0, reach: 15)
        arrowHead(&pen, tip: P(l + 2, bottom), direction: Double.pi, reach: 15)
    })

    // MARK: Sound

    /// A speaker cone, filled or outlined, with `waves` arcs (0…3) to its right; `slash` crosses it out.
    static func speaker(waves: Int, filled: Bool, slash: Bool = false) -> Glyph {
        Glyph(inkFrame: { pen in
            let x0 = waves == 0 ? 28.0 : 6.0
            let cone = rounded([P(x0, 36), P(x0 + 16, 36), P(x0 + 38, 16), P(x0 + 38, 84), P(x0 + 16, 64), P(x0, 64)],
                               radius: 5, closed: true)
            if filled { pen.fillRounded(cone, radius: pen.h) } else { pen.strokeClosed(cone) }
            let c = P(x0 + 40, 50)
            for k in 0..<waves {
                let r = 18.0 + Double(k) * 16, spread = 0.78 - Double(k) * 0.06
                pen.arc(center: c, radius: r, from: -spread, to: spread)
            }
            if slash {
                pen.slash(from: P(10, 8), to: P(90, 92))
            }
        })
    }

    /// A note head with a stem and a flag.
    static let musicNote = Glyph(inkFrame: { pen in
        pen.fill(SymbolPen.arcPoints(center: P(40, 76), rx: 18, ry: 14, from: 0, to: 2 * Double.pi).dropLast().map { $0 })
        pen.stroke([P(56, 74), P(56, 8), P(78, 18), P(78, 32)])
    })

    /// A frame of film: side strips with perforations.
    static let film = Glyph(frame: Rect(x: 4, y: 10, width: 92, height: 80)) { pen in
        pen.roundedRect(Rect(x: 4, y: 10, width: 92, height: 80), radius: 12)
        for x in [28.0, 72] { pen.stroke([P(x, 10 + pen.h), P(x, 90 - pen.h)]) }
        for (x0, x1) in [(4.0, 28.0), (72, 96)] { for y in [36.0, 64] { pen.stroke([P(x0 + pen.h, y), P(x1, y)]) } }
    }

    static func mic(filled: Bool, slash: Bool = false) -> Glyph {
        Glyph(inkFrame: { pen in
            let head = Rect(x: 34, y: 4, width: 32, height: 58)
            pen.roundedRect(head, radius: 16, filled: filled)
            pen.arc(center: P(50, 42), radius: 26, from: 0, to: Double.pi)
            pen.stroke([P(50, 68), P(50, 88)])
            pen.stroke([P(36, 92), P(64, 92)])
            if slash {
                pen.slash(from: P(16, 8), to: P(84, 92))
            }
        })
    }

    // MARK: Camera and pictures

    /// A body with a raised viewfinder and a lens; filled, the lens is cut out as a ring.
    static func camera(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let body = rounded([P(8, 28), P(30, 28), P(38, 16), P(62, 16), P(70, 28), P(92, 28), P(92, 84), P(8, 84)],
                               radius: 8, closed: true)
            if filled {
                pen.fillRounded(body, radius: pen.h)
                pen.knockout { $0.ring(center: P(50, 56), radius: 17 + $0.h) }
            } else {
                pen.strokeClosed(body)
                pen.ring(center: P(50, 56), radius: 15 + pen.h)
            }
        })
    }

    /// A picture: a frame with hills and a sun.
    static func photo(filled: Bool) -> Glyph {
        Glyph(frame: Rect(x: 4, y: 12, width: 92, height: 76)) { pen in
            let frame = Rect(x: 4, y: 12, width: 92, height: 76)
            let hills = [P(14, 76), P(38, 50), P(56, 68), P(68, 58), P(86, 76)]
            if filled {
                pen.roundedRect(frame, radius: 14, filled: true)
                pen.knockout { p in
                    p.fillRounded(hills + [P(86, 78), P(14, 78)], radius: 1)
                    p.disc(center: P(68, 34), radius: 8)
                }
            } else {
                pen.roundedRect(frame, radius: 14)
                pen.stroke(hills)
                pen.disc(center: P(68, 34), radius: pen.h + 3)
            }
        }
    }

    /// A video camera: a rounded body and a lens wedge on the right.
    static func video(filled: Bool) -> Glyph {
        Glyph(inkFrame: { pen in
            let body = Rect(x: 2 + 4.5, y: 22, width: 62, height: 56)
            pen.roundedRect(body, radius: 12, filled: filled)
            pen.shape(rounded([P(74, 44), P(94, 30), P(94, 70), P(74, 56)], radius: 4, closed: true), filled: filled)
        })
    }

    /// Bars of varying height about the middle.
    static let waveform = Glyph(inkFrame: { pen in
        for (x, reach) in [(10.0, 8.0), (26, 22), (42, 38), (58, 26), (74, 14), (90, 4)] {
            pen.stroke([P(x, 50 - reach), P(x, 50 + reach)])
        }
    })

    static func playRectangle(filled: Bool) -> Glyph {
        let triangle = [P(42, 34), P(64, 50), P(42, 66)]
        return Glyph(frame: Rect(x: 4, y: 14, width: 92, height: 72)) { pen in
            let frame = Rect(x: 4, y: 14, width: 92, height: 72)
            if filled {
                pen.roundedRect(frame, radius: 16, filled: true)
                pen.knockout { $0.fillRounded(triangle, radius: 3) }
            } else {
                pen.roundedRect(frame, radius: 16)
                pen.fillRounded(triangle, radius: 3)
            }
        }
    }

    /// A heart-rate trace.
    static let waveformPathEcg = Glyph(inkFrame: { pen in
        pen.stroke([P(4, 54), P(26, 54), P(36, 30), P(50, 84), P(62, 16), P(72, 54), P(96, 54)])
    })
}
