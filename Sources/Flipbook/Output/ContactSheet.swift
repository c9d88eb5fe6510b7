import Document
import Geometry
import Layout
import Raster
import RenderTree

/// A grid of a clip's frames on one image, each labelled with its time: the cheapest way to review
/// a whole transition at a glance (and a reviewable golden image).
///
/// Frames are rendered in parallel (`ParallelFrameRenderer`), box-downscaled to the thumbnail size,
/// then laid out with Flipbook's own views (`Image` thumbnails, `Text` labels) and rendered.
public struct ContactSheet: Sendable {
    /// Thumbnails per row.
    public var columns: Int
    /// Thumbnail width in points (the height keeps the clip's aspect ratio).
    public var thumbnailWidth: Double
    /// Pixels per point of the sheet.
    public var scale: Double
    public var background: Color

    public init(columns: Int = 4, thumbnailWidth: Double = 200, scale: Double = 1, background: Color = Color(white: 0.94)) {
        self.columns = max(1, columns)
        self.thumbnailWidth = thumbnailWidth
        self.scale = scale
        self.background = background
    }

    /// `count` frame indices spread evenly over `frameCount` frames, first and last included.
    public static func evenlySpread(count: Int, over frameCount: Int) -> [Int] {
        let n = max(1, min(count, frameCount))
        guard n > 1 else { return [0] }
        return (0..<n).map { ($0 * (frameCount - 1) + (n - 1) / 2) / (n - 1) }
    }

    /// Every `step`-th frame: 0, step, 2·step, …
    public static func every(_ step: Int, over frameCount: Int) -> [Int] {
        Array(stride(from: 0, to: frameCount, by: max(1, step)))
    }

    /// Renders `frames` of the clip into one sheet.
    /// - Throws: rendering or layout errors.
    public func render(_ renderer: ParallelFrameRenderer, frames: [Int]) throws -> Pixmap {
        var thumbnails: [(Pixmap, String)] = []
        try renderer.render(frames: frames, prepare: { [self] _, pixmap in
            thumbnail(of: pixmap, sceneSize: renderer.source.canvasSize)
        }, consume: { index, thumb in
            thumbnails.append((thumb, Self.label(time: renderer.timing.time(ofFrame: index), frame: index)))
        })
        return try sheet(thumbnails, sceneSize: renderer.source.canvasSize)
    }

    /// Renders the clip at `times` (seconds, any time, not only on the frame grid) into one sheet, each
    /// thumbnail labelled with its time.
    public func render(_ renderer: ParallelFrameRenderer, times: [Double]) throws -> Pixmap {
        let size = renderer.source.canvasSize
        return try sheet(times.map { (thumbnail(of: try renderer.renderStill(at: $0), sceneSize: size), Self.label(time: $0)) },
                         sceneSize: size)
    }

    /// The thumbnail of a frame. The warp's area sampling (the filter 3D layers are minified with) makes
    /// it; thin lines fade instead of flickering as point sampling would make them.
    func thumbnail(of pixmap: Pixmap, sceneSize: Size) -> Pixmap {
        let thumbH = (thumbnailWidth * sceneSize.height / max(sceneSize.width, 1e-9)).rounded()
        let pixelW = max(1, Int((thumbnailWidth * scale).rounded())), pixelH = max(1, Int((thumbH * scale).rounded()))
        var thumbnail = Pixmap(width: pixelW, height: pixelH)
        thumbnail.draw(pixmap, transform: ProjectiveTransform(AffineTransform(
            scaleX: Double(pixelW) / Double(pixmap.width), y: Double(pixelH) / Double(pixmap.height))))
        return thumbnail
    }

    /// Lays out labelled thumbnails in rows of `columns`.
    func sheet(_ items: [(thumbnail: Pixmap, label: String)], sceneSize: Size) throws -> Pixmap {
        let thumbW = thumbnailWidth, thumbH = (thumbnailWidth * sceneSize.height / max(sceneSize.width, 1e-9)).rounded()
        var thumbnails: [String: ImageSource] = [:]
        var labels: [(name: String, label: String)] = []
        for (i, item) in items.enumerated() {
            let name = "thumbnail-\(i)"
            thumbnails[name] = ImageSource(item.thumbnail, name: name)
            labels.append((name, item.label))
        }
        let images = thumbnails
        let provider = ImageProvider { name in
            guard let source = images[name] else { throw OutputError("contact sheet: no thumbnail '\(name)'") }
            return source
        }
        let (spacing, labelHeight, padding) = (Self.spacing, Self.labelHeight, Self.padding)
        let rows = stride(from: 0, to: labels.count, by: columns).map { Array(labels[$0..<min($0 + columns, labels.count)]) }
        let sheet = VStack(alignment: .leading, spacing: spacing) {
            ForEach(0..<rows.count) { r in
                HStack(alignment: .top, spacing: spacing) {
                    ForEach(0..<rows[r].count) { c in
                        VStack(spacing: 2) {
                            Image(rows[r][c].name).resizable().frame(width: thumbW, height: thumbH)
                            Text(rows[r][c].label).font(.system(size: 12)).foregroundColor(Color(white: 0.2))
                                .frame(height: labelHeight)
                        }
                    }
                }
            }
        }
        .padding(padding)
        let size = sheetSize(count: items.count, clipSize: sceneSize)
        let laidOut = try layout(sheet.makeNode(), in: size, scale: scale, images: provider)
        return Renderer().render(laidOut.renderNode(), size: size, scale: scale, background: background)
    }

    static let spacing = 10.0, labelHeight = 18.0, padding = 12.0

    /// The sheet's size in points for `count` frames of a clip of `clipSize` points (pixels: × `scale`).
    public func sheetSize(count: Int, clipSize: Size) -> Size {
        let thumbH = (thumbnailWidth * clipSize.height / max(clipSize.width, 1e-9)).rounded()
        let rows = (max(1, count) + columns - 1) / columns
        return Size(width: Self.padding * 2 + Double(columns) * thumbnailWidth + Double(columns - 1) * Self.spacing,
                    height: Self.padding * 2 + Double(rows) * (thumbH + 2 + Self.labelHeight) + Double(rows - 1) * Self.spacing)
    }

    /// "0.50 s  #15" (a frame), "0.43 s" (a time off the grid).
    static func label(time: Double, frame: Int? = nil) -> String {
        let hundredths = Int((time * 100).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction) s" + (frame.map { "  #\($0)" } ?? "")
    }
}
