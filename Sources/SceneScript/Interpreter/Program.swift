import Document

/// A `@State` variable: the struct declaring it, its type and its initial value.
struct StateDecl: Sendable {
    enum Kind: Sendable, Equatable { case bool, int, double, string, enumeration(String) }
    let owner: String
    let decl: PropertyDecl
    let kind: Kind
    let isOptional: Bool
}

/// The checked declarations of one scene file: what the interpreter looks names up in.
final class Program: Sendable {
    let source: SourceText
    let limits: ScriptLimits
    let syntax: SyntaxFile
    let structs: [String: StructDecl]
    let enums: [String: EnumDecl]
    let functions: [String: FunctionDecl]
    let globals: [String: PropertyDecl]
    /// Methods and computed properties added by `extension StructName { … }`.
    let extensionMethods: [String: [String: FunctionDecl]]
    let extensionProperties: [String: [String: PropertyDecl]]
    /// `extension AnyTransition { static let flip … }` etc.: by the type's hint.
    let staticProperties: [Hint: [String: PropertyDecl]]
    let staticMethods: [Hint: [String: FunctionDecl]]
    /// `extension View { func card() -> some View { … } }`.
    let viewMethods: [String: FunctionDecl]
    let viewProperties: [String: PropertyDecl]
    /// `init`s added by extensions, by the extended type's name (a script struct or a built-in
    /// such as `Color`); a struct's own `init`s are on its `StructDecl`.
    let extensionInitializers: [String: [FunctionDecl]]
    let states: [String: StateDecl]
    /// The canvas, pixel scale and random seed the scene is loaded with (`UIScreen.main`, `random`).
    let context: SceneContext

    init(source: SourceText, syntax: SyntaxFile, limits: ScriptLimits, context: SceneContext = .standard) throws {
        self.source = source; self.syntax = syntax; self.limits = limits; self.context = context
        var structs: [String: StructDecl] = [:], enums: [String: EnumDecl] = [:]
        var seen: [String: Int] = [:]
        func declare(_ name: String, _ offset: Int) throws {
            // A nested type (`CardGrid.Layout`) is checked by its own name, in its outer type.
            let (outer, simple) = Program.splitNested(name)
            if Program.builtinTypeNames.contains(simple) {
                throw Failure("'\(simple)' is a built-in SwiftUI name; choose another name", at: offset)
            }
            if seen[name] != nil {
                throw Failure("'\(simple)' is declared twice" + (outer.map { " in '\($0)'" } ?? ""), at: offset)
            }
            seen[name] = offset
        }
        // In source order, so a clash is reported at the later declaration, as Swift does.
        let types = syntax.structs.map { ($0.name, $0.offset) } + syntax.enums.map { ($0.name, $0.offset) }
        for (name, offset) in types.sorted(by: { $0.1 < $1.1 }) { try declare(name, offset) }
        for s in syntax.structs { structs[s.name] = s }
        for e in syntax.enums { enums[e.name] = e }
        var functions: [String: FunctionDecl] = [:], globals: [String: PropertyDecl] = [:]
        for f in syntax.functions { try declare(f.name, f.offset); functions[f.name] = f }
        for g in syntax.globals {
            try declare(g.name, g.offset)
            if g.wrapper != nil { throw Failure("@\(g.wrapper!.rawValue) is only allowed inside a view", at: g.offset) }
            globals[g.name] = g
        }
        self.structs = structs; self.enums = enums; self.functions = functions; self.globals = globals

        var extMethods: [String: [String: FunctionDecl]] = [:], extProps: [String: [String: PropertyDecl]] = [:]
        var staticProps: [Hint: [String: PropertyDecl]] = [:], staticMethods: [Hint: [String: FunctionDecl]] = [:]
        var viewMethods: [String: FunctionDecl] = [:], viewProps: [String: PropertyDecl] = [:]
        var extInits: [String: [FunctionDecl]] = [:]
        for ext in syntax.extensions {
            if !ext.initializers.isEmpty {
                try Program.checkInitializerTarget(ext, structs: structs, enums: enums)
                extInits[ext.typeName, default: []] += ext.initializers
            }
            if let s = structs[ext.typeName] {
                for m in ext.methods {
                    if s.method(m.name) != nil || extMethods[s.name]?[m.name] != nil {
                        throw Failure("'\(m.name)' is declared twice in '\(s.name)'", at: m.offset)
                    }
                    extMethods[s.name, default: [:]][m.name] = m
                }
                for p in ext.properties { extProps[s.name, default: [:]][p.name] = p }
            } else if ext.typeName == "View" {
                for m in ext.methods where !m.isStatic { viewMethods[m.name] = m }
                for p in ext.properties where !p.isStatic { viewProps[p.name] = p }
                if let s = ext.methods.first(where: { $0.isStatic }) {
                    throw Failure("static members in 'extension View' are not supported", at: s.offset)
                }
            } else if let hint = Hint.staticTypes[ext.typeName] {
                for p in ext.properties {
                    guard p.isStatic else {
                        throw Failure("only static members can be added to '\(ext.typeName)'", at: p.offset,
                                      supported: "static let/var/func")
                    }
                    staticProps[hint, default: [:]][p.name] = p
                }
                for m in ext.methods {
                    guard m.isStatic else {
                        throw Failure("only static members can be added to '\(ext.typeName)'", at: m.offset,
                                      supported: "static let/var/func")
                    }
                    staticMethods[hint, default: [:]][m.name] = m
                }
            } else if enums[ext.typeName] != nil {
                throw Failure("extensions of enums are not supported", at: ext.offset)
            } else {
                throw Failure("cannot extend '\(ext.typeName)'", at: ext.offset,
                              supported: suggestion(for: ext.typeName, among: ["View", "AnyTransition", "Animation", "Color", "Font", "Angle"]
                                                    + Array(structs.keys)))
            }
        }
        extensionMethods = extMethods; extensionProperties = extProps
        staticProperties = staticProps; self.staticMethods = staticMethods
        self.viewMethods = viewMethods; viewProperties = viewProps
        extensionInitializers = extInits

        var states: [String: StateDecl] = [:]
        for s in syntax.structs {
            var names = Set<String>()
            for p in s.properties {
                if !names.insert(p.name).inserted { throw Failure("'\(p.name)' is declared twice in '\(s.name)'", at: p.offset) }
            }
            for m in s.methods where names.contains(m.name) {
                throw Failure("'\(m.name)' is declared twice in '\(s.name)'", at: m.offset)
            }
            for p in s.properties {
                if p.wrapper != nil && s.role != .view {
                    throw Failure("@\(p.wrapper!.rawValue) is only allowed in a View", at: p.offset)
                }
                guard p.wrapper == .state else { continue }
                if p.isLet { throw Failure("@State must be 'var'", at: p.offset) }
                if let other = states[p.name] {
                    throw Failure("@State '\(p.name)' is declared in both '\(other.owner)' and '\(s.name)'; state names must be unique in a scene", at: p.offset)
                }
                states[p.name] = try Program.stateDecl(p, owner: s.name, enums: enums)
            }
        }
        self.states = states
        try checkInitializers()
    }

    static func stateDecl(_ p: PropertyDecl, owner: String, enums: [String: EnumDecl]) throws -> StateDecl {
        var type = p.type
        var optional = false
        if case .optional(let w)? = type { optional = true; type = w }
        func kind(of t: TypeRef) -> StateDecl.Kind? {
            guard case .named(let n, let args) = t, args.isEmpty else { return nil }
            switch n {
            case "Bool": return .bool
            case "Int": return .int
            case "Double", "CGFloat", "Float": return .double
            case "String": return .string
            default: return enums[n] != nil ? .enumeration(n) : nil
            }
        }
        let supported = "Bool, Int, Double/CGFloat, String, a simple enum, or an optional of these"
        if let type {
            guard let k = kind(of: type) else {
                if let nested = Program.nestedName(for: type.description, enums: enums) {
                    throw Failure("cannot find type '\(type)' in scope", at: p.offset, supported: "'\(nested)' (the type is nested)")
                }
                throw Failure("@State of type '\(type)' is not supported", at: p.offset, supported: supported)
            }
            return StateDecl(owner: owner, decl: p, kind: k, isOptional: optional)
        }
        // Inferred from the literal.
        switch p.initialValue?.kind {
        case .bool?: return StateDecl(owner: owner, decl: p, kind: .bool, isOptional: false)
        case .integer?: return StateDecl(owner: owner, decl: p, kind: .int, isOptional: false)
        case .float?: return StateDecl(owner: owner, decl: p, kind: .double, isOptional: false)
        case .string?: return StateDecl(owner: owner, decl: p, kind: .string, isOptional: false)
        case .member(let base, _)?:
            if case .identifier(let n) = base.kind, enums[n] != nil {
                return StateDecl(owner: owner, decl: p, kind: .enumeration(n), isOptional: false)
            }
            // `Double.zero`, `CGFloat.pi`, `Int.max`: the type's own constants.
            if case .identifier(let n) = base.kind, let k = kind(of: .named(n, [])), k != .bool {
                return StateDecl(owner: owner, decl: p, kind: k, isOptional: false)
            }
        case .call(let callee, _)?:
            // `CGFloat(0)`, `Double(count)`, `String(…)`: a conversion names its type.
            if case .identifier(let n) = callee.kind, let k = kind(of: .named(n, [])), enums[n] == nil {
                return StateDecl(owner: owner, decl: p, kind: k, isOptional: false)
            }
        case .prefix("-", let e)?:
            if case .integer = e.kind { return StateDecl(owner: owner, decl: p, kind: .int, isOptional: false) }
            if case .float = e.kind { return StateDecl(owner: owner, decl: p, kind: .double, isOptional: false) }
        default: break
        }
        throw Failure("cannot tell the type of @State '\(p.name)'; add a type annotation", at: p.offset,
                      supported: supported)
    }

    static let builtinTypeNames: Set<String> = [
        "View", "Text", "Image", "Color", "Button", "HStack", "VStack", "ZStack", "ForEach", "Group", "Spacer",
        "Divider", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "Angle", "Animation",
        "AnyTransition", "Font", "Edge", "Alignment", "UnitPoint", "GridItem", "LazyVGrid", "LazyHGrid", "Grid",
        "GridRow", "ScrollView", "EmptyView", "AnyView", "Double", "Int", "String", "Bool", "CGFloat",
        "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "Task", "DispatchQueue",
    ]
}
