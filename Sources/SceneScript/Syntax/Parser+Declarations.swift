/// The declarations of a scene file, in source order.
struct SyntaxFile: Sendable {
    var imports: [(name: String, offset: Int)] = []
    var structs: [StructDecl] = []
    var enums: [EnumDecl] = []
    var protocols: [ProtocolDecl] = []
    var extensions: [ExtensionDecl] = []
    var functions: [FunctionDecl] = []
    var globals: [PropertyDecl] = []
    var previews: [PreviewDecl] = []
    /// Top-level statements (a view expression to render, or code for it).
    var statements: [Stmt] = []
    var directives: [DirectiveComment] = []
    /// The byte range of each top-level item (a declaration with its members and nested types, a
    /// preview, a statement), in order: what an error is attributed to.
    var spans: [Range<Int>] = []
    /// Declarations the parser skipped because of an error (see `Parser.dropped`).
    var dropped: [String: Failure] = [:]
    /// Every type named, with where (see `Parser.typeUses`).
    var typeUses: [TypeUse] = []

    /// Appends another file's declarations (a folder scene is one module).
    mutating func append(_ other: SyntaxFile) {
        imports += other.imports; structs += other.structs; enums += other.enums; protocols += other.protocols
        extensions += other.extensions
        functions += other.functions; globals += other.globals; previews += other.previews
        statements += other.statements; directives += other.directives; spans += other.spans
        dropped.merge(other.dropped) { a, _ in a }
        typeUses += other.typeUses
    }
}

extension Parser {
    /// Parses every top-level item, recording errors and skipping the items they are in (see
    /// `Parser+Recovery.swift`). `nestedTypes` must be set first (`Parser.nestedTypeNames`, for
    /// every file of the module).
    mutating func parseFile() -> SyntaxFile {
        var file = SyntaxFile()
        skipSemicolons()
        while !atEnd {
            let mark = checkpoint()
            let start = tok.offset
            do {
                try parseTopLevelItem(into: &file)
            } catch let f as Failure {
                guard errors.count < Parser.maxErrors else { break }
                errors.append(f)
                if let name = declaredName(at: mark.index), dropped[name] == nil { dropped[name] = f }
                if isAtEnd(f) { break }
                restore(mark)
                skipItem(topLevel: true)
            } catch {}
            file.spans.append(start..<max(start + 1, tokens[max(index - 1, 0)].endOffset))
        }
        file.structs += nestedStructs
        file.enums += nestedEnums
        file.dropped = dropped
        file.typeUses = typeUses
        return file
    }

    /// One top-level declaration, preview or statement.
    mutating func parseTopLevelItem(into file: inout SyntaxFile) throws {
        let attrs = try parseAttributes()
        let mods = parseModifiers()
        let t = tok
        if t.isKeyword("import") {
            advance()
            let name = try expectIdentifier("a module name")
            var full = name
            while tok.isPunct(".") { advance(); full += "." + (try expectIdentifier("a module name")) }
            let allowed = ["SwiftUI", "Foundation", "CoreGraphics", "Combine", "UIKit"]
            guard allowed.contains(name) else {
                throw Failure("module '\(full)' is not available in scene scripts", at: t.offset,
                              supported: "import SwiftUI (Foundation, CoreGraphics, Combine and UIKit are accepted and ignored)")
            }
            file.imports.append((full, t.offset))
        } else if t.isKeyword("class") {
            file.structs.append(try parseClass(attributes: attrs))
        } else if t.isKeyword("struct") {
            let s = try parseStruct()
            if s.role == .previewProvider { file.previews += try previews(of: s) } else { file.structs.append(s) }
        } else if t.isKeyword("enum") {
            file.enums.append(try parseEnum())
        } else if t.isKeyword("extension") {
            file.extensions.append(try parseExtension())
        } else if t.isKeyword("func") {
            file.functions.append(try parseFunction(modifiers: mods, attributes: attrs))
        } else if t.isKeyword("let") || t.isKeyword("var") {
            file.globals.append(try parseProperty(attributes: attrs, isStatic: true))
        } else if t.isPunct("#") {
            file.previews.append(try parsePreview())
        } else if t.isKeyword("protocol") {
            file.protocols.append(try parseProtocol())
        } else if t.isKeyword("actor") || t.isKeyword("typealias") {
            throw fail("'\(t.text)' declarations are not supported in scene scripts", t,
                       supported: "struct (views, view modifiers, data), class (observable models), enum, protocol, extension, func")
        } else {
            if !attrs.isEmpty { throw fail("attribute '@\(attrs[0].name)' is not allowed here", t) }
            file.statements += try parseStatement()
            return
        }
        try endStatement()
    }

    /// `@State`, `@ViewBuilder`, `@MainActor`, … (names with their offsets).
    mutating func parseAttributes() throws -> [Attribute] {
        var attrs: [Attribute] = []
        while tok.isPunct("@") {
            let at = tok.offset
            advance()
            let name = try expectIdentifier("an attribute name")
            var args: [Argument]?
            if tok.isPunct("(") && !tok.spaceBefore { args = try parseArguments() }
            attrs.append(Attribute(name: name, offset: at, arguments: args))
        }
        return attrs
    }

    /// Access and other declaration modifiers (ignored except `static`).
    mutating func parseModifiers() -> Set<String> {
        let known: Set<String> = ["private", "fileprivate", "public", "internal", "static", "mutating", "final",
                                  "nonisolated", "nonmutating", "lazy", "open", "indirect", "override", "class"]
        var mods = Set<String>()
        while tok.kind == .identifier && !tok.isEscaped && known.contains(tok.text)
                && !(tok.text == "class" && !(peek().isKeyword("func") || peek().isKeyword("var") || peek().isKeyword("let"))) {
            // `private(set)`
            mods.insert(tok.text)
            advance()
            if tok.isPunct("(") && peek().kind == .identifier && peek(2).isPunct(")") { advance(); advance(); advance() }
        }
        return mods
    }

    mutating func parseConformances() throws -> [String] {
        var list: [String] = []
        if tok.isPunct(":") {
            advance()
            repeat {
                if tok.isPunct(",") { advance() }
                var name = try expectIdentifier("a protocol name")
                while tok.isPunct(".") { advance(); name += "." + (try expectIdentifier("a name")) }
                list.append(name)
                while tok.isOp("&") { advance(); list.append(try expectIdentifier("a protocol name")) }
            } while tok.isPunct(",")
        }
        try skipWhereClause()
        return list
    }

    /// What a data struct (or an enum, besides its raw type) may conform to, besides the file's protocols.
    static let dataConformances: Set<String> = [
        "Identifiable", "Hashable", "Equatable", "Sendable", "Animatable", "EnvironmentKey", "Codable", "Decodable",
        "Encodable", "Comparable", "CustomStringConvertible", "CaseIterable", "Error",
        // A custom `Layout` is data with `sizeThatFits` and `placeSubviews` (see `Library/CustomLayouts.swift`).
        "Layout",
        // Custom button styles are data with a `makeBody(configuration:)` (see `Library/ButtonStyles.swift`).
        "ButtonStyle", "PrimitiveButtonStyle",
    ]

    mutating func parseStruct() throws -> StructDecl {
        let start = tok.offset
        advance()
        let name = qualifiedDeclarationName(try expectIdentifier("a struct name"))
        let generics = try parseGenericParameters()
        let conformances = try parseConformances()
        let role: StructDecl.Role
        if conformances.contains("PreviewProvider") { role = .previewProvider }
        else if conformances.contains("View") || conformances.contains(where: viewProtocols.contains) { role = .view }
        else if conformances.contains("ViewModifier") || conformances.contains("AnimatableModifier") { role = .modifier }
        // A `GeometryEffect` is a ViewModifier whose body is its `effectValue(size:)`.
        else if conformances.contains("GeometryEffect") { role = .modifier }
        else if conformances.contains("Shape") || conformances.contains("InsettableShape") { role = .shape }
        // iOS 17's `Transition` protocol: `func body(content:phase:)`, shown like a modifier's body.
        else if conformances.contains("Transition") { role = .modifier }
        else {
            if conformances.contains("CustomAnimation") && !protocolNames.contains("CustomAnimation") {
                // Motion evaluates every animation as a pure function of its value and the time, so any
                // frame can be drawn alone, on any thread; a CustomAnimation is code run frame after
                // frame with state kept in its context (and its own merging and velocity), which that
                // model cannot run (docs/motion.md, "CustomAnimation").
                throw Failure("'\(name)': CustomAnimation (animate(value:time:context:)) is not supported", at: start,
                              supported: Library.customAnimationInstead)
            }
            if let bad = conformances.first(where: { !Parser.dataConformances.contains($0) && !protocolNames.contains($0) }) {
                throw Failure("conformance to '\(bad)' is not supported", at: start,
                              supported: "View, ViewModifier, AnimatableModifier, Shape, InsettableShape, GeometryEffect, Transition, ButtonStyle, PreviewProvider, Identifiable, Hashable, Equatable, or a protocol of the file")
            }
            role = .data
        }
        let outerScope = typeScope
        typeScope = name
        defer { typeScope = outerScope }
        let members = try parseMemberBlock(typeName: name, inExtension: false)
        let (props, methods) = (members.properties, members.methods)
        if role == .view && !props.contains(where: { $0.name == "body" && !$0.isStatic }) && dropped[name + ".body"] == nil {
            throw Failure("view '\(name)' has no 'var body: some View'", at: start)
        }
        if conformances.contains("GeometryEffect") && !methods.contains(where: { $0.name == "effectValue" })
            && dropped[name + ".effectValue"] == nil {
            throw Failure("geometry effect '\(name)' has no 'func effectValue(size: CGSize) -> ProjectionTransform'", at: start)
        }
        if role == .modifier && !conformances.contains("GeometryEffect") && !methods.contains(where: { $0.name == "body" })
            && dropped[name + ".body"] == nil {
            throw Failure("view modifier '\(name)' has no 'func body(content: Content) -> some View'", at: start)
        }
        if role == .shape && !methods.contains(where: { $0.name == "path" && !$0.isStatic }) && dropped[name + ".path"] == nil {
            throw Failure("shape '\(name)' has no 'func path(in rect: CGRect) -> Path'", at: start,
                          supported: "func path(in rect: CGRect) -> Path { Path { p in … } }")
        }
        return StructDecl(name: name, conformances: conformances, properties: props, methods: methods,
                          initializers: members.initializers, role: role, genericParameters: generics, offset: start)
    }

    /// `class Model: ObservableObject { @Published var … }` or `@Observable final class Model { … }`:
    /// a type with reference semantics (its instances live in the scene's state).
    mutating func parseClass(attributes: [Attribute]) throws -> StructDecl {
        let start = tok.offset
        for a in attributes where !["Observable", "MainActor"].contains(a.name) {
            throw Failure("attribute '@\(a.name)' is not supported on a class", at: a.offset, supported: "@Observable")
        }
        advance()
        let name = qualifiedDeclarationName(try expectIdentifier("a class name"))
        let generics = try parseGenericParameters()
        let conformances = try parseConformances()
        let allowed = ["ObservableObject", "Identifiable", "Hashable", "Equatable", "Sendable", "NSObject"]
        if let bad = conformances.first(where: { !allowed.contains($0) && !protocolNames.contains($0) }) {
            throw Failure(bad.first?.isUppercase == true && !conformances.dropFirst().contains(bad)
                            ? "a superclass or conformance '\(bad)' is not supported" : "conformance to '\(bad)' is not supported",
                          at: start, supported: "class Model: ObservableObject { … } or @Observable class Model { … }")
        }
        let outerScope = typeScope
        typeScope = name
        defer { typeScope = outerScope }
        let members = try parseMemberBlock(typeName: name, inExtension: false)
        return StructDecl(name: name, conformances: conformances, properties: members.properties, methods: members.methods,
                          initializers: members.initializers, role: .object, genericParameters: generics, offset: start)
    }

    mutating func parseExtension() throws -> ExtensionDecl {
        let start = tok.offset
        advance()
        var name = try expectIdentifier("a type name")
        while tok.isPunct(".") { advance(); name += "." + (try expectIdentifier("a type name")) }
        if tok.isOp("<") { throw fail("write the extended type without generic arguments", supported: "extension \(name) { … }") }
        let conformances = try parseConformances()
        typeScope = name
        protocolScope = protocolNames.contains(name)
        defer { typeScope = nil; protocolScope = false }
        let members = try parseMemberBlock(typeName: name, inExtension: true)
        return ExtensionDecl(typeName: name, properties: members.properties, methods: members.methods,
                             initializers: members.initializers, conformances: conformances, offset: start)
    }

    /// The members of a struct, enum or extension body.
    struct MemberBlock {
        var properties: [PropertyDecl] = []
        var methods: [FunctionDecl] = []
        var initializers: [FunctionDecl] = []
        var cases: [EnumDecl.Case] = []
    }

    mutating func parseMemberBlock(typeName: String, inExtension: Bool, isEnum: Bool = false) throws -> MemberBlock {
        try expectPunct("{", "to start the body of '\(typeName)'")
        var props: [PropertyDecl] = [], methods: [FunctionDecl] = [], inits: [FunctionDecl] = []
        var cases: [EnumDecl.Case] = []
        skipSemicolons()
        while !tok.isPunct("}") {
            guard !atEnd else { throw fail("expected '}' to end '\(typeName)'") }
            let mark = checkpoint()
            do {
                let attrs = try parseAttributes()
                let mods = parseModifiers()
                let t = tok
                if t.isKeyword("case") {
                    guard isEnum else {
                        throw fail("enum 'case' is not allowed in '\(typeName)'", t, supported: "enum \(typeName) { case … }")
                    }
                    cases += try parseEnumCases()
                } else if t.isKeyword("var") || t.isKeyword("let") {
                    let p = try parseProperty(attributes: attrs, isStatic: mods.contains("static"), isLazy: mods.contains("lazy"))
                    if inExtension && !p.isStatic && p.isStored && !attrs.contains(where: { $0.name == "Entry" }) {
                        throw Failure("extensions cannot add stored properties", at: p.offset)
                    }
                    if isEnum && !p.isStatic && p.isStored {
                        throw Failure("enums must not contain stored properties", at: p.offset,
                                      supported: "a computed property (var \(p.name): T { … }), a static let, or an associated value (case x(\(p.name): T))")
                    }
                    props.append(p)
                } else if t.isKeyword("func") {
                    methods.append(try parseFunction(modifiers: mods, attributes: attrs))
                } else if t.isKeyword("init") {
                    inits.append(try parseInitializer())
                } else if t.isKeyword("struct") || t.isKeyword("enum") || t.isKeyword("class") || t.isKeyword("actor")
                            || t.isKeyword("protocol") {
                    try parseNestedType(in: typeName)
                } else if t.isKeyword("typealias") {
                    throw fail("typealias is not supported in scene scripts", t)
                } else {
                    throw fail("expected a property ('var'/'let'), a method ('func') or an 'init' in '\(typeName)', found \(describe(t))", t)
                }
                try endStatement()
            } catch let f as Failure {
                if let name = declaredName(at: mark.index), dropped["\(typeName).\(name)"] == nil {
                    dropped["\(typeName).\(name)"] = f
                }
                try recover(f, from: mark)
            }
            skipSemicolons()
        }
        advance()
        return MemberBlock(properties: props, methods: methods, initializers: inits, cases: cases)
    }

    mutating func parseProperty(attributes: [Attribute], isStatic: Bool, isLazy: Bool = false) throws -> PropertyDecl {
        let start = tok.offset
        let isLet = tok.isKeyword("let")
        advance()
        var wrapper: PropertyDecl.Wrapper?
        var isViewBuilder = false
        var wrapperArgument: Expr?
        var stateLike: Attribute?
        for a in attributes {
            switch a.name {
            case "ViewBuilder": isViewBuilder = true
            case "MainActor", "Previewable", "ObservationIgnored", "Entry": break
            // Errors here are recorded and the attribute is left out, so the rest of the
            // declaration (and of the view) is still checked.
            // Wrappers whose value a clip only ever reads at its default, or writes like a
            // `@State`: stored storage starts empty and a clip has no focus, drag or Dynamic Type
            // change, so each is the view's own state with its initial value (`$x` a binding).
            case _ where Self.stateLikeWrappers.contains(a.name):
                if wrapper != nil {
                    try report(Failure("a property can have only one property wrapper here", at: a.offset))
                    continue
                }
                wrapper = .state
                stateLike = a
            case _ where Self.refusedWrappers[a.name] != nil:
                try report(Failure("property wrapper '@\(a.name)' is not supported", at: a.offset,
                                   supported: Self.refusedWrappers[a.name]))
            default:
                guard let w = PropertyDecl.Wrapper(rawValue: a.name) else {
                    try report(Failure("attribute '@\(a.name)' is not supported", at: a.offset,
                                       supported: "@State, @Binding, @StateObject, @ObservedObject, @EnvironmentObject, @Environment, @Bindable, @Published, @Namespace, @ViewBuilder"))
                    continue
                }
                if wrapper != nil {
                    try report(Failure("a property can have only one property wrapper here", at: a.offset))
                    continue
                }
                if w == .environment {
                    guard let args = a.arguments, args.count == 1, args[0].label == nil else {
                        try report(Failure("write @Environment(\\.key) or @Environment(Model.self)", at: a.offset))
                        continue
                    }
                    wrapperArgument = args[0].value
                } else if a.arguments != nil, w != .state {
                    try report(Failure("@\(a.name) takes no arguments here", at: a.offset))
                    continue
                }
                wrapper = w
            }
        }
        guard tok.kind == .identifier else { throw fail("expected a property name, found \(describe(tok))") }
        if tok.isKeyword("_") || tok.isPunct("(") { throw fail("destructuring is not supported; bind one name per 'let'") }
        let name = tok.text
        advance()
        var type: TypeRef?
        if tok.isPunct(":") { advance(); type = try parseType() }
        var initial: Expr?
        var getter: [Stmt]?, setter: [Stmt]?
        if tok.isOp("=") {
            advance()
            initial = try parseExpression()
        } else if tok.isPunct("{") && !isLet {
            (getter, setter) = try parseAccessors()
        }
        if tok.isPunct(",") { throw fail("declare one property per line") }
        // Swift starts an optional stored property without an initializer at nil.
        if wrapper?.ownsStorage == true && initial == nil, case .optional? = type { initial = Expr(.nil, at: start) }
        if let a = stateLike, initial == nil {
            // `@FocusState var isFocused: Bool` starts unfocused; the others need their default.
            if a.name == "FocusState" || a.name == "AccessibilityFocusState", case .named("Bool", _)? = type {
                initial = Expr(.bool(false), at: start)
            } else if getter == nil {
                throw Failure("@\(a.name) '\(name)' needs a default value here", at: start,
                              supported: "give it one (`@\(a.name)(…) private var \(name) = …`): a clip starts from it")
            }
        }
        if wrapper != nil && getter != nil { throw Failure("a property wrapper cannot be computed", at: start) }
        return PropertyDecl(name: name, isLet: isLet, isStatic: isStatic, type: type, initialValue: initial,
                            getter: getter, setter: setter, wrapper: wrapper, wrapperArgument: wrapperArgument,
                            isViewBuilder: isViewBuilder, isLazy: isLazy, offset: start)
    }

    mutating func parseAccessors() throws -> ([Stmt], [Stmt]?) {
        let open = tok
        advance()
        skipSemicolons()
        if tok.isKeyword("get") && peek().isPunct("{") {
            advance()
            let getter = try parseBlock()
            skipSemicolons()
            var setter: [Stmt]?
            if tok.isKeyword("set") {
                advance()
                if tok.isPunct("(") { throw fail("write 'set { … newValue … }' (named setter parameters are not supported)") }
                setter = try parseBlock()
                skipSemicolons()
            }
            guard tok.isPunct("}") else { throw fail("expected '}' after the accessors, found \(describe(tok))") }
            advance()
            return (getter, setter)
        }
        // A plain getter: the braces are the body.
        let body = try parseStatements(until: "}", opening: open)
        return (body, nil)
    }

    mutating func parseFunction(modifiers: Set<String>, attributes: [Attribute], requirement: Bool = false) throws -> FunctionDecl {
        let start = tok.offset
        advance()
        let name: String
        if tok.kind == .op && ["==", "<", ">", "+", "-", "<=", ">="].contains(tok.text) {
            throw fail("operator functions ('func \(tok.text)') are not supported in scene scripts",
                       supported: tok.text == "==" ? "the synthesized == of an Equatable type" : "a named method (func isLess(than:))")
        }
        name = try expectIdentifier("a function name")
        let generics = try parseGenericParameters()
        try expectPunct("(", "after the function name")
        let params = try parseParameterList()
        var isAsync = false
        while tok.isKeyword("throws") || tok.isKeyword("async") || tok.isKeyword("rethrows") {
            if tok.isKeyword("async") { isAsync = true }
            advance()
        }
        var ret: TypeRef?
        if tok.isOp("->") { advance(); ret = try parseType() }
        try skipWhereClause()
        let body = requirement ? [] : try parseBlock()
        return FunctionDecl(name: name, parameters: params, returnType: ret, body: body, isStatic: modifiers.contains("static") || modifiers.contains("class"),
                            isViewBuilder: attributes.contains { $0.name == "ViewBuilder" }, isMutating: modifiers.contains("mutating"),
                            isAsync: isAsync, genericParameters: generics, offset: start)
    }

    /// `label name: Type = default, …)` after the opening parenthesis, up to and including `)`.
    mutating func parseParameterList() throws -> [Parameter] {
        var params: [Parameter] = []
        while !tok.isPunct(")") {
            let pstart = tok.offset
            // `@ViewBuilder content: () -> Content`: the attribute may also come first.
            var isViewBuilder = false
            while tok.isPunct("@") {
                advance()
                if try expectIdentifier("an attribute") == "ViewBuilder" { isViewBuilder = true }
            }
            let first = try expectIdentifier("a parameter name")
            var label: String? = first
            var pname = first
            if tok.kind == .identifier {
                pname = tok.text
                advance()
            }
            if first == "_" { label = nil }
            if pname == "_" { throw Failure("a parameter needs a name", at: pstart) }
            try expectPunct(":", "after the parameter name")
            while tok.isPunct("@") || tok.isKeyword("sending") {
                if tok.isKeyword("sending") { advance(); continue }
                advance()
                if try expectIdentifier("an attribute") == "ViewBuilder" { isViewBuilder = true }
            }
            // A `Layout`'s `cache: inout Cache` is the one inout accepted: the cache only saves work, so
            // each call gets its own (what a call writes to it stays in that call).
            if tok.isKeyword("inout") && pname == "cache" { advance() }
            if tok.isKeyword("inout") { throw fail("inout parameters are not supported", supported: "return the new value, or a mutating method of the struct") }
            let type = try parseType()
            if tok.isOp("...") { throw fail("variadic parameters are not supported", supported: "an array parameter ([T])") }
            var def: Expr?
            if tok.isOp("=") { advance(); def = try parseExpression() }
            params.append(Parameter(label: label, name: pname, type: type, defaultValue: def, offset: pstart,
                                    isViewBuilder: isViewBuilder))
            if tok.isPunct(",") { advance() } else if !tok.isPunct(")") {
                throw fail("expected ',' or ')' in the parameter list, found \(describe(tok))")
            }
        }
        advance()
        return params
    }

    mutating func parsePreview() throws -> PreviewDecl {
        let start = tok.offset
        advance()
        let name = tok
        guard name.kind == .identifier, name.text == "Preview", !name.spaceBefore else {
            throw fail("'#\(name.text)' is not supported", name, supported: "#Preview { … } or #Preview(\"name\") { … }")
        }
        advance()
        var title: String?
        if tok.isPunct("(") && !tok.newlineBefore {
            let args = try parseArguments()
            for a in args where a.label == nil {
                guard case .string(let segs) = a.value.kind, segs.count <= 1 else {
                    throw Failure("a preview's name must be a plain string literal", at: a.offset)
                }
                if case .text(let s)? = segs.first { title = s } else { title = "" }
            }
        }
        guard tok.isPunct("{") else { throw fail("expected '{' to start the preview") }
        let open = tok
        advance()
        skipSemicolons()
        // `@Previewable @State var id = 0` (Xcode 16): state of the preview itself.
        var properties: [PropertyDecl] = []
        while tok.isPunct("@") {
            let attrs = try parseAttributes()
            guard let first = attrs.first, attrs.contains(where: { $0.name == "Previewable" }) else {
                throw fail("a property wrapper in a #Preview needs @Previewable", tok,
                           supported: "@Previewable @State var value = …")
            }
            _ = parseModifiers()
            guard tok.isKeyword("var") || tok.isKeyword("let") else {
                throw Failure("expected a property after '@\(first.name)'", at: tok.offset, supported: "@Previewable @State var value = …")
            }
            properties.append(try parseProperty(attributes: attrs, isStatic: false))
            try endStatement()
            skipSemicolons()
        }
        let body = try parseStatements(until: "}", opening: open)
        guard !properties.isEmpty else { return PreviewDecl(name: title, body: body, offset: start) }
        // The preview becomes a view of its own holding that state, as Xcode makes it.
        previewCount += 1
        let viewName = "#Preview \(previewCount)"
        let bodyProperty = PropertyDecl(name: "body", isLet: false, isStatic: false, type: .some("View"), initialValue: nil,
                                        getter: body, setter: nil, wrapper: nil, isViewBuilder: true, offset: start)
        nestedStructs.append(StructDecl(name: viewName, conformances: ["View"], properties: properties + [bodyProperty],
                                        methods: [], role: .view, offset: start))
        let call = Expr(.call(Expr(.identifier(viewName), at: start), []), at: start)
        return PreviewDecl(name: title, body: [Stmt(.expression(call), at: start)], offset: start)
    }

    // MARK: Types

    mutating func parseType() throws -> TypeRef {
        try enter(); defer { depth -= 1 }
        var t: TypeRef
        if tok.isKeyword("some") || tok.isKeyword("any") {
            advance()
            var name = try expectIdentifier("a protocol name")
            while tok.isPunct(".") && peek().kind == .identifier { advance(); name += "." + tok.text; advance() }
            while tok.isOp("&") { advance(); _ = try expectIdentifier("a protocol name") }
            t = .some(name)
        } else if tok.isPunct("[") {
            advance()
            let element = try parseType()
            if tok.isPunct(":") {
                advance()
                let value = try parseType()
                try expectPunct("]", "to end the dictionary type")
                t = .dictionary(element, value)
            } else {
                try expectPunct("]", "to end the array type")
                t = .array(element)
            }
        } else if tok.isPunct("(") {
            advance()
            var labels: [String?] = [], types: [TypeRef] = []
            while !tok.isPunct(")") {
                var label: String?
                if tok.kind == .identifier && peek().isPunct(":") { label = tok.text; advance(); advance() }
                labels.append(label)
                types.append(try parseType())
                if tok.isPunct(",") { advance() } else if !tok.isPunct(")") { throw fail("expected ',' or ')' in the type") }
            }
            advance()
            if tok.isKeyword("async") || tok.isKeyword("throws") { advance() }
            if tok.isOp("->") { advance(); t = .function(types, try parseType()) }
            else { t = types.count == 1 && labels[0] == nil ? types[0] : .tuple(labels, types) }
        } else {
            let nameToken = tok
            var name = try expectIdentifier("a type")
            var args: [TypeRef] = []
            if tok.isOp("<") && !tok.spaceBefore {
                advance()
                while true {
                    args.append(try parseType())
                    if tok.isPunct(",") { advance(); continue }
                    break
                }
                // `>>` closes two lists: split it.
                guard tok.kind == .op, tok.text.hasPrefix(">") else { throw fail("expected '>' to end the generic arguments") }
                if tok.text == ">" { advance() } else {
                    tokens[index].text.removeFirst()
                    tokens[index].offset += 1
                }
            }
            while tok.isPunct(".") && peek().kind == .identifier {
                advance()
                name += "." + tok.text
                advance()
            }
            if name == "Self", let scope = typeScope, !protocolScope { name = scope }
            let resolved = resolveDottedTypeName(name)
            typeUses.append((resolved, nameToken.offset, typeScope))
            t = .named(resolved, args)
        }
        while !tok.spaceBefore && tok.kind == .op && !tok.text.isEmpty && tok.text.allSatisfy({ $0 == "?" || $0 == "!" }) {
            for _ in tok.text { t = .optional(t) }
            advance()
        }
        return t
    }
}

extension Parser {
    /// Property wrappers taken as `@State` with their initial value (see `parseProperty`).
    static let stateLikeWrappers: Set<String> = [
        "AppStorage", "SceneStorage", "FocusState", "AccessibilityFocusState", "GestureState", "ScaledMetric",
    ]

    /// Property wrappers a clip cannot stand in for, with what to write instead.
    static let refusedWrappers: [String: String] = [
        "Query": "@State with sample data (a clip has no database)",
        "FetchRequest": "@State with sample data (a clip has no database)",
        "SectionedFetchRequest": "@State with sample data (a clip has no database)",
        "UIApplicationDelegateAdaptor": "leave it out: a clip has no app delegate",
        "NSApplicationDelegateAdaptor": "leave it out: a clip has no app delegate",
    ]
}
