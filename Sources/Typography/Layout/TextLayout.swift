import Geometry

/// Text set in lines, as outlines: the measure and the drawing of a SwiftUI `Text`.
///
/// Shaping is HarfBuzz's (GSUB/GPOS: kerning, ligatures, marks, Arabic joining, Indic and Thai shaping),
/// in font units then scaled, so positions are HarfBuzz's exactly; bidirectional text follows UAX #9
/// (levels from FriBidi, per-line reordering after line breaking). Characters the primary face lacks
/// come from fallback faces (see `FontLibrary`); characters no face has are drawn as the primary
/// face's `.notdef` box and listed in `missingCharacters`.
///
/// Geometry (all in points, origin at the top-left of the box, y down):
/// - line height `lh` = the `lineHeight` argument, else the face's ascender + descender + lineGap;
/// - each line's baseline sits `(lh − (ascender + descender)) / 2 + ascender` below the line's top:
///   the font's ascender–descender box is centred in the line (so extra leading is split evenly
///   above and below; with the natural line height this is ascender + lineGap / 2);
/// - `size.width` = the widest line's advance, unrounded (the layout rounds to its pixel grid);
///   `size.height` = number of lines × `lh` plus `lineSpacing` between lines (`.lineSpacing`: extra points
///   from one line's bottom to the next one's top; none after the last line). Spaces at a wrap hang past the line end and do not count;
///   spaces at the end of a paragraph count when they fit;
/// - lines are aligned within the widest line (`alignment`); an empty string has no lines and size zero.
/// Line height is the primary face's even when fallback faces (e.g. CJK) are taller.
public struct TextLayout: Sendable {
    /// `multilineTextAlignment`: where shorter lines sit within the widest one.
    public enum Alignment: String, Hashable, Sendable, CaseIterable { case leading, center, trailing }
    /// `truncationMode`: where "…" replaces text when the text has more lines than `lineLimit`.
    public enum Truncation: String, Hashable, Sendable, CaseIterable { case tail, head, middle }
    /// What to do with characters that no installed font has.
    public enum MissingCharacterPolicy: Hashable, Sendable {
        /// Draw the `.notdef` box and list them in `missingCharacters`.
        case notdef
        /// Throw a `TypographyError` naming them and the Debian package that has them.
        case error
    }

    /// One line of text.
    public struct Line: Sendable {
        /// The source characters the line stands for: hanging spaces at a wrap are included, the
        /// newline is not; a truncated line covers everything up to the end of its paragraph.
        public var range: Range<String.Index>
        /// The left end of the baseline, in the box.
        public var origin: Point
        /// Advance width of the line's glyphs (the "…" included), without hanging spaces.
        public var width: Double
        public var glyphs: [PositionedGlyph]
        /// Whether "…" replaced some of the text.
        public var isTruncated: Bool
    }

    /// A part of a text with its own font and spacing (`Text + Text`, Markdown): glyphs say which span
    /// they come from (`PositionedGlyph.span`), so each can take its own colour and decorations.
    public struct Span: Hashable, Sendable {
        public var string: String
        public var font: FontSpec
        /// Points added after each character (`.kerning`, `.tracking`).
        public var tracking: Double
        /// `.kerning` keeps ligatures; `.tracking` turns them off.
        public var keepsLigatures: Bool
        /// Points the glyphs are raised above the baseline (`.baselineOffset`).
        public var baselineOffset: Double
        public init(_ string: String, font: FontSpec, tracking: Double = 0, keepsLigatures: Bool = true, baselineOffset: Double = 0) {
            self.string = string; self.font = font; self.tracking = tracking; self.keepsLigatures = keepsLigatures
            self.baselineOffset = baselineOffset
        }
    }

    public let string: String
    /// The first span's font (the only one for plain text).
    public let font: FontSpec
    public var size: Size
    /// Baseline of the first line, from the top of the box.
    public var firstBaseline: Double
    /// Baseline of the last line, from the top of the box.
    public var lastBaseline: Double
    public var lineHeight: Double
    /// Extra space between lines (`.lineSpacing`).
    public var lineSpacing: Double = 0
    public var lines: [Line]
    /// Characters no font in the fallback chain has (drawn as `.notdef` boxes), in order of appearance.
    public var missingCharacters: [Character]

    /// Lays out `string` with SwiftUI `Text` semantics.
    ///
    /// - `width`: the proposed width; nil (or infinite) = ideal size, one line per paragraph.
    ///   Text wraps at UAX #14 break opportunities (libunibreak: after spaces, after hyphens, between CJK
    ///   characters, never before closing or after opening punctuation); a word wider than the
    ///   width breaks by character (each line keeps at least one character).
    /// - `lineLimit`: at most this many lines (nil = unlimited; below 1 counts as 1). When text is
    ///   left over, the last line is truncated with "…" at the tail, head or middle (`truncation`).
    /// - `"\n"` (and CR, CRLF, U+2028, U+2029) forces a break; a trailing newline adds an empty line.
    /// - `rightToLeft`: the layout direction (`\.layoutDirection`): the base direction of paragraphs without
    ///   a strong character, and leading/trailing alignment mirrored (leading = the right edge).
    /// - Text longer than `FontLibrary.maxTextBytes` is refused with a `TypographyError`.
    public static func make(_ string: String, font: FontSpec, width: Double?, lineLimit: Int? = nil,
                            alignment: Alignment = .leading, truncation: Truncation = .tail,
                            lineHeight: Double? = nil, lineSpacing: Double = 0, rightToLeft: Bool = false,
                            library: FontLibrary = .shared,
                            missingCharacters policy: MissingCharacterPolicy = .notdef) throws -> TextLayout {
        try make(spans: [Span(string, font: font)], width: width, lineLimit: lineLimit, alignment: alignment,
                 truncation: truncation, lineHeight: lineHeight, lineSpacing: lineSpacing, rightToLeft: rightToLeft, library: library,
                 missingCharacters: policy)
    }

    /// Lays out styled spans as one text (see `make(_:font:…)`); lines are as tall as the tallest span's
    /// font asks for, unless `lineHeight` is given. At least one span.
    public static func make(spans: [Span], width: Double?, lineLimit: Int? = nil,
                            alignment: Alignment = .leading, truncation: Truncation = .tail,
                            lineHeight: Double? = nil, lineSpacing: Double = 0, rightToLeft: Bool = false,
                            library: FontLibrary = .shared,
                            missingCharacters policy: MissingCharacterPolicy = .notdef) throws -> TextLayout {
        guard let font = spans.first?.font else { throw TypographyError(.invalidArgument, "a text needs at least one span") }
        try FontLibrary.validate(font)
        if let w = width, w.isNaN || w < 0 {
            throw TypographyError(.invalidArgument, "text width must be ≥ 0 or nil (got \(w))")
        }
        if let lh = lineHeight, !lh.isFinite || lh < 0 {
            throw TypographyError(.invalidArgument, "line height must be a finite number ≥ 0 (got \(lh))")
        }
        guard lineSpacing.isFinite else {
            throw TypographyError(.invalidArgument, "line spacing must be a finite number (got \(lineSpacing))")
        }
        let limit = width.flatMap { $0.isInfinite ? nil : $0 }

        let shaped = try library.shape(spans, rightToLeft: rightToLeft)
        let string = spans.count == 1 ? spans[0].string : spans.map(\.string).joined()
        if policy == .error && !shaped.missing.isEmpty {
            throw TypographyError(.missingCharacters, FontFallback.missingMessage(shaped.missing))
        }
        var breaker = LineBreaker(clusters: shaped.clusters, ellipsisAdvance: shaped.ellipsisAdvance)
        if limit != nil { breaker.breakAfter = UnicodeLineBreaks.opportunities(string, shaped.clusters) }
        let plans = breaker.plan(width: limit, lineLimit: lineLimit, truncation: truncation)

        let lh = lineHeight ?? (shaped.ascender + shaped.descender + shaped.lineGap)
        let baseline = (lh - (shaped.ascender + shaped.descender)) / 2 + shaped.ascender

        // Glyphs at x from 0 on each line in visual order (bidi rules L1–L2); widths; then alignment
        // shifts whole lines.
        var lines: [Line] = []
        lines.reserveCapacity(plans.count)
        var lineIsRTL: [Bool] = []
        var maxWidth = 0.0
        for (n, plan) in plans.enumerated() {
            let y = Double(n) * (lh + lineSpacing) + baseline
            // Items in logical order: clusters, or -1 for the ellipsis.
            var items: [Int] = []
            for piece in plan.pieces {
                switch piece {
                case .run(let r): items.append(contentsOf: r)
                case .ellipsis: items.append(-1)
                }
            }
            let base: UInt8 = plan.source.lowerBound < shaped.clusters.count
                ? shaped.clusters[plan.source.lowerBound].baseLevel
                : (shaped.clusters.last?.baseLevel ?? (rightToLeft ? 1 : 0))
            var order = Array(items.indices)
            if base != 0 || items.contains(where: { $0 >= 0 && shaped.clusters[$0].level != 0 }) {
                var levels = items.map { $0 >= 0 ? shaped.clusters[$0].level : base }
                // L1: whitespace at the end of the line takes the paragraph level.
                var k = items.count - 1
                while k >= 0, items[k] >= 0, shaped.clusters[items[k]].breakClass == .space { levels[k] = base; k -= 1 }
                order = Bidi.visualOrder(levels)
            }
            var glyphs: [PositionedGlyph] = []
            var pen = 0.0
            for o in order {
                let item = items[o]
                if item < 0 {
                    for g in shaped.ellipsisGlyphs {
                        glyphs.append(PositionedGlyph(position: Point(x: pen + g.x, y: y + g.y), advance: g.advance,
                                                      scale: g.scale, character: nil, span: 0, outline: g.outline))
                    }
                    pen += shaped.ellipsisAdvance
                } else {
                    let c = shaped.clusters[item]
                    for g in shaped.glyphs[c.glyphs] {
                        glyphs.append(PositionedGlyph(position: Point(x: pen + g.x, y: y + g.y), advance: g.advance,
                                                      scale: g.scale, character: c.range, span: c.span, outline: g.outline))
                    }
                    pen += c.advance
                }
            }
            maxWidth = max(maxWidth, pen)
            lines.append(Line(range: sourceRange(plan.source, shaped.clusters, string), origin: Point(x: 0, y: y),
                              width: pen, glyphs: glyphs, isTruncated: plan.isTruncated))
            lineIsRTL.append(base % 2 == 1)
        }

        // Leading is the paragraph's start edge (right for a right-to-left paragraph, as CoreText's natural
        // alignment), and the right edge for every paragraph under a right-to-left layout direction.
        for i in lines.indices {
            let startsRight = rightToLeft || lineIsRTL[i]
            let factor: Double
            switch alignment {
            case .leading: factor = startsRight ? 1 : 0
            case .center: factor = 0.5
            case .trailing: factor = startsRight ? 0 : 1
            }
            let dx = (maxWidth - lines[i].width) * factor
            if dx == 0 { continue }
            lines[i].origin.x = dx
            for k in lines[i].glyphs.indices { lines[i].glyphs[k].position.x += dx }
        }

        let gaps = Double(max(lines.count - 1, 0))
        return TextLayout(string: string, font: font,
                          size: Size(width: maxWidth, height: max(0, Double(lines.count) * lh + gaps * lineSpacing)),
                          firstBaseline: baseline, lastBaseline: gaps * (lh + lineSpacing) + baseline,
                          lineHeight: lh, lineSpacing: lineSpacing, lines: lines, missingCharacters: shaped.missing)
    }

    private static func sourceRange(_ r: Range<Int>, _ clusters: [ShapedCluster], _ s: String) -> Range<String.Index> {
        if r.isEmpty {
            let i = r.lowerBound < clusters.count ? clusters[r.lowerBound].range.lowerBound : s.endIndex
            return i..<i
        }
        return clusters[r.lowerBound].range.lowerBound..<clusters[r.upperBound - 1].range.upperBound
    }

    /// All glyph outlines placed in the box (origin top-left, y down), for filling with the
    /// non-zero rule. Transforms cached outlines only: no FreeType calls, no lock.
    public func path() -> Path {
        var p = Path()
        for line in lines {
            for g in line.glyphs where !g.outline.path.isEmpty {
                p.addPath(g.outline.path, transform: g.transform)
            }
        }
        return p
    }

    /// "no installed font has the characters 👋 (U+1F44B); install fonts-noto-color-emoji": what to tell
    /// the user about characters drawn as `.notdef` boxes.
    public static func missingCharactersMessage(_ chars: [Character]) -> String { FontFallback.missingMessage(chars) }

    /// The text of each line as shown, "…" included (for tests and debugging).
    public var lineStrings: [String] {
        lines.map { line in
            var s = ""
            var last: String.Index?
            var inEllipsis = false
            for g in line.glyphs {
                if let r = g.character {
                    if r.lowerBound != last { s += string[r]; last = r.lowerBound }
                    inEllipsis = false
                } else {
                    if !inEllipsis { s += "…" }
                    inEllipsis = true; last = nil
                }
            }
            return s
        }
    }
}
