import Geometry
import Raster
import Testing
import TestSupport

@Suite struct DeterminismTests {
    static func scene(seed: UInt64) -> Pixmap {
        var rng = SplitMix64(seed: seed)
        var pm = Pixmap(width: 160, height: 120)
        pm.fill(with: .white)
        for i in 0..<60 {
            let w = rng.uniform(5, 80), h = rng.uniform(5, 80)
            let t = AffineTransform(rotationAngle: rng.uniform(0, 6.3))
                .concatenating(AffineTransform(translationX: rng.uniform(-10, 170), y: rng.uniform(-10, 130)))
            let colors = (0..<(2 + i % 3)).map { _ in Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.uniform(0.3, 1)) }
            let shader: Shader
            switch i % 4 {
            case 0: shader = .solid(colors[0])
            case 1: shader = .linear(LinearGradient(gradient: Gradient(colors: colors), start: Point(-w / 2, 0), end: Point(w / 2, 0),
                                                    spread: [.pad, .repeat, .reflect][i % 3]))
            case 2: shader = .radial(RadialGradient(gradient: Gradient(colors: colors), center: .zero, startRadius: 0, endRadius: w / 2))
            default: shader = .angular(AngularGradient(gradient: Gradient(colors: colors), center: .zero))
            }
            let path = i % 2 == 0 ? Shapes.roundedRect(-w / 2, -h / 2, w, h, radius: 8) : Shapes.ellipse(cx: 0, cy: 0, rx: w / 2, ry: h / 2)
            pm.fill(path, with: Paint(shader, opacity: rng.uniform(0.5, 1), blendMode: i % 7 == 0 ? .destinationOut : .sourceOver),
                    rule: i % 3 == 0 ? .evenOdd : .nonZero, transform: t)
        }
        return pm
    }

    @Test func rendersAreBitIdentical() {
        let a = Self.scene(seed: 7), b = Self.scene(seed: 7)
        #expect(a == b)
        #expect(a != Self.scene(seed: 8))
    }

    /// Rendering on several threads at once (shared scratch pool) gives the same bits as serially.
    @Test func concurrentRendersMatchSerial() async {
        let serial = (0..<4).map { Self.scene(seed: UInt64($0)) }
        let parallel = await withTaskGroup(of: (Int, Pixmap).self) { group in
            for i in 0..<4 { group.addTask { (i, Self.scene(seed: UInt64(i))) } }
            var out = [Pixmap?](repeating: nil, count: 4)
            for await (i, p) in group { out[i] = p }
            return out.map { $0! }
        }
        #expect(parallel == serial)
    }
}
