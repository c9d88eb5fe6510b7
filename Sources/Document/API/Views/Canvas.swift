import Geometry
import Style
import Synchronization

/// SwiftUI's `Canvas { context, size in … }`: a view that takes the space it is offered and draws
/// with a `GraphicsContext`. The renderer runs when the canvas is laid out, with the canvas's
/// size; inside a `TimelineView` it runs again for every entry of the timeline.
public struct Canvas: LeafView {
    public typealias Renderer = @Sendable (inout GraphicsContext, Size) throws -> Void

    /// `opaque:` (a hint to SwiftUI's renderer; it changes nothing drawn).
    public var isOpaque: Bool
    /// The drawing code.
    public var renderer: Renderer
    /// What tells two canvases apart (their renderers are code): each canvas made is its own
    /// unless the maker says two draw the same.
    public var id: String

    public init(opaque: Bool = false, id: String? = nil, renderer: @escaping Renderer) {
        isOpaque = opaque; self.renderer = renderer
        self.id = id ?? "canvas \(Canvas.serial.add(1, ordering: .relaxed).newValue)"
    }

    private static let serial = Atomic<Int>(0)

    /// Runs the renderer for a canvas of `size`: the operations it drew (at most `limit`; `isFull`
    /// of the result says whether drawing was cut off there).
    public func render(size: Size, resolver: (any CanvasResolver)?, limit: Int = CanvasRecorder.defaultLimit)
        throws -> (operations: [CanvasOperation], isFull: Bool) {
        let recorder = CanvasRecorder(limit: limit)
        var context = GraphicsContext(recorder: recorder, resolver: resolver)
        try renderer(&context, size)
        return (recorder.operations, recorder.isFull)
    }

    public static let name = "Canvas"
    public static var fields: [ModelField<Self>] { [] }
    public static var defaults: Self { Canvas(id: "empty") { _, _ in } }

    public static func == (a: Canvas, b: Canvas) -> Bool { a.id == b.id && a.isOpaque == b.isOpaque }
    public func hash(into h: inout Hasher) { h.combine(id) }
}
