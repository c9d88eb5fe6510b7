import Document
import Geometry
import Layout
import Motion
import Testing
import Typography

/// §7 with a container follower: a card (a VStack of a picture, a title, a blurb and a footer row
/// with a Spacer) expanding from a grid cell into a detail view. SwiftUI proposes the shared frame's
/// size to the matched card at every frame and lays its children out again: the text keeps its font
/// size and wraps at the new width, the row's Spacer keeps the heart on the moving trailing edge,
/// the picture keeps its height. Nothing inside is scaled.
@Suite struct MatchedGeometryContainerTests {
    static let blurb = "A crisp butter crust filled with a sharp and silky lemon curd, served cold"
    static let padding = 12.0

    /// The card, as the grid cell and the detail view both draw it.
    static func card() -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Rectangle().fill(Color(white: 0.7)).frame(height: 60)
            Text("Lemon tart").font(.headline)
            Text(blurb).font(.subheadline)
            Spacer(minLength: 0)
            HStack {
                Text("50 min").font(.caption)
                Spacer()
                Image(systemName: "heart").font(.caption)
            }
        }
        .padding(padding)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.92)))
    }

    /// A 160×260 cell at the top left; after the tap (linear, 1 s from 0.5 s) a 358×500 detail view.
    static func scene() -> Scene {
        let script = Script(name: "open", steps: [.sleep(0.5), .mutate(animation: .linear(duration: 1)) { $0["open"] = .bool(true) }])
        return Scene(name: "card", size: Size(390, 600), duration: 2, initialState: StateValues(["open": .bool(false)]),
                     scripts: [(0, script)]) { state in
            ViewNode(ZStack(alignment: .topLeading) {
                if state.bool("open") {
                    card().matchedGeometryEffect(id: 1, in: "cards").frame(width: 358, height: 500).padding(16)
                } else {
                    card().matchedGeometryEffect(id: 1, in: "cards").frame(width: 160, height: 260).padding(16)
                }
            }.frame(width: 390, height: 600, alignment: .topLeading))
        }
    }

    /// One member of the group as shown: its matched frame and the views inside it.
    struct Member {
        var bounds: Rect
        var node: LayoutNode
        func text(_ s: String) -> (frame: Rect, drawing: TextDrawing)? {
            node.allNodes.lazy.compactMap { n in
                if case .text(let d)? = n.content, d.string == s { return (n.frame, d) } else { return nil }
            }.first
        }
        var heart: Rect? { node.allNodes.first { if case .symbol = $0.kind { return true } else { return false } }?.frame }
        var picture: Rect? { node.allNodes.first { $0.kind == .shape(.rectangle) }?.frame }
        var row: Rect? { node.allNodes.first { $0.kind == .hStack }?.frame }
    }

    static func members(_ clip: Clip, at t: Double) throws -> [Member] {
        try clip.presentation(at: t).layout.allNodes.compactMap { n in
            for m in n.modifiers { if case .matchedGeometry(_, let b, _) = m { return Member(bounds: b, node: n) } }
            return nil
        }
    }

    @Test func containerIsLaidOutAgainAtTheSharedSize() throws {
        let clip = try Clip(scene: Self.scene())
        let cell = try #require(try Self.members(clip, at: 0.4).first)
        let detail = try #require(try Self.members(clip, at: 1.8).first)
        #expect(cell.bounds == Rect(x: 16, y: 16, width: 160, height: 260))
        #expect(detail.bounds == Rect(x: 16, y: 16, width: 358, height: 500))
        let cellBlurb = try #require(cell.text(Self.blurb)), detailBlurb = try #require(detail.text(Self.blurb))

        // Half-way through the linear second the shared frame is the midpoint: 259 × 380 at (16, 16).
        let shared = Rect(x: 16, y: 16, width: 259, height: 380)
        let mid = try Self.members(clip, at: 1.0)
        #expect(mid.count == 2)   // the arriving detail view and the leaving cell both follow it
        let inner = shared.width - 2 * Self.padding   // 235 pt of room for the text
        let expected = try TextLayout.make(Self.blurb, font: cellBlurb.drawing.font, width: inner,
                                           lineHeight: cellBlurb.drawing.layout.lineHeight)
        // The measured wraps: 5 lines in the 136-pt cell, 2 in the 334-pt detail, 3 half-way.
        #expect(cellBlurb.drawing.layout.lines.count == 5)
        #expect(detailBlurb.drawing.layout.lines.count == 2)
        #expect(expected.lines.count == 3)
        for m in mid {
            #expect(m.bounds == shared)
            let blurb = try #require(m.text(Self.blurb))
            // The font is the cell's (not scaled) and the lines are Text's own wrap at the new width:
            // a proportional mapping would keep the cell's 5 lines, stretched to 259/160 of their width.
            #expect(blurb.drawing.font == cellBlurb.drawing.font)
            #expect(blurb.drawing.layout.lineStrings == expected.lineStrings, "\(blurb.drawing.layout.lineStrings)")
            #expect(abs(blurb.frame.width - expected.size.width) < 1e-9)
            #expect(abs(blurb.frame.height - 3 * cellBlurb.drawing.layout.lineHeight) < 1e-9)
            #expect(abs(blurb.frame.minX - (shared.minX + Self.padding)) < 1e-9)
            // The title keeps its font and its own size (unrounded: no frame of an animation in
            // progress is on the pixel grid); the picture its 60-pt height across the new width.
            let title = try #require(m.text("Lemon tart"))
            let cellTitle = try #require(cell.text("Lemon tart"))
            #expect(title.drawing.font == cellTitle.drawing.font)
            #expect(title.frame.size == cellTitle.drawing.layout.size)
            let picture = try #require(m.picture)
            #expect(abs(picture.width - inner) < 1e-9 && abs(picture.height - 60) < 1e-9)
            // The heart, after a Spacer in the footer row, sits on the shared frame's trailing edge
            // inside the padding; the column's Spacer puts the row on the bottom edge, the heart
            // centred in its height. Its size is the cell's before pixel rounding (each edge ≤ ¼ pt at 2×).
            let heart = try #require(m.heart), row = try #require(m.row)
            let cellHeart = try #require(cell.heart)
            #expect(abs(heart.width - cellHeart.width) <= 0.5 && abs(heart.height - cellHeart.height) <= 0.5)
            #expect(abs(heart.maxX - (shared.maxX - Self.padding)) < 1e-9)
            #expect(abs(row.maxY - (shared.maxY - Self.padding)) < 1e-9)
            #expect(abs(heart.midY - row.midY) < 1e-9)
        }
        // Both members are the same view laid out at the same size: the same geometry.
        #expect(mid[0].node.allNodes.map(\.frame) == mid[1].node.allNodes.map(\.frame))
    }

    /// Each frame is laid out on its own, from the snapshots: the same instant gives the same
    /// layout whatever was asked for before (the relayout keeps no state between frames).
    @Test func relayoutIsDeterministic() throws {
        let clip = try Clip(scene: Self.scene())
        let first = try clip.presentation(at: 0.83).layout
        _ = try clip.presentation(at: 1.2).layout
        _ = try clip.presentation(at: 0.6).layout
        #expect(try clip.presentation(at: 0.83).layout == first)
        let again = try Clip(scene: Self.scene())
        #expect(try again.presentation(at: 0.83).layout == first)
    }

    /// At rest nothing is laid out again: the frames are the snapshot's own (pixel-rounded) layout.
    @Test func restingFramesAreTheLayoutsOwn() throws {
        let clip = try Clip(scene: Self.scene())
        let atRest = try clip.presentation(at: 1.8)
        #expect(!atRest.isAnimating)
        let laidOut = try layout(Self.scene().body(StateValues(["open": .bool(true)])), in: Size(390, 600))
        #expect(atRest.layout == laidOut)
    }

    /// A tile whose content fits both sizes (the card above would overflow a 100-pt cell).
    static func tile() -> some View {
        VStack { Text("Tart").font(.caption); Spacer(minLength: 0) }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(white: 0.9))
    }

    /// `properties: .size`: the members take the shared size (proposed to them, laid out again)
    /// and keep their own origins; they do not move towards each other.
    @Test func sizeOnlyKeepsTheOwnOrigin() throws {
        let script = Script(name: "grow", steps: [.sleep(0.5), .mutate(animation: .linear(duration: 1)) { $0["big"] = .bool(true) }])
        let scene = Scene(name: "size", size: Size(390, 600), duration: 2, initialState: StateValues(["big": .bool(false)]),
                          scripts: [(0, script)]) { state in
            ViewNode(ZStack(alignment: .topLeading) {
                if state.bool("big") {
                    Self.tile().matchedGeometryEffect(id: 1, in: "cards", properties: .size).frame(width: 300, height: 200)
                        .padding(.leading, 50).padding(.top, 300)
                } else {
                    Self.tile().matchedGeometryEffect(id: 1, in: "cards", properties: .size).frame(width: 100, height: 100)
                        .padding(20)
                }
            }.frame(width: 390, height: 600, alignment: .topLeading))
        }
        let mid = try Self.members(try Clip(scene: scene), at: 1.0).map(\.bounds).sorted { $0.minY < $1.minY }
        #expect(mid == [Rect(x: 20, y: 20, width: 200, height: 150), Rect(x: 50, y: 300, width: 200, height: 150)])
    }
}
