import Document

// The Swift and model types built-ins take, each with its hint and how a coerced argument is read.
// Coercion has already checked the value against the hint, so each `read` only unwraps its case.

extension Double: ScriptArgument {
    static var hint: Hint { .double }
    static var expected: String { "a number" }
    static var pluralName: String { "numbers" }
    static func read(_ v: Value, at _: Int) -> Double? { v.doubleValue }
}
extension Int: ScriptArgument {
    static var hint: Hint { .int }
    static func read(_ v: Value, at _: Int) -> Int? { if case .int(let x) = v { x } else { nil } }
}
extension Bool: ScriptArgument {
    static var hint: Hint { .bool }
    static func read(_ v: Value, at _: Int) -> Bool? { if case .bool(let x) = v { x } else { nil } }
}
extension String: ScriptArgument {
    static var hint: Hint { .string }
    static func read(_ v: Value, at _: Int) -> String? { if case .string(let x) = v { x } else { nil } }
}
extension Color: ScriptArgument {
    static var hint: Hint { .color }
    static func read(_ v: Value, at _: Int) -> Color? { if case .color(let x) = v { x } else { nil } }
}
/// Any shape style, colours included, as the API's `AnyShapeStyle`.
extension AnyShapeStyle: ScriptArgument {
    static var hint: Hint { .style }
    static func read(_ v: Value, at _: Int) -> AnyShapeStyle? {
        switch v {
        case .color(let c): return AnyShapeStyle(c)
        case .style(let f): return AnyShapeStyle(f)
        default: return nil
        }
    }
}
extension Gradient: ScriptArgument {
    static var hint: Hint { .gradient }
    static func read(_ v: Value, at _: Int) -> Gradient? { if case .gradient(let x) = v { x } else { nil } }
}
extension Gradient.Stop: ScriptArgument {
    static var hint: Hint { .gradientStop }
    static func read(_ v: Value, at _: Int) -> Gradient.Stop? { if case .gradientStop(let x) = v { x } else { nil } }
}
extension Angle: ScriptArgument {
    static var hint: Hint { .angle }
    static func read(_ v: Value, at _: Int) -> Angle? { if case .angle(let x) = v { x } else { nil } }
}
extension UnitPoint: ScriptArgument {
    static var hint: Hint { .unitPoint }
    static func read(_ v: Value, at _: Int) -> UnitPoint? { if case .unitPoint(let x) = v { x } else { nil } }
}
extension Alignment: ScriptArgument {
    static var hint: Hint { .alignment }
    static func read(_ v: Value, at _: Int) -> Alignment? { if case .alignment(let x) = v { x } else { nil } }
}
extension Alignment.Horizontal: ScriptArgument {
    static var hint: Hint { .horizontalAlignment }
    static func read(_ v: Value, at _: Int) -> Alignment.Horizontal? { if case .horizontalAlignment(let x) = v { x } else { nil } }
}
extension Alignment.Vertical: ScriptArgument {
    static var hint: Hint { .verticalAlignment }
    static func read(_ v: Value, at _: Int) -> Alignment.Vertical? { if case .verticalAlignment(let x) = v { x } else { nil } }
}
/// `Edge` and `Edge.Set` (one type in the model).
extension Edge: ScriptArgument {
    static var hint: Hint { .edge }
    static func read(_ v: Value, at _: Int) -> Edge? { if case .edge(let x) = v { x } else { nil } }
}
extension EdgeInsets: ScriptArgument {
    static var hint: Hint { .edgeInsets }
    static var expected: String { "EdgeInsets" }
    static func read(_ v: Value, at _: Int) -> EdgeInsets? { if case .edgeInsets(let x) = v { x } else { nil } }
}
extension Axes: ScriptArgument {
    static var hint: Hint { .axes }
    static func read(_ v: Value, at _: Int) -> Axes? { if case .axes(let x) = v { x } else { nil } }
}
extension Size: ScriptArgument {
    static var hint: Hint { .size }
    static func read(_ v: Value, at _: Int) -> Size? { if case .size(let x) = v { x } else { nil } }
}
extension Point: ScriptArgument {
    static var hint: Hint { .point }
    static func read(_ v: Value, at _: Int) -> Point? { if case .point(let x) = v { x } else { nil } }
}
extension Rect: ScriptArgument {
    static var hint: Hint { .rect }
    static func read(_ v: Value, at _: Int) -> Rect? { if case .rect(let x) = v { x } else { nil } }
}
extension Font: ScriptArgument {
    static var hint: Hint { .font }
    static func read(_ v: Value, at _: Int) -> Font? { if case .font(let x) = v { x } else { nil } }
}
extension Font.Weight: ScriptArgument {
    static var hint: Hint { .fontWeight }
    static func read(_ v: Value, at _: Int) -> Font.Weight? { if case .fontWeight(let x) = v { x } else { nil } }
}
extension Font.Design: ScriptArgument {
    static var hint: Hint { .fontDesign }
    static func read(_ v: Value, at _: Int) -> Font.Design? { if case .fontDesign(let x) = v { x } else { nil } }
}
extension Font.TextStyle: ScriptArgument {
    static var hint: Hint { .textStyle }
    static func read(_ v: Value, at _: Int) -> Font.TextStyle? { if case .textStyle(let x) = v { x } else { nil } }
}
extension Animation: ScriptArgument {
    static var hint: Hint { .animation }
    static func read(_ v: Value, at _: Int) -> Animation? { if case .animation(let x) = v { x } else { nil } }
}
extension Transition: ScriptArgument {
    static var hint: Hint { .transition }
    static func read(_ v: Value, at _: Int) -> Transition? { if case .transition(let x) = v { x } else { nil } }
}
/// A shape argument, as the kind the API's `Shape` parameters take (`clipShape`, `background(_:in:)`).
extension ShapeKind: ScriptArgument {
    static var hint: Hint { .shape }
    static func read(_ v: Value, at _: Int) -> ShapeKind? { if case .shape(let s, _) = v { s.kind } else { nil } }
}
extension ViewValue: ScriptArgument {
    static var hint: Hint { .view }
    static var expected: String { "a view" }
    static func read(_ v: Value, at _: Int) -> ViewValue? { if case .view(let x) = v { x } else { nil } }
}
extension GridItem: ScriptArgument {
    static var hint: Hint { .gridItem }
    static func read(_ v: Value, at _: Int) -> GridItem? { if case .gridItem(let x) = v { x } else { nil } }
}
extension GridItem.Size: ScriptArgument {
    static var hint: Hint { .gridItemSize }
    static func read(_ v: Value, at _: Int) -> GridItem.Size? { if case .gridItemSize(let x) = v { x } else { nil } }
}
extension StrokeStyle: ScriptArgument {
    static var hint: Hint { .strokeStyle }
    static func read(_ v: Value, at _: Int) -> StrokeStyle? { if case .strokeStyle(let x) = v { x } else { nil } }
}
extension LineCap: ScriptArgument {
    static var hint: Hint { .lineCap }
    static func read(_ v: Value, at _: Int) -> LineCap? { if case .lineCap(let x) = v { x } else { nil } }
}
extension LineJoin: ScriptArgument {
    static var hint: Hint { .lineJoin }
    static func read(_ v: Value, at _: Int) -> LineJoin? { if case .lineJoin(let x) = v { x } else { nil } }
}
extension RoundedCornerStyle: ScriptArgument {
    static var hint: Hint { .cornerStyle }
    static func read(_ v: Value, at _: Int) -> RoundedCornerStyle? { if case .cornerStyle(let x) = v { x } else { nil } }
}
extension ContentMode: ScriptArgument {
    static var hint: Hint { .contentMode }
    static func read(_ v: Value, at _: Int) -> ContentMode? { if case .contentMode(let x) = v { x } else { nil } }
}
extension TextAlignment: ScriptArgument {
    static var hint: Hint { .textAlignment }
    static func read(_ v: Value, at _: Int) -> TextAlignment? { if case .textAlignment(let x) = v { x } else { nil } }
}
extension TruncationMode: ScriptArgument {
    static var hint: Hint { .truncationMode }
    static func read(_ v: Value, at _: Int) -> TruncationMode? { if case .truncationMode(let x) = v { x } else { nil } }
}
extension MatchedGeometry.Properties: ScriptArgument {
    static var hint: Hint { .matchedProperties }
    static func read(_ v: Value, at _: Int) -> MatchedGeometry.Properties? { if case .matchedProperties(let x) = v { x } else { nil } }
}
extension ClosureValue: ScriptArgument {
    static var hint: Hint { .closure }
    static func read(_ v: Value, at _: Int) -> ClosureValue? { if case .closure(let x) = v { x } else { nil } }
}
