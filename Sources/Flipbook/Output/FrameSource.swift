import Geometry
import Motion
import RenderTree
import Style

/// What `ParallelFrameRenderer` draws at a time: one clip, or clips composed side by side
/// (`Comparison`). Every output writer (GIF, PNG sequence, contact sheet, …) takes a renderer, so
/// it writes any source.
public protocol FrameSource: Sendable {
    /// Canvas size in points.
    var canvasSize: Size { get }
    /// Pixels per point.
    var scale: Double { get }
    /// The colour under everything.
    var background: Color { get }
    /// The render tree at time t.
    func renderNode(at t: Double) throws -> RenderNode
}

extension FrameSource {
    /// The rendered pixel size (`Renderer.render`: size × scale, rounded, at least 1).
    public var pixelWidth: Int { max(1, Int((canvasSize.width * scale).rounded())) }
    public var pixelHeight: Int { max(1, Int((canvasSize.height * scale).rounded())) }
}

extension Clip: FrameSource {
    public var canvasSize: Size { scene.size }
    public var scale: Double { scene.scale }
    public var background: Color { scene.background }
}
