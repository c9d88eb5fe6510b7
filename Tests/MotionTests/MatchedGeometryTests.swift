import Document
import Layout
import Motion
import Testing

/// §7: a card grid expanding into a detail view. The arriving detail view and the leaving card
/// follow one shared frame that animates from the card's frame to the detail's.
@Suite struct MatchedGeometryTests {
    static func scene() -> Scene {
        let script = Script(name: "tap", steps: [.sleep(0.5), .mutate(animation: .easeInOut(duration: 0.4)) { $0["selected"] = .int(2) }])
        return Scene(name: "hero", size: Size(390, 600), duration: 1.5, initialState: StateValues(["selected": .int(-1)]),
                     scripts: [(0, script)]) { state in
            let selected = state.int("selected")
            return ViewNode(ZStack {
                if selected < 0 {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                        ForEach(0..<5) { i in
                            RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.2))
                                .matchedGeometryEffect(id: i, in: "cards")
                                .frame(height: 150)
                        }
                    }.padding()
                } else {
                    RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.2))
                        .matchedGeometryEffect(id: selected, in: "cards")
                        .frame(width: 358, height: 400)
                }
            }.frame(width: 390, height: 600))
        }
    }

    static func frames(_ root: LayoutNode) -> [Rect] {
        root.allNodes.filter { n in n.modifiers.contains { if case .matchedGeometry(let g, _, _) = $0 { return g.id == .int(2) } else { return false } } }
            .map(\.frame)
    }

    @Test func sharedFrameAnimatesFromCardToDetail() throws {
        let clip = try Clip(scene: Self.scene())
        let before = try clip.presentation(at: 0.4).layout
        let card = try #require(Self.frames(before).first)
        let after = try clip.presentation(at: 1.2).layout
        let detail = try #require(Self.frames(after).first)
        #expect(card != detail)
        // Half-way through easeInOut (0.2 s into 0.4 s) the shared frame is the midpoint, and both
        // the arriving detail view and the leaving card (still drawn, fading out) follow it.
        let mid = try clip.presentation(at: 0.7).layout
        let shared = Self.frames(mid)
        #expect(shared.count == 2)
        for f in shared {
            #expect(abs(f.minX - (card.minX + detail.minX) / 2) < 1e-6)
            #expect(abs(f.minY - (card.minY + detail.minY) / 2) < 1e-6)
            #expect(abs(f.width - (card.width + detail.width) / 2) < 1e-6)
            #expect(abs(f.height - (card.height + detail.height) / 2) < 1e-6)
        }
    }
}
