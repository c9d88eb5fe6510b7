import Document

/// A Swift type a built-in's parameter can be declared with (`Param<Double>`, `Param<Color?>`).
///
/// The type carries the `Hint` its arguments are evaluated and coerced with, so a declaration
/// names a parameter's type once, as Swift, and the compiler checks that the implementation
/// uses it as that type. Arguments reach `read` already coerced to `hint`, so `read` fails only
/// where coercion leaves some freedom (a tuple's shape).
protocol ScriptArgument: Sendable {
    /// The hint the argument is evaluated and coerced with.
    static var hint: Hint { get }
    /// What the error says was expected when `read` fails ("a number").
    static var expected: String { get }
    /// What an array of these is "an array of" in errors ("numbers", "Color").
    static var pluralName: String { get }
    /// The argument as this type; `offset` is where it stands in the source.
    static func read(_ v: Value, at offset: Int) -> Self?
}

extension ScriptArgument {
    static var expected: String { withArticle(hint.description) }
    static var pluralName: String { hint.description }
}

/// Any value (`_:any`): the implementation inspects it itself.
extension Value: ScriptArgument {
    static var hint: Hint { .any }
    static func read(_ v: Value, at _: Int) -> Value? { v }
}

/// `T?` accepts `nil` (Swift's `Color?`, `CGFloat?`): read as `.none`.
extension Optional: ScriptArgument where Wrapped: ScriptArgument {
    static var hint: Hint { .optional(Wrapped.hint) }
    static var expected: String { Wrapped.expected }
    static func read(_ v: Value, at offset: Int) -> Wrapped?? {
        if case .none = v { return .some(nil) }
        return Wrapped.read(v, at: offset).map { .some($0) }
    }
}

/// `[T]`: every element read as `T`.
extension Array: ScriptArgument where Element: ScriptArgument {
    static var hint: Hint { .array(Element.hint) }
    static var expected: String { "an array of " + Element.pluralName }
    static func read(_ v: Value, at offset: Int) -> [Element]? {
        guard case .array(let items) = v else { return nil }
        var out: [Element] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard let e = Element.read(item, at: offset) else { return nil }
            out.append(e)
        }
        return out
    }
}

/// An argument with where it stands in the source, for implementations that report errors about
/// that one argument (`count must not be negative`).
struct Located<T: ScriptArgument>: ScriptArgument {
    let value: T
    let offset: Int
    static var hint: Hint { T.hint }
    static var expected: String { T.expected }
    static func read(_ v: Value, at offset: Int) -> Located? { T.read(v, at: offset).map { Located(value: $0, offset: offset) } }
}

/// A `(x:, y:, z:)` tuple of numbers (`rotation3DEffect`'s axis).
struct AxisTuple: ScriptArgument {
    let x, y, z: Double
    static var hint: Hint { .tuple }
    static var expected: String { "an (x:, y:, z:) tuple of numbers" }
    static func read(_ v: Value, at _: Int) -> AxisTuple? {
        guard case .tuple(_, let vs) = v, vs.count == 3,
              let x = vs[0].doubleValue, let y = vs[1].doubleValue, let z = vs[2].doubleValue else { return nil }
        return AxisTuple(x: x, y: y, z: z)
    }
}

/// A `@Namespace` (its qualified name).
struct NamespaceName: ScriptArgument {
    let name: String
    static var hint: Hint { .namespace }
    static var expected: String { "a @Namespace" }
    static func read(_ v: Value, at _: Int) -> NamespaceName? { if case .namespace(let n) = v { NamespaceName(name: n) } else { nil } }
}

extension ContentTransition: ScriptArgument {
    static var hint: Hint { .contentTransition }
    static func read(_ v: Value, at _: Int) -> ContentTransition? { if case .contentTransition(let c) = v { c } else { nil } }
}

/// `.upUp` / `.downUp` for `blurReplace(_:)`.
struct BlurReplaceStyle: ScriptArgument {
    let upUp: Bool
    static var hint: Hint { .blurReplaceStyle }
    static func read(_ v: Value, at _: Int) -> BlurReplaceStyle? {
        if case .blurReplaceStyle(let up) = v { BlurReplaceStyle(upUp: up) } else { nil }
    }
}
