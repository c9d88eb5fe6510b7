import Geometry
import Style

/// One drawing operation a `Canvas` recorded, with the graphics state it was drawn in.
///
/// A canvas's renderer runs at layout time; what it draws is kept as this display list (in the
/// canvas's own space: origin at its top-left, points) and turned into the render tree by the
/// layout stage, which resolves text, symbols and styles in the canvas's environment.
public struct CanvasOperation: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `fill(_:with:style:)`.
        case fill(Path, GraphicsContext.Shading, FillRule)
        /// `stroke(_:with:style:)`.
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        /// `draw(_:in:)` / `draw(_:at:anchor:)` of a `Text` or `Image` (with its modifiers), laid
        /// out in `rect` (the user space of `transform`).
        case view(ViewNode, Rect)
        /// `drawLayer { … }`: the operations of the layer, composited as one.
        case layer([CanvasOperation])
    }

    public var kind: Kind
    /// The context's transform when it drew (user space → canvas space).
    public var transform: AffineTransform
    /// The context's opacity, applied to this operation alone.
    public var opacity: Double
    public var blendMode: GraphicsContext.BlendMode
    /// Clip outlines in canvas space (each already through the transform of its `clip(to:)`),
    /// intersected in order.
    public var clips: [ClipShape]
    /// Filters, in the order they were added (the first one is applied first).
    public var filters: [Effect]

    public init(kind: Kind, transform: AffineTransform = .identity, opacity: Double = 1,
                blendMode: GraphicsContext.BlendMode = .normal, clips: [ClipShape] = [], filters: [Effect] = []) {
        self.kind = kind; self.transform = transform; self.opacity = opacity; self.blendMode = blendMode
        self.clips = clips; self.filters = filters
    }

    /// How many operations this one counts for against the canvas's bound (a layer counts its own).
    public var weight: Int {
        if case .layer(let ops) = kind { return 1 + ops.reduce(0) { $0 + $1.weight } }
        return 1
    }
}

/// Where a canvas's operations go while its renderer runs. Copies of a `GraphicsContext` share
/// one recorder (SwiftUI's contexts draw into one backing), each copy keeping its own state.
public final class CanvasRecorder: @unchecked Sendable {
    // Used by one renderer run on one thread only (created, filled and read inside it).
    public private(set) var operations: [CanvasOperation] = []
    /// How many operations (layers' contents included) have been recorded.
    public private(set) var count = 0
    /// The most operations one run may record; past it `record` refuses (`isFull`).
    public let limit: Int

    public init(limit: Int = CanvasRecorder.defaultLimit) { self.limit = limit }

    /// 50 000 operations per renderer run: a canvas is drawn for every frame it is on screen, so
    /// a bound on its work keeps a runaway loop from taking the clip down.
    public static let defaultLimit = 50_000

    public var isFull: Bool { count >= limit }

    /// Records `op` unless the bound is reached; returns whether it did.
    @discardableResult
    public func record(_ op: CanvasOperation) -> Bool {
        guard count + op.weight <= limit else { count = limit; return false }
        operations.append(op)
        count += op.weight
        return true
    }

    /// Records nothing more (a layer inside reached the bound).
    public func markFull() { count = max(count, limit) }
}

/// Measures text and images for a canvas (`resolve(_:)`, `draw(_:at:anchor:)`): the layout stage
/// provides one, with the canvas's environment.
public protocol CanvasResolver: Sendable {
    /// The size `view` (a `Text` or `Image` with its modifiers) takes for `proposal` (nil: its
    /// ideal size).
    func size(of view: ViewNode, proposal: Size?) -> Size
}
