import Geometry
import Raster
import Testing

/// Exact 8-bit arithmetic of the blend modes with integer fast paths, with full and partial coverage:
/// result = lerp(dst, blend(src, dst), coverage), premultiplied, each product divided by 255 and rounded.
@Suite struct BlendModeTests {
    /// Destination pixels spanning many values (premultiplied: channels ≤ alpha).
    static let destinations: [PremultipliedColorU8] = (0..<64).map { i in
        let a = UInt8(i * 4 + 3)
        return PremultipliedColorU8(r: UInt8(Int(a) * (i % 5) / 4), g: UInt8(Int(a) * (i % 3) / 2), b: a / 3, a: a)
    }
    static let source = Color(r8: 200, g8: 100, b8: 50, a8: 180)
    /// The modes computed in exact 8-bit integer arithmetic (the others: `FormulaBlendTests`).
    static let integerModes: [BlendMode] = [.sourceOver, .clear, .copy, .destinationIn, .destinationOut, .plusLighter, .screen, .multiply]

    /// Expected result of one mode for one destination pixel, from the formulas.
    static func expected(_ mode: BlendMode, s: PremultipliedColorU8, d: PremultipliedColorU8, c: Int) -> PremultipliedColorU8 {
        func ch(_ sv: UInt8, _ dv: UInt8) -> UInt8 {
            let sv = Int(sv), dv = Int(dv), sa = Int(s.a)
            switch mode {
            case .sourceOver:
                let sc = div255(sv * c), sac = div255(sa * c)
                return UInt8(sc + div255(dv * (255 - sac)))
            case .copy: return UInt8(c == 255 ? sv : div255(sv * c) + div255(dv * (255 - c)))
            case .clear: return UInt8(c == 255 ? 0 : div255(dv * (255 - c)))
            case .destinationIn: return UInt8(div255(dv * (c == 255 ? sa : 255 - div255(c * (255 - sa)))))
            case .destinationOut: return UInt8(div255(dv * (c == 255 ? 255 - sa : 255 - div255(c * sa))))
            // The separable blends are linear in the source: the coverage scales it first.
            case .plusLighter: return UInt8(min(255, div255(sv * c) + dv))
            case .screen:
                let sc = div255(sv * c)
                return UInt8(sc + dv - div255(sc * dv))
            case .multiply:
                let sc = div255(sv * c), sac = div255(sa * c), da = Int(d.a)
                return UInt8(min(255, div255(sc * (255 - da)) + div255(dv * (255 - sac)) + div255(sc * dv)))
            default: preconditionFailure("\(mode) has no integer path")
            }
        }
        return PremultipliedColorU8(r: ch(s.r, d.r), g: ch(s.g, d.g), b: ch(s.b, d.b), a: ch(s.a, d.a))
    }

    @Test(arguments: integerModes)
    func fullCoverage(_ mode: BlendMode) {
        let w = Self.destinations.count
        var pm = Pixmap(width: w, height: 1, pixels: Self.destinations.map(\.packed))
        pm.fill(Rect(x: 0, y: 0, width: Double(w), height: 1), with: Paint(.solid(Self.source), blendMode: mode))
        let s = Self.source.premultiplied
        for x in 0..<w {
            #expect(pm[x, 0] == Self.expected(mode, s: s, d: Self.destinations[x], c: 255), "\(mode) pixel \(x)")
        }
    }

    /// Coverage 0.5 (pixels half covered by the rectangle) → coverage byte 128.
    @Test(arguments: integerModes)
    func partialCoverage(_ mode: BlendMode) {
        let w = Self.destinations.count
        var pm = Pixmap(width: w, height: 2, pixels: Self.destinations.map(\.packed) + Self.destinations.map(\.packed))
        // Covers row 0 half (y 0.5…1) and leaves row 1 alone; path fill, not the rect fast path.
        pm.fill(Shapes.rect(0, 0.5, Double(w), 0.5), with: Paint(.solid(Self.source), blendMode: mode))
        let s = Self.source.premultiplied
        for x in 0..<w {
            #expect(pm[x, 0] == Self.expected(mode, s: s, d: Self.destinations[x], c: 128), "\(mode) pixel \(x)")
            #expect(pm[x, 1] == Self.destinations[x], "\(mode) must not touch uncovered pixel \(x)")
        }
    }

    /// Global alpha multiplies the source before blending (Core Graphics' global alpha).
    @Test func opacityScalesTheSource() {
        var pm = solidPixmap(4, 1, PremultipliedColorU8(r: 0, g: 0, b: 255, a: 255))
        pm.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: Paint(.solid(.white), opacity: 0.5, blendMode: .copy))
        // Copy of white at 50 %: (128, 128, 128, 128), destination replaced.
        #expect(pm[0, 0] == PremultipliedColorU8(r: 128, g: 128, b: 128, a: 128))
    }

    @Test func fillWithColorReplacesEverything() {
        var pm = solidPixmap(5, 3, PremultipliedColorU8(r: 1, g: 2, b: 3, a: 4))
        pm.fill(with: Color(r8: 255, g8: 0, b8: 0, a8: 128))
        #expect(pm.pixels.allSatisfy { $0 == PremultipliedColorU8(r: 128, g: 0, b: 0, a: 128).packed })
    }

    /// Opaque source-over across a whole row equals a plain store; 50 % over white matches the formula.
    @Test func rectFillsOverWhite() {
        var opaque = solidPixmap(37, 5, PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        opaque.fill(Rect(x: 0, y: 0, width: 37, height: 5), with: .color(Color(r8: 200, g8: 100, b8: 50)))
        #expect(opaque.pixels.allSatisfy { $0 == PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255).packed })
        var half = solidPixmap(37, 5, PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        half.fill(Rect(x: 0, y: 0, width: 37, height: 5), with: .color(Color(r8: 200, g8: 100, b8: 50, a8: 128)))
        // s = (100, 50, 25, 128) premultiplied; d·(255 − 128)/255 = 127.
        #expect(half.pixels.allSatisfy { $0 == PremultipliedColorU8(r: 227, g: 177, b: 152, a: 255).packed })
    }
}
