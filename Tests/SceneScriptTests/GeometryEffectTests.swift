#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Document
import Geometry
import Layout
import Motion
import SceneScript
import Testing

/// Script `GeometryEffect`s: `effectValue(size:)` runs for each frame's interpolated
/// `animatableData` with the view's size; 2D (`CGAffineTransform`) and 3D (`CATransform3D` with
/// `m34` perspective) transforms.
@Suite struct GeometryEffectTests {
    /// The presented rectangle at t and the transforms its modifiers draw with (inside → outside).
    func transformed(_ source: String, at t: Double) throws -> (LayoutNode, [EffectPrimitive])? {
        let clip = try Clip(scene: try scene(source))
        guard let n = try clip.presentation(at: t).layout.allNodes.first(where: {
            if case .shape(.rectangle) = $0.kind { return true } else { return false }
        }) else { return nil }
        var prims: [EffectPrimitive] = []
        for m in n.modifiers {
            switch m {
            case .effect(let e, let b): prims += e.primitives(in: b ?? n.frame)
            case .custom(let c, let b):
                for case .effect(let e) in (try customEffectChain(c)) ?? [] { prims += e.primitives(in: b) }
            default: break
            }
        }
        return (n, prims.filter { if case .transform = $0 { true } else if case .projection = $0 { true } else { false } })
    }

    static let skew = """
    import SwiftUI

    struct Skew: GeometryEffect {
        var amount: CGFloat
        var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
        }
    }

    struct ContentView: View {
        @State private var slanted = false
        var body: some View {
            ZStack {
                Rectangle()
                    .fill(.indigo)
                    .frame(width: 100, height: 100)
                    .modifier(Skew(amount: slanted ? 1 : 0))
            }
            .frame(width: 300, height: 300)
            .onAppear { withAnimation(.linear(duration: 1)) { slanted = true } }
        }
    }
    """

    @Test func skewHalfWayIsTheEffectAtHalfTheAmount() throws {
        guard let (n, prims) = try transformed(Self.skew, at: 0.5) else { Issue.record("no rectangle"); return }
        #expect(n.frame.size == Size(width: 100, height: 100))
        let o = n.frame.origin
        guard prims.count == 1, case .transform(let t) = prims[0] else { Issue.record("expected one affine transform: \(prims)"); return }
        // amount 0.5: local (0, 100) → (0.5 · 100 − 0.5 · 100 / 2, 100) = (25, 100); local (0, 0) → (−25, 0).
        let p = t.apply(Point(x: o.x, y: o.y + 100))
        #expect(abs(p.x - (o.x + 25)) < 1e-9 && abs(p.y - (o.y + 100)) < 1e-9)
        let top = t.apply(Point(x: o.x, y: o.y))
        #expect(abs(top.x - (o.x - 25)) < 1e-9 && abs(top.y - o.y) < 1e-9)
        // At the end: amount 1.
        guard let (_, end) = try transformed(Self.skew, at: 1.5), case .transform(let u)? = end.first else {
            Issue.record("no transform at the end"); return
        }
        #expect(abs(u.apply(Point(x: o.x, y: o.y + 100)).x - (o.x + 50)) < 1e-9)
    }

    static let flip = """
    import SwiftUI

    struct FlipEffect: GeometryEffect {
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            var transform = CATransform3DIdentity
            transform.m34 = -1 / max(size.width, size.height)
            transform = CATransform3DRotate(transform, CGFloat(Angle(degrees: angle).radians), 0, 1, 0)
            transform = CATransform3DTranslate(transform, -size.width / 2, -size.height / 2, 0)
            let back = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
            return ProjectionTransform(transform).concatenating(back)
        }
    }

    struct ContentView: View {
        @State private var flipped = false
        var body: some View {
            ZStack {
                Rectangle()
                    .fill(.teal)
                    .frame(width: 100, height: 100)
                    .modifier(FlipEffect(angle: flipped ? 90 : 0))
            }
            .frame(width: 300, height: 300)
            .onAppear { withAnimation(.linear(duration: 1)) { flipped = true } }
        }
    }
    """

    @Test func threeDFlipWithPerspectiveAtHalfTime() throws {
        guard let (n, prims) = try transformed(Self.flip, at: 0.5) else { Issue.record("no rectangle"); return }
        let o = n.frame.origin
        guard prims.count == 1, case .projection(let t) = prims[0] else { Issue.record("expected a projection: \(prims)"); return }
        // 45° about the vertical axis through the centre, m34 = −1/100, as Core Animation projects it:
        // a local point (x, y) centred to (u, v) = (x − 50, y − 50) goes to
        // ((u cos θ) / w + 50, v / w + 50) with w = 1 − (−u sin θ)(−1/100)… written out here from the
        // matrices: row vector (u, v, 0, 1) · R(θ, y) · P gives x′ = u cos θ, y′ = v, w = 1 + u sin θ / 100.
        func expected(_ x: Double, _ y: Double) -> Point {
            let th = Double.pi / 4, u = x - 50, v = y - 50
            let w = 1 + u * sin(th) / 100
            return Point(x: u * cos(th) / w + 50 + o.x, y: v / w + 50 + o.y)
        }
        for (x, y) in [(0.0, 0.0), (100.0, 0.0), (0.0, 100.0), (100.0, 100.0), (50.0, 50.0)] {
            guard let p = t.apply(Point(x: x + o.x, y: y + o.y)) else { Issue.record("point at infinity"); continue }
            let e = expected(x, y)
            #expect(abs(p.x - e.x) < 1e-9 && abs(p.y - e.y) < 1e-9, "(\(x), \(y)) → \(p), expected \(e)")
        }
        // The near edge grows, the far edge shrinks: a real perspective, not an affine squash.
        let near = t.apply(Point(x: o.x, y: o.y))!, far = t.apply(Point(x: o.x + 100, y: o.y))!
        #expect(near.y < o.y && far.y > o.y)
    }

    @Test func badGeometryEffectsAreClearErrors() throws {
        #expect(failure("""
        struct Nothing: GeometryEffect {
            var x = 0.0
        }
        struct ContentView: View { var body: some View { Color.red.modifier(Nothing()) } }
        """)?.hasPrefix("1:1: geometry effect 'Nothing' has no 'func effectValue(size: CGSize) -> ProjectionTransform'") == true)
        let wrongType = """
        struct Tilt: GeometryEffect {
            func effectValue(size: CGSize) -> ProjectionTransform { CGAffineTransform(rotationAngle: 0.1) }
        }
        struct ContentView: View { var body: some View { Color.red.modifier(Tilt()) } }
        """
        do {
            _ = try node(wrongType)
            Issue.record("a CGAffineTransform returned as a ProjectionTransform was accepted")
        } catch {
            #expect("\(error)".contains("must return a ProjectionTransform, found"))
        }
    }
}
