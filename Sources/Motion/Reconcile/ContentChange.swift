import Document
import Geometry
import Layout
import Style
import Typography

/// A change of a text's string or a symbol's name made by an animated transaction, drawn as the
/// view's `ContentTransition` says while the transaction's animation runs: the old and the new
/// content both shown in the view's animated frame, each centred in it (inferred: SwiftUI does not
/// document where outgoing content sits while the frame changes size).
struct ContentChange {
    var from: LayoutNode
    var to: LayoutNode
    var time: Double
    var animation: Animation
    var style: ContentTransition
    /// For `.numericText`: true when the new characters come in from above (counting down).
    var countsDown: Bool

    /// Whether two states of a view differ only in what they draw (the string, the font, the
    /// symbol) so the frame can animate while the content transitions.
    static func isContentChange(_ a: Snapshot.Entry, _ b: Snapshot.Entry) -> Bool {
        guard a.vector.count == b.vector.count, a.groups == b.groups else { return false }
        switch (a.node.content, b.node.content) {
        case (.text?, .text?), (.symbol?, .symbol?): return a.signature.withoutContent == b.signature.withoutContent
        default: return false
        }
    }

    /// The view at progress `p` (0 = old content, 1 = new; a spring may overshoot): its own
    /// content replaced by overlays of the old and the new one, innermost, so the view's other
    /// modifiers (padding, backgrounds, effects) apply to both.
    func presenting(_ node: LayoutNode, progress p: Double) -> LayoutNode {
        let fade = min(max(p, 0), 1)
        var out = node
        out.content = nil
        var layers: [LayoutNode] = []
        switch style {
        case .identity:
            return node
        case .opacity, .interpolate:
            layers = [placed(from, in: node.frame, tag: "content-old", effects: [OpacityEffect(1 - fade)]),
                      placed(to, in: node.frame, tag: "content-new", effects: [OpacityEffect(fade)])]
        case .symbolReplace:
            // Replace, down-up: the old symbol shrinks away as the new one grows in (scales inferred).
            layers = [placed(from, in: node.frame, tag: "content-old",
                             effects: [ScaleEffect(x: 1 - 0.5 * fade, y: 1 - 0.5 * fade), OpacityEffect(1 - fade)]),
                      placed(to, in: node.frame, tag: "content-new",
                             effects: [ScaleEffect(x: 0.5 + 0.5 * fade, y: 0.5 + 0.5 * fade), OpacityEffect(fade)])]
        case .numericText:
            layers = numericLayers(in: node.frame, progress: p, fade: fade)
        }
        out.modifiers.insert(contentsOf: layers.map(LayoutModifier.overlay), at: 0)
        return out
    }

    /// `node`'s content centred in `frame`, with effects applied inside out.
    private func placed(_ node: LayoutNode, in frame: Rect, tag: String, effects: [any VisualEffect]) -> LayoutNode {
        let box = Self.centred(node.frame.size, in: frame)
        var n = LayoutNode(path: to.path.appending(.branch(tag)), kind: node.kind, frame: box, content: node.content)
        n.modifiers = effects.map { LayoutModifier.placed(Effect($0), in: box) }
        return n
    }

    // MARK: - Numeric text

    /// Characters in the common prefix and suffix of the two strings keep their glyph and slide
    /// to its new place; the characters between roll out (old) and in (new) vertically, fading
    /// and blurred, by half a line (distance and blur inferred from recordings, not documented).
    private func numericLayers(in frame: Rect, progress p: Double, fade: Double) -> [LayoutNode] {
        guard case .text(let old)? = from.content, case .text(let new)? = to.content else { return [] }
        let oldChars = Array(old.string), newChars = Array(new.string)
        var prefix = 0
        while prefix < min(oldChars.count, newChars.count), oldChars[prefix] == newChars[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(oldChars.count, newChars.count) - prefix,
              oldChars[oldChars.count - 1 - suffix] == newChars[newChars.count - 1 - suffix] { suffix += 1 }

        let oldBox = Self.centred(old.layout.size, in: frame), newBox = Self.centred(new.layout.size, in: frame)
        let oldGlyphs = Self.glyphs(of: old), newGlyphs = Self.glyphs(of: new)
        func stableIndex(_ offset: Int, count: Int) -> Int? {
            offset < prefix ? offset : (offset >= count - suffix ? offset - count : nil)   // suffix: negative, from the end
        }
        var oldByStable: [Int: (glyph: PositionedGlyph, line: TextLayout.Line)] = [:]
        var oldChanged: [(PositionedGlyph, TextLayout.Line)] = [], newChanged: [(PositionedGlyph, TextLayout.Line)] = []
        for (g, line, offset) in oldGlyphs {
            if let k = stableIndex(offset, count: oldChars.count) { oldByStable[k] = (g, line) } else { oldChanged.append((g, line)) }
        }
        var layers: [LayoutNode] = []
        for (i, (g, line, offset)) in newGlyphs.enumerated() {
            guard let k = stableIndex(offset, count: newChars.count) else { newChanged.append((g, line)); continue }
            // A kept glyph moves from where the old text had it to where the new one has it.
            let start = oldByStable[k].map { Point(x: oldBox.minX + $0.glyph.position.x, y: oldBox.minY + $0.glyph.position.y) }
            let end = Point(x: newBox.minX + g.position.x, y: newBox.minY + g.position.y)
            let at = start.map { Point(x: $0.x + (end.x - $0.x) * p, y: $0.y + (end.y - $0.y) * p) } ?? end
            let origin = Point(x: at.x - g.position.x, y: at.y - g.position.y)
            layers.append(glyphNode(new, [(g, line)], origin: origin, tag: "glyph-\(i)", effects: []))
        }
        let distance = 0.5 * max(old.layout.lineHeight, new.layout.lineHeight)
        let blur = 0.15 * max(old.layout.lineHeight, new.layout.lineHeight)
        // Counting up, the new characters rise from below and the old ones leave upwards.
        let up: Double = countsDown ? 1 : -1
        if !oldChanged.isEmpty {
            layers.append(glyphNode(old, oldChanged, origin: Point(x: oldBox.minX, y: oldBox.minY + up * distance * p), tag: "roll-old",
                                    effects: [BlurEffect(radius: blur * fade), OpacityEffect(1 - fade)]))
        }
        if !newChanged.isEmpty {
            layers.append(glyphNode(new, newChanged, origin: Point(x: newBox.minX, y: newBox.minY - up * distance * (1 - p)), tag: "roll-new",
                                    effects: [BlurEffect(radius: blur * (1 - fade)), OpacityEffect(fade)]))
        }
        return layers
    }

    private static func centred(_ size: Size, in frame: Rect) -> Rect {
        Rect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Every drawn glyph of a text with its line and the offset of its character in the string.
    private static func glyphs(of t: TextDrawing) -> [(PositionedGlyph, TextLayout.Line, Int)] {
        var out: [(PositionedGlyph, TextLayout.Line, Int)] = []
        for line in t.layout.lines {
            for g in line.glyphs where g.hasOutline {
                guard let r = g.character else { continue }
                out.append((g, line, t.string.distance(from: t.string.startIndex, to: r.lowerBound)))
            }
        }
        return out
    }

    /// A text node drawing only `glyphs` of `t`, its layout box at `origin`.
    private func glyphNode(_ t: TextDrawing, _ glyphs: [(PositionedGlyph, TextLayout.Line)], origin: Point, tag: String,
                           effects: [any VisualEffect]) -> LayoutNode {
        var drawing = t
        var lines: [TextLayout.Line] = []
        for (g, line) in glyphs {
            if var last = lines.last, last.range == line.range { last.glyphs.append(g); lines[lines.count - 1] = last }
            else { var l = line; l.glyphs = [g]; lines.append(l) }
        }
        drawing.layout.lines = lines
        let box = Rect(origin: origin, size: t.layout.size)
        var n = LayoutNode(path: to.path.appending(.branch(tag)), kind: to.kind, frame: box, content: .text(drawing))
        n.modifiers = effects.map { LayoutModifier.placed(Effect($0), in: box) }
        return n
    }
}

extension LayoutNode {
    /// The animation signature without the drawn content: what must stay equal for a content
    /// change to animate as one (the kind of view, its modifiers, its paint kinds).
    var withoutContent: LayoutNode {
        var n = self
        switch n.kind {
        case .text: n.kind = .text("")
        case .symbol: n.kind = .symbol("")
        default: break
        }
        n.content = nil
        return n
    }
}
