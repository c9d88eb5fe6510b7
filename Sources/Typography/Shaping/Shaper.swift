/// String → `ShapedText`, under the library lock (all FreeType and HarfBuzz work for a layout happens here).
///
/// 1. Characters (grapheme clusters) get a break class, a face (the primary face when it has every
///    scalar, else the first fallback face that has them all) and their scalars (at most
///    `maxScalarsPerCharacter`, so a base with 10⁵ combining marks stays bounded).
/// 2. Paragraphs (between mandatory breaks) get bidi levels from FriBidi when they hold right-to-left text.
/// 3. Each paragraph is cut into runs of one face, bidi level and script (Common and Inherited characters
///    take the script around them); HarfBuzz shapes each run with `ShapedRunCache.contextLength`
///    scalars of context on either side, through the shaped-run cache.
/// 4. HarfBuzz's clusters become `ShapedCluster`s in logical order (a ligature's characters merge into one).
extension FontLibrary {
    /// Text longer than this (UTF-8 bytes) is refused before any work: 1 MiB.
    public static let maxTextBytes = 1 << 20
    /// Scalars of one character that are shaped; the rest of a longer combining sequence is dropped.
    public static let maxScalarsPerCharacter = 64

    func shape(_ spans: [TextLayout.Span], rightToLeft: Bool = false) throws -> ShapedText {
        let bytes = spans.reduce(0) { $0 + $1.string.utf8.count }
        guard bytes <= Self.maxTextBytes else {
            throw TypographyError(.invalidArgument,
                "text is \(bytes) bytes long; at most \(Self.maxTextBytes) bytes (1 MiB) can be laid out — split it into several Text views")
        }
        return try lock.withLock { try shapeLocked(spans, rightToLeft: rightToLeft) }
    }

    /// Scalars that draw nothing and take no space but that HarfBuzz would draw as `.notdef` (C0/C1
    /// controls other than the whitespace `BreakClass` handles): replaced by U+200B, a default
    /// ignorable HarfBuzz removes. Joiners, variation selectors, bidi controls, BOM and soft hyphen
    /// are default ignorables already.
    @inline(__always) static func isControl(_ s: UInt32) -> Bool {
        switch s {
        case 0x00...0x08, 0x0E...0x1F, 0x7F...0x84, 0x86...0x9F: return true
        default: return false
        }
    }

    /// Scalars that do not need a glyph for a face to cover a character (joiners, selectors, controls).
    @inline(__always) static func isIgnorable(_ s: UInt32) -> Bool {
        switch s {
        case 0x00...0x08, 0x0E...0x1F, 0x7F...0x84, 0x86...0x9F, 0xAD, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    private struct CharInfo {
        var range: Range<String.Index>
        var scalars: Range<Int>
        var breakClass: BreakClass
        var face: Int
        var span: Int
        var isTab: Bool
    }

    /// What shaping needs of a span: its faces, size and features.
    struct SpanShaping {
        let set: FaceSet
        let size: Double
        let features: FontFeatures
        let tracking: Double
        let baselineOffset: Double
    }

    private func shapeLocked(_ spans: [TextLayout.Span], rightToLeft: Bool) throws -> ShapedText {
        var out = ShapedText()
        var styles: [SpanShaping] = []
        for sp in spans {
            try Self.validate(sp.font)
            guard sp.tracking.isFinite, sp.baselineOffset.isFinite else {
                throw TypographyError(.invalidArgument, "kerning, tracking and baseline offset must be finite numbers")
            }
            let set = try faceSet(for: sp.font)
            var features: FontFeatures = sp.font.monospacedDigits ? .tabularFigures : []
            // "A nonzero amount of tracking disables nonessential ligatures" (NSAttributedString.Key.tracking).
            if sp.tracking != 0 && !sp.keepsLigatures { features.insert(.noLigatures) }
            styles.append(SpanShaping(set: set, size: sp.font.size, features: features, tracking: sp.tracking,
                                      baselineOffset: sp.baselineOffset))
            let p = set.primary, s = sp.font.size / set.primary.unitsPerEm
            out.ascender = max(out.ascender, p.ascender * s)
            out.descender = max(out.descender, p.descender * s)
            out.lineGap = max(out.lineGap, p.lineGap * s)
        }
        guard let firstStyle = styles.first else { return out }
        let string = spans.count == 1 ? spans[0].string : spans.map(\.string).joined()
        // Where each span starts, in UTF-8 offsets of the whole string.
        var spanStarts: [Int] = []
        var offset = 0
        for sp in spans { spanStarts.append(offset); offset += sp.string.utf8.count }

        // 1. Characters.
        let primary = firstStyle.set.primary
        var faces: [LoadedFace] = [primary]
        var faceIndex: [Int: Int] = [primary.serial: 0]
        var chars: [CharInfo] = []
        chars.reserveCapacity(string.utf8.count)
        var text: [UInt32] = []              // shaped scalars of the whole string (newlines excluded)
        text.reserveCapacity(string.utf8.count)
        var bidiNeeded = rightToLeft
        var missingSet = Set<Character>()
        var span = 0
        var u8 = 0                          // UTF-8 offset of the character
        var i = string.startIndex
        while i < string.endIndex {
            let next = string.index(after: i)
            let ch = string[i]
            if spans.count > 1 {
                while span + 1 < spans.count && spanStarts[span + 1] <= u8 { span += 1 }
                u8 += ch.utf8.count
            }
            let set = styles[span].set
            let cls = BreakClass.of(ch)
            let start = text.count
            var isTab = false
            var fi = 0
            if cls != .newline {
                var taken = 0
                for u in ch.unicodeScalars {
                    if taken == Self.maxScalarsPerCharacter { break }
                    taken += 1
                    var s = u.value
                    if s == 0x09 { s = 0x20; isTab = true }        // tab: four spaces (no tab stops)
                    else if Self.isControl(s) { s = 0x200B }
                    if !bidiNeeded && Bidi.mayNeedBidi(s) { bidiNeeded = true }
                    text.append(s)
                }
                let found = resolveFace(text[start...], in: set)
                // A character no face has is drawn with its span's primary face (the .notdef box).
                if found == nil, missingSet.insert(ch).inserted { out.missing.append(ch) }
                let face = found ?? set.primary
                if let k = faceIndex[face.serial] { fi = k } else {
                    fi = faces.count; faceIndex[face.serial] = fi; faces.append(face)
                }
            }
            chars.append(CharInfo(range: i..<next, scalars: start..<text.count, breakClass: cls, face: fi, span: span, isTab: isTab))
            i = next
        }
        out.clusters.reserveCapacity(chars.count)
        out.glyphs.reserveCapacity(text.count)

        // 2–4. Paragraph by paragraph.
        var p = 0
        while p < chars.count {
            var q = p
            while q < chars.count && chars[q].breakClass != .newline { q += 1 }
            try shapeParagraph(chars, p..<q, text: text, faces: faces, styles: styles, bidi: bidiNeeded,
                               rightToLeft: rightToLeft, into: &out)
            if q < chars.count {
                let base = out.clusters.last?.baseLevel ?? (rightToLeft ? 1 : 0)
                out.clusters.append(ShapedCluster(range: chars[q].range, glyphs: out.glyphs.count..<out.glyphs.count,
                                                  advance: 0, breakClass: .newline, level: base, baseLevel: base, span: chars[q].span))
            }
            p = q + 1
        }

        // The truncation mark, in the first span's font: "…" (U+2026), or "..." when no face has it.
        let ellipsis: [UInt32] = [0x2026]
        let size = firstStyle.size, features = firstStyle.features
        if let face = resolveFace(ellipsis[...], in: firstStyle.set) {
            (out.ellipsisGlyphs, out.ellipsisAdvance) = shapeStandalone(ellipsis, face: face, size: size, features: features)
        } else {
            (out.ellipsisGlyphs, out.ellipsisAdvance) = shapeStandalone([0x2E, 0x2E, 0x2E], face: primary, size: size,
                                                                      features: features)
        }
        return out
    }

    /// The face that draws a character's scalars: the primary face if it has all of them (ignorables
    /// aside), else the first fallback face that has them all, else the first that has its first
    /// scalar; nil when no face has even that.
    private func resolveFace(_ scalars: ArraySlice<UInt32>, in set: FaceSet) -> LoadedFace? {
        var needed = scalars.lazy.filter { !Self.isIgnorable($0) }.makeIterator()
        guard let first = needed.next() else { return set.primary }
        // Emoji presentation (U+FE0F, or a character that is an emoji by default): a colour face first,
        // as iOS draws "❤️" in Apple Color Emoji although text fonts have a black heart.
        if scalars.contains(0xFE0F) || FontFallback.isEmojiPresentation(first) {
            let all = scalars.filter { !Self.isIgnorable($0) }
            if let f = fallbackFaces(in: set).first(where: { f in f.isColorBitmapFace && all.allSatisfy { f.glyph(for: $0) != 0 } }) {
                return f
            }
        }
        if let second = needed.next() {
            let all = [first, second] + Array(IteratorSequence(needed))
            if all.allSatisfy({ set.primary.glyph(for: $0) != 0 }) { return set.primary }
            if let f = fallbackFaces(in: set).first(where: { f in all.allSatisfy { f.glyph(for: $0) != 0 } }) { return f }
            return face(forScalar: first, in: set)
        }
        return face(forScalar: first, in: set)
    }

    /// Shapes a short standalone string (the ellipsis) on one line, left to right.
    private func shapeStandalone(_ text: [UInt32], face: LoadedFace, size: Double, features: FontFeatures)
        -> ([ShapedGlyph], Double) {
        let req = ShapeRequest(face: face.serial, text: text, itemOffset: 0, itemLength: text.count, rightToLeft: false,
                               script: HarfBuzz.script(of: text[0]) ?? HarfBuzz.script(of: 0x41)!, atStart: true, atEnd: true,
                               features: features)
        let scale = size / face.unitsPerEm
        var x = 0.0
        var out: [ShapedGlyph] = []
        for g in shapedRun(req, face: face) {
            out.append(ShapedGlyph(outline: face.outline(g.glyph), scale: scale, x: x + Double(g.xOffset) * scale,
                                   y: -Double(g.yOffset) * scale, advance: Double(g.xAdvance) * scale))
            x += Double(g.xAdvance) * scale
        }
        return (out, x)
    }

    private func shapeParagraph(_ chars: [CharInfo], _ para: Range<Int>, text: [UInt32], faces: [LoadedFace],
                                styles: [SpanShaping], bidi: Bool, rightToLeft: Bool, into out: inout ShapedText) throws {
        guard !para.isEmpty else { return }
        let scalarRange = chars[para.lowerBound].scalars.lowerBound..<chars[para.upperBound - 1].scalars.upperBound

        // Bidi levels per character (of its first scalar).
        var levels = [UInt8](repeating: rightToLeft ? 1 : 0, count: para.count)
        var base: UInt8 = rightToLeft ? 1 : 0
        if bidi {
            let (scalarLevels, b) = text.withUnsafeBufferPointer { t in
                Bidi.levels(UnsafeBufferPointer(rebasing: t[scalarRange]), rightToLeftDefault: rightToLeft)
            }
            base = b
            for k in para {
                let s = chars[k].scalars
                levels[k - para.lowerBound] = s.isEmpty ? base : scalarLevels[s.lowerBound - scalarRange.lowerBound]
            }
        } else {
            levels = [UInt8](repeating: 0, count: para.count)
            base = 0
        }

        // Scripts per character, Common/Inherited resolved from the text before (or, at the start, after).
        var scripts = [UInt32](repeating: 0, count: para.count)
        var last: UInt32 = 0
        for k in para {
            let own = chars[k].scalars.lazy.compactMap { HarfBuzz.script(of: text[$0]) }.first
            if let own { last = own }
            scripts[k - para.lowerBound] = own ?? last
        }
        if let firstReal = scripts.first(where: { $0 != 0 }) {
            for k in scripts.indices where scripts[k] == 0 { scripts[k] = firstReal }
        } else {
            let latin = HarfBuzz.script(of: 0x41)!
            for k in scripts.indices { scripts[k] = latin }
        }

        // Runs.
        var r = para.lowerBound
        while r < para.upperBound {
            let li = r - para.lowerBound
            var e = r + 1
            while e < para.upperBound, chars[e].face == chars[r].face, chars[e].span == chars[r].span,
                  levels[e - para.lowerBound] == levels[li], scripts[e - para.lowerBound] == scripts[li] { e += 1 }
            shapeRun(chars, r..<e, scalarRange: scalarRange, text: text, face: faces[chars[r].face], style: styles[chars[r].span],
                     span: chars[r].span, level: levels[li], base: base, script: scripts[li], into: &out)
            r = e
        }
    }

    private func shapeRun(_ chars: [CharInfo], _ run: Range<Int>, scalarRange: Range<Int>, text: [UInt32],
                          face: LoadedFace, style: SpanShaping, span: Int, level: UInt8, base: UInt8, script: UInt32,
                          into out: inout ShapedText) {
        let size = style.size, features = style.features
        let s0 = chars[run.lowerBound].scalars.lowerBound, s1 = chars[run.upperBound - 1].scalars.upperBound
        let w0 = max(scalarRange.lowerBound, s0 - ShapedRunCache.contextLength)
        let w1 = min(scalarRange.upperBound, s1 + ShapedRunCache.contextLength)
        let rtl = level % 2 == 1
        let req = ShapeRequest(face: face.serial, text: Array(text[w0..<w1]), itemOffset: s0 - w0, itemLength: s1 - s0,
                               rightToLeft: rtl, script: script, atStart: s0 == scalarRange.lowerBound,
                               atEnd: s1 == scalarRange.upperBound, features: features)
        let hb = s1 > s0 ? shapedRun(req, face: face) : []
        let scale = size / face.unitsPerEm

        // The character each scalar belongs to.
        var charOf = [Int](repeating: run.lowerBound, count: s1 - s0)
        for k in run { for s in chars[k].scalars { charOf[s - s0] = k } }

        // Groups of glyphs sharing a cluster, in logical order (HarfBuzz gives visual order).
        var groups: [(char: Int, glyphs: Range<Int>)] = []
        var g = 0
        while g < hb.count {
            var h = g + 1
            while h < hb.count && hb[h].cluster == hb[g].cluster { h += 1 }
            let scalar = Int(hb[g].cluster) + w0 - s0
            groups.append((charOf[min(max(scalar, 0), charOf.count - 1)], g..<h))
            g = h
        }
        if rtl { groups.reverse() }

        func emptyCluster(_ k: Int) {
            out.clusters.append(ShapedCluster(range: chars[k].range, glyphs: out.glyphs.count..<out.glyphs.count, advance: 0,
                                              breakClass: chars[k].breakClass, level: level, baseLevel: base, span: span))
        }
        var next = run.lowerBound
        for (n, grp) in groups.enumerated() {
            guard grp.char >= next else { continue }            // not monotone (cannot happen at this cluster level)
            while next < grp.char { emptyCluster(next); next += 1 }
            let end = n + 1 < groups.count ? max(groups[n + 1].char, grp.char + 1) : run.upperBound
            let first = out.glyphs.count
            let tabFactor = chars[grp.char].isTab ? 4.0 : 1.0
            var x = 0.0
            for k in grp.glyphs {
                let q = hb[k]
                let adv = Double(q.xAdvance) * scale * tabFactor
                out.glyphs.append(ShapedGlyph(outline: face.outline(q.glyph), scale: scale, x: x + Double(q.xOffset) * scale,
                                              y: -Double(q.yOffset) * scale - style.baselineOffset, advance: adv))
                x += adv
            }
            // Kerning and tracking: space after each character (`.kerning`, `.tracking`).
            x += style.tracking
            out.clusters.append(ShapedCluster(range: chars[grp.char].range.lowerBound..<chars[end - 1].range.upperBound,
                                              glyphs: first..<out.glyphs.count, advance: x,
                                              breakClass: chars[grp.char].breakClass, level: level, baseLevel: base, span: span))
            next = end
        }
        while next < run.upperBound { emptyCluster(next); next += 1 }
    }

    /// A shaped run from the cache, or shaped now (and stored).
    private func shapedRun(_ req: ShapeRequest, face: LoadedFace) -> [HBGlyph] {
        if let hit = shapedRuns.lookup(req) { return hit }
        guard let font = face.hbFont else { return [] }
        let glyphs = HarfBuzz.shape(req, font: font)
        shapedRuns.store(req, glyphs)
        return glyphs
    }
}
