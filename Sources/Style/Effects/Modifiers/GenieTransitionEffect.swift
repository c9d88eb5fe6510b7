import Geometry

/// The genie article's `.genieTransition(isHidden:duration:delay:rect:edge:completion:)`: the view
/// is sucked into `rect` through its `edge` as `progress` goes from 0 to 1 (BCGenieEffect's
/// genie, `../shared/reference/swiftui-semantics.md` §9), and hidden at 1. Unlike the `.genie`
/// transition the view stays in the tree (it keeps its place in the layout); `rect` is relative
/// to the view's own origin, as the article's modifier takes it.
public struct GenieTransitionEffect: VisualEffect {
    /// 0 = the view as it is, 1 = entirely inside the target (hidden).
    public var progress: Double
    /// The target rect relative to the view's origin: `[x, y, width, height]`.
    public var rect: [Double]
    /// BCRectEdge's raw value: 0 top, 1 left, 2 bottom, 3 right.
    public var edge: Double

    public init(progress: Double, rect: Rect, edge: Int) {
        self.progress = progress
        self.rect = [rect.minX, rect.minY, rect.width, rect.height]
        self.edge = Double(edge)
    }

    public static let name = "genieTransition"
    public static var fields: [ModelField<Self>] {
        [.init("progress", .number(\.progress)), .init("rect", .numbers(\.rect)), .init("edge", .number(\.edge))]
    }
    public static var defaults: Self { GenieTransitionEffect(progress: 0, rect: Rect(x: 0, y: 0, width: 0, height: 0), edge: 0) }
    public static var usesBounds: Bool { true }

    public func primitives(in bounds: Rect) -> [EffectPrimitive] {
        if progress <= 0 { return [] }
        if progress >= 1 { return [.opacity(0)] }
        let r = rect.count == 4 ? rect : [0, 0, 0, 0]
        let target = Rect(x: bounds.minX + r[0], y: bounds.minY + r[1], width: r[2], height: r[3])
        return [.genie(progress: progress, source: bounds, target: target, edge: min(max(Int(edge.rounded()), 0), 3))]
    }
}
