import Geometry
import Raster
import Testing

/// The blend modes computed in float (the PDF blends, the rarer Porter–Duff operators,
/// `plusDarker`), checked against a scalar Double transcription of their definitions (ISO 32000-1
/// §11.3.5 for the blends, Porter–Duff for the operators): within one 8-bit step, premultiplied.
@Suite struct FormulaBlendTests {
    static let formulaModes = BlendMode.allCases.filter { !BlendModeTests.integerModes.contains($0) }

    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    // MARK: The reference, one pixel at a time

    static func separable(_ mode: BlendMode, _ cs: Double, _ cb: Double) -> Double {
        switch mode {
        case .multiply: return cs * cb
        case .screen: return cs + cb - cs * cb
        case .overlay: return separable(.hardLight, cb, cs)
        case .darken: return min(cs, cb)
        case .lighten: return max(cs, cb)
        case .colorDodge:
            if cb == 0 { return 0 }
            if cs >= 1 { return 1 }
            return min(1, cb / (1 - cs))
        case .colorBurn:
            if cb >= 1 { return 1 }
            if cs <= 0 { return 0 }
            return 1 - min(1, (1 - cb) / cs)
        case .hardLight: return cs <= 0.5 ? cb * 2 * cs : separable(.screen, 2 * cs - 1, cb)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (d - cb)
        case .difference: return abs(cs - cb)
        case .exclusion: return cs + cb - 2 * cs * cb
        default: fatalError("\(mode) is not separable")
        }
    }

    typealias RGB = (Double, Double, Double)
    static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }
    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var c = c
        if n < 0 { c = (l + (c.0 - l) * l / (l - n), l + (c.1 - l) * l / (l - n), l + (c.2 - l) * l / (l - n)) }
        if x > 1 { c = (l + (c.0 - l) * (1 - l) / (x - l), l + (c.1 - l) * (1 - l) / (x - l), l + (c.2 - l) * (1 - l) / (x - l)) }
        return c
    }
    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }
    static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }
    /// PDF's SetSat, written as the spec does: the max channel becomes s, the mid scales, the min is 0.
    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { v[$0] < v[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
            v[hi] = s
        } else {
            v[mid] = 0; v[hi] = 0
        }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }

    /// `mode` of source `s` over `d` (premultiplied, 0…1) at coverage `c`: lerp(d, blend(s, d), c).
    static func reference(_ mode: BlendMode, _ s: RGBA, _ d: RGBA, coverage c: Double) -> RGBA {
        func lerp(_ r: RGBA) -> RGBA {
            (d.r + (r.r - d.r) * c, d.g + (r.g - d.g) * c, d.b + (r.b - d.b) * c, d.a + (r.a - d.a) * c)
        }
        func porterDuff(_ fa: Double, _ fb: Double) -> RGBA {
            lerp((s.r * fa + d.r * fb, s.g * fa + d.g * fb, s.b * fa + d.b * fb, s.a * fa + d.a * fb))
        }
        func un(_ v: Double, _ a: Double) -> Double { a == 0 ? 0 : min(v / a, 1) }
        let cs: RGB = (un(s.r, s.a), un(s.g, s.a), un(s.b, s.a)), cb: RGB = (un(d.r, d.a), un(d.g, d.a), un(d.b, d.a))
        func general(_ m: RGB) -> RGBA {
            func ch(_ sc: Double, _ dc: Double, _ b: Double) -> Double { sc * (1 - d.a) + dc * (1 - s.a) + s.a * d.a * b }
            return lerp((ch(s.r, d.r, m.0), ch(s.g, d.g, m.1), ch(s.b, d.b, m.2), s.a + d.a - s.a * d.a))
        }
        switch mode {
        case .sourceIn: return porterDuff(d.a, 0)
        case .sourceOut: return porterDuff(1 - d.a, 0)
        case .sourceAtop: return porterDuff(d.a, 1 - s.a)
        case .destinationOver: return porterDuff(1 - d.a, 1)
        case .destinationAtop: return porterDuff(1 - d.a, s.a)
        case .xor: return porterDuff(1 - d.a, 1 - s.a)
        case .plusDarker:
            // The coverage scales the source first (as for plusLighter).
            let sa = s.a * c, a = min(1, sa + d.a)
            func ch(_ sc: Double, _ dc: Double) -> Double { max(0, a - (sa - sc * c) - (d.a - dc)) }
            return (ch(s.r, d.r), ch(s.g, d.g), ch(s.b, d.b), a)
        case .hue: return general(setLum(setSat(cs, sat(cb)), lum(cb)))
        case .saturation: return general(setLum(setSat(cb, sat(cs)), lum(cb)))
        case .color: return general(setLum(cs, lum(cb)))
        case .luminosity: return general(setLum(cb, lum(cs)))
        default: return general((separable(mode, cs.0, cb.0), separable(mode, cs.1, cb.1), separable(mode, cs.2, cb.2)))
        }
    }

    // MARK: Pixels

    /// Destinations spanning colours, greys, black, white and alphas (premultiplied).
    static let destinations: [PremultipliedColorU8] = (0..<96).map { i in
        let a = i % 8 == 0 ? 255 : UInt8(255 - (i * 7) % 240)
        let hue = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255), (0, 0, 0), (128, 128, 128),
                   (250, 200, 20), (30, 180, 220), (60, 20, 90), (240, 240, 10), (5, 5, 250), (190, 60, 150)][i % 12]
        func p(_ v: Int) -> UInt8 { UInt8((Int(a) * v + 127) / 255) }
        return PremultipliedColorU8(r: p(hue.0), g: p(hue.1), b: p(hue.2), a: a)
    }
    static let sources = [Color(r8: 200, g8: 100, b8: 50, a8: 180), Color(r8: 20, g8: 230, b8: 120), Color(r8: 255, g8: 255, b8: 255, a8: 90),
                          Color(r8: 90, g8: 60, b8: 250, a8: 255)]

    static func unit(_ p: PremultipliedColorU8) -> RGBA {
        (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255, Double(p.a) / 255)
    }

    static func check(_ got: PremultipliedColorU8, _ want: RGBA, _ what: @autoclosure () -> String) {
        let w = [want.r, want.g, want.b, want.a].map { Int(($0 * 255).rounded()) }
        let g = [Int(got.r), Int(got.g), Int(got.b), Int(got.a)]
        #expect(zip(g, w).allSatisfy { abs($0 - $1) <= 1 }, "\(what()): got \(g), want \(w)")
    }

    @Test(arguments: formulaModes)
    func fullCoverageFollowsTheDefinition(_ mode: BlendMode) {
        let w = Self.destinations.count
        for source in Self.sources {
            var pm = Pixmap(width: w, height: 1, pixels: Self.destinations.map(\.packed))
            pm.fill(Rect(x: 0, y: 0, width: Double(w), height: 1), with: Paint(.solid(source), blendMode: mode))
            let s = Self.unit(source.premultiplied)
            for x in 0..<w {
                Self.check(pm[x, 0], Self.reference(mode, s, Self.unit(Self.destinations[x]), coverage: 1), "\(mode) \(source) over \(Self.destinations[x])")
            }
        }
    }

    /// Half-covered pixels (coverage byte 128): lerp(d, blend(s, d), c), and uncovered ones untouched.
    @Test(arguments: formulaModes)
    func partialCoverageLerpsAndUncoveredPixelsStay(_ mode: BlendMode) {
        let w = Self.destinations.count
        let source = Self.sources[0]
        var pm = Pixmap(width: w, height: 2, pixels: Self.destinations.map(\.packed) + Self.destinations.map(\.packed))
        pm.fill(Shapes.rect(0, 0.5, Double(w), 0.5), with: Paint(.solid(source), blendMode: mode))
        let s = Self.unit(source.premultiplied)
        // The raster scales the source by the coverage byte in 8 bits first: use the same s·c.
        let sc = Self.unit(PremultipliedColorU8(r: UInt8(div255(Int(source.premultiplied.r) * 128)), g: UInt8(div255(Int(source.premultiplied.g) * 128)),
                                                b: UInt8(div255(Int(source.premultiplied.b) * 128)), a: UInt8(div255(Int(source.premultiplied.a) * 128))))
        for x in 0..<w {
            let d = Self.unit(Self.destinations[x])
            // Modes linear in the source: blend(s·c, d); the others lerp with c itself.
            let want = [.sourceIn, .sourceOut, .destinationAtop].contains(mode)
                ? Self.reference(mode, s, d, coverage: 128.0 / 255) : Self.reference(mode, sc, d, coverage: 1)
            Self.check(pm[x, 0], want, "\(mode) at coverage 128 over \(Self.destinations[x])")
            #expect(pm[x, 1] == Self.destinations[x], "\(mode) must not touch uncovered pixel \(x)")
        }
    }

    /// Values worked by hand, opaque over opaque.
    @Test func handWorkedValues() {
        func blend(_ mode: BlendMode, _ s: Color, over d: PremultipliedColorU8) -> PremultipliedColorU8 {
            var pm = solidPixmap(1, 1, d)
            pm.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: Paint(.solid(s), blendMode: mode))
            return pm[0, 0]
        }
        let orange = PremultipliedColorU8(r: 200, g: 100, b: 50, a: 255)
        // |255 − 200|, |255 − 100|, |255 − 50|.
        #expect(blend(.difference, .white, over: orange) == PremultipliedColorU8(r: 55, g: 155, b: 205, a: 255))
        #expect(blend(.darken, Color(r8: 100, g8: 200, b8: 100), over: orange) == PremultipliedColorU8(r: 100, g: 100, b: 50, a: 255))
        #expect(blend(.lighten, Color(r8: 100, g8: 200, b8: 100), over: orange) == PremultipliedColorU8(r: 200, g: 200, b: 100, a: 255))
        // Luminosity of black onto any colour is black; of white is white.
        #expect(blend(.luminosity, .black, over: orange) == PremultipliedColorU8(r: 0, g: 0, b: 0, a: 255))
        #expect(blend(.luminosity, .white, over: orange) == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        // A grey source's hue is no hue: hue of grey over orange is orange's luminosity as grey.
        let grey = blend(.hue, Color(r8: 128, g8: 128, b8: 128), over: orange)
        #expect(grey.r == grey.g && grey.g == grey.b && abs(Int(grey.r) - 125) <= 1, "\(grey)")
        // Opaque plusDarker: max(0, S + D − 1): 200 + 100 − 255 = 45, 100 + 100 − 255 < 0.
        #expect(blend(.plusDarker, Color(r8: 100, g8: 100, b8: 255), over: orange) == PremultipliedColorU8(r: 45, g: 0, b: 50, a: 255))
        // destinationOut of an opaque source erases; sourceAtop of opaque over opaque is the source.
        #expect(blend(.sourceAtop, .white, over: orange) == PremultipliedColorU8(r: 255, g: 255, b: 255, a: 255))
        #expect(blend(.destinationOver, .white, over: orange) == orange)
        #expect(blend(.xor, .white, over: orange) == .transparent)
    }
}
