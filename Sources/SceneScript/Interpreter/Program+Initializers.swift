/// What can be told about `init`s before anything runs: where they may be declared, that no two
/// of a type take the same labels, and that none returns a value.
/// What depends on the path taken (every stored property assigned, a `let` assigned once) is
/// checked as the initializer runs (`Interpreter+Initializers`).
extension Program {
    /// Built-in types whose values the interpreter models and whose `init`s an extension may add
    /// to: each has a built-in initializer to delegate to with `self.init(…)`, and a hint, so
    /// `self = .red` resolves.
    static let initializableBuiltins: [String] = ["Color", "Angle", "UnitPoint", "CGPoint", "CGSize", "CGRect",
                                                  "EdgeInsets", "Gradient"]

    static func checkInitializerTarget(_ ext: ExtensionDecl, structs: [String: StructDecl], enums: [String: EnumDecl]) throws {
        if structs[ext.typeName] != nil || enums[ext.typeName] != nil || initializableBuiltins.contains(ext.typeName) { return }
        let what = "'\(ext.typeName)'"
        throw Failure("initializers cannot be added to \(what) in scene scripts", at: ext.initializers[0].offset,
                      supported: "init in an extension of " + initializableBuiltins.joined(separator: ", ")
                        + " or of a struct or enum of the file; else a static func returning the value (static func make(…) -> \(ext.typeName))")
    }

    /// The checks of every struct's `init`s (one error per struct at most) and of those added to
    /// built-in types.
    static func checkInitializers(_ structs: [StructDecl], extensionInitializers: [String: [FunctionDecl]]) -> [Failure] {
        var problems: [Failure] = []
        for s in structs {
            do { try checkInitializers(of: s, extensionInitializers: extensionInitializers) } catch let f as Failure { problems.append(f) } catch {}
        }
        for name in Program.initializableBuiltins {
            guard let inits = extensionInitializers[name] else { continue }
            do {
                try checkOverloads(inits, of: name)
                for f in inits { try checkBody(f.body, of: nil) }
            } catch let f as Failure { problems.append(f) } catch {}
        }
        return problems
    }

    private static func checkInitializers(of s: StructDecl, extensionInitializers: [String: [FunctionDecl]]) throws {
        // Without an init of its own, a view's @State/@StateObject needs its initial value
        // in the declaration (an init may set it instead: `_x = State(initialValue: …)`).
        if s.initializers.isEmpty && (extensionInitializers[s.name] ?? []).isEmpty,
           let p = s.properties.first(where: { $0.wrapper?.ownsStorage == true && $0.initialValue == nil }) {
            let w = p.wrapper!.rawValue
            throw Failure("@\(w) var '\(p.name)' needs an initial value", at: p.offset,
                          supported: w == "State" ? "@State private var \(p.name) = …, or an init that sets _\(p.name) = State(initialValue: …)"
                                                  : "@StateObject private var \(p.name) = \(p.type.map { "\($0)" } ?? "Model")()")
        }
        try checkOverloads(s.initializers + (extensionInitializers[s.name] ?? []), of: s.name)
        for f in s.initializers + (extensionInitializers[s.name] ?? []) { try checkBody(f.body, of: s) }
    }

    /// Two initializers of a type may not take the same labels (this subset picks one by labels).
    private static func checkOverloads(_ inits: [FunctionDecl], of type: String) throws {
        var seen = Set<String>()
        for f in inits where !seen.insert(f.signatureName).inserted {
            throw Failure("invalid redeclaration of '\(f.signatureName)' in '\(type)'", at: f.offset,
                          supported: "initializers of a type need different argument labels")
        }
    }

    /// `return value` anywhere in the body.
    private static func checkBody(_ body: [Stmt], of s: StructDecl?) throws {
        for stmt in body {
            switch stmt.kind {
            case .return(let value?):
                throw Failure("an initializer cannot return a value", at: value.offset,
                              supported: "assign the stored properties (self.x = …); a bare 'return' ends the init early")
            case .assign:
                break
            case .if(_, let then, let otherwise):
                try checkBody(then, of: s)
                try checkBody(otherwise ?? [], of: s)
            case .for(_, _, _, let loop), .while(_, let loop), .repeat(let loop, _), .guard(_, let loop):
                try checkBody(loop, of: s)
            case .switch(_, let cases):
                for c in cases { try checkBody(c.body, of: s) }
            case .expression, .binding, .return(nil), .break, .continue:
                break
            }
        }
    }
}
