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
    /// A `Character` (an element of a String: `Array("abc")`, `for ch in text`).
    case character(Character)
    /// Foundation and UIKit values (`UUID()`, `Date()`, `0.0...1.0`, `UIScreen.main`): see
    /// `PlatformValue`.
    case platform(PlatformValue)
    case array([Value])
    case tuple(labels: [String?], values: [Value])
    /// `a..<b` (a `...` range is stored half-open).
    case range(Int, Int)
    /// An instance of a struct declared in the script (a view, a view modifier or data).
    case record(Record)
    /// A case of an enum declared in the script (or a built-in one), with its associated values
    /// in declaration order (empty for a case without them).
    case enumCase(type: String, name: String, payload: [Value] = [])
    /// `["a": 1]`: a dictionary (its keys in insertion order).
    case dictionary(DictionaryValue)
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
    /// `.numericText()`, `.opacity`, … for `contentTransition(_:)`.
    case contentTransition(ContentTransition)
    /// `.bounce.up`, `.pulse`, … (its trigger is set by the modifier that takes it).
    case symbolEffect(SymbolEffect)
    /// `.repeat(2)`, `.speed(1.5)`, `.nonRepeating`: `repeatCount` nil = the effect's default.
    case symbolEffectOptions(repeatCount: Int?, speed: Double)
    /// `Transaction(animation:)`, a `.transaction` closure's parameter.
    case transaction(Transaction)
    /// `$x`, `$model.field`, `Binding(get:set:)`, `.constant(v)`: where a value is read and written.
    case binding(BindingRef)
    /// An instance of a class declared in the script (reference semantics: the store holds it).
    case object(ObjectRef)
    /// A property wrapper made explicitly (`State(initialValue: v)`, `StateObject(wrappedValue: m)`)
    /// for `_x = …` in an `init`: the wrapper's name and its value.
    case wrapped(String, Value)
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

/// An instance of a script-declared struct (or the fields of a class instance).
struct Record: Sendable {
    let type: StructDecl
    var fields: [String: Value]
    /// A view's instance identity (who owns its `@State`); nil for data.
    var identity: Identity? = nil
    /// The initial values of a view's `@State`/`@StateObject` variables, as this instance computed
    /// them (used until an action writes the slot).
    var states: [String: Value] = [:]
    /// The environment the view was made in.
    var environment: EnvironmentValues? = nil

    init(type: StructDecl, fields: [String: Value]) { self.type = type; self.fields = fields }
}

/// A closure value: its syntax and the scope it was made in.
struct ClosureValue: Sendable {
    let closure: Closure
    let env: Env
    /// Passed to a `@ViewBuilder` parameter or property: calling it builds views.
    var isViewBuilder = false
}

extension Value {
    /// Values that contain other values.
    var isComposite: Bool {
        switch self {
        case .array, .tuple, .animatablePair, .record, .dictionary: return true
        case .enumCase(_, _, let payload): return !payload.isEmpty
        default: return false
        }
    }

    /// The type name used in error messages ("found a String"): a model type's is its hint's
    /// name, so each name is written once (in `Hint.description`).
    var typeName: String {
        if let h = hintNamingType { return h.description }
        switch self {
        case .void: return "Void"
        case .none: return "nil"
        case .double: return "Double"
        case .array: return "an array"
        case .range: return "a range"
        case .record(let r): return r.type.name
        case .enumCase(let t, _, _): return t
        case .dictionary: return "a dictionary"
        case .view: return "a view"
        case .shape: return "a shape"
        case .style: return "a ShapeStyle"
        case .path: return "Path"
        case .keyPath: return "a key path"
        case .type(let n): return "the type \(n)"
        case .animatablePair: return "AnimatablePair"
        case .binding: return "Binding"
        case .wrapped(let w, _): return w
        case .object(let o): return o.initial.type.name
        case .character: return "Character"
        case .platform(let p): return p.typeName
        default: return "a value"
        }
    }

    /// The hint whose name is also this value's type name; nil where the names differ (a
    /// `Double` is a `CGFloat` as a hint) or no hint stands for the value's type.
    private var hintNamingType: Hint? {
        switch self {
        case .bool: return .bool
        case .int: return .int
        case .string: return .string
        case .tuple: return .tuple
        case .color: return .color
        case .gradient: return .gradient
        case .gradientStop: return .gradientStop
        case .angle: return .angle
        case .unitPoint: return .unitPoint
        case .alignment: return .alignment
        case .horizontalAlignment: return .horizontalAlignment
        case .verticalAlignment: return .verticalAlignment
        case .edge: return .edge
        case .edgeInsets: return .edgeInsets
        case .axes: return .axes
        case .size: return .size
        case .point: return .point
        case .rect: return .rect
        case .font: return .font
        case .fontWeight: return .fontWeight
        case .fontDesign: return .fontDesign
        case .textStyle: return .textStyle
        case .animation: return .animation
        case .transition: return .transition
        case .gridItem: return .gridItem
        case .gridItemSize: return .gridItemSize
        case .strokeStyle: return .strokeStyle
        case .lineCap: return .lineCap
        case .lineJoin: return .lineJoin
        case .cornerStyle: return .cornerStyle
        case .contentMode: return .contentMode
        case .textAlignment: return .textAlignment
        case .truncationMode: return .truncationMode
        case .matchedProperties: return .matchedProperties
        case .namespace: return .namespace
        case .closure: return .closure
        case .duration: return .duration
        case .deadline: return .deadline
        case .blurReplaceStyle: return .blurReplaceStyle
        case .contentTransition: return .contentTransition
        case .symbolEffect: return .symbolEffect
        case .symbolEffectOptions: return .symbolEffectOptions
        case .transaction: return .transaction
        case .character, .platform: return nil
        case .void, .none, .double, .array, .range, .record, .enumCase, .dictionary, .view, .shape, .style, .path, .keyPath, .type, .animatablePair,
             .binding, .object, .wrapped:
            return nil
        }
    }

    /// "a String", "an Int" for messages.
    var described: String { withArticle(typeName) }
}

/// "a String", "an Int", "a view" for messages (names that already start with an article stay).
func withArticle(_ n: String) -> String {
    if n.hasPrefix("a ") || n.hasPrefix("an ") || n.hasPrefix("the ") || n == "nil" { return n }
    return ("AEIOU".contains(n.first ?? "x") && !n.hasPrefix("UI") && !n.hasPrefix("UU") ? "an " : "a ") + n
}

extension Value {
    /// Whether two values are equal as `==` compares them (false where `==` does not apply).
    static func same(_ a: Value, _ b: Value) -> Bool { (try? Interpreter.equal(a, b, 0)) ?? false }

    /// A short description for debugging and state dumps.
    var debugDescription: String {
        switch self {
        case .none: return "nil"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return formatNumber(d)
        case .string(let s): return "\"\(s)\""
        case .enumCase(let t, let n, let payload):
            return "\(t).\(n)" + (payload.isEmpty ? "" : "(" + payload.map(\.debugDescription).joined(separator: ", ") + ")")
        case .array(let items): return "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.isEmpty { return "[:]" }
            return "[" + zip(d.keys, d.values).map { "\($0.debugDescription): \($1.debugDescription)" }.joined(separator: ", ") + "]"
        case .record(let r):
            return r.type.name + "(" + r.fields.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.debugDescription)" }
                .joined(separator: ", ") + ")"
        case .object(let o): return "\(o.initial.type.name)@\(o.id)"
        case .color(let c): return "\(c)"
        default: return typeName
        }
    }
}

extension Value {
    static func isNone(_ v: Value) -> Bool { if case .none = v { return true } else { return false } }
}
