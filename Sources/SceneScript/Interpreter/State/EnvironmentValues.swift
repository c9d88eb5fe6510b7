import Document

/// The environment a view is built in: SwiftUI's `EnvironmentValues`, by key (`colorScheme`,
/// a custom key's property name) and, for objects (`.environmentObject(_:)`,
/// `.environment(model)`), by class name.
struct EnvironmentValues: Sendable {
    var values: [String: Value] = [:]

    static func objectKey(_ typeName: String) -> String { "object:" + typeName }
}

extension Interpreter {
    /// The key of an `@Environment(\.key)`, `@Environment(Model.self)` or `@EnvironmentObject`.
    func environmentKey(_ p: PropertyDecl) throws -> String {
        if p.wrapper == .environmentObject {
            guard case .named(let n, _)? = p.type else {
                throw Failure("@EnvironmentObject needs its type: @EnvironmentObject var model: Model", at: p.offset)
            }
            return EnvironmentValues.objectKey(n)
        }
        switch p.wrapperArgument?.kind {
        case .keyPath(let names)? where names.count == 1:
            return names[0]
        case .member(let base, "self")?:
            if case .identifier(let n) = base.kind, program.structs[n]?.role == .object { return EnvironmentValues.objectKey(n) }
        default:
            break
        }
        throw Failure("write @Environment(\\.key) or @Environment(Model.self) with an @Observable class", at: p.offset)
    }

    /// An `@Environment`/`@EnvironmentObject` property's value for the view `rec`.
    func environmentValue(_ p: PropertyDecl, of rec: Record, _ offset: Int) throws -> Value {
        let key = try environmentKey(p)
        if let v = (rec.environment ?? environment).values[key] { return v }
        if key.hasPrefix("object:") {
            let type = String(key.dropFirst("object:".count))
            let how = p.wrapper == .environmentObject ? ".environmentObject(\(type)())" : ".environment(\(type)())"
            throw Failure("no \(type) in the environment of '\(rec.type.name)'", at: offset,
                          supported: "add \(how) to a view that contains it (in the preview, for instance)")
        }
        return try environmentDefault(key, offset)
    }

    /// A key's value where no view set it: SwiftUI's defaults on an iPhone in portrait, or a
    /// custom key's `defaultValue`.
    func environmentDefault(_ key: String, _ offset: Int) throws -> Value {
        if let p = program.environmentKeys[key] {
            var env = Env()
            let h = p.type.map { Hint.of($0, program: program) } ?? .any
            if let x = p.initialValue { return try coerce(eval(x, &env, h), h, x.offset) }   // `@Entry var key = …`
            guard let keyType = program.environmentKeyTypes[key] else {
                throw Failure("cannot find the EnvironmentKey of '\(key)'", at: p.offset,
                              supported: "get { self[MyKey.self] } with struct MyKey: EnvironmentKey { static let defaultValue = … }")
            }
            let x = Expr(.member(Expr(.identifier(keyType), at: p.offset), "defaultValue"), at: p.offset)
            return try coerce(eval(x, &env, h), h, p.offset)
        }
        // Where no view set it, the scheme is the presentation's (the device's or the preferred one).
        if key == "colorScheme" { return .enumCase(type: "ColorScheme", name: presentationScheme.rawValue) }
        if let v = Library.environmentDefaults[key] { return v }
        throw Failure("unknown environment value '\\.\(key)'", at: offset,
                      supported: suggestion(for: key, among: Array(Library.environmentDefaults.keys) + Array(program.environmentKeys.keys)))
    }
}
