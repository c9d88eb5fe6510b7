import Document

/// Modifiers that change what the view they modify is made in, so they apply before it is built:
/// `.id(x)` (a new x is a new view, with new state) and `.environment(…)`/`.environmentObject(_:)`
/// (what views inside read with `@Environment`/`@EnvironmentObject`), and the control styles
/// `.labelsHidden()`, `.labelStyle(_:)`, `.toggleStyle(_:)`, `.listStyle(_:)`, `.buttonStyle(_:)` (the controls and
/// lists inside read them; see `Library/ButtonStyles.swift` for custom button styles).
extension Interpreter {
    static let contextModifiers: Set<String> = ["id", "environment", "environmentObject", "labelsHidden", "labelStyle", "toggleStyle", "listStyle", "textFieldStyle",
                                                   "pickerStyle", "buttonStyle", "tabViewStyle", "indexViewStyle",
                                                   "scrollContentBackground", "controlSize"]

    /// `base.name(args)` for a context modifier.
    func contextModifierCall(_ base: Expr, _ name: String, _ args: [Argument], _ e: Expr, _ env: inout Env,
                             _ hint: Hint) throws -> Value {
        switch name {
        case "id":
            guard args.count == 1, args[0].label == nil else {
                throw Failure("write .id(value)", at: e.offset, supported: ".id(value) with a Hashable value")
            }
            let id = try viewID(eval(args[0].value, &env), args[0].offset)
            return try within(.explicit(id)) {
                let receiver = try eval(base, &env, chainHint(base, hint))
                return try methodCall(receiver, name, args, e, &env, hint)
            }
        case "buttonStyle":
            return try buttonStyleCall(base, args, e, &env, hint)
        case "labelsHidden", "labelStyle", "toggleStyle", "listStyle", "textFieldStyle", "pickerStyle", "tabViewStyle", "indexViewStyle",
             "scrollContentBackground":
            let (key, value) = try controlStyleEntry(name, args, e, &env)
            return try withEnvironment(key, value, base, name, e, &env, hint)
        case "controlSize":
            // Read by views built inside (the spinner's size) and by layout (bordered buttons' size).
            let (key, value) = try controlStyleEntry(name, args, e, &env)
            guard case .view(let view) = try withEnvironment(key, value, base, name, e, &env, hint),
                  case .enumCase(_, let size, _) = value, let c = ControlSize(rawValue: size) else {
                throw Failure("'controlSize' is a view modifier", at: e.offset)
            }
            return try modified(view.node.controlSize(c), view, e.offset)
        default:
            let (key, value) = try environmentEntry(name, args, e, &env)
            return try withEnvironment(key, value, base, name, e, &env, hint)
        }
    }

    /// `base` built with `key` set to `value` in its environment.
    func withEnvironment(_ key: String, _ value: Value, _ base: Expr, _ name: String, _ e: Expr, _ env: inout Env,
                         _ hint: Hint) throws -> Value {
        let outer = environment
        environment.values[key] = value
        defer { environment = outer }
        let receiver = try eval(base, &env, chainHint(base, hint))
        guard let view = try viewIfPossible(receiver, base.offset) else {
            throw Failure("'\(name)' is a view modifier, but \(receiver.described) is not a view", at: e.offset)
        }
        // The subtree's default text colour, dividers and button labels follow its scheme too.
        if key == "colorScheme", case .enumCase("ColorScheme", let n, _) = value, let scheme = ColorScheme(rawValue: n) {
            return try modified(view.node.colorScheme(scheme), view, e.offset)
        }
        // Text below sets right-to-left paragraphs and mirrors its leading/trailing alignment.
        if key == "layoutDirection", case .enumCase("LayoutDirection", let n, _) = value, let d = LayoutDirection(rawValue: n) {
            return try modified(view.node.layoutDirection(d), view, e.offset)
        }
        return .view(view)
    }

    /// What `.labelsHidden()`, `.labelStyle(.iconOnly)` and `.toggleStyle(.switch)` set.
    func controlStyleEntry(_ name: String, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> (String, Value) {
        if name == "labelsHidden" {
            guard args.isEmpty else { throw Failure("write .labelsHidden()", at: e.offset) }
            return (Library.labelsHiddenKey, .bool(true))
        }
        let type = Library.controlStyles[name]?.type ?? Library.toggleStyleType
        guard args.count == 1, args[0].label == nil else {
            throw Failure("write .\(name)(.\(Library.builtinEnums[type]![1]))", at: e.offset)
        }
        let v = try eval(args[0].value, &env, .userEnum(type))
        guard case .enumCase(type, let style, _) = v else {
            throw Failure(".\(name) takes one of the built-in styles", at: args[0].offset,
                          supported: Library.builtinEnums[type]!.map { "." + $0 }.joined(separator: ", "))
        }
        if name == "toggleStyle" {
            // iOS draws every toggle as a switch except `.button`, which is a bordered button.
            guard style != "button" else {
                throw Failure("toggleStyle(.button) is not supported", at: args[0].offset, supported: ".toggleStyle(.switch)")
            }
            return ("flipbook.toggleStyle", v)
        }
        if name == "pickerStyle", let instead = Library.unsupportedPickerStyles[style] {
            throw Failure("pickerStyle(.\(style)) is not supported", at: args[0].offset, supported: instead)
        }
        return (Library.controlStyles[name]!.key, v)
    }

    /// What `.environment(\.key, value)`, `.environment(object)` or `.environmentObject(object)` sets.
    func environmentEntry(_ name: String, _ args: [Argument], _ e: Expr, _ env: inout Env) throws -> (String, Value) {
        if args.count == 2, args[0].label == nil, args[1].label == nil, name == "environment" {
            guard case .keyPath(let path) = args[0].value.kind, path.count == 1 else {
                throw Failure("expected a key path such as \\.colorScheme", at: args[0].offset)
            }
            let key = path[0]
            let h: Hint
            if let p = program.environmentKeys[key] {
                let declared = p.type.map { Hint.of($0, program: program) }
                h = try declared ?? contextHint(for: environmentDefault(key, e.offset))
            } else {
                h = contextHint(for: try environmentDefault(key, args[0].offset))
            }
            return (key, try coerce(eval(args[1].value, &env, h), h, args[1].offset))
        }
        guard args.count == 1, args[0].label == nil else {
            throw Failure("wrong arguments for '\(name)'", at: e.offset,
                          supported: name == "environment" ? ".environment(\\.key, value) or .environment(model)" : ".environmentObject(model)")
        }
        let v = try eval(args[0].value, &env)
        guard case .object(let o) = v else {
            throw Failure("\(name == "environment" ? ".environment(_:)" : ".environmentObject(_:)") needs a class instance, found \(v.described)",
                          at: args[0].offset, supported: name == "environment" ? ".environment(\\.key, value) for other values" : nil)
        }
        return (EnvironmentValues.objectKey(o.initial.type.name), v)
    }
}
