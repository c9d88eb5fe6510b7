/// The syntax tree of a scene script. Every node keeps the byte offset it starts at, for errors.
///
/// Nodes are immutable values shared by reference (`final class`), so closures that interpret
/// them later (state mutations, custom modifier bodies) capture them cheaply and safely.
final class Expr: Sendable {
    indirect enum Kind: Sendable {
        case integer(Int)
        case float(Double)
        case bool(Bool)
        case string([StringSegment])
        case `nil`
        case identifier(String)
        /// `.red`, `.degrees(…)` (the call wraps it): resolved against the expected type.
        case implicitMember(String)
        case member(Expr, String)
        /// `a?.b`
        case optionalMember(Expr, String)
        case call(Expr, [Argument])
        case `subscript`(Expr, [Argument])
        case prefix(String, Expr)
        case postfix(String, Expr)
        case binary(String, Expr, Expr)
        case ternary(Expr, Expr, Expr)
        case closure(Closure)
        case array([Expr])
        /// `["a": 1, "b": 2]`, `[:]`: key-value pairs in source order.
        case dictionary([(key: Expr, value: Expr)])
        /// A parenthesized list: one unlabeled element is just grouping and is not a tuple.
        case tuple([Argument])
        /// `\.self`, `\.id`, `\Item.id`: the property names.
        case keyPath([String])
        /// `x as Double` (conversions between numeric types only).
        case cast(Expr, TypeRef)
        /// `try`, `try?`, `await`: no effect here except that `try?` turns errors into nil.
        case `try`(Expr, optional: Bool)
        case await(Expr)
    }
    let kind: Kind
    let offset: Int
    init(_ kind: Kind, at offset: Int) { self.kind = kind; self.offset = offset }
}

enum StringSegment: Sendable {
    case text(String)
    case interpolation(Expr)
}

struct Argument: Sendable {
    var label: String?
    var value: Expr
    /// A trailing closure (`{ … }` after the parentheses).
    var isTrailing: Bool
    var offset: Int
}

/// `{ a, b in … }`, `{ $0 * 2 }`, `{ … }`.
final class Closure: Sendable {
    let parameters: [String]
    /// Uses `$0`, `$1`, … (the highest index + 1), when it has no parameter list.
    let shorthandCount: Int
    let body: [Stmt]
    let offset: Int
    init(parameters: [String], shorthandCount: Int, body: [Stmt], offset: Int) {
        self.parameters = parameters; self.shorthandCount = shorthandCount; self.body = body; self.offset = offset
    }
}

/// A type as written (`CGFloat`, `[Item]`, `Int?`, `some View`, `Namespace.ID`, `(x: Double, y: Double)`).
indirect enum TypeRef: Sendable, Equatable, CustomStringConvertible {
    case named(String, [TypeRef])
    case optional(TypeRef)
    case array(TypeRef)
    /// `[Key: Value]`, `Dictionary<Key, Value>`.
    case dictionary(TypeRef, TypeRef)
    case tuple([String?], [TypeRef])
    case some(String)
    /// `(Int) -> Color`, `() -> Void`: the parameter types and the result.
    case function([TypeRef], TypeRef)

    var description: String {
        switch self {
        case .named(let n, let args): return args.isEmpty ? n : "\(n)<\(args.map(\.description).joined(separator: ", "))>"
        case .optional(let t): return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .tuple(_, let ts): return "(\(ts.map(\.description).joined(separator: ", ")))"
        case .some(let n): return "some \(n)"
        case .function(let ps, let r): return "(" + ps.map(\.description).joined(separator: ", ") + ") -> \(r)"
        }
    }
}

final class Stmt: Sendable {
    enum Kind: Sendable {
        case expression(Expr)
        /// `let`/`var` name (: Type)? (= value)?
        case binding(isLet: Bool, name: String, type: TypeRef?, value: Expr?)
        /// `target = value`, `target += value`, …
        case assign(op: String, target: Expr, value: Expr)
        case `if`([Condition], then: [Stmt], else: [Stmt]?)
        case `for`(name: String?, sequence: Expr, where: Expr?, body: [Stmt])
        case `return`(Expr?)
        /// `switch subject { case …: … default: … }` (see `SwitchCase`).
        case `switch`(Expr, [SwitchCase])
        /// `guard conditions else { … }`: the else block never falls through (checked when
        /// parsed); `guard let` names stay bound after the guard.
        case `guard`([Condition], else: [Stmt])
        /// `while conditions { … }` (bounded like `for`).
        case `while`([Condition], body: [Stmt])
        /// `repeat { … } while condition` (bounded like `for`).
        case `repeat`(body: [Stmt], condition: Expr)
        /// Leaves the innermost loop or switch (checked when parsed to be inside one).
        case `break`
        /// Goes to the next iteration of the innermost loop.
        case `continue`
    }
    let kind: Kind
    let offset: Int
    /// An `if` written as `else if` (part of its parent's chain, which view builders treat as
    /// one multi-way choice).
    let isElseIf: Bool
    init(_ kind: Kind, at offset: Int, isElseIf: Bool = false) { self.kind = kind; self.offset = offset; self.isElseIf = isElseIf }
}

enum Condition: Sendable {
    case expression(Expr)
    /// `if let name = value` / `if let name`.
    case optionalBinding(name: String, value: Expr)
    /// `if case pattern = value` (also in `guard` and `while`): the pattern's names are bound.
    case pattern(Pattern, Expr)
}

/// A function or method parameter: `_ name: Type = default`.
struct Parameter: Sendable {
    var label: String?
    var name: String
    var type: TypeRef
    var defaultValue: Expr?
    var offset: Int
    /// `@ViewBuilder content: () -> Content`: a closure passed here builds views.
    var isViewBuilder = false
}

/// A `func`, or an `init` (named "init", with no return type).
final class FunctionDecl: Sendable {
    let name: String
    let parameters: [Parameter]
    let returnType: TypeRef?
    let body: [Stmt]
    let isStatic: Bool
    let isViewBuilder: Bool
    /// `mutating func`: it may change `self` (the caller's variable is written back).
    let isMutating: Bool
    /// `func load() async`: its sleeps are timeline steps where an action awaits it.
    let isAsync: Bool
    /// `<T: View, U>`: generic parameters (erased at run time: values are dynamically typed).
    let genericParameters: [String]
    let offset: Int
    init(name: String, parameters: [Parameter], returnType: TypeRef?, body: [Stmt], isStatic: Bool,
         isViewBuilder: Bool, isMutating: Bool = false, isAsync: Bool = false, genericParameters: [String] = [],
         offset: Int) {
        self.name = name; self.parameters = parameters; self.returnType = returnType; self.body = body
        self.isStatic = isStatic; self.isViewBuilder = isViewBuilder; self.isMutating = isMutating
        self.isAsync = isAsync; self.genericParameters = genericParameters; self.offset = offset
    }
}

/// A stored or computed property.
final class PropertyDecl: Sendable {
    enum Wrapper: String, Sendable {
        case state = "State", namespace = "Namespace", stateObject = "StateObject", observedObject = "ObservedObject"
        case environmentObject = "EnvironmentObject", binding = "Binding", bindable = "Bindable"
        case environment = "Environment", published = "Published"

        /// The view instance owns the value (it is kept with the view's identity).
        var ownsStorage: Bool { self == .state || self == .stateObject }
        /// The memberwise initializer takes the property (`@Binding var isOn` → `isOn: $x`).
        var isInitialized: Bool { self == .binding || self == .observedObject || self == .bindable || self == .published }
    }
    let name: String
    let isLet: Bool
    let isStatic: Bool
    let type: TypeRef?
    let initialValue: Expr?
    /// A computed property's getter (`var x: T { … }` or `get { … }`).
    let getter: [Stmt]?
    /// `set { … }` (with `newValue`).
    let setter: [Stmt]?
    let wrapper: Wrapper?
    /// The wrapper's argument: `@Environment(\.colorScheme)`'s key path, `@Environment(Model.self)`'s type.
    let wrapperArgument: Expr?
    let isViewBuilder: Bool
    /// `lazy var x = …`: its initial value is computed (with `self`) when first read.
    let isLazy: Bool
    let offset: Int
    init(name: String, isLet: Bool, isStatic: Bool, type: TypeRef?, initialValue: Expr?, getter: [Stmt]?,
         setter: [Stmt]?, wrapper: Wrapper?, wrapperArgument: Expr? = nil, isViewBuilder: Bool, isLazy: Bool = false, offset: Int) {
        self.name = name; self.isLet = isLet; self.isStatic = isStatic; self.type = type
        self.initialValue = initialValue; self.getter = getter; self.setter = setter; self.wrapper = wrapper
        self.wrapperArgument = wrapperArgument; self.isViewBuilder = isViewBuilder; self.isLazy = isLazy; self.offset = offset
    }
    var isStored: Bool { getter == nil }
}

/// `struct Name: Conformances { … }`.
final class StructDecl: Sendable {
    /// `previewProvider`: a `PreviewProvider`, turned into previews by the parser.
    /// `object`: a class (reference semantics; `ObservableObject`, `@Observable`).
    /// `shape`: a `Shape`/`InsettableShape` with `func path(in:)`, drawn as a custom shape.
    enum Role: Sendable { case view, modifier, data, previewProvider, object, shape }
    let name: String
    let conformances: [String]
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    /// `init(…) { … }` declared in the struct itself: any of them takes the memberwise
    /// initializer away, as in Swift (those declared in an extension do not).
    let initializers: [FunctionDecl]
    let role: Role
    /// `struct Card<Content: View>`: generic parameters, erased at run time.
    let genericParameters: [String]
    let offset: Int
    init(name: String, conformances: [String], properties: [PropertyDecl], methods: [FunctionDecl],
         initializers: [FunctionDecl] = [], role: Role, genericParameters: [String] = [], offset: Int) {
        self.name = name; self.conformances = conformances; self.properties = properties; self.methods = methods
        self.initializers = initializers; self.role = role; self.genericParameters = genericParameters; self.offset = offset
    }
    func property(_ n: String) -> PropertyDecl? { properties.first { $0.name == n && !$0.isStatic } }
    func method(_ n: String) -> FunctionDecl? { methods.first { $0.name == n && !$0.isStatic } }
    /// Stored instance properties in declaration order (the memberwise initializer's parameters).
    var storedProperties: [PropertyDecl] {
        properties.filter { $0.isStored && !$0.isStatic && !$0.isLazy && ($0.wrapper == nil || $0.wrapper!.isInitialized) }
    }
}

/// `enum Name: RawType, Protocols { case a, b(Int), c(label: T) = raw … members }`.
final class EnumDecl: Sendable {
    /// One `case`: its name, its associated values (empty: none) and its raw value as written.
    struct Case: Sendable {
        let name: String
        let payload: [PayloadField]
        let rawValue: Expr?
        let offset: Int
    }
    /// An associated value: `radius: Double`, `Double`, `label: T = default`.
    struct PayloadField: Sendable {
        let label: String?
        let type: TypeRef
        let defaultValue: Expr?
    }
    let name: String
    let conformances: [String]
    let caseList: [Case]
    /// Computed and static properties (an enum has no stored instance properties).
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    let initializers: [FunctionDecl]
    let genericParameters: [String]
    let offset: Int
    init(name: String, conformances: [String] = [], cases: [Case], properties: [PropertyDecl] = [],
         methods: [FunctionDecl] = [], initializers: [FunctionDecl] = [], genericParameters: [String] = [], offset: Int) {
        self.name = name; self.conformances = conformances; self.caseList = cases; self.properties = properties
        self.methods = methods; self.initializers = initializers; self.genericParameters = genericParameters
        self.offset = offset
    }
    /// The case names, in declaration order.
    var cases: [String] { caseList.map(\.name) }
    func enumCase(_ n: String) -> Case? { caseList.first { $0.name == n } }
    /// `enum Tab: String` / `: Int` / `: Double` / `: Character`: the raw type (the first
    /// conformance, as Swift requires).
    var rawType: String? {
        guard let first = conformances.first, ["String", "Int", "Double", "Character", "CGFloat", "Float", "UInt"].contains(first) else { return nil }
        return first
    }
}

/// `protocol Name: Inherited { var x: T { get } … func f() -> T … }`: requirements only (default
/// implementations come from `extension Name { … }`).
final class ProtocolDecl: Sendable {
    /// A requirement: a property (`var tint: Color { get }`), a method or an init, by name.
    struct Requirement: Sendable {
        enum Kind: Sendable { case property, method, initializer }
        let kind: Kind
        let name: String
        let isStatic: Bool
        /// As written, for messages: `var tint: Color`, `func badge() -> some View`.
        let text: String
        let offset: Int
    }
    let name: String
    let inherited: [String]
    let requirements: [Requirement]
    let offset: Int
    init(name: String, inherited: [String], requirements: [Requirement], offset: Int) {
        self.name = name; self.inherited = inherited; self.requirements = requirements; self.offset = offset
    }
}

/// `extension Type { static … }` or `extension View { func … }`.
final class ExtensionDecl: Sendable {
    let typeName: String
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    /// `extension Color { init(hex: UInt) { … } }`, `extension Item { init(…) }`.
    let initializers: [FunctionDecl]
    /// `extension Tab: Identifiable { … }`: conformances the extension adds.
    let conformances: [String]
    let offset: Int
    init(typeName: String, properties: [PropertyDecl], methods: [FunctionDecl], initializers: [FunctionDecl] = [],
         conformances: [String] = [], offset: Int) {
        self.typeName = typeName; self.properties = properties; self.methods = methods
        self.initializers = initializers; self.conformances = conformances; self.offset = offset
    }
}

/// `#Preview { … }` / `#Preview("name") { … }`.
struct PreviewDecl: Sendable {
    var name: String?
    var body: [Stmt]
    var offset: Int
    /// Lenient loading: the error that left the preview out (rendering it fails with it).
    var failure: Failure? = nil
}

/// `@Name` or `@Name(arguments)` before a declaration.
struct Attribute: Sendable {
    let name: String
    let offset: Int
    let arguments: [Argument]?
}
