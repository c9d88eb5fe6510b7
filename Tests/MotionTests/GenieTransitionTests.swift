import Document
import Layout
import Motion
import Testing

@Suite struct GenieTransitionTests {
    /// A red square sucked into a blue target through its top edge in 0.75 s, then blown back out.
    @Test func genieRemovalAndInsertion() throws {
        let target = Rect(x: 175, y: 330, width: 50, height: 50)
        let script = Script(name: "genie", steps: [
            .sleep(0.25), mutate("show", false, .easeInOut(duration: 0.75)),
            .sleep(1.25), mutate("show", true, .easeInOut(duration: 0.75)),
        ])
        let scene = Scene(name: "genie", size: Size(400, 400), duration: 3, initialState: StateValues(["show": .bool(true)]),
                          scripts: [(0, script)]) { state in
            ViewNode(ZStack(alignment: .topLeading) {
                Rectangle().fill(Color.blue).frame(width: 50, height: 50).offset(x: 175, y: 330)
                if state.bool("show") {
                    Rectangle().fill(Color.red).frame(width: 200, height: 200).offset(x: 100, y: 20)
                        .transition(.genie(target: target, edge: .top))
                }
            }.frame(width: 400, height: 400, alignment: .topLeading))
        }
        let clip = try Clip(scene: scene)
        func genieProgress(_ t: Double) throws -> Double? {
            let root = try clip.presentation(at: t).layout
            for n in root.allNodes { for m in n.modifiers { if case .genie(let p, _, _, _) = m { return p } } }
            return nil
        }
        #expect(try genieProgress(0.1) == nil)             // before: no effect
        #expect(try genieProgress(0.25) == 0)              // removal starts at the view as it is
        let mid = try #require(try genieProgress(0.625))   // half-way through easeInOut
        #expect(abs(mid - 0.5) < 1e-6)
        #expect(try genieProgress(1.0) == 1)               // t = end of the animation: fully inside
        #expect(try genieProgress(1.2) == nil)             // removed
        #expect(try genieProgress(1.5) == 1)               // inserted: starts sucked in
        #expect(try genieProgress(2.4) == nil)             // identity
    }
}
