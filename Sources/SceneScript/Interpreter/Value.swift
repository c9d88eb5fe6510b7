import Document

/// A value while a scene script runs. Model types (`Color`, `Angle`, `Animation`, `Transition`,
/// `ViewNode`, …) are kept as the Document values the Swift API would produce.
indirect enum Value: Sendable {
    case void
    /// `nil`
    case none
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case tuple(labels: [String?], values: [Value])
    /// `a..<b` (a `...` range is stored half-open).
    case range(Int, Int)
    /// An instance of a struct declared in the script (a view, a view modifier or data).
    case record(Record)
    /// A case of an enum declared in the script.
    case enumCase(type: String, name: String)
    case view(ViewValue)
    /// A shape (possibly painted with `fill`/`stroke`).
    case shape(ShapeView, painted: Bool)
    case color(Color)
    /// Any other shape style (gradients, materials, `.foreground`, styles with opacity).
    case style(Fill)
    case gradient(Gradient)
    case gradientStop(Gradient.Stop)
    case angle(Angle)
    case unitPoint(UnitPoint)
    case alignment(Alignment)
    case horizontalAlignment(Alignment.Horizontal)
    case verticalAlignment(Alignment.Vertical)
    /// `Edge` and `Edge.Set` (one type in the model).
    case edge(Edge)
    case edgeInsets(EdgeInsets)
    case axes(Axes)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case font(Font)
    case fontWeight(Font.Weight)
    case fontDesign(Font.Design)
    case textStyle(Font.TextStyle)
    case animation(Animation)
    case transition(Transition)
    case gridItem(GridItem)
    case gridItemSize(GridItem.Size)
    case strokeStyle(StrokeStyle)
    case lineCap(LineCap)
    case lineJoin(LineJoin)
    case cornerStyle(RoundedCornerStyle)
    case contentMode(ContentMode)
    case textAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    case matchedProperties(MatchedGeometry.Properties)
    case path(Path)
    /// A `@Namespace` (its qualified name).
    case namespace(String)
    case keyPath([String])
    case closure(ClosureValue)
    /// A type used as a value: the base of `Color.red`, `Angle(degrees:)`, `Double(x)`.
    case type(String)
    /// `.seconds(1)` (in seconds).
    case duration(Double)
    /// `.now() + 1` (seconds from now).
    case deadline(Double)
    case animatablePair(Value, Value)
    /// `.upUp` / `.downUp` for `blurReplace(_:)`.
    case blurReplaceStyle(upUp: Bool)
}

/// A view: its model node and, when it is a builder block, `ForEach` or `Group`, the children it
/// contributes as a container's whole content (the API's `_makeChildren`; nil = just itself).
struct ViewValue: Sendable {
    var node: ViewNode
    var children: [IdentifiedView]?
    /// Nodes from here to the deepest leaf (bounded by `ScriptLimits.maxViewDepth`).
    var depth: Int

    init(node: ViewNode, children: [IdentifiedView]? = nil, depth: Int) {
        self.node = node; self.children = children; self.depth = depth
    }
    var childList: [IdentifiedView] { children ?? [IdentifiedView(node)] }
}

/// An instance of a script-declared struct.
struct Record: Sendable {
    let type: StructDecl
    var fields: [String: Value]
}

/// A closure value: its syntax and the scope it was made in.
struct ClosureValue: Sendable {
    let closure: Closure
    let env: Env
}

extension Value {
    /// Values that contain other values.
    var isComposite: Bool {
        switch self {
        case .array, .tuple, .animatablePair, .record: return true
        default: return false
        }
    }

    /// The type name used in error messages ("found a String").
    var typeName: String {
        switch self {
        case .void: return "Void"
        case .none: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "an array"
        case .tuple: return "a tuple"
        case .range: return "a range"
        case .record(let r): return r.type.name
        case .enumCase(let t, _): return t
        case .view: return "a view"
        case .shape: return "a shape"
        case .color: return "Color"
        case .style: return "a ShapeStyle"
        case .gradient: return "Gradient"
        case .gradientStop: return "Gradient.Stop"
        case .angle: return "Angle"
        case .unitPoint: return "UnitPoint"
        case .alignment: return "Alignment"
        case .horizontalAlignment: return "HorizontalAlignment"
        case .verticalAlignment: return "VerticalAlignment"
        case .edge: return "Edge"
        case .edgeInsets: return "EdgeInsets"
        case .axes: return "Axis.Set"
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .rect: return "CGRect"
        case .font: return "Font"
        case .fontWeight: return "Font.Weight"
        case .fontDesign: return "Font.Design"
        case .textStyle: return "Font.TextStyle"
        case .animation: return "Animation"
        case .transition: return "AnyTransition"
        case .gridItem: return "GridItem"
        case .gridItemSize: return "GridItem.Size"
        case .strokeStyle: return "StrokeStyle"
        case .lineCap: return "CGLineCap"
        case .lineJoin: return "CGLineJoin"
        case .cornerStyle: return "RoundedCornerStyle"
        case .contentMode: return "ContentMode"
        case .textAlignment: return "TextAlignment"
        case .truncationMode: return "Text.TruncationMode"
        case .matchedProperties: return "MatchedGeometryProperties"
        case .path: return "Path"
        case .namespace: return "Namespace.ID"
        case .keyPath: return "a key path"
        case .closure: return "a closure"
        case .type(let n): return "the type \(n)"
        case .duration: return "Duration"
        case .deadline: return "DispatchTime"
        case .animatablePair: return "AnimatablePair"
        case .blurReplaceStyle: return "BlurReplaceTransition.Configuration"
        }
    }

    /// "a String", "an Int" for messages.
    var described: String {
        let n = typeName
        if n.hasPrefix("a ") || n.hasPrefix("an ") || n.hasPrefix("the ") || n == "nil" { return n }
        return ("AEIOU".contains(n.first ?? "x") ? "an " : "a ") + n
    }
}
