import Geometry
import Raster
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gradient colours against the analytic value (premultiplied interpolation of the stops).
@Suite struct GradientTests {
    static let red = Color(r8: 255, g8: 0, b8: 0), green = Color(r8: 0, g8: 255, b8: 0), blue = Color(r8: 0, g8: 0, b8: 255)

    /// The exact premultiplied colour of `stops` (sorted, in 0…1) at t, ×255, pad semantics.
    static func analytic(_ stops: [(Color, Double)], _ t: Double, opacity: Double = 1) -> [Double] {
        func pm(_ c: Color) -> [Double] {
            let a = c.alpha * opacity
            return [c.red * a * 255, c.green * a * 255, c.blue * a * 255, a * 255]
        }
        if t <= stops[0].1 { return pm(stops[0].0) }
        for i in 0..<(stops.count - 1) where t < stops[i + 1].1 {
            let (c0, l0) = stops[i], (c1, l1) = stops[i + 1]
            if l1 == l0 { continue }
            let f = (t - l0) / (l1 - l0)
            return zip(pm(c0), pm(c1)).map { $0 + ($1 - $0) * f }
        }
        return pm(stops.last!.0)
    }

    static func distance(_ p: PremultipliedColorU8, _ e: [Double]) -> Double {
        [abs(Double(p.r) - e[0]), abs(Double(p.g) - e[1]), abs(Double(p.b) - e[2]), abs(Double(p.a) - e[3])].max()!
    }

    /// Fills a w×1 strip with a horizontal gradient and checks every pixel against `t(x)`.
    static func checkStrip(_ shader: Shader, width: Int, opacity: Double = 1, tolerance: Double = 1,
                           _ t: (Double) -> Double, _ stops: [(Color, Double)]) {
        var pm = Pixmap(width: width, height: 1)
        pm.fill(Rect(x: 0, y: 0, width: Double(width), height: 1), with: Paint(shader, opacity: opacity, blendMode: .copy))
        for x in 0..<width {
            let e = analytic(stops, t(Double(x) + 0.5), opacity: opacity)
            #expect(distance(pm[x, 0], e) <= tolerance, "pixel \(x): \(pm[x, 0]) vs \(e)")
        }
    }

    @Test func twoStopLinearPadMatchesAnalytic() {
        let g = LinearGradient(gradient: Gradient(colors: [Self.red, Self.blue]), start: Point(20, 0), end: Point(80, 0))
        Self.checkStrip(.linear(g), width: 100, { ($0 - 20) / 60 }, [(Self.red, 0), (Self.blue, 1)])
        // The ends are exact.
        var pm = Pixmap(width: 100, height: 1)
        pm.fill(Rect(x: 0, y: 0, width: 100, height: 1), with: Paint(.linear(g)))
        #expect(pm[0, 0] == Self.red.premultiplied && pm[19, 0] == Self.red.premultiplied)
        #expect(pm[80, 0] == Self.blue.premultiplied && pm[99, 0] == Self.blue.premultiplied)
    }

    @Test func multiStopLinearThroughTableMatchesAnalytic() {
        let stops = [(Self.red, 0.0), (Self.green, 0.3), (Self.blue, 1.0)]
        let g = LinearGradient(gradient: Gradient(stops: stops.map { Gradient.Stop(color: $0.0, location: $0.1) }),
                               start: Point(0, 0), end: Point(300, 0))
        Self.checkStrip(.linear(g), width: 300, { $0 / 300 }, stops)
        Self.checkStrip(.linear(g), width: 300, opacity: 0.6, { $0 / 300 }, stops)
    }

    @Test func repeatAndReflect() {
        let stops = [(Self.red, 0.0), (Self.blue, 1.0)]
        let base = Gradient(colors: [Self.red, Self.blue])
        let rep = LinearGradient(gradient: base, start: Point(10, 0), end: Point(35, 0), spread: .repeat)
        Self.checkStrip(.linear(rep), width: 120, { x in let t = (x - 10) / 25; return t - t.rounded(.down) }, stops)
        let refl = LinearGradient(gradient: base, start: Point(10, 0), end: Point(35, 0), spread: .reflect)
        Self.checkStrip(.linear(refl), width: 120, { x in
            let t = (x - 10) / 25, m = t - 2 * (t / 2).rounded(.down)
            return m <= 1 ? m : 2 - m
        }, stops)
        // Three stops use the table with the same spread semantics.
        let three = [(Self.red, 0.0), (Self.green, 0.5), (Self.blue, 1.0)]
        let g3 = Gradient(stops: three.map { Gradient.Stop(color: $0.0, location: $0.1) })
        Self.checkStrip(.linear(LinearGradient(gradient: g3, start: Point(10, 0), end: Point(35, 0), spread: .repeat)),
                        width: 120, { x in let t = (x - 10) / 25; return t - t.rounded(.down) }, three)
        Self.checkStrip(.linear(LinearGradient(gradient: g3, start: Point(10, 0), end: Point(35, 0), spread: .reflect)),
                        width: 120, { x in let t = (x - 10) / 25, m = t - 2 * (t / 2).rounded(.down); return m <= 1 ? m : 2 - m }, three)
    }

    /// Stops out of order, duplicated (hard edge) or outside 0…1 behave as sorted, clamped stops.
    @Test func stopNormalisation() {
        let unsorted = Gradient(stops: [.init(color: Self.blue, location: 1), .init(color: Self.red, location: 0)])
        let sorted = Gradient(colors: [Self.red, Self.blue])
        func render(_ g: Gradient) -> Pixmap {
            var pm = Pixmap(width: 64, height: 1)
            pm.fill(Rect(x: 0, y: 0, width: 64, height: 1),
                    with: Paint(.linear(LinearGradient(gradient: g, start: .zero, end: Point(64, 0)))))
            return pm
        }
        #expect(render(unsorted) == render(sorted))
        let outside = Gradient(stops: [.init(color: Self.red, location: -0.5), .init(color: Self.blue, location: 1.5)])
        #expect(render(outside) == render(sorted))
        // A hard edge at 0.5: red then blue, nothing in between.
        let hard = Gradient(stops: [.init(color: Self.red, location: 0), .init(color: Self.red, location: 0.5),
                                    .init(color: Self.blue, location: 0.5), .init(color: Self.blue, location: 1)])
        let pm = render(hard)
        for x in 0..<32 { #expect(pm[x, 0] == Self.red.premultiplied) }
        for x in 32..<64 { #expect(pm[x, 0] == Self.blue.premultiplied) }
        // Equal locations keep their given order (stable sort): the later stop wins after the edge.
        let tie = Gradient(stops: [.init(color: Self.blue, location: 0.5), .init(color: Self.red, location: 0),
                                   .init(color: Self.green, location: 0.5)])
        let pt = render(tie)
        #expect(pt[63, 0] == Self.green.premultiplied)
        #expect(channelDistance(pt[31, 0], Self.blue.premultiplied) <= 10)
        // A single stop is a solid colour; no stops draw nothing.
        #expect(render(Gradient(colors: [Self.green])).pixels.allSatisfy { $0 == Self.green.premultiplied.packed })
        #expect(render(Gradient(stops: [])).pixels.allSatisfy { $0 == 0 })
    }

    /// Gradient geometry is in user space: the transform maps it together with the path.
    @Test func gradientFollowsTheTransform() {
        let g = LinearGradient(gradient: Gradient(colors: [Self.red, Self.blue]), start: .zero, end: Point(10, 0))
        var pm = Pixmap(width: 40, height: 1)
        pm.fill(Rect(x: 0, y: 0, width: 10, height: 1), with: Paint(.linear(g)), transform: AffineTransform(scaleX: 4, y: 1))
        for x in 0..<40 {
            let e = Self.analytic([(Self.red, 0), (Self.blue, 1)], (Double(x) + 0.5) / 40)
            #expect(Self.distance(pm[x, 0], e) <= 1)
        }
        // A rotated gradient through a rotated path: along the device y axis.
        let rot = AffineTransform(rotationAngle: Double.pi / 2)   // user +x → device +y
        var pv = Pixmap(width: 1, height: 40)
        pv.fill(Shapes.rect(0, -1, 40, 1), with: Paint(.linear(LinearGradient(gradient: Gradient(colors: [Self.red, Self.blue]),
                                                                          start: .zero, end: Point(40, 0)))), transform: rot)
        for y in 0..<40 {
            let e = Self.analytic([(Self.red, 0), (Self.blue, 1)], (Double(y) + 0.5) / 40)
            #expect(Self.distance(pv[0, y], e) <= 1, "row \(y)")
        }
    }

    @Test func radialMatchesDistance() {
        let stops = [(Color.black, 0.0), (Color.white, 1.0)]
        let g = RadialGradient(gradient: Gradient(colors: [.black, .white]), center: Point(40, 40), startRadius: 5, endRadius: 35)
        var pm = Pixmap(width: 80, height: 80)
        pm.fill(Rect(x: 0, y: 0, width: 80, height: 80), with: Paint(.radial(g)))
        for y in stride(from: 0, to: 80, by: 3) {
            for x in stride(from: 0, to: 80, by: 3) {
                let d = ((Double(x) + 0.5 - 40) * (Double(x) + 0.5 - 40) + (Double(y) + 0.5 - 40) * (Double(y) + 0.5 - 40)).squareRoot()
                let e = Self.analytic(stops, (d - 5) / 30)
                #expect(Self.distance(pm[x, y], e) <= 1, "pixel (\(x), \(y))")
            }
        }
        // Repeat: the ring pattern continues outside endRadius.
        let r = RadialGradient(gradient: Gradient(colors: [.black, .white]), center: Point(40, 40), startRadius: 0, endRadius: 10, spread: .repeat)
        pm.fill(Rect(x: 0, y: 0, width: 80, height: 80), with: Paint(.radial(r), blendMode: .copy))
        let d = ((75.5 - 40) * (75.5 - 40) + (40.5 - 40) * (40.5 - 40)).squareRoot() / 10
        #expect(Self.distance(pm[75, 40], Self.analytic(stops, d - d.rounded(.down))) <= 1)
    }

    /// Angles: 0 along +x, growing clockwise on screen (y down); t = angle / 2π for a full turn.
    @Test func angularDirectionAndValues() {
        let stops = [(Color.black, 0.0), (Color.white, 1.0)]
        let g = AngularGradient(gradient: Gradient(colors: [.black, .white]), center: Point(50, 50))
        var pm = Pixmap(width: 100, height: 100)
        pm.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: Paint(.angular(g)))
        for (x, y) in [(90, 50), (50, 90), (10, 50), (50, 10), (80, 70), (20, 30), (63, 12), (90, 49)] {
            let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
            var a = atan2(dy, dx)
            if a < 0 { a += 2 * Double.pi }
            let e = Self.analytic(stops, a / (2 * Double.pi))
            #expect(Self.distance(pm[x, y], e) <= 1.5, "pixel (\(x), \(y)): \(pm[x, y]) vs \(e)")
        }
        // Just below the +x axis is the start (dark), just above is the end (light): clockwise.
        #expect(pm[90, 50].r < 10)
        #expect(pm[90, 49].r > 245)
        // Straight down is a quarter turn.
        #expect(abs(Int(pm[50, 90].r) - 64) <= 2)
    }

    /// A sweep shorter than a turn: the gap shows the end colour, then the start colour.
    @Test func angularPartialSweep() {
        let g = AngularGradient(gradient: Gradient(colors: [.black, .white]), center: Point(50, 50),
                                startAngle: 0, endAngle: Double.pi)
        var pm = Pixmap(width: 100, height: 100)
        pm.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: Paint(.angular(g)))
        #expect(abs(Int(pm[50, 90].r) - 128) <= 2)   // halfway through the sweep
        #expect(pm[20, 30].r == 255)                  // first half of the gap (angle ≈ 1.2π): end colour
        #expect(pm[80, 30].r == 0)                    // second half of the gap (≈ 1.8π): start colour
    }

    @Test func degenerateGradients() {
        // start == end: the last colour.
        let lin = LinearGradient(gradient: Gradient(colors: [Self.red, Self.blue]), start: Point(5, 5), end: Point(5, 5))
        var pm = Pixmap(width: 10, height: 10)
        pm.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: Paint(.linear(lin)))
        #expect(pm.pixels.allSatisfy { $0 == Self.blue.premultiplied.packed })
        // Equal radii: start colour inside, end colour outside.
        let rad = RadialGradient(gradient: Gradient(colors: [Self.red, Self.blue]), center: Point(5, 5), startRadius: 3, endRadius: 3)
        pm.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: Paint(.radial(rad)))
        #expect(pm[5, 5] == Self.red.premultiplied && pm[0, 0] == Self.blue.premultiplied)
        // A singular transform draws nothing.
        var empty = Pixmap(width: 10, height: 10)
        empty.fill(Shapes.rect(0, 0, 10, 10), with: Paint(.linear(lin)), transform: AffineTransform(scaleX: 0, y: 1))
        #expect(empty.pixels.allSatisfy { $0 == 0 })
    }
}
