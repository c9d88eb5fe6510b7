import Document
import Layout
import Motion
import Testing

/// Symbol effects run on their own clock: a discrete one plays when its value changes, an
/// indefinite one loops while active, scale/appear/disappear ease between their two states.
@Suite struct SymbolEffectTests {
    static func scene<V: View>(_ effect: @escaping @Sendable (Image, StateValues) -> V, change: Animation? = nil, at time: Double = 0.5,
                      duration: Double? = 3) -> Scene {
        let script = Script(name: "s", steps: [.sleep(time), .mutate(animation: change) { $0["n"] = .int(1) }])
        return Scene(name: "symbol", size: Size(100, 100), duration: duration, initialState: StateValues(["n": .int(0)]),
                     scripts: [(0, script)]) { state in
            ViewNode(ZStack { effect(Image(systemName: "bell"), state) }.frame(width: 100, height: 100))
        }
    }

    /// The scale, rotation (degrees) and opacity the symbol's own effects give it at t.
    func look(_ clip: Clip, at t: Double) throws -> (scale: Double, degrees: Double, opacity: Double) {
        let root = try clip.presentation(at: t).layout
        let symbol = try #require(root.allNodes.first(where: isSymbol("bell")))
        var s = 1.0, d = 0.0, o = 1.0
        for m in symbol.modifiers {
            guard case .effect(let e, _) = m else { continue }
            if let x = e.as(ScaleEffect.self) { s *= x.x }
            if let x = e.as(RotationEffect.self) { d += x.angle.degrees }
            if let x = e.as(OpacityEffect.self) { o *= x.value }
        }
        return (s, d, o)
    }

    @Test func aDiscreteBouncePlaysOnceWhenItsValueChanges() throws {
        let clip = try Clip(scene: Self.scene { image, state in image.symbolEffect(.bounce, value: state.int("n")) })
        #expect(try look(clip, at: 0.4).scale == 1)           // before the change: at rest
        // 0.5 s bounce: the bump peaks (+20 %) 0.15 s in, the rebound dips 5 % at 0.4 s in.
        #expect(abs(try look(clip, at: 0.65).scale - 1.2) < 1e-9)
        #expect(abs(try look(clip, at: 0.9).scale - 0.95) < 1e-9)
        #expect(try look(clip, at: 1.0).scale == 1)           // over
        // A play that ends holds the clip open until it has.
        let auto = try Clip(scene: Self.scene({ image, state in image.symbolEffect(.bounce, direction: .down, value: state.int("n")) },
                                               duration: nil))
        #expect(auto.duration >= 1.0)
        #expect(abs(try look(auto, at: 0.65).scale - 0.8) < 1e-9)   // .down shrinks
    }

    @Test func repeatCountAndSpeedStretchThePlay() throws {
        let clip = try Clip(scene: Self.scene { image, state in image.symbolEffect(.bounce, repeatCount: 2, speed: 2, value: state.int("n")) })
        // At speed 2 a play lasts 0.25 s; the second one peaks 0.25 + 0.075 s after the change.
        #expect(abs(try look(clip, at: 0.575).scale - 1.2) < 1e-9)
        #expect(abs(try look(clip, at: 0.825).scale - 1.2) < 1e-9)
        #expect(try look(clip, at: 1.05).scale == 1)
    }

    @Test func anIndefiniteRotateLoopsWhileActive() throws {
        let clip = try Clip(scene: Self.scene({ image, state in image.symbolEffect(.rotate, isActive: state.int("n") == 0) }, at: 2.25))
        #expect(abs(try look(clip, at: 0.5).degrees - 180) < 1e-9)   // half a turn, eased: 180° at the midpoint
        #expect(abs(try look(clip, at: 1.5).degrees - 180) < 1e-9)   // every second again
        #expect(try look(clip, at: 2.5).degrees == 0)                // inactive: stopped
    }

    @Test func pulseDimsAndDisappearEasesOut() throws {
        let pulse = try Clip(scene: Self.scene { image, _ in image.symbolEffect(.pulse) })
        #expect(abs(try look(pulse, at: 0.5).opacity - 0.35) < 1e-9)
        let gone = try Clip(scene: Self.scene { image, state in image.symbolEffect(.disappear, isActive: state.int("n") == 1) })
        #expect(try look(gone, at: 0.4).opacity == 1)
        #expect(abs(try look(gone, at: 0.65).opacity - 0.5) < 1e-9)   // half-way through the 0.3 s smoothstep
        #expect(try look(gone, at: 1.0).opacity == 0)
    }

    /// An indefinite effect alone is a loop of its cycle: the clip is one seamless cycle (pulse: 1 s).
    @Test func aLoopingEffectAloneMakesOneSeamlessCycle() throws {
        let clip = try Clip(scene: Self.scene({ image, _ in image.symbolEffect(.pulse) }, at: 0, duration: nil))
        guard case .loop(let start, let period, let repeats) = clip.length else { Issue.record("\(clip.length)"); return }
        #expect(start == 0 && abs(period - 1) < 1e-9 && repeats == 1)
        #expect(clip.frameCount == 30)
        // The frame after the last is the first again.
        #expect(try look(clip, at: 1.0).opacity == (try look(clip, at: 0)).opacity)
        // A bounce that plays once beside it is finite motion: the loop is found only after it ends.
        let both = try Clip(scene: Self.scene({ image, state in
            image.symbolEffect(.bounce, value: state.int("n")).symbolEffect(.rotate)
        }, at: 0.5, duration: nil))
        guard case .loop(let s2, let p2, _) = both.length else { Issue.record("\(both.length)"); return }
        #expect(s2 >= 1.0 - 1e-9 && abs(p2 - 1) < 1e-9)
    }
}
