import Document
import Geometry
import Layout
import Raster
import Testing

/// The two named scenes written with the Document's SwiftUI-like API lay out exactly like the
/// hand-built view trees whose frames the other tests derive.
@Suite struct SwiftUISceneTests {
    @Test func messageCapsuleFromTheSwiftAPI() throws {
        let view = HStack(spacing: 0) {
            Image(systemName: "heart.fill").font(.title).padding()
            Text("Hello, world!").padding(.trailing, 24)
        }
        .frame(height: 50)
        .background(.regularMaterial, in: Capsule())
        .clipShape(Capsule())
        let canvas = Size(width: 390, height: 844)
        #expect(try layout(view.makeNode(), in: canvas) == layout(MessageCapsuleTests.capsule, in: canvas))
    }

    @Test func cardGridFromTheSwiftAPI() throws {
        let cards = (1...5).map { "card-\($0)" }
        let view = LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible())], spacing: 16) {
            ForEach(cards, id: \.self) { _ in
                RoundedRectangle(cornerRadius: 12).fill(.blue).frame(height: 150)
            }
        }
        .padding()
        let n = try layout(view.makeNode(), in: Size(width: 390, height: 844))
        // Same frames as `GridLayoutTests.cardGrid` (derived there); the cards keep their ids.
        #expect(n.outerFrame == Rect(x: 0, y: 165, width: 390, height: 514))
        #expect(n.children.map(\.frame) == [
            Rect(x: 16, y: 181, width: 171, height: 150), Rect(x: 203, y: 181, width: 171, height: 150),
            Rect(x: 16, y: 347, width: 171, height: 150), Rect(x: 203, y: 347, width: 171, height: 150),
            Rect(x: 16, y: 513, width: 171, height: 150),
        ])
        #expect(n.children.map(\.path.description) == cards.map { "id:\"\($0)\"" })
    }
}
