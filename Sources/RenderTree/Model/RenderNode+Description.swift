import Geometry
import Raster

// A deterministic S-expression dump of the tree (after OpenSwiftUI's display-list printer):
// one node per line, children indented, numbers with at most 4 decimals, no addresses or hashes
// that change between runs.

extension RenderNode: CustomStringConvertible {
    public var description: String {
        var out = ""
        write(to: &out, indent: 0)
        return out
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent)
        func wrap(_ head: String, _ child: RenderNode) {
            out += pad + "(" + head + "\n"
            child.write(to: &out, indent: indent + 1)
            out += ")"
        }
        switch self {
        case .empty:
            out += pad + "(empty)"
        case .shape(let s):
            out += pad + "(shape \(describe(s.style)) \(describe(s.paint)) \(describe(s.path)))"
        case .glyphs(let g):
            out += pad + "(glyphs \(describe(g.paint)) \(describe(g)))"
        case .image(let i):
            out += pad + "(image \"\(i.source.name)\" \(i.source.pixmap.width)x\(i.source.pixmap.height) \(i.rect)"
                + (i.opacity == 1 ? "" : " opacity \(formatNumber(i.opacity))") + ")"
        case .material(let m):
            out += pad + "(material \(m.material.rawValue)\(m.colorScheme == .dark ? " dark" : "") \(describe(m.path)))"
        case .group(let children):
            if children.isEmpty { out += pad + "(group)"; return }
            out += pad + "(group"
            for c in children { out += "\n"; c.write(to: &out, indent: indent + 1) }
            out += ")"
        case .transform(let t, let c): wrap("transform \(t)", c)
        case .projection(let p, let c): wrap("projection \(p)", c)
        case .opacity(let o, let c): wrap("opacity \(formatNumber(o))", c)
        case .clip(let s, let c):
            wrap("clip \(s.rule.rawValue)\(s.isAntialiased ? "" : " aliased") \(describe(s.path))", c)
        case .blur(let b, let c): wrap("blur \(formatNumber(b.radius))\(b.isOpaque ? " opaque" : "")", c)
        case .shadow(let s, let c):
            wrap("shadow \(s.resolvedColor) radius \(formatNumber(s.radius)) offset \(formatNumber(s.x)) \(formatNumber(s.y))", c)
        case .colorMatrix(let m, let c): wrap("colorMatrix \(m.m.map(formatNumber).joined(separator: " "))", c)
        case .mask(let m, let c):
            out += pad + "(mask\n"
            m.write(to: &out, indent: indent + 1)
            out += "\n"
            c.write(to: &out, indent: indent + 1)
            out += ")"
        case .zIndex(let z, let c): wrap("zIndex \(formatNumber(z))", c)
        case .isolated(let mode, let c): wrap("isolated \(mode.rawValue)", c)
        case .genie(let g, let c):
            wrap("genie \(formatNumber(g.progress)) \(g.source) into \(g.target) through \(g.edge.rawValue)", c)
        }
    }
}

func describe(_ style: ShapeStyle) -> String {
    switch style {
    case .fill(let rule): return "fill \(rule.rawValue)"
    case .stroke(let s):
        var d = "stroke \(formatNumber(s.lineWidth)) \(s.lineCap) \(s.lineJoin)"
        if s.lineJoin == .miter && s.miterLimit != 10 { d += " miterLimit \(formatNumber(s.miterLimit))" }
        if !s.dash.isEmpty { d += " dash [\(s.dash.map(formatNumber).joined(separator: " "))] phase \(formatNumber(s.dashPhase))" }
        return d
    }
}

func describe(_ paint: Paint) -> String {
    var d: String
    switch paint.shader {
    case .solid(let c): d = "\(c)"
    case .linear(let g): d = "linear(\(g.start) \(g.end) \(describe(g.gradient)) \(g.spread))"
    case .radial(let g):
        d = "radial(\(g.center) \(formatNumber(g.startRadius)) \(formatNumber(g.endRadius)) \(describe(g.gradient)) \(g.spread))"
    case .angular(let g):
        d = "angular(\(g.center) \(formatNumber(g.startAngle)) \(formatNumber(g.endAngle)) \(describe(g.gradient)) \(g.spread))"
    }
    if paint.opacity != 1 { d += " opacity \(formatNumber(paint.opacity))" }
    if paint.blendMode != .sourceOver { d += " \(paint.blendMode.rawValue)" }
    return d
}

func describe(_ g: Gradient) -> String {
    "[" + g.stops.map { "\($0.color)@\(formatNumber($0.location))" }.joined(separator: " ") + "]"
}

/// Short paths print in full (SVG-like); long ones (glyph runs) print their bounds, size and a
/// deterministic FNV-1a digest of their points, so dumps stay readable and still catch changes.
func describe(_ path: Path) -> String {
    if path.verbs.count <= 24 {
        var parts: [String] = []
        var pi = 0
        for v in path.verbs {
            switch v {
            case .move: parts.append("M \(xy(path.points[pi]))"); pi += 1
            case .line: parts.append("L \(xy(path.points[pi]))"); pi += 1
            case .quad: parts.append("Q \(xy(path.points[pi])) \(xy(path.points[pi + 1]))"); pi += 2
            case .cubic:
                parts.append("C \(xy(path.points[pi])) \(xy(path.points[pi + 1])) \(xy(path.points[pi + 2]))"); pi += 3
            case .close: parts.append("Z")
            }
        }
        return "(path " + parts.joined(separator: " ") + ")"
    }
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for p in path.points {
        for v in [p.x, p.y] {
            var bits = (v * 10000).rounded().bitPattern
            for _ in 0..<8 { h = (h ^ (bits & 0xff)) &* 0x100_0000_01b3; bits >>= 8 }
        }
    }
    let hex = String(h, radix: 16)
    return "(path \(path.verbs.count) verbs \(path.controlPointBounds) #\(String(repeating: "0", count: 16 - hex.count) + hex))"
}

/// A run prints its glyph count, bounds and an FNV-1a digest of its glyph ids, sizes and
/// positions (the font string included: it is a file path, stable between runs).
func describe(_ run: GlyphRunContent) -> String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ v: UInt64) { var b = v; for _ in 0..<8 { h = (h ^ (b & 0xff)) &* 0x100_0000_01b3; b >>= 8 } }
    for g in run.glyphs {
        for byte in g.id.font.utf8 { mix(UInt64(byte)) }
        mix(UInt64(g.id.glyph))
        for v in [g.scale * 1e6, g.position.x * 10000, g.position.y * 10000] { mix(v.rounded().bitPattern) }
    }
    let hex = String(h, radix: 16)
    return "\(run.glyphs.count) glyphs \(run.controlPointBounds) #\(String(repeating: "0", count: 16 - hex.count) + hex)"
}

private func xy(_ p: Point) -> String { "\(formatNumber(p.x)) \(formatNumber(p.y))" }
