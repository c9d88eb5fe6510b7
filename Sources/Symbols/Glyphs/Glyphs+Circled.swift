import Geometry

/// Marks inside a ring (`plus.circle`, `checkmark.circle`, …): the ring spans the box as `circle`
/// does, and the mark is the plain mark drawn at 56 % about the centre (inferred from SF Symbols'
/// proportions; the stroke width is not scaled, so ring and mark share one weight).
extension Glyphs {
    static func circled(_ mark: Glyph) -> Glyph {
        let s = 0.56
        let inner = mark.transformed(by: AffineTransform(a: s, b: 0, c: 0, d: s, tx: 50 * (1 - s), ty: 50 * (1 - s)))
        return Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
            pen.ring(center: P(50, 50), radius: 50)
            inner.draw(&pen)
        }
    }
}

/// The placeholder for an unknown symbol under `--lenient`: a rounded square the size of `circle`.
extension Glyphs {
    static let placeholder = Glyph(frame: Rect(x: 0, y: 0, width: 100, height: 100)) { pen in
        pen.roundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: 22)
    }
}
