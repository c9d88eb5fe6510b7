import Flipbook
import Testing

/// Containers through layout, at the level of frames and pixels.
@Suite struct ContainerTests {
    @Test func groupModifiersReachEveryChild() throws {
        // VStack { Group { Color…; Color… }.foregroundStyle(.green) }: both unpainted rectangles are green.
        let p = try still(VStack(spacing: 0) {
            Group {
                Rectangle().frame(width: 20, height: 10)
                Rectangle().frame(width: 20, height: 10)
            }
            .foregroundStyle(.green)
            Rectangle().frame(width: 20, height: 10)
        }, 20, 30)
        #expect(pixel(p, 10, 5) == pixel(.green) && pixel(p, 10, 15) == pixel(.green) && pixel(p, 10, 25) == pixel(.black))
        // The group's children are laid out as the stack's own: three rows of 10, not one of 20.
        #expect(try laidOutSize(VStack(spacing: 0) {
            Group { Color.red.frame(width: 20, height: 10); Color.red.frame(width: 20, height: 10) }.opacity(0.5)
            Color.red.frame(width: 20, height: 10)
        }) == Size(width: 20, height: 30))
    }

    @Test func forEachMakesOneViewPerElement() throws {
        let p = try still(HStack(spacing: 0) {
            ForEach(0..<4) { i in (i % 2 == 0 ? Color.red : Color.blue).frame(width: 10, height: 10) }
        }, 40, 10)
        #expect((0..<4).map { pixel(p, $0 * 10 + 5, 5) } == [pixel(.red), pixel(.blue), pixel(.red), pixel(.blue)])
    }

    @Test func scrollViewClipsItsContentAtTheRestingPosition() throws {
        // A 100-tall column in a 40-tall scroll view: the top 40 points show, the rest is clipped.
        let p = try still(ScrollView {
            VStack(spacing: 0) { Color.red.frame(height: 50); Color.blue.frame(height: 50) }
        }.frame(width: 40, height: 40), 100, 100)
        #expect(pixel(p, 50, 31) == pixel(.red) && pixel(p, 50, 69) == pixel(.red))
        #expect(pixel(p, 50, 71) == white && pixel(p, 50, 29) == white)
        // Horizontal: the content is laid out at its ideal width from the leading edge.
        let h = try still(ScrollView(.horizontal) {
            HStack(spacing: 0) { Color.red.frame(width: 30); Color.blue.frame(width: 100) }
        }.frame(width: 40, height: 20), 100, 100)
        #expect(pixel(h, 35, 50) == pixel(.red) && pixel(h, 65, 50) == pixel(.blue) && pixel(h, 75, 50) == white)
    }

    @Test func buttonDrawsItsLabelInTheAccentColour() throws {
        let p = try still(Button {} label: { Rectangle().frame(width: 20, height: 20) }, 40, 40)
        #expect(pixel(p, 20, 20) == pixel(Color(r8: 0, g8: 122, b8: 255)) && pixel(p, 5, 5) == white)
        let styled = try still(Button {} label: { Rectangle().frame(width: 20, height: 20) }.foregroundStyle(.red), 40, 40)
        #expect(pixel(styled, 20, 20) == pixel(.red))
    }

    @Test func lazyVGridColumnKinds() throws {
        // 200 wide, spacing 10: fixed 50 + flexible (rest, 140); adaptive(minimum: 40) packs 4 × 42.5.
        let fixed = try layout(LazyVGrid(columns: [GridItem(.fixed(50), spacing: 10), GridItem(.flexible())], spacing: 0) {
            Color.red.frame(height: 10); Color.blue.frame(height: 10)
        }.makeNode(), in: Size(width: 200, height: 100), scale: 64)
        #expect(fixed.children.map(\.frame.width) == [50, 140])
        let adaptive = try layout(LazyVGrid(columns: [GridItem(.adaptive(minimum: 40), spacing: 10)], spacing: 0) {
            ForEach(0..<5) { _ in Color.red.frame(height: 10) }
        }.makeNode(), in: Size(width: 200, height: 100), scale: 64)
        #expect(adaptive.children.map(\.frame.width) == [42.5, 42.5, 42.5, 42.5, 42.5])
        #expect(adaptive.children.map(\.frame.minY) == [40, 40, 40, 40, 50])   // 20 tall, centred
    }
}
