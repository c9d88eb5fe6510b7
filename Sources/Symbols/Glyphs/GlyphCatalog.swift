import Geometry

/// How one symbol is drawn: its frame in the design box and a drawing routine.
struct Glyph: Sendable {
    /// The symbol's layout frame in the 100-unit design box; ink stays inside it at every weight.
    var frame: Rect
    /// Draws the symbol; it may read `pen.h` to keep ink inside `frame`.
    var draw: @Sendable (inout SymbolPen) -> Void

    /// The same glyph with every point mapped by `t` (mirror or quarter turn about the box centre).
    func transformed(by t: AffineTransform) -> Glyph {
        let base = draw
        return Glyph(frame: t.apply(frame)) { pen in
            let saved = pen.transform
            pen.transform = t.concatenating(saved)
            base(&pen)
            pen.transform = saved
        }
    }

    /// Mirror about the vertical line x = 50.
    static let mirror = AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 100, ty: 0)
    /// A quarter turn clockwise on screen about (50, 50): right → down.
    static let turnDown = AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 100, ty: 0)
    /// A quarter turn counter-clockwise about (50, 50): right → up.
    static let turnUp = AffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 100)
}

/// Every built-in symbol by name.
enum GlyphCatalog {
    static let glyphs: [String: Glyph] = {
        var g: [String: Glyph] = [:]
        g["circle"] = Glyphs.circle
        g["circle.fill"] = Glyphs.circleFill
        g["checkmark"] = Glyphs.checkmark
        g["xmark"] = Glyphs.xmark
        g["plus"] = Glyphs.plus
        g["minus"] = Glyphs.minus
        g["chevron.right"] = Glyphs.chevronRight
        g["chevron.left"] = Glyphs.chevronRight.transformed(by: Glyph.mirror)
        g["chevron.down"] = Glyphs.chevronRight.transformed(by: Glyph.turnDown)
        g["chevron.up"] = Glyphs.chevronRight.transformed(by: Glyph.turnUp)
        g["arrow.right"] = Glyphs.arrowRight
        g["arrow.left"] = Glyphs.arrowRight.transformed(by: Glyph.mirror)
        g["arrow.down"] = Glyphs.arrowRight.transformed(by: Glyph.turnDown)
        g["arrow.up"] = Glyphs.arrowRight.transformed(by: Glyph.turnUp)
        g["play.fill"] = Glyphs.playFill
        g["pause.fill"] = Glyphs.pauseFill
        g["heart"] = Glyphs.heart(filled: false)
        g["heart.fill"] = Glyphs.heart(filled: true)
        g["star"] = Glyphs.star(filled: false)
        g["star.fill"] = Glyphs.star(filled: true)
        g["bell"] = Glyphs.bell(filled: false)
        g["bell.fill"] = Glyphs.bell(filled: true)
        g["person"] = Glyphs.person(filled: false)
        g["person.fill"] = Glyphs.person(filled: true)
        g["house"] = Glyphs.house(filled: false)
        g["house.fill"] = Glyphs.house(filled: true)
        g["gearshape"] = Glyphs.gearshape(filled: false)
        g["gearshape.fill"] = Glyphs.gearshape(filled: true)
        for mark in ["plus", "minus", "xmark", "checkmark"] { g[mark + ".circle"] = Glyphs.circled(g[mark]!) }
        return g
    }()
}

/// The glyph drawings, one file per family (`Glyphs+Marks.swift`, …).
enum Glyphs {}

/// Shorthand for design-space points.
@inline(__always) func P(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
