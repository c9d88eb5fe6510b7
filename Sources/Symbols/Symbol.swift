import Geometry

/// Stroke width of the regular weight in design units (9 % of the box, close to SF Pro Regular's
/// stem at the symbols' scale).
let regularLineWidth = 9.0
/// Stroke width of the bold weight in design units.
let boldLineWidth = 13.0

/// A built-in vector symbol (`Image(systemName:)`), drawn from our own outlines in the style of
/// SF Symbols and sized by the font.
///
/// **Metric rule.** Each symbol is designed in a 100 × 100 box (y down) whose full height — the
/// diameter of `circle` — is **1.2 × the font's cap height**, SF Symbols' medium scale, with SF Pro's
/// cap height 1443/2048 em. So one design unit is `pointSize × 1.2 × 0.7046 / 100` points (0.1437 pt
/// at 17 pt). The box centre sits on the middle of the cap height, so symbols are optically centred
/// on capital letters; the baseline is at y = 50 + 50 / 1.2 ≈ 91.67 in the box.
///
/// A symbol's layout frame (`designFrame`) is the box region its ink covers at every weight, so
/// frames do not depend on the weight (SF Symbols' bold frames are a little larger; we keep one).
public struct Symbol: Hashable, Sendable {
    /// The name (`"heart.fill"`).
    public let name: String
    /// The layout frame in the 100-unit design box.
    public let designFrame: Rect
    /// The regular and bold outlines in design units, relative to the frame's top-left corner.
    let regular: Path
    let bold: Path

    init(name: String, glyph: Glyph) {
        self.name = name
        designFrame = glyph.frame
        let toFrame = AffineTransform(translationX: -glyph.frame.minX, y: -glyph.frame.minY)
        func outline(_ width: Double) -> Path {
            var pen = SymbolPen(lineWidth: width)
            glyph.draw(&pen)
            return pen.path.applying(toFrame)
        }
        regular = outline(regularLineWidth)
        bold = outline(boldLineWidth)
    }

    /// SF Pro's cap height as a fraction of the point size (capHeight 1443 / unitsPerEm 2048).
    public static let capHeightRatio = 1443.0 / 2048.0
    /// The design box's height in cap heights (SF Symbols' medium scale).
    public static let boxCapHeights = 1.2
    /// The baseline's y in the design box: the box centre sits half a cap height above it.
    public static let designBaseline = 50 + 50 / boxCapHeights

    /// Points per design unit at a font size.
    public static func unit(pointSize: Double) -> Double { pointSize * boxCapHeights * capHeightRatio / 100 }

    /// The outline to fill (non-zero rule) for a font size, in the symbol's frame: the origin is the
    /// frame's top-left corner and the outline stays within `size(pointSize:)`. Semibold and heavier
    /// text use the bold outline (`weight: true`).
    public func path(pointSize: Double, weight bold: Bool) -> Path {
        let u = Self.unit(pointSize: pointSize)
        return (bold ? self.bold : regular).applying(AffineTransform(scaleX: u, y: u))
    }

    /// The symbol's layout size for a font size (its design frame in points).
    public func size(pointSize: Double) -> Size {
        let u = Self.unit(pointSize: pointSize)
        return Size(width: designFrame.width * u, height: designFrame.height * u)
    }

    /// The distance from the bottom of the frame up to the text baseline, in points: positive when
    /// the symbol reaches below the baseline (`circle`), negative when its frame ends above it
    /// (`minus`). An HStack aligned on `.firstTextBaseline` puts the frame's bottom this far below
    /// the text's baseline.
    public func baselineOffset(pointSize: Double) -> Double {
        (designFrame.maxY - Self.designBaseline) * Self.unit(pointSize: pointSize)
    }
}
