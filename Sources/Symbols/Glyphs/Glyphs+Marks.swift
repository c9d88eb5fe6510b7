import Geometry

/// Circles and the stroke marks: checkmark, xmark, plus, minus, chevrons and arrows. Frames follow
/// SF Symbols' proportions at the medium scale (the circle spans the whole box; marks are smaller).
extension Glyphs {
    static let circle = Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
        pen.ring(center: P(50, 50), radius: 50)
    }

    static let circleFill = Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
        pen.disc(center: P(50, 50), radius: 50)
    }

    /// A short stroke down to the bottom vertex and a long one up to the top right.
    static let checkmark = Glyph(frame: Rect(x: 8, y: 10, width: 84, height: 80)) { pen in
        let f = Rect(x: 8, y: 10, width: 84, height: 80).insetBy(dx: pen.h, dy: pen.h)
        pen.stroke([P(f.minX, f.minY + 0.56 * f.height), P(f.minX + 0.36 * f.width, f.maxY), P(f.maxX, f.minY)])
    }

    static let xmark = Glyph(frame: Rect(x: 16, y: 16, width: 68, height: 68)) { pen in
        let f = Rect(x: 16, y: 16, width: 68, height: 68).insetBy(dx: pen.h, dy: pen.h)
        pen.stroke([P(f.minX, f.minY), P(f.maxX, f.maxY)])
        pen.stroke([P(f.maxX, f.minY), P(f.minX, f.maxY)])
    }

    static let plus = Glyph(frame: Rect(x: 12, y: 12, width: 76, height: 76)) { pen in
        let f = Rect(x: 12, y: 12, width: 76, height: 76).insetBy(dx: pen.h, dy: pen.h)
        pen.stroke([P(f.minX, 50), P(f.maxX, 50)])
        pen.stroke([P(50, f.minY), P(50, f.maxY)])
    }

    /// As tall as the bold stroke, so the frame does not depend on the weight.
    static let minus = Glyph(frame: Rect(x: 12, y: 50 - boldLineWidth / 2, width: 76, height: boldLineWidth)) { pen in
        pen.stroke([P(12 + pen.h, 50), P(88 - pen.h, 50)])
    }

    static let chevronRight = Glyph(frame: Rect(x: 29, y: 8, width: 42, height: 84)) { pen in
        let f = Rect(x: 29, y: 8, width: 42, height: 84).insetBy(dx: pen.h, dy: pen.h)
        pen.stroke([P(f.minX, f.minY), P(f.maxX, f.midY), P(f.minX, f.maxY)])
    }

    /// A shaft and a right-angled head.
    static let arrowRight = Glyph(frame: Rect(x: 6, y: 13, width: 88, height: 74)) { pen in
        let f = Rect(x: 6, y: 13, width: 88, height: 74).insetBy(dx: pen.h, dy: pen.h)
        let reach = f.height / 2
        pen.stroke([P(f.minX, f.midY), P(f.maxX, f.midY)])
        pen.stroke([P(f.maxX - reach, f.minY), P(f.maxX, f.midY), P(f.maxX - reach, f.maxY)])
    }

    /// A triangle with rounded corners, centred on its frame.
    static let playFill = Glyph(frame: Rect(x: 14, y: 6, width: 76, height: 88)) { pen in
        let r = 7.0
        let f = Rect(x: 14, y: 6, width: 76, height: 88).insetBy(dx: r, dy: r)
        pen.fillRounded([P(f.minX, f.minY), P(f.maxX, f.midY), P(f.minX, f.maxY)], radius: r)
    }

    /// Two bars with rounded corners.
    static let pauseFill = Glyph(frame: Rect(x: 18, y: 8, width: 64, height: 84)) { pen in
        let r = 5.0, bar = 24.0
        for x in [18.0, 82 - bar] {
            let b = Rect(x: x, y: 8, width: bar, height: 84).insetBy(dx: r, dy: r)
            pen.fillRounded([P(b.minX, b.minY), P(b.maxX, b.minY), P(b.maxX, b.maxY), P(b.minX, b.maxY)], radius: r)
        }
    }
}
