import Codecs
import Document
import Layout
import RenderTree

/// Renders one still of a view: lays it out on a canvas the way a fixed-size SwiftUI window would
/// (`layout(_:in:scale:images:fonts:)`: proposed the canvas, centred in it) and draws it.
///
/// ```swift
/// let pixmap = try renderStill(Text("Hello").padding().background(.yellow, in: Capsule()),
///                              size: Size(width: 200, height: 100))
/// try PNG.write(pixmap, to: "hello.png")
/// ```
///
/// - Parameters:
///   - view: the view to draw.
///   - size: the canvas in points.
///   - scale: pixels per point; the pixmap is `size × scale` pixels (rounded as the renderer does).
///   - background: the canvas colour under the view.
///   - imagesRelativeTo: the folder `Image("file.png")` names are resolved against
///     (`ImageProvider.pngFiles(relativeTo:)`).
/// - Throws: `LayoutError` naming the view that cannot be laid out (an unknown symbol, an image
///   that cannot be read — the message includes the file's path —, a bad canvas size or scale).
public func renderStill(_ view: some View, size: Size, scale: Double = 2, background: Color = .white,
                        imagesRelativeTo: String = ".") throws -> Pixmap {
    let laidOut = try layout(view.makeNode(), in: size, scale: scale, images: .pngFiles(relativeTo: imagesRelativeTo))
    return Renderer().render(laidOut.renderNode(), size: size, scale: scale, background: background)
}
