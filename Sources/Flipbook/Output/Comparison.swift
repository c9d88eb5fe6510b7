import Document
import Geometry
import Layout
import Motion
import RenderTree
import Style
import Typography

/// Clips side by side (or stacked) on one clock, each labelled with its name above it: the "with
/// and without the transition" comparison. A `FrameSource`, so every writer `render` uses writes it.
///
/// The comparison lasts as long as its longest clip; a shorter clip holds its last frame. Each clip
/// is drawn at its own size in points on its own background, clipped to it, at the first clip's
/// scale; panels are `spacing` apart, `padding` from the edges, on a light grey canvas.
public struct Comparison: FrameSource {
    /// Where the second panel goes.
    public enum Arrangement: String, Sendable, CaseIterable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    public struct Panel: Sendable {
        public var clip: Clip
        public var label: String
        public init(clip: Clip, label: String) { self.clip = clip; self.label = label }
    }

    public let panels: [Panel]
    public let arrangement: Arrangement
    public let canvasSize: Size
    public let scale: Double
    public let background = Color(white: 0.94)
    /// Each panel's clip area (points, in the canvas).
    public let frames: [Rect]
    /// The labels and the panels' backgrounds, laid out once.
    private let chrome: RenderNode

    public static let padding = 12.0, spacing = 16.0, labelHeight = 22.0

    /// - Throws: `OutputError` without panels; layout errors from the labels.
    public init(_ panels: [Panel], arrangement: Arrangement = .horizontal, fonts: FontLibrary = .shared) throws {
        guard let first = panels.first else { throw OutputError("a comparison needs at least one clip") }
        self.panels = panels
        self.arrangement = arrangement
        scale = first.clip.scene.scale
        let (p, gap, label) = (Self.padding, Self.spacing, Self.labelHeight)
        var frames: [Rect] = []
        var cursor = p
        for panel in panels {
            let size = panel.clip.scene.size
            switch arrangement {
            case .horizontal:
                frames.append(Rect(x: cursor, y: p + label, width: size.width, height: size.height))
                cursor += size.width + gap
            case .vertical:
                frames.append(Rect(x: p, y: cursor + label, width: size.width, height: size.height))
                cursor += label + size.height + gap
            }
        }
        self.frames = frames
        let width = (frames.map(\.maxX).max() ?? 0) + p, height = (frames.map(\.maxY).max() ?? 0) + p
        canvasSize = Size(width: width, height: height)
        var chrome: [RenderNode] = []
        for (panel, frame) in zip(panels, frames) {
            let text = Text(panel.label).font(.system(size: 13)).fontWeight(.semibold).foregroundColor(Color(white: 0.2))
                .lineLimit(1).frame(width: frame.width, height: label, alignment: .leading)
            let labelSize = Size(width: frame.width, height: label)
            let laidOut = try layout(text.makeNode(), in: labelSize, scale: scale, fonts: fonts)
            chrome.append(.transform(AffineTransform(translationX: frame.minX, y: frame.minY - label), laidOut.renderNode()))
            let backdrop = try layout(panel.clip.scene.background.frame(width: frame.width, height: frame.height).makeNode(),
                                      in: frame.size, scale: scale, fonts: fonts)
            chrome.append(.transform(AffineTransform(translationX: frame.minX, y: frame.minY), backdrop.renderNode()))
        }
        self.chrome = .group(chrome)
    }

    /// The time of a clip's last frame (its frames at its own fps).
    static func lastFrameTime(_ clip: Clip) -> Double { clip.time(ofFrame: clip.frameCount - 1) }

    /// How long the comparison runs: its longest clip's last frame.
    public var duration: Double { panels.map { Self.lastFrameTime($0.clip) }.max() ?? 0 }

    /// Frames per second: the first clip's.
    public var fps: Double { panels[0].clip.scene.fps }

    public func renderNode(at t: Double) throws -> RenderNode {
        var nodes = [chrome]
        for (panel, frame) in zip(panels, frames) {
            // A clip that has ended holds its last frame.
            let node = try panel.clip.renderNode(at: min(t, Self.lastFrameTime(panel.clip)))
            var outline = Path()
            outline.move(to: Point(x: 0, y: 0))
            outline.addLine(to: Point(x: frame.width, y: 0))
            outline.addLine(to: Point(x: frame.width, y: frame.height))
            outline.addLine(to: Point(x: 0, y: frame.height))
            outline.closeSubpath()
            nodes.append(.transform(AffineTransform(translationX: frame.minX, y: frame.minY),
                                    .clip(ClipShape(path: outline), node)))
        }
        return .group(nodes)
    }
}
