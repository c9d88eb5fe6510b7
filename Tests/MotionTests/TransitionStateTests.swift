import Document
import Layout
import Motion
import Testing

/// Every built-in transition: its active state at the instant of insertion (§5.2), its identity
/// once the animation has finished, and its removal state at the instant of removal.
@Suite struct TransitionStateTests {
    /// A 100×50 blue rectangle at the centre of a 300×300 canvas, shown from 0.5 s to 2 s.
    static func scene(_ transition: Transition) -> Scene {
        let script = Script(name: "toggle", steps: [
            .sleep(0.5), mutate("show", true, .easeInOut(duration: 0.5)),
            .sleep(1.5), mutate("show", false, .easeInOut(duration: 0.5)),
        ])
        return Scene(name: "t", size: Size(300, 300), duration: 3, initialState: StateValues(["show": .bool(false)]),
                     scripts: [(0, script)]) { state in
            ViewNode(ZStack {
                if state.bool("show") {
                    Rectangle().fill(Color.blue).frame(width: 100, height: 50).transition(transition)
                }
            }.frame(width: 300, height: 300))
        }
    }

    /// The effect modifiers added to the transitioning rectangle at time t (nil when not drawn).
    static func effects(_ transition: Transition, at t: Double) throws -> [LayoutModifier]? {
        let clip = try Clip(scene: scene(transition))
        let root = try clip.presentation(at: t).layout
        guard let rect = root.allNodes.first(where: { if case .shape = $0.kind { return true } else { return false } })
        else { return nil }
        return rect.modifiers.filter { if case .layout = $0 { return false } else { return true } }
    }

    static let bounds = Rect(x: 100, y: 125, width: 100, height: 50)

    static let cases: [(Transition, insertion: [LayoutModifier], removal: [LayoutModifier])] = [
        (.opacity, [.effect(OpacityEffect(0))], [.effect(OpacityEffect(0))]),
        (.scale, [.effect(ScaleEffect(x: 1e-5, y: 1e-5, anchor: .center), bounds: bounds)], [.effect(ScaleEffect(x: 1e-5, y: 1e-5, anchor: .center), bounds: bounds)]),
        (.scale(scale: 0.5, anchor: .topLeading), [.effect(ScaleEffect(x: 0.5, y: 0.5, anchor: .topLeading), bounds: bounds)],
         [.effect(ScaleEffect(x: 0.5, y: 0.5, anchor: .topLeading), bounds: bounds)]),
        (.slide, [.effect(OffsetEffect(x: -100, y: 0))], [.effect(OffsetEffect(x: 100, y: 0))]),
        (.move(edge: .top), [.effect(OffsetEffect(x: 0, y: -50))], [.effect(OffsetEffect(x: 0, y: -50))]),
        (.move(edge: .trailing), [.effect(OffsetEffect(x: 100, y: 0))], [.effect(OffsetEffect(x: 100, y: 0))]),
        (.offset(x: 10, y: 20), [.effect(OffsetEffect(x: 10, y: 20))], [.effect(OffsetEffect(x: 10, y: 20))]),
        (.push(from: .leading), [.effect(OpacityEffect(0)), .effect(OffsetEffect(x: -100, y: 0))], [.effect(OpacityEffect(0)), .effect(OffsetEffect(x: 100, y: 0))]),
        (.blurReplace, [.effect(OpacityEffect(0)), .effect(BlurEffect(radius: 7, isOpaque: false)), .effect(ScaleEffect(x: 0.9, y: 0.9, anchor: .center), bounds: bounds)],
         [.effect(OpacityEffect(0)), .effect(BlurEffect(radius: 7, isOpaque: false)), .effect(ScaleEffect(x: 0.9, y: 0.9, anchor: .center), bounds: bounds)]),
        (.blurReplace(upUp: true), [.effect(OpacityEffect(0)), .effect(BlurEffect(radius: 7, isOpaque: false)), .effect(ScaleEffect(x: 0.9, y: 0.9, anchor: .center), bounds: bounds)],
         [.effect(OpacityEffect(0)), .effect(BlurEffect(radius: 7, isOpaque: false)), .effect(ScaleEffect(x: 1.1, y: 1.1, anchor: .center), bounds: bounds)]),
        (.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)),
         [.effect(OffsetEffect(x: 100, y: 0))], [.effect(OffsetEffect(x: -100, y: 0))]),
        (Transition.slide.combined(with: .opacity), [.effect(OffsetEffect(x: -100, y: 0)), .effect(OpacityEffect(0))], [.effect(OffsetEffect(x: 100, y: 0)), .effect(OpacityEffect(0))]),
        (.identity, [], []),   // removal checked separately: no motion
    ]

    /// Equal up to floating-point noise (1e-5 = 1 − (1 − 1e-5) is not exact in binary).
    static func same(_ a: [LayoutModifier]?, _ b: [LayoutModifier]) -> Bool {
        guard let a, a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            if case .effect(let ex, let bx) = x, let s = ex.as(ScaleEffect.self),
               case .effect(let ey, let by) = y, let t = ey.as(ScaleEffect.self) {
                return abs(s.x - t.x) < 1e-12 && abs(s.y - t.y) < 1e-12 && s.anchor == t.anchor && bx == by
            }
            return x == y
        }
    }

    @Test(arguments: 0..<13) func activeAtStartIdentityAtEnd(_ i: Int) throws {
        let (transition, insertion, removal) = Self.cases[i]
        // Inserted at 0.5 s: the active state at that instant, identity once the 0.5 s animation is over.
        #expect(Self.same(try Self.effects(transition, at: 0.5), insertion), "\(transition) insertion")
        #expect(try Self.effects(transition, at: 1.2) == [], "\(transition) identity")
        // Removed at 2 s: still at identity at that instant, the removal state when the animation
        // ends (2.5 s shows its last value), then gone.
        if transition == .identity {
            // `.identity` has no motion: the view goes at once (§5.2, hasMotion = false).
            #expect(try Self.effects(transition, at: 2.0) == nil)
        } else {
            #expect(try Self.effects(transition, at: 2.0) == Self.identityEffects(transition))
            #expect(Self.same(try Self.effects(transition, at: 2.5), removal), "\(transition) removal")
        }
        #expect(try Self.effects(transition, at: 2.6) == nil)
    }

    /// The effects a transition shows at identity while it is still attached (removal just began).
    static func identityEffects(_ t: Transition) -> [LayoutModifier] {
        switch t {
        case .opacity: return [.effect(OpacityEffect(1))]
        case .scale(_, let a): return [.effect(ScaleEffect(x: 1, y: 1, anchor: a), bounds: bounds)]
        case .slide, .move, .offset, .asymmetric: return [.effect(OffsetEffect(x: 0, y: 0))]
        case .push: return [.effect(OpacityEffect(1)), .effect(OffsetEffect(x: 0, y: 0))]
        case .blurReplace: return [.effect(OpacityEffect(1)), .effect(BlurEffect(radius: 0, isOpaque: false)), .effect(ScaleEffect(x: 1, y: 1, anchor: .center), bounds: bounds)]
        case .combined: return [.effect(OffsetEffect(x: 0, y: 0)), .effect(OpacityEffect(1))]
        default: return []
        }
    }

    @Test func customModifierTransitionInterpolatesItsData() throws {
        let flip = CustomModifier(name: "Flip", data: [1]) { data, content in
            .modified(.modified(content, .effect(Rotation3DEffect(.degrees(data[0] * 180), axis: Axis3D(x: 0, y: 1, z: 0),
                                                            anchor: .center, anchorZ: 0, perspective: 1))),
                      .effect(OpacityEffect(abs(data[0]) < 0.5 ? 1 : 0)))
        }
        let t = Transition.modifier(active: flip, identity: flip.with(data: [0]))
        let start = try #require(try Self.effects(t, at: 0.5))
        #expect(start == [.effect(Rotation3DEffect(Angle(radians: Double.pi), axis: Axis3D(x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 1), bounds: Self.bounds), .effect(OpacityEffect(0))])
        // Half-way through easeInOut (0.25 s into 0.5 s) the data is 0.5: 90°, and opacity switched.
        let mid = try #require(try Self.effects(t, at: 0.75))
        guard case .effect(let e, _) = mid[0], let r = e.as(Rotation3DEffect.self)?.angle.radians else {
            Issue.record("no rotation"); return
        }
        #expect(abs(r - Double.pi / 2) < 1e-5)
        #expect(try Self.effects(t, at: 1.2) == [])
    }

    /// `.transition(.opacity.animation(.linear(duration: 1)))`: the transition runs with its own
    /// animation, also when the change is not animated, and instead of the transaction's.
    @Test func aTransitionsOwnAnimationRunsIt() throws {
        func opacity(_ changeAnimation: Animation?, at t: Double) throws -> Double? {
            let script = Script(name: "s", steps: [.sleep(0.5), mutate("show", true, changeAnimation),
                                                   .sleep(1.5), mutate("show", false, changeAnimation)])
            let scene = Scene(name: "t", size: Size(300, 300), duration: 4, initialState: StateValues(["show": .bool(false)]),
                              scripts: [(0, script)]) { state in
                ViewNode(ZStack {
                    if state.bool("show") {
                        Rectangle().fill(Color.blue).frame(width: 100, height: 50)
                            .transition(Transition.opacity.animation(.linear(duration: 1)))
                    }
                }.frame(width: 300, height: 300))
            }
            return visibleOpacity(of: { if case .shape = $0.kind { true } else { false } },
                                  in: try Clip(scene: scene).presentation(at: t).layout)
        }
        for change in [nil, Animation.easeInOut(duration: 0.2)] {
            #expect(try opacity(change, at: 0.75).map { abs($0 - 0.25) < 1e-9 } == true, "\(String(describing: change))")
            #expect(try opacity(change, at: 1.0).map { abs($0 - 0.5) < 1e-9 } == true)
            #expect(try opacity(change, at: 1.8) == 1)
            // Removed at 2 s: fading out linearly over 1 s.
            #expect(try opacity(change, at: 2.5).map { abs($0 - 0.5) < 1e-9 } == true)
            #expect(try opacity(change, at: 3.1) == nil)
        }
    }

    @Test func siblingsReflowWhileAViewIsInserted() throws {
        let scene = Scene(name: "reflow", size: Size(300, 100), duration: 2, initialState: StateValues(["show": .bool(false)]),
                          scripts: [(0, Script(name: "s", steps: [.sleep(0.5), mutate("show", true, .linear(duration: 1))]))]) { state in
            ViewNode(HStack(spacing: 0) {
                Rectangle().frame(width: 50, height: 50)
                if state.bool("show") { Rectangle().frame(width: 100, height: 50) }
            })
        }
        let clip = try Clip(scene: scene)
        func firstX(_ t: Double) throws -> Double {
            let root = try clip.presentation(at: t).layout
            return root.allNodes.first { $0.path.description.hasSuffix("#0") }!.outerFrame.minX
        }
        // Alone, the 50-wide rectangle is centred at x 125; with its sibling the pair (150 wide) starts at 75.
        #expect(try firstX(0.4) == 125)
        #expect(abs(try firstX(1.0) - 100) < 1e-6)   // linear, half-way
        #expect(try firstX(1.6) == 75)
    }

    @Test func changingIdReplacesTheView() throws {
        let scene = Scene(name: "id", size: Size(200, 200), duration: 2, initialState: StateValues(["n": .int(0)]),
                          scripts: [(0, Script(name: "s", steps: [.sleep(0.5), .mutate(animation: .linear(duration: 1)) { $0["n"] = .int(1) }]))]) { state in
            ViewNode(ZStack { Text("Item \(state.int("n"))").id(state.int("n")) })
        }
        let clip = try Clip(scene: scene)
        let mid = try clip.presentation(at: 1.0).layout
        // Both the old (leaving) and the new (arriving) view are drawn, cross-fading at 50 %.
        #expect(visibleOpacity(of: isText("Item 0"), in: mid).map { abs($0 - 0.5) < 1e-6 } == true)
        #expect(visibleOpacity(of: isText("Item 1"), in: mid).map { abs($0 - 0.5) < 1e-6 } == true)
    }
}
