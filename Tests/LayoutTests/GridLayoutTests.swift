import Document
import Geometry
import Layout
import Raster
import Testing

func lazyVGrid(_ columns: [GridItem], spacing: Double? = nil, _ children: [ViewNode]) -> ViewNode {
    .grid(GridView(kind: .lazyVGrid(columns: columns, spacing: spacing), children: children.map { IdentifiedView($0) }))
}

@Suite struct GridLayoutTests {
    @Test func cardGrid() throws {
        // The card grid: LazyVGrid(columns: [.flexible(spacing: 16), .flexible()], spacing: 16) of five
        // cards `RoundedRectangle(cornerRadius: 12).fill(.blue).frame(height: 150)`, `.padding()`,
        // in a 390×844 canvas.
        // Padding: the grid is offered 390 − 32 = 358. Columns: 358 − 16 (the spacing after the
        // first item) = 342, shared evenly: 171 and 171 (both within 10…∞).
        // Rows: 3 lines (2 + 2 + 1) of 150 with 16 between → 3·150 + 2·16 = 482.
        // Padded view: 390 × (482 + 32) = 514, centred: y = (844 − 514) / 2 = 165 → the grid at
        // (16, 181). Cards: x = 16 or 16 + 171 + 16 = 203; y = 181, 181 + 166 = 347, 347 + 166 = 513.
        let card = shape(.roundedRectangle(cornerSize: Size(width: 12, height: 12), style: .continuous), fill: .color(.blue))
            .frame(height: 150)
        let grid = ViewNode.grid(GridView(kind: .lazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible())],
                                                          spacing: 16),
                                          children: (1...5).map { IdentifiedView(id: .string("card-\($0)"), card) })).padding()
        #expect(try dump(grid, 390, 844) == lines(
            "/ LazyVGrid [16, 181, 358×482] padding [0, 165, 390×514]",
            "  id:\"card-1\" RoundedRectangle [16, 181, 171×150] frame [16, 181, 171×150]",
            "  id:\"card-2\" RoundedRectangle [203, 181, 171×150] frame [203, 181, 171×150]",
            "  id:\"card-3\" RoundedRectangle [16, 347, 171×150] frame [16, 347, 171×150]",
            "  id:\"card-4\" RoundedRectangle [203, 347, 171×150] frame [203, 347, 171×150]",
            "  id:\"card-5\" RoundedRectangle [16, 513, 171×150] frame [16, 513, 171×150]"))
    }

    @Test func fixedAndAdaptiveColumns() throws {
        // LazyVGrid([.fixed(70), .adaptive(minimum: 40)]) of five `Color.frame(height: 30)` in a
        // 200-wide frame (objc.io's quiz #1): 200 − 70 − 8 = 122 for the adaptive item, which fits
        // ⌊(122 + 8) / (40 + 8)⌋ = 2 tracks of (122 − 8) / 2 = 57. Columns at x = 0, 78, 143.
        // Rows of 3: two rows of 30, 8 apart → 68 tall; centred in 200×200 → y = 66.
        let cells = (0..<5).map { _ in color(.red).frame(height: 30) }
        let v = lazyVGrid([GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], cells)
        #expect(try dump(v, 200, 200) == lines(
            "/ LazyVGrid [0, 66, 200×68]",
            "  #0 Color [0, 66, 70×30] frame [0, 66, 70×30]",
            "  #1 Color [78, 66, 57×30] frame [78, 66, 57×30]",
            "  #2 Color [143, 66, 57×30] frame [143, 66, 57×30]",
            "  #3 Color [0, 104, 70×30] frame [0, 104, 70×30]",
            "  #4 Color [78, 104, 57×30] frame [78, 104, 57×30]"))
    }

    @Test func adaptiveColumnsPackAsManyAsFit() throws {
        // LazyVGrid([.adaptive(minimum: 50, maximum: 100)]) in 300 wide: ⌊(300 + 8) / 58⌋ = 5 tracks
        // of (300 − 32) / 5 = 53.6 (the example of the mo4tech write-up). Six 20-tall colours → a
        // row of 5 and a row of 1: 20 + 8 + 20 = 48 tall, centred in 300×100 at y = 26.
        // At scale 1 the edges 53.6, 61.6, 115.2, … round to 54, 62, 115, 123, 177, 185, 238, 246.
        let cells = (0..<6).map { _ in color(.red).frame(height: 20) }
        let v = lazyVGrid([GridItem(.adaptive(minimum: 50, maximum: 100))], cells)
        #expect(try dump(v, 300, 100, scale: 1) == lines(
            "/ LazyVGrid [0, 26, 300×48]",
            "  #0 Color [0, 26, 54×20] frame [0, 26, 54×20]",
            "  #1 Color [62, 26, 53×20] frame [62, 26, 53×20]",
            "  #2 Color [123, 26, 54×20] frame [123, 26, 54×20]",
            "  #3 Color [185, 26, 53×20] frame [185, 26, 53×20]",
            "  #4 Color [246, 26, 54×20] frame [246, 26, 54×20]",
            "  #5 Color [0, 54, 54×20] frame [0, 54, 54×20]"))
    }

    @Test func flexibleColumnsClampToTheirMaximum() throws {
        // LazyVGrid([.flexible(maximum: 50), .flexible()]) in 200: 200 − 8 = 192; the first is offered
        // 96 and clamps to 50; the second gets 192 − 50 = 142 (x = 58). Cells are 20×20 rects,
        // centred in their column: x = 15 and 58 + 61 = 119. One row, 20 tall, at y = 90.
        let v = lazyVGrid([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], [rect(20, 20), rect(20, 20)])
        #expect(try dump(v, 200, 200) == lines(
            "/ LazyVGrid [0, 90, 200×20]",
            "  #0 Rectangle [15, 90, 20×20] frame [15, 90, 20×20]",
            "  #1 Rectangle [119, 90, 20×20] frame [119, 90, 20×20]"))
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        // Grid { GridRow { 30×20; 60×20 }; GridRow { 50×40; 20×10 } } in 300×300: columns 50 and 60,
        // rows 20 and 40, spacing 8 → 118×68 at (91, 116). Cells are centred in (column × row):
        // (91 + 10, 116), (149, 116), (91, 144), (149 + 20, 144 + 15).
        let v = ViewNode.grid(GridView(kind: .grid(horizontalSpacing: nil, verticalSpacing: nil), children: [
            IdentifiedView(.list([IdentifiedView(rect(30, 20)), IdentifiedView(rect(60, 20))])),
            IdentifiedView(.list([IdentifiedView(rect(50, 40)), IdentifiedView(rect(20, 10))])),
        ]))
        #expect(try dump(v, 300, 300) == lines(
            "/ Grid [91, 116, 118×68]",
            "  #0/#0 Rectangle [101, 116, 30×20] frame [101, 116, 30×20]",
            "  #0/#1 Rectangle [149, 116, 60×20] frame [149, 116, 60×20]",
            "  #1/#0 Rectangle [91, 144, 50×40] frame [91, 144, 50×40]",
            "  #1/#1 Rectangle [169, 159, 20×10] frame [169, 159, 20×10]"))
    }

    @Test func scrollViewProposesNilAlongItsAxisAndClips() throws {
        // ScrollView { VStack { ForEach 3 × Color.frame(height: 100) } } in 300×200: the content is
        // proposed (300, nil): each colour 300×100, the stack 300 × (3·100 + 2·8) = 316. The scroll
        // view takes the whole 300×200; its content starts at the top and is clipped to it. The content has a
        // path of its own under the scroll view's ("content"), so their effects animate separately.
        let content = vstack([forEach(["a", "b", "c"]) { _ in color(.red).frame(height: 100) }])
        let v = ViewNode.scrollView(axes: .vertical, content: content)
        let n = try layout(v, in: Size(width: 300, height: 200))
        #expect(n.dump == lines(
            "/ ScrollView [0, 0, 300×200]",
            "  content VStack [0, 0, 300×316]",
            "    content/#0/id:\"a\" Color [0, 0, 300×100] frame [0, 0, 300×100]",
            "    content/#0/id:\"b\" Color [0, 108, 300×100] frame [0, 108, 300×100]",
            "    content/#0/id:\"c\" Color [0, 216, 300×100] frame [0, 216, 300×100]"))
        #expect(n.modifiers == [.effect(ClipShapeEffect(.rectangle), bounds: Rect(x: 0, y: 0, width: 300, height: 200))])
    }
}
