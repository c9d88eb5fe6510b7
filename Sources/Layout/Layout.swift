import Document
import Geometry
import Typography

/// Lays out a view tree on a canvas the way a SwiftUI window lays out a fixed-size root view:
/// the root is proposed the canvas size, takes the size it answers, and is centred in the canvas.
///
/// - Parameters:
///   - root: the scene's view tree.
///   - size: the canvas in points.
///   - scale: pixels per point; final frames are rounded to this pixel grid (`PixelRounding.swift`).
///   - images: where `Image("file")` pixels come from.
///   - fonts: the font library text is measured with.
/// - Throws: `LayoutError` naming the view that cannot be laid out (an unknown symbol, a missing
///   image or font, a modifier on a view it does not apply to).
public func layout(_ root: ViewNode, in size: Size, scale: Double = 2, images: ImageProvider = .none,
                   fonts: FontLibrary = .shared) throws -> LayoutNode {
    guard scale > 0, scale.isFinite else { throw LayoutError(path: .root, reason: "display scale must be positive, got \(scale)") }
    guard size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
        throw LayoutError(path: .root, reason: "canvas size must be finite and non-negative, got \(size)")
    }
    let ctx = LayoutContext(scale: scale, images: images, fonts: fonts)
    let builder = ElementBuilder(ctx: ctx)
    let element = try builder.buildSingle(root, path: .root, ElementBuilder.State(), implicit: .vertical)
        ?? EmptyElement(path: .root)
    let proposal = ProposedSize(size)
    let s = try element.size(for: proposal, ctx)
    let frame = Rect(x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width, height: s.height)
    return try element.place(in: frame, proposal: proposal, ctx).roundedToPixels(scale: scale)
}
