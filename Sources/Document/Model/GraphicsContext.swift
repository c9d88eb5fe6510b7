import Geometry
import Style

/// SwiftUI's `GraphicsContext`: what a `Canvas` renderer draws with.
///
/// A value type, as in SwiftUI: its state (transform, opacity, blend mode, clip, filters) belongs
/// to each copy (`var c = context; c.opacity = 0.5` leaves `context` as it was), while every copy
/// draws into the same canvas (`recorder`). Drawing records `CanvasOperation`s; the layout stage
/// turns them into the render tree.
public struct GraphicsContext: Sendable {
    /// The opacity of what is drawn next, each operation on its own (0…1).
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// User space → canvas space (points from the canvas's top-left corner).
    public var transform: AffineTransform = .identity
    /// Clip outlines in canvas space, intersected.
    public private(set) var clips: [ClipShape] = []
    /// Filters for what is drawn next, in the order added.
    public private(set) var filters: [Effect] = []
    /// The canvas's environment (text and image measurement).
    public let resolver: (any CanvasResolver)?
    let recorder: CanvasRecorder

    public init(recorder: CanvasRecorder, resolver: (any CanvasResolver)? = nil) {
        self.recorder = recorder; self.resolver = resolver
    }

    /// What the canvas has recorded so far (shared by all copies of the context).
    public var operations: [CanvasOperation] { recorder.operations }
    /// Whether the canvas's bound on operations is reached (later drawing is dropped).
    public var isFull: Bool { recorder.isFull }

    // MARK: Drawing

    /// `fill(_:with:style:)`; `eoFill` is `FillStyle(eoFill: true)`.
    public func fill(_ path: Path, with shading: Shading, eoFill: Bool = false) {
        record(.fill(path, shading, eoFill ? .evenOdd : .nonZero))
    }

    /// `stroke(_:with:style:)`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        record(.stroke(path, shading, style))
    }

    /// `stroke(_:with:lineWidth:)`.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: Double = 1) {
        var style = StrokeStyle()
        style.lineWidth = lineWidth
        record(.stroke(path, shading, style))
    }

    /// `draw(_:in:)`: a `Text` or `Image` (with its modifiers) laid out in `rect`.
    public func draw(_ view: ViewNode, in rect: Rect) { record(.view(view, rect)) }

    /// `draw(_:at:anchor:)`: the view at its ideal size, its `anchor` point at `point`.
    public func draw(_ view: ViewNode, at point: Point, anchor: UnitPoint = .center) {
        let size = resolver?.size(of: view, proposal: nil) ?? .zero
        record(.view(view, Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                                width: size.width, height: size.height)))
    }

    /// `drawLayer { context in … }`: the layer's drawing is composited as one operation, with this
    /// context's opacity, blend mode, filters and clip; its context starts with this one's
    /// transform, and opacity 1, a normal blend and no filters or clip of its own [inferred].
    public func drawLayer(_ content: (inout GraphicsContext) throws -> Void) rethrows {
        let inner = CanvasRecorder(limit: max(0, recorder.limit - recorder.count - 1))
        var layer = GraphicsContext(recorder: inner, resolver: resolver)
        layer.transform = transform
        try content(&layer)
        var op = state(.layer(inner.operations))
        // The layer's operations carry the transform themselves.
        op.transform = .identity
        recorder.record(op)
        if inner.isFull { recorder.markFull() }
    }

    // MARK: State

    /// `translateBy(x:y:)`: moves user space (applied before the current transform).
    public mutating func translateBy(x: Double, y: Double) { transform = transform.translatedBy(x: x, y: y) }
    /// `scaleBy(x:y:)`.
    public mutating func scaleBy(x: Double, y: Double) { transform = transform.scaledBy(x: x, y: y) }
    /// `rotate(by:)`: clockwise on screen for a positive angle (y points down).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
    /// `concatenate(_:)`: `matrix` applied before the current transform.
    public mutating func concatenate(_ matrix: AffineTransform) { transform = matrix.concatenating(transform) }

    /// `clip(to:style:options:)`: later drawing shows only inside `path` (in user space now).
    public mutating func clip(to path: Path, eoFill: Bool = false) {
        clips.append(ClipShape(path: transform.isIdentity ? path : path.applying(transform), rule: eoFill ? .evenOdd : .nonZero))
    }

    /// `addFilter(_:options:)`: later drawing goes through `filter` too.
    public mutating func addFilter(_ filter: Effect) { filters.append(filter) }

    // MARK: Recording

    private func state(_ kind: CanvasOperation.Kind) -> CanvasOperation {
        CanvasOperation(kind: kind, transform: transform, opacity: min(max(opacity, 0), 1), blendMode: blendMode,
                        clips: clips, filters: filters)
    }

    private func record(_ kind: CanvasOperation.Kind) { recorder.record(state(kind)) }
}

extension GraphicsContext {
    /// `GraphicsContext.Shading`: how a fill or stroke is coloured. Gradient points are in user
    /// space (absolute, unlike the unit points of `LinearGradient` views).
    public enum Shading: Hashable, Sendable {
        case color(Color)
        /// `.style(_:)`: any shape style, resolved in the canvas's environment; unit points of a
        /// gradient style are in the drawn path's bounding box [inferred].
        case style(Fill)
        case linearGradient(Gradient, startPoint: Point, endPoint: Point)
        case radialGradient(Gradient, center: Point, startRadius: Double, endRadius: Double)
        /// `conicGradient(_:center:angle:)`: one turn clockwise from `angle` (0 = the +x axis).
        case conicGradient(Gradient, center: Point, angle: Angle)
    }

    /// `GraphicsContext.BlendMode`: all 28 of SwiftUI's modes (Style's `BlendMode`; `.normal` is
    /// `sourceOver`).
    public typealias BlendMode = Style.BlendMode
}
