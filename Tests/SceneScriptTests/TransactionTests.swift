import Document
import Geometry
import Layout
import Motion
import SceneScript
import Testing

/// `withTransaction`, `Transaction(animation:)`, `disablesAnimations` and `.transaction { … }`:
/// each changes which animation a state change runs with, as SwiftUI's transaction rules say.
@Suite struct TransactionTests {
    /// The x offset of the first rectangle at t.
    func offset(_ source: String, at t: Double) throws -> Double {
        let clip = try Clip(scene: try scene(source))
        let r = try #require(try clip.presentation(at: t).layout.allNodes.first { if case .shape(.rectangle) = $0.kind { true } else { false } })
        var x = 0.0
        for m in r.modifiers { if case .effect(let e, _) = m, let o = e.as(OffsetEffect.self) { x += o.x } }
        return x
    }

    /// A bar that moves 200 pt when `moved` changes at 0.5 s, by the action given, under the
    /// modifiers given.
    func source(action: String, modifiers: String = "", declarations: String = "") -> String {
        """
        // flipbook: size 300x100
        // flipbook: duration 3
        import SwiftUI
        struct Bar: View {
            @State private var moved = false
            \(declarations)
            var body: some View {
                Rectangle().frame(width: 40, height: 40)
                    .offset(x: moved ? 200 : 0)
                    \(modifiers)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { \(action) }
                    }
            }
        }
        """
    }

    @Test func withTransactionCarriesItsAnimation() throws {
        let s = source(action: "withTransaction(Transaction(animation: .linear(duration: 1))) { moved = true }")
        #expect(abs(try offset(s, at: 1.0) - 100) < 1e-9)   // half-way through the linear second
        #expect(try offset(s, at: 1.6) == 200)
    }

    @Test func disablesAnimationsKeepsImplicitAnimationsOut() throws {
        let implicit = ".animation(.linear(duration: 1), value: moved)"
        // Without disablesAnimations the implicit animation takes over the plain change…
        #expect(abs(try offset(source(action: "moved = true", modifiers: implicit), at: 1.0) - 100) < 1e-9)
        // …with it (key-path form and a mutated Transaction value) the change stays immediate.
        let keyPath = source(action: "withTransaction(\\.disablesAnimations, true) { moved = true }", modifiers: implicit)
        #expect(try offset(keyPath, at: 0.6) == 200)
        let value = source(action: "var t = Transaction(); t.disablesAnimations = true; withTransaction(t) { moved = true }",
                           modifiers: implicit)
        #expect(try offset(value, at: 0.6) == 200)
        // …and the transaction's own animation is kept.
        let own = source(action: "var t = Transaction(animation: .linear(duration: 2)); t.disablesAnimations = true; withTransaction(t) { moved = true }",
                         modifiers: implicit)
        #expect(abs(try offset(own, at: 1.5) - 100) < 1e-9)
    }

    @Test func transactionModifierRewritesTheSubtreesAnimation() throws {
        let animated = "withAnimation(.linear(duration: 1)) { moved = true }"
        // `$0.animation = nil`: no animation below.
        #expect(try offset(source(action: animated, modifiers: ".transaction { $0.animation = nil }"), at: 0.6) == 200)
        // A named parameter, and code that reads the incoming animation: a delay of 0.5 s.
        let delayed = source(action: animated, modifiers: ".transaction { t in t.animation = t.animation?.delay(0.5) }")
        #expect(try offset(delayed, at: 0.9) == 0)
        #expect(abs(try offset(delayed, at: 1.5) - 100) < 1e-9)
        // Applied outside an `.animation(_:value:)`, the implicit one inside still wins.
        let inner = source(action: animated, modifiers: ".animation(.linear(duration: 2), value: moved).transaction { $0.animation = nil }")
        #expect(abs(try offset(inner, at: 1.5) - 100) < 1e-9)
    }

    @Test func transactionValueFormOnlyActsWhenItsValueChanged() throws {
        let s = source(action: "withAnimation(.linear(duration: 1)) { moved = true }",
                       modifiers: ".transaction(value: flag) { $0.animation = nil }", declarations: "let flag = 0")
        #expect(abs(try offset(s, at: 1.0) - 100) < 1e-9)   // `flag` never changes: the withAnimation runs
    }
}
