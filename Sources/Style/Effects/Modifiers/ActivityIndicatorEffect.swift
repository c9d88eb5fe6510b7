import Geometry

/// The turning of iOS's activity indicator (`ProgressView()`'s spinner): its spokes' shading steps
/// clockwise one spoke at a time, `steps` steps a turn, one turn every `period` seconds, for as long
/// as it is on screen. The motion stage sets `step` from the time since the spinner appeared
/// (`LoopingEffect`, a loop of `period`); drawn, the spoke pattern is turned `step`
/// spokes clockwise about its centre — the same picture as the darkest spoke moving on.
/// UIActivityIndicatorView's rate is not published: one turn a second in eight steps is the estimate
/// in ../shared/reference/ios-look.md ("8 ticks, one turn ≈ 1 s in 8 steps").
public struct ActivityIndicatorEffect: LoopingEffect {
    public static let steps = 8, period = 1.0
    /// Spokes turned so far in this turn (0 ..< steps).
    public var step: Double
    public init(step: Double = 0) { self.step = step }

    public static let name = "activityIndicator"
    public static var fields: [ModelField<Self>] { [.init("step", .number(\.step), required: false)] }
    public static var defaults: Self { ActivityIndicatorEffect() }
    public static var usesBounds: Bool { true }

    public func primitives(in bounds: Rect) -> [EffectPrimitive] {
        guard step != 0 else { return [] }
        return RotationEffect(.degrees(360 * step / Double(Self.steps))).primitives(in: bounds)
    }

    /// The spinner `elapsed` seconds after it appeared: whole steps only, so it turns in jumps.
    public func after(elapsed: Double) -> ActivityIndicatorEffect {
        let steps = Double(Self.steps)
        return ActivityIndicatorEffect(step: (max(0, elapsed) / Self.period * steps + 1e-9).rounded(.down).truncatingRemainder(dividingBy: steps))
    }
}
