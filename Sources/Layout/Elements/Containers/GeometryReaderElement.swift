import Document
import Geometry

/// `GeometryReader { proxy in … }`: answers every proposal with the proposed size (10 pt on an
/// unspecified axis, `replacingUnspecifiedDimensions()` as in SwiftUI) and builds its content
/// only when placed, from a proxy of its frame. Each view of the content is proposed the reader's
/// size and placed at its top-leading corner (SwiftUI's placement since iOS 14), the views of a
/// list on top of one another.
final class GeometryReaderElement: LayoutElement {
    let path: ViewPath
    let reader: GeometryReader
    let builder: ElementBuilder
    let state: ElementBuilder.State
    var sizeCache: [ProposedSize: Size] = [:]

    init(path: ViewPath, reader: GeometryReader, builder: ElementBuilder, state: ElementBuilder.State) {
        self.path = path; self.reader = reader; self.builder = builder; self.state = state.child()
    }

    /// SwiftUI's default length for an unspecified axis.
    static let defaultLength = 10.0

    func measure(_ p: ProposedSize, _ ctx: LayoutContext) throws -> Size {
        p.replacingUnspecified(with: Size(width: Self.defaultLength, height: Self.defaultLength))
    }

    func place(in frame: Rect, proposal p: ProposedSize, _ ctx: LayoutContext) throws -> LayoutNode {
        let proxy = GeometryProxy(globalFrame: frame, namedSpaces: ctx.coordinateSpaces)
        let content: ViewNode
        do { content = try reader.content(proxy) } catch {
            throw LayoutError(path: path, reason: "GeometryReader: \(error)")
        }
        let contentPath = path.appending(GeometryReader.contentBranch)
        let views = try builder.flattenList(content, path: contentPath) ?? [(content, contentPath)]
        let inner = ProposedSize(frame.size)
        let nodes = try views.compactMap { try builder.build($0.0, path: $0.1, state) }.map { e in
            try e.place(in: Rect(origin: frame.origin, size: try e.size(for: inner, ctx)), proposal: inner, ctx)
        }
        return LayoutNode(path: path, kind: .leaf(GeometryReader.name), frame: frame, children: nodes)
    }
}
