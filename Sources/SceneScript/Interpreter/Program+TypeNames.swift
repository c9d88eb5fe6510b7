/// Every type named in a type annotation (`let items: [Item]`, `func f(_ c: Colour)`, `x as Tab`)
/// must exist, as Swift's compiler checks: a type of the script, one the interpreter models, or a
/// Swift or SwiftUI name standing for one of those.
extension Program {
    /// Names that are types here besides the script's own.
    static let knownTypeNames: Set<String> = {
        var s = Set(Hint.typeHints.keys).union(Hint.staticTypes.keys).union(Library.typeNames)
        s.formUnion([
            // Swift
            "Array", "Optional", "Void", "Never", "Any", "AnyObject", "Self", "Character", "Substring", "Float",
            "Double", "Int", "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "Range", "ClosedRange",
            "Error", "Hashable", "Equatable", "Identifiable", "Sendable", "Comparable", "CustomStringConvertible",
            // SwiftUI / Observation
            "View", "Content", "Body", "ViewModifier", "AnimatableModifier", "Animatable", "AnimatablePair",
            "EmptyAnimatableData", "VectorArithmetic", "Shape", "InsettableShape", "ShapeStyle", "ObservableObject",
            "State", "Binding", "Published", "ObservedObject", "StateObject", "EnvironmentObject", "Environment",
            "EnvironmentValues", "EnvironmentKey", "Namespace", "Namespace.ID", "ViewBuilder", "PreviewProvider",
            "Transaction", "ColorScheme", "Axis", "GeometryEffect", "Transition",
            // Custom button styles (`func makeBody(configuration: Configuration) -> some View`).
            "ButtonStyle", "PrimitiveButtonStyle", "Configuration", "ButtonStyleConfiguration",
            "PrimitiveButtonStyleConfiguration",
            // Custom layouts.
            "Layout", "Subviews", "LayoutSubviews", "LayoutSubview", "ViewDimensions",
        ])
        return s
    }()

    /// One error per unknown type written (`cannot find type 'Widget' in scope`); a type left out
    /// because of an error (`broken`) is not another error (using it as a value fails with its error).
    static func checkTypeNames(_ uses: [TypeUse], structs: [String: StructDecl], enums: [String: EnumDecl],
                               broken: [String: Failure]) -> [Failure] {
        var problems: [Failure] = []
        for use in uses {
            var n = use.name
            if n.hasSuffix(".Type") { n.removeLast(5) }
            if structs[n] != nil || enums[n] != nil || knownTypeNames.contains(n) { continue }
            // `Item.ID` (an Identifiable's id type) and the like: a member type of a known type.
            if let dot = n.lastIndex(of: "."), n[n.index(after: dot)...] == "ID" { continue }
            // A type left out because of an error: that error is reported where the type is.
            if brokenType(n, scope: use.scope, broken) != nil { continue }
            if let instead = Library.unsupportedTypes[n] {
                problems.append(Failure("'\(n)' is not supported in scene scripts", at: use.offset, supported: instead))
            } else if let nested = nestedName(for: n, enums: enums, structs: structs) {
                problems.append(Failure("cannot find type '\(n)' in scope", at: use.offset,
                                        supported: "'\(nested)' (the type is nested)"))
            } else {
                let candidates = Array(structs.keys) + Array(enums.keys) + Array(Hint.typeHints.keys)
                problems.append(Failure("cannot find type '\(n)' in scope", at: use.offset,
                                        supported: closestMatch(n, candidates).map { "closest match '\($0)'" }))
            }
        }
        return problems
    }

    /// The error of a left-out type named `name` as seen from `scope` (innermost type first).
    static func brokenType(_ name: String, scope: String?, _ broken: [String: Failure]) -> Failure? {
        var s = scope
        while let outer = s {
            if let f = broken[outer + "." + name] { return f }
            s = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
        }
        return broken[name]
    }
}
