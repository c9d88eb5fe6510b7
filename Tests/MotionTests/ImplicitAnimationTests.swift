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
