import Dispatch
import Document
import Layout
import Motion
import Testing

@Suite struct ImplicitAnimationTests {
    /// `.animation(.linear(duration: 1), value: expanded)`: a plain mutation of `expanded` animates
    /// the subtree; a change of another value does not.
    static func scene() -> Scene {
        let script = Script(name: "s", steps: [
            .sleep(0.5), .mutate(animation: nil) { $0["expanded"] = .bool(true) },
            .sleep(1.5), .mutate(animation: nil) { $0["other"] = .bool(true) },
        ])
        return Scene(name: "implicit", size: Size(300, 300), duration: 3,
                     initialState: StateValues(["expanded": .bool(false), "other": .bool(false)]),
                     scripts: [(0, script)]) { state in
            let width: Double = state.bool("expanded") ? 200 : 100
            let height: Double = state.bool("other") ? 80 : 40
            return ViewNode(ZStack {
                Rectangle().frame(width: width, height: height)
                    .animation(.linear(duration: 1), value: state.bool("expanded"))
            }.frame(width: 300, height: 300))
        }
    }

    func width(_ clip: Clip, _ t: Double) throws -> (Double, Double) {
        let root = try clip.presentation(at: t).layout
        let r = root.allNodes.first { if case .shape = $0.kind { return true } else { return false } }!
        return (r.frame.width, r.frame.height)
    }

    @Test func animatesOnlyWhenItsValueChanged() throws {
        let clip = try Clip(scene: Self.scene())
        #expect(try width(clip, 0.4) == (100, 40))
        #expect(try width(clip, 1.0) == (150, 40))     // half-way through the implicit linear animation
        #expect(try width(clip, 1.6) == (200, 40))
        #expect(try width(clip, 2.0) == (200, 80))     // `other` changed without animation: a jump
    }

    /// `.offset(x: b ? 200 : 0).animation(.spring(), value: a).animation(.linear(duration: 5), value: b)`:
    /// a change of `b` runs linearly for 5 s (the inner, unchanged `a` leaves the transaction alone).
    @Test func stackedAnimationsEachWatchTheirOwnValue() throws {
        let script = Script(name: "s", steps: [
            .sleep(0.5), .mutate(animation: nil) { $0["b"] = .bool(true) },
            .sleep(6), .mutate(animation: nil) { $0["a"] = .bool(true) },
        ])
        let scene = Scene(name: "stacked", size: Size(400, 100), duration: 8,
                          initialState: StateValues(["a": .bool(false), "b": .bool(false)]), scripts: [(0, script)]) { state in
            let a = state.bool("a"), b = state.bool("b")
            return ViewNode(ZStack {
                Rectangle().frame(width: a ? 60 : 40, height: 40)
                    .offset(x: b ? 200 : 0)
                    .animation(.linear(duration: 0.5), value: a)
                    .animation(.linear(duration: 5), value: b)
            }.frame(width: 400, height: 100))
        }
        let clip = try Clip(scene: scene)
        func state(_ t: Double) throws -> (offset: Double, width: Double) {
            let r = try clip.presentation(at: t).layout.allNodes.first { if case .shape = $0.kind { true } else { false } }!
            var x = 0.0
            for case .effect(let e, _) in r.modifiers { if let o = e.as(OffsetEffect.self) { x += o.x } }
            return (x, r.frame.width)
        }
        #expect(try state(0.4).offset == 0)
        #expect(abs(try state(3.0).offset - 100) < 1e-9)    // half-way through the outer 5 s linear
        #expect(try state(5.6).offset == 200)
        // `a` changes at 6.5 s: the inner 0.5 s animation, not the outer one.
        #expect(abs(try state(6.75).width - 50) < 1e-9)
        #expect(try state(7.1).width == 60)
    }

    /// The deprecated `.animation(_:)` animates every change in its subtree.
    @Test func animationWithoutAValueAnimatesEveryChange() throws {
        let script = Script(name: "s", steps: [
            .sleep(0.5), .mutate(animation: nil) { $0["wide"] = .bool(true) },
            .sleep(1.5), .mutate(animation: nil) { $0["tall"] = .bool(true) },
        ])
        let scene = Scene(name: "any", size: Size(300, 300), duration: 4,
                          initialState: StateValues(["wide": .bool(false), "tall": .bool(false)]), scripts: [(0, script)]) { state in
            ViewNode(ZStack {
                Rectangle().frame(width: state.bool("wide") ? 200 : 100, height: state.bool("tall") ? 80 : 40)
                    .animation(.linear(duration: 1))
            }.frame(width: 300, height: 300))
        }
        let clip = try Clip(scene: scene)
        #expect(try width(clip, 1.0) == (150, 40))
        #expect(try width(clip, 2.5) == (200, 60))
        #expect(try width(clip, 3.1) == (200, 80))
    }

    /// Frames are pure functions of t: rendering them on several threads in any order gives the
    /// same trees as rendering them in order on one thread.
    @Test func framesAgreeAcrossThreadsAndOrder() throws {
        let clip = try Clip(scene: Self.scene())
        let times = (0..<60).map { Double($0) / 20 }
        let serial = try times.map { try clip.renderNode(at: $0).description }
        // Each worker writes its own slot of a preallocated buffer.
        struct Slots: @unchecked Sendable { let base: UnsafeMutablePointer<String> }
        let buffer = UnsafeMutablePointer<String>.allocate(capacity: 60)
        buffer.initialize(repeating: "", count: 60)
        defer { buffer.deinitialize(count: 60); buffer.deallocate() }
        let slots = Slots(base: buffer)
        DispatchQueue.concurrentPerform(iterations: 60) { i in
            let j = 59 - i   // reverse order
            slots.base[j] = (try? clip.renderNode(at: times[j]).description) ?? "error"
        }
        #expect(Array(UnsafeBufferPointer(start: buffer, count: 60)) == serial)
    }
}
