import Document
import Geometry
import Typography

/// `Text`: laid out by Typography for the offered width.
///
/// - width: a finite proposal wraps the text to it; nil or ∞ lays it out on its ideal lines.
///   The view is the laid-out text's size (the widest line, not the proposal).
/// - height: when a finite proposed height is shorter than the text, SwiftUI shows only the lines
///   that fit (at least one), truncating the last; we lower the line limit to ⌊height / line height⌋.
/// - `fixedSize()` proposes nil, hence the ideal size.
final class TextElement: LayoutElement {
    let path: ViewPath
    let string: String
    /// The parts with their fonts (one for plain text).
    let spans: [TextLayout.Span]
    let spanStyles: [TextSpanStyle]
    var font: FontSpec { spans[0].font }
    /// The text style's line height (e.g. 22 for `.body`), nil to use the font's own.
    let lineHeight: Double?
    /// `.lineSpacing`: points between lines.
    let lineSpacing: Double
    let alignment: TextLayout.Alignment
    let truncation: TextLayout.Truncation
    let lineLimit: Int?
    /// `\.layoutDirection` is `.rightToLeft`.
    let rightToLeft: Bool
    let fill: Fill
    var sizeCache: [ProposedSize: Size] = [:]
    private var layouts: [ProposedSize: TextLayout] = [:]

    init(path: ViewPath, spans: [TextLayout.Span], spanStyles: [TextSpanStyle], lineHeight: Double?, lineSpacing: Double,
         alignment: TextLayout.Alignment,
         truncation: TextLayout.Truncation, lineLimit: Int?, rightToLeft: Bool, fill: Fill) {
        self.path = path; self.spans = spans; self.spanStyles = spanStyles
        string = spans.count == 1 ? spans[0].string : spans.map(\.string).joined()
        self.lineHeight = lineHeight; self.lineSpacing = lineSpacing
        self.alignment = alignment; self.truncation = truncation; self.lineLimit = lineLimit
        self.rightToLeft = rightToLeft; self.fill = fill
    }

    private func make(width: Double?, lineLimit: Int?, _ ctx: LayoutContext) throws -> TextLayout {
        do {
            return try TextLayout.make(spans: spans, width: width, lineLimit: lineLimit, alignment: alignment,
                                       truncation: truncation, lineHeight: lineHeight, lineSpacing: lineSpacing,
                                       rightToLeft: rightToLeft,
                                       library: ctx.fonts)
        } catch {
            throw LayoutError(path: path, reason: "cannot lay out text \"\(string)\": \(error)")
        }
    }

    func layout(for p: ProposedSize, _ ctx: LayoutContext) throws -> TextLayout {
        if let l = layouts[p] { return l }
        let width = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var l = try make(width: width, lineLimit: lineLimit, ctx)
        if let h = p.height, h.isFinite, l.size.height > h + 1e-9, l.lineHeight > 0 {
            // n lines take n·lh + (n − 1)·spacing.
            let fit = max(1, Int(((h + l.lineSpacing + 1e-9) / (l.lineHeight + l.lineSpacing)).rounded(.down)))
            if fit < l.lines.count { l = try make(width: width, lineLimit: fit, ctx) }
        }
        layouts[p] = l
        return l
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try layout(for: p, ctx).size }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let l = try layout(for: p, ctx)
        var drawing = TextDrawing(string: string, font: font, layout: l, fill: fill, spanStyles: spanStyles)
        drawing.relayout = TextRelayout(spans: spans, lineHeight: lineHeight, lineSpacing: lineSpacing, alignment: alignment,
                                        truncation: truncation, lineLimit: lineLimit, rightToLeft: rightToLeft, fonts: ctx.fonts)
        return LayoutNode(path: path, kind: .text(string), frame: frame, content: .text(drawing))
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let l = try layout(for: p, ctx)
        return b == .first ? l.firstBaseline : l.lastBaseline
    }
}
