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

/// Custom `ViewModifier`s as SwiftUI animates them: without `animatableData`, the effects in the
/// body animate between the active and identity bodies of a `.modifier(active:identity:)`
/// transition; with it, the body is built again every frame from the interpolated data.
@Suite struct AnimatableModifierTests {
    /// The presented node that draws the first rectangle at t.
    func rectangle(_ source: String, at t: Double) throws -> LayoutNode? {
        let clip = try Clip(scene: try scene(source))
        return try clip.presentation(at: t).layout.allNodes.first {
            if case .shape(.rectangle) = $0.kind { return true } else { return false }
        }
    }

    /// The affine transforms (inside → outside) a node's modifiers draw with.
    func transforms(_ n: LayoutNode) -> [AffineTransform] {
        var out: [AffineTransform] = []
        for m in n.modifiers {
            var prims: [EffectPrimitive] = []
            switch m {
            case .effect(let e, let b): prims = e.primitives(in: b ?? n.frame)
            case .custom(let c, let b):
                for case .effect(let e) in (try? customEffectChain(c)).flatMap({ $0 }) ?? [] { prims += e.primitives(in: b) }
            default: break
            }
            for case .transform(let t) in prims { out.append(t) }
        }
        return out
    }

    static let pivot = """
    import SwiftUI

    struct CornerRotate: ViewModifier {
        let amount: Double
        let anchor: UnitPoint
        func body(content: Content) -> some View {
            content
                .rotationEffect(.degrees(amount), anchor: anchor)
                .clipped()
        }
    }

    struct ContentView: View {
        @State private var show = false
        var body: some View {
            ZStack {
                if show {
                    Rectangle()
                        .fill(.orange)
                        .frame(width: 100, height: 100)
                        .transition(.modifier(active: CornerRotate(amount: -90, anchor: .topLeading),
                                              identity: CornerRotate(amount: 0, anchor: .topLeading)))
                }
            }
            .frame(width: 300, height: 300)
            .onAppear { withAnimation(.linear(duration: 1)) { show = true } }
        }
    }
    """

    @Test func modifierTransitionWithoutAnimatableDataAnimatesTheBodysEffects() throws {
        guard let n = try rectangle(Self.pivot, at: 0.5) else { Issue.record("no rectangle at 0.5"); return }
        #expect(n.frame.size == Size(width: 100, height: 100))
        let o = n.frame.origin
        let rotations = n.modifiers.compactMap { m -> RotationEffect? in
            if case .effect(let e, _) = m { return e.as(RotationEffect.self) } else { return nil }
        }
        #expect(rotations.count == 1)
        #expect(abs((rotations.first?.angle.degrees ?? 0) + 45) < 1e-9)
        #expect(rotations.first?.anchor == .topLeading)
        // Measured: the bottom-trailing corner turned −45° (counter-clockwise on screen) about the
        // top-leading corner o: from o + (100, 100) to o + (100√2, 0).
        let t = transforms(n)
        #expect(t.count == 1)
        let corner = t[0].apply(Point(x: o.x + 100, y: o.y + 100))
        #expect(abs(corner.x - (o.x + 100 * 2.0.squareRoot())) < 1e-9)
        #expect(abs(corner.y - o.y) < 1e-9)
        // At the start it is −90°: the corner is at o + (100, −100); at the end there is no transition.
        if let start = try rectangle(Self.pivot, at: 0) {
            let p = transforms(start)[0].apply(Point(x: o.x + 100, y: o.y + 100))
            #expect(abs(p.x - (o.x + 100)) < 1e-9 && abs(p.y - (o.y - 100)) < 1e-9)
        }
        let end = try rectangle(Self.pivot, at: 1.2)
        #expect(end.map(transforms)?.isEmpty == true)
    }

    @Test func modifierTransitionRemovalRunsToTheActiveBody() throws {
        let source = Self.pivot.replacingOccurrences(of: "@State private var show = false", with: "@State private var show = true")
            .replacingOccurrences(of: "show = true }", with: "show = false }")
        guard let n = try rectangle(source, at: 0.25) else { Issue.record("no rectangle at 0.25"); return }
        let angle = n.modifiers.compactMap { m -> Double? in
            if case .effect(let e, _) = m { return e.as(RotationEffect.self)?.angle.degrees } else { return nil }
        }
        #expect(angle.count == 1 && abs(angle[0] + 22.5) < 1e-9)
    }

    @Test func animatableModifierOnAStayingViewIsBuiltFromTheInterpolatedData() throws {
        // The classic shake: the offset is sin(animatableData · 2π · shakes), which is 0 at both ends,
        // so only a body built from the interpolated data moves.
        let shake = """
        struct Shake: ViewModifier, Animatable {
            var attempts: Double
            var animatableData: Double {
                get { attempts }
                set { attempts = newValue }
            }
            func body(content: Content) -> some View {
                content.offset(x: 10 * sin(attempts * .pi * 2))
            }
        }
        struct ContentView: View {
            @State private var attempts = 0.0
            var body: some View {
                Rectangle()
                    .frame(width: 100, height: 40)
                    .modifier(Shake(attempts: attempts))
                    .onAppear { withAnimation(.linear(duration: 1)) { attempts = 1 } }
            }
        }
        """
        func offsetX(_ t: Double) throws -> Double? {
            guard let n = try rectangle(shake, at: t) else { return nil }
            return transforms(n).first.map { $0.tx }
        }
        #expect(try offsetX(0.25).map { abs($0 - 10) < 1e-9 } == true)      // sin(π/2) · 10
        #expect(try offsetX(0.75).map { abs($0 + 10) < 1e-9 } == true)      // sin(3π/2) · 10
        #expect(try offsetX(1.5).map { abs($0) < 1e-9 } == true)
    }
}
