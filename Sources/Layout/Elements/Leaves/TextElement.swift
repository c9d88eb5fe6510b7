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
/// - `.allowsTightening(true)`: text that would truncate first tries tighter character spacing, down
///   to `maxTightening` × the font size per character [inferred: Apple documents no amount].
/// - `.minimumScaleFactor(f)`: text that still truncates is set smaller, at the largest scale in
///   f…1 at which it does not (found by ten bisection steps [inferred]; at f when none fits, truncating
///   then). Font sizes, line height and spacing, kerning/tracking and baseline offsets all scale.
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
    let minimumScaleFactor: Double
    let allowsTightening: Bool
    /// Tightening goes down to this fraction of the font size per character (−0.05 em) [inferred].
    static let maxTightening = 0.05
    /// `\.layoutDirection` is `.rightToLeft`.
    let rightToLeft: Bool
    let fill: Fill
    var sizeCache: [ProposedSize: Size] = [:]
    private var layouts: [ProposedSize: TextLayout] = [:]

    init(path: ViewPath, spans: [TextLayout.Span], spanStyles: [TextSpanStyle], lineHeight: Double?, lineSpacing: Double,
         alignment: TextLayout.Alignment,
         truncation: TextLayout.Truncation, lineLimit: Int?, minimumScaleFactor: Double = 1, allowsTightening: Bool = false,
         rightToLeft: Bool, fill: Fill) {
        self.path = path; self.spans = spans; self.spanStyles = spanStyles
        string = spans.count == 1 ? spans[0].string : spans.map(\.string).joined()
        self.lineHeight = lineHeight; self.lineSpacing = lineSpacing
        self.alignment = alignment; self.truncation = truncation; self.lineLimit = lineLimit
        self.minimumScaleFactor = min(1, max(0, minimumScaleFactor.isFinite ? minimumScaleFactor : 1))
        self.allowsTightening = allowsTightening
        self.rightToLeft = rightToLeft; self.fill = fill
    }

    /// The text at `scale` × its sizes, with `tightening` (em per character) taken off its spacing.
    private func make(width: Double?, lineLimit: Int?, scale: Double = 1, tightening: Double = 0,
                      _ ctx: LayoutContext) throws -> TextLayout {
        var spans = self.spans
        if scale != 1 || tightening != 0 {
            for k in spans.indices {
                spans[k].font.size *= scale
                spans[k].tracking = spans[k].tracking * scale - tightening * spans[k].font.size
                spans[k].baselineOffset *= scale
            }
        }
        do {
            return try TextLayout.make(spans: spans, width: width, lineLimit: lineLimit, alignment: alignment,
                                       truncation: truncation, lineHeight: lineHeight.map { $0 * scale },
                                       lineSpacing: lineSpacing * scale, rightToLeft: rightToLeft,
                                       library: ctx.fonts)
        } catch {
            throw LayoutError(path: path, reason: "cannot lay out text \"\(string)\": \(error)")
        }
    }

    /// The layout for a proposal at one scale and tightening, with the proposed height's line limit.
    private func fitted(width: Double?, height: Double?, scale: Double, tightening: Double, _ ctx: LayoutContext) throws -> TextLayout {
        var l = try make(width: width, lineLimit: lineLimit, scale: scale, tightening: tightening, ctx)
        if let h = height, h.isFinite, l.size.height > h + 1e-9, l.lineHeight > 0 {
            // n lines take n·lh + (n − 1)·spacing.
            let fit = max(1, Int(((h + l.lineSpacing + 1e-9) / (l.lineHeight + l.lineSpacing)).rounded(.down)))
            if fit < l.lines.count { l = try make(width: width, lineLimit: fit, scale: scale, tightening: tightening, ctx) }
        }
        return l
    }

    private static func isTruncated(_ l: TextLayout) -> Bool { l.lines.contains { $0.isTruncated } }

    func layout(for p: ProposedSize, _ ctx: LayoutContext) throws -> TextLayout {
        if let l = layouts[p] { return l }
        let width = p.width.flatMap { $0.isFinite ? max(0, $0) : nil }
        var l = try fitted(width: width, height: p.height, scale: 1, tightening: 0, ctx)
        if Self.isTruncated(l) && (allowsTightening || minimumScaleFactor < 1) {
            l = try shrunk(l, width: width, height: p.height, ctx)
        }
        layouts[p] = l
        return l
    }

    /// A truncated text tightened, then scaled down, until it fits (see the type's notes).
    private func shrunk(_ full: TextLayout, width: Double?, height: Double?, _ ctx: LayoutContext) throws -> TextLayout {
        let tight = allowsTightening ? Self.maxTightening : 0
        if tight > 0 {
            let tightest = try fitted(width: width, height: height, scale: 1, tightening: tight, ctx)
            if !Self.isTruncated(tightest) {
                // The least tightening that fits.
                var lo = 0.0, hi = tight, best = tightest
                for _ in 0..<10 {
                    let mid = (lo + hi) / 2
                    let l = try fitted(width: width, height: height, scale: 1, tightening: mid, ctx)
                    if Self.isTruncated(l) { lo = mid } else { hi = mid; best = l }
                }
                return best
            }
        }
        guard minimumScaleFactor < 1 else { return full }
        let smallest = try fitted(width: width, height: height, scale: minimumScaleFactor, tightening: tight, ctx)
        if Self.isTruncated(smallest) { return smallest }
        // The largest scale that fits.
        var lo = minimumScaleFactor, hi = 1.0, best = smallest
        for _ in 0..<10 {
            let mid = (lo + hi) / 2
            let l = try fitted(width: width, height: height, scale: mid, tightening: tight, ctx)
            if Self.isTruncated(l) { hi = mid } else { lo = mid; best = l }
        }
        return best
    }

    /// Underlines and strikethroughs at the size `.minimumScaleFactor` set the text in.
    private func scaled(_ styles: [TextSpanStyle], _ l: TextLayout) -> [TextSpanStyle] {
        let k = font.size > 0 ? l.font.size / font.size : 1
        guard k != 1 else { return styles }
        return styles.map { s in
            var s = s
            s.underline?.offset *= k; s.underline?.thickness *= k
            s.strikethrough?.offset *= k; s.strikethrough?.thickness *= k
            return s
        }
    }

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size { try layout(for: p, ctx).size }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let l = try layout(for: p, ctx)
        let drawing = TextDrawing(string: string, font: l.font, layout: l, fill: fill, spanStyles: scaled(spanStyles, l))
        return LayoutNode(path: path, kind: .text(string), frame: frame, content: .text(drawing))
    }

    func baseline(_ b: Baseline, size: Size, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> Double? {
        let l = try layout(for: p, ctx)
        return b == .first ? l.firstBaseline : l.lastBaseline
    }
}
