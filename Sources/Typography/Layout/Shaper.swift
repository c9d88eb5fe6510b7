/// String → `ShapedText`, under the library lock (all FreeType work for a layout happens here).
extension FontLibrary {
    func shape(_ string: String, font: FontSpec) throws -> ShapedText {
        try lock.withLock { try shapeLocked(string, font: font) }
    }

    /// Scalars that draw nothing and take no space (joiners, variation selectors, BOM, soft hyphen,
    /// C0/C1 controls other than the whitespace handled by `BreakClass`).
    @inline(__always) static func isIgnorable(_ s: UInt32) -> Bool {
        switch s {
        case 0x00...0x08, 0x0E...0x1F, 0x7F...0x84, 0x86...0x9F, 0xAD, 0x200B...0x200F, 0x202A...0x202E,
             0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    private func shapeLocked(_ string: String, font: FontSpec) throws -> ShapedText {
        let set = try faceSet(for: font)
        let primary = set.primary
        let size = font.size
        var out = ShapedText()
        out.ascender = primary.ascender * size / primary.unitsPerEm
        out.descender = primary.descender * size / primary.unitsPerEm
        out.lineGap = primary.lineGap * size / primary.unitsPerEm
        out.clusters.reserveCapacity(string.utf8.count)
        out.glyphs.reserveCapacity(string.utf8.count)

        // The previous glyph, for kerning: its face, glyph id and whether it is in the current cluster.
        var prevFace: LoadedFace?
        var prevGlyph: UInt32 = 0
        var missingSet = Set<Character>()

        var i = string.startIndex
        while i < string.endIndex {
            let next = string.index(after: i)
            let ch = string[i]
            let cls = BreakClass.of(ch)
            let firstGlyph = out.glyphs.count
            var pen = 0.0
            if cls == .newline {
                prevFace = nil
            } else {
                var clusterMissing = false
                for u in ch.unicodeScalars {
                    var s = u.value
                    if Self.isIgnorable(s) { continue }
                    var widthFactor = 1.0
                    if s == 0x09 { s = 0x20; widthFactor = 4 }      // tab: four spaces (no tab stops)
                    let face: LoadedFace, outline: GlyphOutline
                    if let hit = resolve(s, in: set) {
                        (face, outline) = hit
                    } else {
                        (face, outline) = (primary, primary.outline(0))   // .notdef box of the primary face
                        clusterMissing = true
                    }
                    let gid = outline.glyph
                    let scale = size / face.unitsPerEm
                    // Kerning with the previous glyph when both come from the same face ('kern' table).
                    if let pf = prevFace, pf === face, gid != 0, prevGlyph != 0 {
                        let k = face.kerning(prevGlyph, gid) * scale
                        if k != 0 {
                            if out.glyphs.count > firstGlyph { pen += k } else { out.clusters[out.clusters.count - 1].kernAfter = k }
                        }
                    }
                    let adv = outline.advance * scale * widthFactor
                    out.glyphs.append(ShapedGlyph(outline: outline, scale: scale, x: pen, advance: adv))
                    pen += adv
                    prevFace = face; prevGlyph = gid
                }
                if clusterMissing, missingSet.insert(ch).inserted { out.missing.append(ch) }
                if out.glyphs.count == firstGlyph { prevFace = nil }   // no kerning across invisible characters
            }
            out.clusters.append(ShapedCluster(range: i..<next, glyphs: firstGlyph..<out.glyphs.count,
                                              advance: pen, kernAfter: 0, breakClass: cls))
            i = next
        }

        // The truncation mark: "…" (U+2026), or "..." when no face has it.
        if let (face, o) = resolve(0x2026, in: set) {
            let scale = size / face.unitsPerEm
            out.ellipsisGlyphs = [ShapedGlyph(outline: o, scale: scale, x: 0, advance: o.advance * scale)]
            out.ellipsisAdvance = o.advance * scale
        } else {
            let dot = primary.glyph(for: 0x2E)
            let o = primary.outline(dot), scale = size / primary.unitsPerEm
            let k = primary.kerning(dot, dot) * scale
            var x = 0.0
            for _ in 0..<3 {
                out.ellipsisGlyphs.append(ShapedGlyph(outline: o, scale: scale, x: x, advance: o.advance * scale))
                x += o.advance * scale + k
            }
            out.ellipsisAdvance = x - k
        }
        return out
    }
}
