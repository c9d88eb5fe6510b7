import Document

/// A `@State` or `@StateObject` variable of a view: storage the view instance owns.
struct StateDecl: Sendable {
    let owner: String
    let decl: PropertyDecl

    /// The declared type (`.any` when it is inferred from the initial value).
    func hint(_ program: Program) -> Hint { decl.type.map { Hint.of($0, program: program) } ?? .any }
}

/// The checked declarations of one scene file: what the interpreter looks names up in.
final class Program: Sendable {
    let source: SourceText
    let limits: ScriptLimits
    let syntax: SyntaxFile
    let structs: [String: StructDecl]
    let enums: [String: EnumDecl]
    let protocols: [String: ProtocolDecl]
    /// Every protocol each type conforms to (declared on it or on its extensions, with the
    /// protocols those inherit), by type name.
    let conformances: [String: Set<String>]
    /// `conformances` in name order, the order default implementations are looked up in (sorted
    /// once here: the lookup runs for every bare call inside a view's code).
    let sortedConformances: [String: [String]]
    /// Default implementations from `extension SomeProtocol { … }`, by protocol and name.
    let protocolMethods: [String: [String: FunctionDecl]]
    let protocolProperties: [String: [String: PropertyDecl]]
    /// The raw value of each case of an enum with a raw type, by enum and case.
    let rawValues: [String: [String: Value]]
    /// The names of every `mutating func` of the file's structs and enums (a call to one on a
    /// variable stores the changed value back).
    let mutatingMethodNames: Set<String>
    let functions: [String: FunctionDecl]
    let globals: [String: PropertyDecl]
    /// Top-level `let` constants computed so far (each once).
    let globalValues = GlobalValues()
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
    /// `extension EnvironmentValues { var theme: … }`: custom environment values by name, and the
    /// `EnvironmentKey` type each one's getter reads (`self[ThemeKey.self]`).
    let environmentKeys: [String: PropertyDecl]
    let environmentKeyTypes: [String: String]
    /// Each view's `@State`/`@StateObject` variables, by view and name.
    let states: [String: [String: StateDecl]]
    /// The canvas, pixel scale and random seed the scene is loaded with (`UIScreen.main`, `random`).
    let context: SceneContext

    /// Declarations left out because of an error, by name (`Name`, or `Type.member`), with that
    /// error: using one fails with it (lenient loading leaves out what has errors; `check` what
    /// the parser could not read).
    let broken: [String: Failure]
    /// How evaluation treats what is outside the subset.
    let recovery: Recovery
    /// The errors the checks found, in the order found (the first is the one loading fails with).
    let problems: [Failure]

    /// Checks the declarations. Each check that fails is recorded in `problems` and leaves out
    /// the member or declaration it is about, and the other checks go on.
    init(source: SourceText, syntax: SyntaxFile, limits: ScriptLimits, recovery: Recovery = .strict,
         broken: [String: Failure] = [:], context: SceneContext = .standard) {
        self.source = source; self.syntax = syntax; self.limits = limits; self.recovery = recovery; self.context = context
        var problems: [Failure] = []
        func attempt(_ body: () throws -> Void) {
            do { try body() } catch let f as Failure { problems.append(f) } catch {}
        }
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
            + syntax.protocols.map { ($0.name, $0.offset) }
        for (name, offset) in types.sorted(by: { $0.1 < $1.1 }) { attempt { try declare(name, offset) } }
        for s in syntax.structs { structs[s.name] = s }
        for e in syntax.enums { enums[e.name] = e }
        var protocols: [String: ProtocolDecl] = [:]
        for p in syntax.protocols { protocols[p.name] = p }
        self.protocols = protocols
        var functions: [String: FunctionDecl] = [:], globals: [String: PropertyDecl] = [:]
        for f in syntax.functions { attempt { try declare(f.name, f.offset); functions[f.name] = f } }
        for g in syntax.globals {
            attempt {
                try declare(g.name, g.offset)
                if let w = g.wrapper { throw Failure("@\(w.rawValue) is only allowed inside a \(w == .published ? "class" : "view")", at: g.offset) }
                globals[g.name] = g
            }
        }
        self.structs = structs; self.enums = enums; self.functions = functions; self.globals = globals

        var extMethods: [String: [String: FunctionDecl]] = [:], extProps: [String: [String: PropertyDecl]] = [:]
        var staticProps: [Hint: [String: PropertyDecl]] = [:], staticMethods: [Hint: [String: FunctionDecl]] = [:]
        var viewMethods: [String: FunctionDecl] = [:], viewProps: [String: PropertyDecl] = [:]
        var extInits: [String: [FunctionDecl]] = [:]
        var envKeys: [String: PropertyDecl] = [:], envKeyTypes: [String: String] = [:]
        var protoMethods: [String: [String: FunctionDecl]] = [:], protoProps: [String: [String: PropertyDecl]] = [:]
        for ext in syntax.extensions where ext.typeName == "EnvironmentValues" {
            if let m = ext.methods.first ?? ext.initializers.first {
                problems.append(Failure("only properties can be added to EnvironmentValues", at: m.offset,
                                        supported: "var myValue: T { get { self[MyKey.self] } set { self[MyKey.self] = newValue } }, or @Entry var myValue = …"))
            }
            for p in ext.properties {
                attempt {
                    if let t = Program.environmentKeyType(in: p.getter ?? []) {
                        guard structs[t]?.conformances.contains("EnvironmentKey") == true else {
                            throw Failure("'\(t)' is not an EnvironmentKey", at: p.offset,
                                          supported: "struct \(t): EnvironmentKey { static let defaultValue = … }")
                        }
                        envKeyTypes[p.name] = t
                    } else if p.initialValue == nil {
                        throw Failure("cannot tell the EnvironmentKey of '\(p.name)'", at: p.offset,
                                      supported: "get { self[MyKey.self] } set { self[MyKey.self] = newValue }, or @Entry var \(p.name) = …")
                    }
                    envKeys[p.name] = p
                }
            }
        }
        environmentKeys = envKeys; environmentKeyTypes = envKeyTypes
        // An extension of a type left out because of an error is left out with it.
        for ext in syntax.extensions where ext.typeName != "EnvironmentValues" && broken[ext.typeName] == nil
            && syntax.dropped[ext.typeName] == nil {
            if !ext.initializers.isEmpty {
                attempt {
                    try Program.checkInitializerTarget(ext, structs: structs, enums: enums)
                    extInits[ext.typeName, default: []] += ext.initializers
                }
            }
            if let s = structs[ext.typeName] {
                for m in ext.methods {
                    attempt {
                        if s.method(m.name) != nil || extMethods[s.name]?[m.name] != nil {
                            throw Failure("'\(m.name)' is declared twice in '\(s.name)'", at: m.offset)
                        }
                        extMethods[s.name, default: [:]][m.name] = m
                    }
                }
                for p in ext.properties { extProps[s.name, default: [:]][p.name] = p }
            } else if ext.typeName == "View" {
                for m in ext.methods where !m.isStatic { viewMethods[m.name] = m }
                for p in ext.properties where !p.isStatic { viewProps[p.name] = p }
                if let s = ext.methods.first(where: { $0.isStatic }) {
                    problems.append(Failure("static members in 'extension View' are not supported", at: s.offset))
                }
            } else if let hint = Hint.staticTypes[ext.typeName] {
                for p in ext.properties {
                    guard p.isStatic else {
                        problems.append(Failure("only static members can be added to '\(ext.typeName)'", at: p.offset,
                                                supported: "static let/var/func"))
                        continue
                    }
                    staticProps[hint, default: [:]][p.name] = p
                }
                for m in ext.methods {
                    guard m.isStatic else {
                        problems.append(Failure("only static members can be added to '\(ext.typeName)'", at: m.offset,
                                                supported: "static let/var/func"))
                        continue
                    }
                    staticMethods[hint, default: [:]][m.name] = m
                }
            } else if let e = enums[ext.typeName] {
                attempt {
                    for m in ext.methods {
                        if e.methods.contains(where: { $0.name == m.name && $0.isStatic == m.isStatic }) || extMethods[e.name]?[m.name] != nil {
                            throw Failure("'\(m.name)' is declared twice in '\(e.name)'", at: m.offset)
                        }
                        extMethods[e.name, default: [:]][m.name] = m
                    }
                    for p in ext.properties {
                        if e.properties.contains(where: { $0.name == p.name }) || e.cases.contains(p.name) {
                            throw Failure("'\(p.name)' is declared twice in '\(e.name)'", at: p.offset)
                        }
                        extProps[e.name, default: [:]][p.name] = p
                    }
                }
            } else if protocols[ext.typeName] != nil {
                for m in ext.methods { protoMethods[ext.typeName, default: [:]][m.name] = m }
                for p in ext.properties { protoProps[ext.typeName, default: [:]][p.name] = p }
                if let i = ext.initializers.first {
                    problems.append(Failure("initializers in protocol extensions are not supported", at: i.offset,
                                            supported: "an init in each conforming type, or a static func"))
                }
            } else {
                problems.append(Failure("cannot extend '\(ext.typeName)'", at: ext.offset,
                    supported: suggestion(for: ext.typeName, among: ["View", "AnyTransition", "Animation", "Color", "Font", "Angle"]
                                          + Array(structs.keys))))
            }
        }
        extensionMethods = extMethods; extensionProperties = extProps
        protocolMethods = protoMethods; protocolProperties = protoProps
        var allConformances: [String: Set<String>] = [:], rawValues: [String: [String: Value]] = [:]
        attempt { allConformances = try Program.allConformances(syntax, protocols: protocols) }
        attempt { rawValues = try Program.enumRawValues(syntax.enums) }
        conformances = allConformances; self.rawValues = rawValues
        sortedConformances = allConformances.mapValues { $0.sorted() }
        let allMethods = syntax.structs.flatMap(\.methods) + syntax.enums.flatMap(\.methods) + syntax.extensions.flatMap(\.methods)
        mutatingMethodNames = Set(allMethods.filter(\.isMutating).map(\.name))
        for s in syntax.structs where s.role == .object {
            if let m = s.methods.first(where: \.isMutating) {
                problems.append(Failure("'mutating' is not valid on instance methods in classes", at: m.offset,
                                        supported: "func \(m.name)(…) (a class's methods change its properties in place)"))
            }
        }
        staticProperties = staticProps; self.staticMethods = staticMethods
        self.viewMethods = viewMethods; viewProperties = viewProps
        extensionInitializers = extInits

        var states: [String: [String: StateDecl]] = [:]
        for s in syntax.structs {
            var names = Set<String>()
            for p in s.properties {
                if !names.insert(p.name).inserted { problems.append(Failure("'\(p.name)' is declared twice in '\(s.name)'", at: p.offset)) }
            }
            for m in s.methods where names.contains(m.name) {
                problems.append(Failure("'\(m.name)' is declared twice in '\(s.name)'", at: m.offset))
            }
            for p in s.properties {
                guard let w = p.wrapper else { continue }
                attempt {
                    try Program.checkWrapper(w, p, in: s)
                    if w == .environment, case .member(let t, "self")? = p.wrapperArgument?.kind, case .identifier(let n) = t.kind,
                       structs[n]?.role != .object {
                        throw Failure("@Environment(\(n).self) needs an @Observable class", at: p.offset,
                                      supported: structs[n] == nil ? "@Observable final class \(n) { … }, or @Environment(\\.key) for a value"
                                                                   : "declare \(n) as @Observable final class \(n) { … }, or use @Environment(\\.key) with an EnvironmentKey")
                    }
                    guard w.ownsStorage else { return }
                    if p.isLet { throw Failure("@\(w.rawValue) must be 'var'", at: p.offset, supported: "@\(w.rawValue) private var \(p.name) = …") }
                    if case .named(let n, _)? = p.type, !s.genericParameters.contains(n), Program.nestedName(for: n, enums: enums, structs: structs) != nil,
                       structs[n] == nil, enums[n] == nil {
                        throw Failure("cannot find type '\(n)' in scope", at: p.offset,
                                      supported: "'\(Program.nestedName(for: n, enums: enums, structs: structs)!)' (the type is nested)")
                    }
                    states[s.name, default: [:]][p.name] = StateDecl(owner: s.name, decl: p)
                }
            }
        }
        self.states = states
        problems += Program.checkInitializers(syntax.structs, extensionInitializers: extInits)
        // Generic parameters and protocols are types too (generics are erased: any of them is fine).
        let declaredTypeNames = Set(syntax.structs.flatMap(\.genericParameters) + syntax.enums.flatMap(\.genericParameters)
            + (syntax.structs.flatMap(\.methods) + syntax.functions + syntax.extensions.flatMap(\.methods)
               + syntax.structs.flatMap(\.initializers)).flatMap(\.genericParameters)
            + syntax.protocols.map(\.name) + ["Self"])
        problems += Program.checkTypeNames(syntax.typeUses.filter { !declaredTypeNames.contains($0.name) }, structs: structs, enums: enums,
                                           broken: broken.merging(syntax.dropped) { a, _ in a })
        self.problems = problems
        self.broken = broken.merging(syntax.dropped) { a, _ in a }
    }

    /// The checks that need the whole program (protocol conformances, enums), recorded like
    /// `problems`.
    var wholeProgramProblems: [Failure] {
        var out: [Failure] = []
        for check in [checkConformances, checkEnums] {
            do { try check() } catch let f as Failure { out.append(f) } catch {}
        }
        return out
    }

    static let builtinTypeNames: Set<String> = [
        "View", "Text", "Image", "Color", "Button", "HStack", "VStack", "ZStack", "ForEach", "Group", "Spacer",
        "Divider", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path", "Angle", "Animation",
        "AnyTransition", "Font", "Edge", "Alignment", "UnitPoint", "GridItem", "LazyVGrid", "LazyHGrid", "Grid",
        "GridRow", "ScrollView", "EmptyView", "AnyView", "Double", "Int", "String", "Bool", "CGFloat",
        "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "Task", "DispatchQueue",
        "Binding", "State", "EnvironmentValues", "ObservableObject", "Dictionary", "Array", "Optional",
        "Identifiable", "Hashable", "Equatable", "CaseIterable", "Comparable",
    ]

    /// `K` in a getter `self[K.self]` (or `return self[K.self]`).
    static func environmentKeyType(in getter: [Stmt]) -> String? {
        guard getter.count == 1 else { return nil }
        let e: Expr
        switch getter[0].kind {
        case .expression(let x): e = x
        case .return(let x?): e = x
        default: return nil
        }
        guard case .subscript(let base, let args) = e.kind, case .identifier("self") = base.kind, args.count == 1,
              case .member(let t, "self") = args[0].value.kind, case .identifier(let name) = t.kind else { return nil }
        return name
    }

    /// Where each property wrapper may stand (as Swift and SwiftUI allow it).
    static func checkWrapper(_ w: PropertyDecl.Wrapper, _ p: PropertyDecl, in s: StructDecl) throws {
        switch w {
        case .published:
            guard s.role == .object else {
                throw Failure("@Published is only allowed in a class", at: p.offset,
                              supported: s.role == .view ? "@State in a view" : "class Model: ObservableObject { @Published var … }")
            }
        case .namespace, .state, .stateObject, .observedObject, .environmentObject, .binding, .bindable, .environment:
            guard s.role == .view || (s.role == .modifier && w != .namespace) else {
                throw Failure("@\(w.rawValue) is only allowed in a View", at: p.offset)
            }
        }
        if w.ownsStorage, p.getter != nil { throw Failure("a property wrapper cannot be computed", at: p.offset) }
    }
}
