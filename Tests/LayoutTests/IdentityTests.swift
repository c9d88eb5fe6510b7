import Document
import Geometry
import Layout
import Testing

@Suite struct IdentityTests {
    /// Every view of the layout carries the path `ViewNode.walk` gives it, so the motion stage can
    /// match layouts and document by identity.
    @Test func layoutPathsAreTheDocumentsPaths() throws {
        let v = vstack([
            text("title").id("t"),
            .conditional(isTrue: true, forEach(["a", "b"]) { _ in rect(20, 10) }),
            .modified(.list([IdentifiedView(rect(5, 5)), IdentifiedView(id: .int(7), rect(5, 5))]), .id(.string("group"))),
            .scrollView(axes: .vertical, content: vstack([rect(10, 10).background(color(.red))])),
            .button(ButtonView(label: rect(30, 10).overlay(shape(.circle)), actionName: "ok")),
            .conditional(isTrue: false, rect(10, 10)),
        ])
        let n = try layout(v, in: Size(width: 300, height: 300))
        var walked = Set<ViewPath>()
        v.walk { _, p in walked.insert(p) }
        let laidOut = n.allNodes.map(\.path)
        #expect(Set(laidOut).isSubset(of: walked))
        #expect(laidOut.map(\.description) == [
            "/", "#0/=\"t\"", "#1/if/id:\"a\"", "#1/if/id:\"b\"", "#2/=\"group\"/#0", "#2/=\"group\"/id:7",
            "#3", "#3/content", "#3/content/#0", "#3/content/#0/background", "#4", "#4/label", "#4/label/overlay", "#5/else",
        ])
    }
}
