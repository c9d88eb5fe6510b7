import Document
import Geometry
import Layout
import Motion
import Testing
import Typography

/// §7 with a text follower: SwiftUI lays a matched view out again at the shared frame's size, so a
/// label whose shared frame narrows mid-animation wraps onto more lines there, not only moves.
@Suite struct MatchedGeometryTextTests {
    static let label = "Matched geometry wraps text"

    /// One line in a 300 pt column; after the change, three lines in a 100 pt column.
    static func scene() -> Scene {
        let script = Script(name: "narrow", steps: [.sleep(0.5), .mutate(animation: .linear(duration: 1)) { $0["narrow"] = .bool(true) }])
        return Scene(name: "wrap", size: Size(390, 300), duration: 2, initialState: StateValues(["narrow": .bool(false)]),
                     scripts: [(0, script)]) { state in
            let narrow = state.bool("narrow")
            return ViewNode(ZStack {
                if narrow {
                    Text(label).matchedGeometryEffect(id: 1, in: "label").frame(width: 100)
                } else {
                    Text(label).matchedGeometryEffect(id: 1, in: "label").frame(width: 300)
                }
            }.frame(width: 390, height: 300))
        }
    }

    /// The matched text views shown at t, with their drawings.
    static func texts(_ clip: Clip, at t: Double) throws -> [(frame: Rect, drawing: TextDrawing)] {
        try clip.presentation(at: t).layout.allNodes.compactMap { n in
            guard n.modifiers.contains(where: { if case .matchedGeometry = $0 { return true } else { return false } }),
                  case .text(let d)? = n.content else { return nil }
            return (n.frame, d)
        }
    }

    @Test func followerRewrapsAtTheInterpolatedWidth() throws {
        let clip = try Clip(scene: Self.scene())
        let wide = try #require(try Self.texts(clip, at: 0.4).first)
        let narrow = try #require(try Self.texts(clip, at: 1.8).first)
        #expect(wide.drawing.layout.lines.count == 1)
        #expect(narrow.drawing.layout.lines.count == 3)

        // Half-way through the linear second, the shared frame is the midpoint of the two frames;
        // both members (the arriving narrow label and the leaving wide one) are laid out at its width.
        let sharedWidth = (wide.frame.width + narrow.frame.width) / 2
        let sharedMidX = (wide.frame.midX + narrow.frame.midX) / 2
        let sharedMidY = (wide.frame.midY + narrow.frame.midY) / 2
        let expected = try TextLayout.make(Self.label, font: wide.drawing.font, width: sharedWidth)
        #expect(expected.lines.count == 2)   // the measured mid-animation wrap: neither end's line count
        let mid = try Self.texts(clip, at: 1.0)
        #expect(mid.count == 2)
        for t in mid {
            #expect(t.drawing.layout.lineStrings == expected.lineStrings, "\(t.drawing.layout.lineStrings)")
            #expect(abs(t.frame.width - expected.size.width) < 1e-9)
            // Two lines of the text's own line height (the text style's, 22 pt for .body): n lines take n·lh.
            #expect(abs(t.frame.height - 2 * narrow.drawing.layout.lineHeight) < 1e-9)
            // Centred in the shared frame, as a view proposed a size it does not fill.
            #expect(abs(t.frame.midX - sharedMidX) < 1e-9)
            #expect(abs(t.frame.midY - sharedMidY) < 1e-9)
        }
    }
}
