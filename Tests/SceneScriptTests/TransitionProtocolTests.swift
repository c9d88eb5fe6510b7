import Document
import Geometry
import Layout
import Motion
import SceneScript
import Testing

/// iOS 17's `Transition` protocol: `body(content:phase:)` with `.willAppear` (−1) for an
/// insertion, `.identity` (0), `.didDisappear` (+1) for a removal; the effects in the body animate
/// between the phases.
@Suite struct TransitionProtocolTests {
    static func source(start shown: Bool) -> String {
        """
        import SwiftUI

        struct Slip: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content
                    .blur(radius: phase.isIdentity ? 0 : 10)
                    .opacity(phase.isIdentity ? 1 : 0)
                    .offset(y: phase.value * 40)
            }
        }

        extension Transition where Self == Slip {
            static var slip: Slip { Slip() }
        }

        struct ContentView: View {
            @State private var shown = \(shown)
            var body: some View {
                ZStack {
                    if shown {
                        Rectangle()
                            .frame(width: 100, height: 100)
                            .transition(.slip)
                    }
                }
                .frame(width: 300, height: 300)
                .onAppear { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            }
        }
        """
    }

    /// Blur radius, opacity and y offset of the rectangle at t.
    func effects(_ source: String, at t: Double) throws -> (blur: Double, opacity: Double, y: Double)? {
        let clip = try Clip(scene: try scene(source))
        guard let n = try clip.presentation(at: t).layout.allNodes.first(where: {
            if case .shape(.rectangle) = $0.kind { return true } else { return false }
        }) else { return nil }
        var blur = 0.0, opacity = 1.0, y = 0.0
        for case .effect(let e, _) in n.modifiers {
            if let b = e.as(BlurEffect.self) { blur = b.radius }
            if let o = e.as(OpacityEffect.self) { opacity = o.value }
            if let off = e.as(OffsetEffect.self) { y = off.y }
        }
        return (blur, opacity, y)
    }

    @Test func insertionRunsFromWillAppearToIdentity() throws {
        let s = Self.source(start: false)
        guard let start = try effects(s, at: 0), let half = try effects(s, at: 0.5) else { Issue.record("no rectangle"); return }
        #expect(start.blur == 10 && start.opacity == 0 && start.y == -40)     // willAppear: value −1
        #expect(abs(half.blur - 5) < 1e-9 && abs(half.opacity - 0.5) < 1e-9 && abs(half.y + 20) < 1e-9)
        let end = try effects(s, at: 1.5)
        #expect(end.map { $0.blur == 0 && $0.opacity == 1 && $0.y == 0 } == true)
    }

    @Test func removalRunsFromIdentityToDidDisappear() throws {
        let s = Self.source(start: true)
        guard let quarter = try effects(s, at: 0.25) else { Issue.record("no rectangle"); return }
        #expect(abs(quarter.blur - 2.5) < 1e-9 && abs(quarter.opacity - 0.75) < 1e-9 && abs(quarter.y - 10) < 1e-9)  // +1 side
        #expect(try effects(s, at: 1.5) == nil)
    }

    /// Inserted at 0 (linear 1 s), removed at 0.5 s (linear 1 s), as a second tap would.
    static let removedMidInsertion = """
        import SwiftUI

        struct Slip: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content
                    .blur(radius: phase.isIdentity ? 0 : 10)
                    .opacity(phase.isIdentity ? 1 : 0)
                    .offset(y: phase.value * 40)
            }
        }

        struct ContentView: View {
            @State private var shown = false
            var body: some View {
                ZStack {
                    if shown {
                        Rectangle()
                            .frame(width: 100, height: 100)
                            .transition(Slip())
                    }
                }
                .frame(width: 300, height: 300)
                .onAppear {
                    withAnimation(.linear(duration: 1)) { shown = true }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.linear(duration: 1)) { shown = false }
                    }
                }
            }
        }
        """

    /// How many blur, opacity and offset effects the rectangle carries at t.
    func effectCount(_ source: String, at t: Double) throws -> Int {
        let clip = try Clip(scene: try scene(source))
        guard let n = try clip.presentation(at: t).layout.allNodes.first(where: {
            if case .shape(.rectangle) = $0.kind { return true } else { return false }
        }) else { return 0 }
        var count = 0
        for case .effect(let e, _) in n.modifiers where e.as(BlurEffect.self) != nil || e.as(OpacityEffect.self) != nil
            || e.as(OffsetEffect.self) != nil { count += 1 }
        return count
    }

    /// A view removed mid-insertion heads for `.didDisappear` from where its insertion had got to:
    /// one value per effect, the removal interpolating from the still-running insertion to the
    /// `.didDisappear` values (SwiftUI's combining of interrupted curve animations, §1.4:
    /// R₂ = lerp(R₁(t), C₂, f₂)). At 0.75 s the insertion alone is at y −10, opacity 0.75, blur 2.5;
    /// the removal, a quarter done, lerps from there to y 40, opacity 0, blur 10.
    @Test func removedMidInsertionGoesToDidDisappear() throws {
        let s = Self.removedMidInsertion
        guard let half = try effects(s, at: 0.5), let later = try effects(s, at: 0.75), let end1 = try effects(s, at: 1.0),
              let after = try effects(s, at: 1.25) else { Issue.record("no rectangle"); return }
        #expect(abs(half.y + 20) < 1e-9 && abs(half.opacity - 0.5) < 1e-9 && abs(half.blur - 5) < 1e-9)
        #expect(abs(later.y - 2.5) < 1e-9, "y \(later.y)")                  // lerp(−10, 40, 0.25)
        #expect(abs(later.opacity - 0.5625) < 1e-9, "opacity \(later.opacity)")  // lerp(0.75, 0, 0.25)
        #expect(abs(later.blur - 4.375) < 1e-9, "blur \(later.blur)")        // lerp(2.5, 10, 0.25)
        #expect(abs(end1.y - 20) < 1e-9 && abs(end1.opacity - 0.5) < 1e-9 && abs(end1.blur - 5) < 1e-9)
        #expect(abs(after.y - 30) < 1e-9 && abs(after.opacity - 0.25) < 1e-9 && abs(after.blur - 7.5) < 1e-9)
        // One blur, one opacity, one offset: the insertion's effects are not stacked under the removal's.
        #expect(try effectCount(s, at: 0.75) == 3)
        #expect(try effects(s, at: 1.6) == nil)
    }

    @Test func aTransitionWithoutItsBodyIsAClearError() throws {
        let bad = """
        struct Fade: Transition {
            func body(content: Content) -> some View { content }
        }
        struct ContentView: View {
            @State private var on = true
            var body: some View { if on { Color.red.transition(Fade()) } }
        }
        """
        do {
            _ = try node(bad)
            Issue.record("a Transition with body(content:) only was accepted")
        } catch {
            #expect("\(error)".contains("'Fade' needs func body(content: Content, phase: TransitionPhase) -> some View"))
        }
    }
}
