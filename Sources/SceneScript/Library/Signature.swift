import Document

/// One parameter of a built-in or script-declared function.
struct Param: Sendable {
    var label: String?
    var hint: Hint
    /// The argument may be left out (the parameter has a default value).
    var hasDefault: Bool
    /// A closure parameter: a trailing closure without a label can bind to it.
    var isClosure: Bool { hint == .closure }
}

/// One form of a built-in function, initializer, method or modifier: its parameters and what it
/// does with the (already type-checked) arguments.
struct Signature: Sendable {
    let params: [Param]
    let impl: @Sendable (Interpreter, Args) throws -> Value

    /// `spec` lists the parameters as `label:type` separated by commas; `_` is no label, a
    /// trailing `?` marks a parameter with a default value, and the types are the `Hint` names
    /// (`double`, `color`, `view`, `closure`, …; `T[]` an array, `T!` an optional).
    init(_ spec: String, _ impl: @escaping @Sendable (Interpreter, Args) throws -> Value) {
        params = Signature.parse(spec)
        self.impl = impl
    }

    var labels: String {
        "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    static func parse(_ spec: String) -> [Param] {
        guard !spec.isEmpty else { return [] }
        return spec.split(separator: ",").map { raw in
            let item = raw.trimmingCharacters(in: " ")
            let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
            var type = parts.count > 1 ? parts[1] : "any"
            let hasDefault = type.hasSuffix("?")
            if hasDefault { type.removeLast() }
            return Param(label: parts[0] == "_" ? nil : parts[0], hint: hint(named: type), hasDefault: hasDefault)
        }
    }

    static func hint(named t: String) -> Hint {
        if t.hasSuffix("[]") { return .array(hint(named: String(t.dropLast(2)))) }
        if t.hasSuffix("!") { return .optional(hint(named: String(t.dropLast()))) }
        switch t {
        case "any": return .any
        case "double": return .double
        case "int": return .int
        case "bool": return .bool
        case "string": return .string
        case "color": return .color
        case "style": return .style
        case "gradient": return .gradient
        case "stop": return .gradientStop
        case "angle": return .angle
        case "unitPoint": return .unitPoint
        case "alignment": return .alignment
        case "hAlignment": return .horizontalAlignment
        case "vAlignment": return .verticalAlignment
        case "edge": return .edge
        case "insets": return .edgeInsets
        case "axes": return .axes
        case "size": return .size
        case "point": return .point
        case "rect": return .rect
        case "font": return .font
        case "weight": return .fontWeight
        case "design": return .fontDesign
        case "textStyle": return .textStyle
        case "animation": return .animation
        case "transition": return .transition
        case "view": return .view
        case "shape": return .shape
        case "gridItem": return .gridItem
        case "gridSize": return .gridItemSize
        case "strokeStyle": return .strokeStyle
        case "lineCap": return .lineCap
        case "lineJoin": return .lineJoin
        case "cornerStyle": return .cornerStyle
        case "contentMode": return .contentMode
        case "textAlignment": return .textAlignment
        case "truncation": return .truncationMode
        case "matched": return .matchedProperties
        case "duration": return .duration
        case "deadline": return .deadline
        case "blurStyle": return .blurReplaceStyle
        case "namespace": return .namespace
        case "closure": return .closure
        case "tuple": return .tuple
        default: fatalError("unknown parameter type '\(t)' in a built-in signature")
        }
    }
}

extension StringProtocol {
    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}

/// The arguments of one call, matched to a signature's parameters and type-checked.
struct Args {
    let name: String
    /// Per parameter: the value, or nil when the argument was left out.
    let values: [Value?]
    let offsets: [Int]
    /// The call's own offset.
    let call: Int
    /// The value a method or modifier is called on.
    let receiver: Value?

    func has(_ i: Int) -> Bool { if case .some = values[i] { return true } else { return false } }
    func at(_ i: Int) -> Int { offsets[i] }

    func value(_ i: Int) throws -> Value {
        guard let v = values[i] else { throw Failure("missing argument \(i + 1) of '\(name)'", at: call) }
        return v
    }
    /// The argument, or nil when left out or `nil`.
    func optional(_ i: Int) -> Value? {
        guard let v = values[i] else { return nil }
        if case .none = v { return nil }
        return v
    }

    private func wrong(_ i: Int, _ what: String) -> Failure {
        Failure("expected \(what) for argument \(i + 1) of '\(name)'", at: offsets[i], mismatch: true)
    }

    func double(_ i: Int) throws -> Double {
        guard let d = try value(i).doubleValue else { throw wrong(i, "a number") }
        return d
    }
    func optDouble(_ i: Int) throws -> Double? { try optional(i).map { v in guard let d = v.doubleValue else { throw wrong(i, "a number") }; return d } }
    func int(_ i: Int) throws -> Int {
        guard case .int(let v) = try value(i) else { throw wrong(i, "an Int") }
        return v
    }
    func optInt(_ i: Int) throws -> Int? { has(i) && optional(i) != nil ? try int(i) : nil }
    func bool(_ i: Int) throws -> Bool {
        guard case .bool(let v) = try value(i) else { throw wrong(i, "a Bool") }
        return v
    }
    func string(_ i: Int) throws -> String {
        guard case .string(let v) = try value(i) else { throw wrong(i, "a String") }
        return v
    }
    func color(_ i: Int) throws -> Color {
        guard case .color(let v) = try value(i) else { throw wrong(i, "a Color") }
        return v
    }
    func optColor(_ i: Int) throws -> Color? { optional(i) == nil ? nil : try color(i) }
    /// A shape style as the API's `AnyShapeStyle`.
    func style(_ i: Int) throws -> AnyShapeStyle {
        switch try value(i) {
        case .color(let c): return AnyShapeStyle(c)
        case .style(let f): return AnyShapeStyle(f)
        default: throw wrong(i, "a ShapeStyle")
        }
    }
    func angle(_ i: Int) throws -> Angle {
        guard case .angle(let v) = try value(i) else { throw wrong(i, "an Angle") }
        return v
    }
    func unitPoint(_ i: Int) throws -> UnitPoint {
        guard case .unitPoint(let v) = try value(i) else { throw wrong(i, "a UnitPoint") }
        return v
    }
    func alignment(_ i: Int) throws -> Alignment {
        guard case .alignment(let v) = try value(i) else { throw wrong(i, "an Alignment") }
        return v
    }
    func hAlignment(_ i: Int) throws -> HorizontalAlignment {
        guard case .horizontalAlignment(let v) = try value(i) else { throw wrong(i, "a HorizontalAlignment") }
        return v
    }
    func vAlignment(_ i: Int) throws -> VerticalAlignment {
        guard case .verticalAlignment(let v) = try value(i) else { throw wrong(i, "a VerticalAlignment") }
        return v
    }
    func edge(_ i: Int) throws -> Edge {
        guard case .edge(let v) = try value(i) else { throw wrong(i, "an Edge") }
        return v
    }
    func insets(_ i: Int) throws -> EdgeInsets {
        guard case .edgeInsets(let v) = try value(i) else { throw wrong(i, "EdgeInsets") }
        return v
    }
    func axes(_ i: Int) throws -> Axes {
        guard case .axes(let v) = try value(i) else { throw wrong(i, "an Axis.Set") }
        return v
    }
    func size(_ i: Int) throws -> Size {
        guard case .size(let v) = try value(i) else { throw wrong(i, "a CGSize") }
        return v
    }
    func point(_ i: Int) throws -> Point {
        guard case .point(let v) = try value(i) else { throw wrong(i, "a CGPoint") }
        return v
    }
    func rect(_ i: Int) throws -> Rect {
        guard case .rect(let v) = try value(i) else { throw wrong(i, "a CGRect") }
        return v
    }
    func font(_ i: Int) throws -> Font? {
        guard let v = optional(i) else { return nil }
        guard case .font(let f) = v else { throw wrong(i, "a Font") }
        return f
    }
    func weight(_ i: Int) throws -> Font.Weight? {
        guard let v = optional(i) else { return nil }
        guard case .fontWeight(let w) = v else { throw wrong(i, "a Font.Weight") }
        return w
    }
    func design(_ i: Int) throws -> Font.Design {
        guard case .fontDesign(let v) = try value(i) else { throw wrong(i, "a Font.Design") }
        return v
    }
    func textStyle(_ i: Int) throws -> Font.TextStyle {
        guard case .textStyle(let v) = try value(i) else { throw wrong(i, "a Font.TextStyle") }
        return v
    }
    func animation(_ i: Int) throws -> Animation? {
        guard let v = optional(i) else { return nil }
        guard case .animation(let a) = v else { throw wrong(i, "an Animation") }
        return a
    }
    func transition(_ i: Int) throws -> Transition {
        guard case .transition(let v) = try value(i) else { throw wrong(i, "an AnyTransition") }
        return v
    }
    func shapeKind(_ i: Int) throws -> ShapeKind {
        guard case .shape(let s, _) = try value(i) else { throw wrong(i, "a Shape") }
        return s.kind
    }
    func view(_ i: Int) throws -> ViewValue {
        guard case .view(let v) = try value(i) else { throw wrong(i, "a view") }
        return v
    }
    func gridItems(_ i: Int) throws -> [GridItem] {
        guard case .array(let items) = try value(i) else { throw wrong(i, "an array of GridItem") }
        return try items.map { v in guard case .gridItem(let g) = v else { throw wrong(i, "an array of GridItem") }; return g }
    }
    func gridSize(_ i: Int) throws -> GridItem.Size {
        guard case .gridItemSize(let v) = try value(i) else { throw wrong(i, "a GridItem.Size") }
        return v
    }
    func strokeStyle(_ i: Int) throws -> StrokeStyle {
        guard case .strokeStyle(let v) = try value(i) else { throw wrong(i, "a StrokeStyle") }
        return v
    }
    func cornerStyle(_ i: Int) throws -> RoundedCornerStyle {
        guard case .cornerStyle(let v) = try value(i) else { throw wrong(i, "a RoundedCornerStyle") }
        return v
    }
    func contentMode(_ i: Int) throws -> ContentMode {
        guard case .contentMode(let v) = try value(i) else { throw wrong(i, "a ContentMode") }
        return v
    }
    func closure(_ i: Int) throws -> ClosureValue {
        guard case .closure(let c) = try value(i) else { throw wrong(i, "a closure") }
        return c
    }
    func gradient(_ i: Int) throws -> Gradient {
        guard case .gradient(let g) = try value(i) else { throw wrong(i, "a Gradient") }
        return g
    }
    func colors(_ i: Int) throws -> [Color] {
        guard case .array(let items) = try value(i) else { throw wrong(i, "an array of Color") }
        return try items.map { v in guard case .color(let c) = v else { throw wrong(i, "an array of Color") }; return c }
    }
    func stops(_ i: Int) throws -> [Gradient.Stop] {
        guard case .array(let items) = try value(i) else { throw wrong(i, "an array of Gradient.Stop") }
        return try items.map { v in guard case .gradientStop(let s) = v else { throw wrong(i, "an array of Gradient.Stop") }; return s }
    }
    func doubles(_ i: Int) throws -> [Double] {
        guard case .array(let items) = try value(i) else { throw wrong(i, "an array of numbers") }
        return try items.map { v in guard let d = v.doubleValue else { throw wrong(i, "an array of numbers") }; return d }
    }
    /// A `(x:, y:, z:)` tuple of numbers.
    func triple(_ i: Int) throws -> (Double, Double, Double) {
        guard case .tuple(_, let vs) = try value(i), vs.count == 3,
              let x = vs[0].doubleValue, let y = vs[1].doubleValue, let z = vs[2].doubleValue else {
            throw wrong(i, "an (x:, y:, z:) tuple of numbers")
        }
        return (x, y, z)
    }
}
