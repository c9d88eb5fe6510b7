/// Reading a scene's source into a checked `ScriptFile`: every file lexed and parsed (recording
/// errors, see `Parser+Recovery.swift`), the declarations checked (`Program`), the directives
/// read. What happens with the errors depends on the `Recovery`:
///
/// - strict: the first error found is thrown — the same one a single pass without recovery
///   meets first;
/// - diagnose: every error goes to the list, and the file keeps what could be read, so that the
///   previews can still be evaluated for more errors;
/// - lenient: every top-level declaration (or preview, or statement) with an error is left out
///   and checking runs again until nothing more fails; each error is a warning. Using a
///   declaration that was left out fails with its error (`Program.broken`).
extension SceneScript {
    static func compile(_ text: SourceText, limits: ScriptLimits, recovery: Recovery,
                        overrides: SceneOverrides = SceneOverrides()) throws -> ScriptFile {
        var errors: [Failure] = []
        guard text.bytes.count <= limits.maxSourceBytes else {
            let f = Failure("the \(text.isFolder ? "folder's files are" : "file is") larger than \(limits.maxSourceBytes) bytes", at: 0)
            throw text.error(f)
        }
        // Lex every file first: nested type names are looked up across the module.
        var fileTokens: [[Token]] = []
        var comments: [DirectiveComment] = []
        var budget = limits.maxTokens
        for f in text.files {
            var lexer = Lexer(text, start: f.start, end: f.end, startsLine: true, maxTokens: budget)
            do {
                let tokens = try lexer.tokenize()
                budget -= tokens.count - 1
                fileTokens.append(tokens)
                comments += lexer.directives
            } catch let failure as Failure {
                errors.append(failure)
                fileTokens.append([])
            }
        }
        var nested: [String: Set<String>] = [:]
        for tokens in fileTokens {
            nested.merge(Parser.nestedTypeNames(in: tokens)) { $0.union($1) }
        }
        // Protocols too: a struct conforming to a protocol of another file is checked against it.
        var protocolNames = Set<String>(), viewProtocols = Set<String>()
        for tokens in fileTokens {
            let found = Parser.protocolNames(in: tokens)
            protocolNames.formUnion(found.all)
            viewProtocols.formUnion(found.views)
        }
        var syntax = SyntaxFile()
        for tokens in fileTokens where !tokens.isEmpty {
            var parser = Parser(source: text, tokens: tokens, limits: limits)
            parser.nestedTypes = nested
            parser.protocolNames = protocolNames
            parser.viewProtocols = viewProtocols
            syntax.append(parser.parseFile())
            errors += parser.errors
        }
        syntax.directives = comments
        var directiveErrors: [Failure] = []
        let directives = SceneDirectives.parse(comments, source: text, limits: limits, errors: &directiveErrors)
        // What the code sees of the canvas and the seed (`UIScreen.main`, `random`).
        let context = SceneContext(overrides.merged(over: directives.settings))
        var program = Program(source: text, syntax: syntax, limits: limits, recovery: recovery, context: context)
        errors += program.problems + program.wholeProgramProblems
        errors += directiveErrors

        switch recovery {
        case .strict:
            if let first = errors.first { throw text.error(first) }
        case .diagnose(let list):
            for f in errors { list.add(f, in: text, severity: .error) }
        case .lenient(let list):
            // Leave out what has errors until the rest checks.
            var round = errors
            var broken = syntax.dropped
            var leftOut: [Range<Int>] = []
            while !round.isEmpty {
                var spans: [(Range<Int>, Failure)] = []
                for f in round {
                    let span = syntax.spans.first { $0.contains(f.offset) && !leftOut.contains($0) }
                    list.add(Failure(f.message + (span.map { syntax.leftOutNote($0) } ?? ""), at: f.offset, supported: f.supported),
                             in: text, severity: .warning)
                    if let span, !spans.contains(where: { $0.0 == span }) { spans.append((span, f)) }
                }
                guard !spans.isEmpty else { break }
                leftOut += spans.map(\.0)
                let removed = syntax.leavingOut(spans)
                syntax = removed.syntax
                broken.merge(removed.names) { a, _ in a }
                program = Program(source: text, syntax: syntax, limits: limits, recovery: recovery, broken: broken, context: context)
                round = program.problems + program.wholeProgramProblems
            }
        }
        return ScriptFile(program: program, directives: directives)
    }
}

extension SyntaxFile {
    /// The declarations, previews and statements in `spans` left out (lenient loading); the
    /// names of the declarations with the error that left them out. A preview that is left out
    /// stays in the list, failing with its error when it is the one rendered.
    func leavingOut(_ spans: [(Range<Int>, Failure)]) -> (syntax: SyntaxFile, names: [String: Failure]) {
        func failure(_ offset: Int) -> Failure? { spans.first { $0.0.contains(offset) }?.1 }
        var out = self
        var names: [String: Failure] = [:]
        func keep(_ name: String, _ offset: Int) -> Bool {
            guard let f = failure(offset) else { return true }
            if names[name] == nil { names[name] = f }
            return false
        }
        out.structs = structs.filter { keep($0.name, $0.offset) }
        out.enums = enums.filter { keep($0.name, $0.offset) }
        out.protocols = protocols.filter { keep($0.name, $0.offset) }
        out.functions = functions.filter { keep($0.name, $0.offset) }
        out.globals = globals.filter { keep($0.name, $0.offset) }
        out.extensions = extensions.filter { ext in
            guard let f = failure(ext.offset) else { return true }
            for name in ext.properties.map(\.name) + ext.methods.map(\.name) where names["\(ext.typeName).\(name)"] == nil {
                names["\(ext.typeName).\(name)"] = f
            }
            return false
        }
        out.statements = statements.filter { failure($0.offset) == nil }
        out.previews = previews.map { p in
            var p = p
            if p.failure == nil, let f = failure(p.offset) { p.failure = f }
            return p
        }
        out.typeUses = typeUses.filter { failure($0.offset) == nil }
        return (out, names)
    }

    /// "; 'SettingsView' is left out" for a warning about the declaration in `span`.
    func leftOutNote(_ span: Range<Int>) -> String {
        let named = structs.map { ($0.name, $0.offset) } + enums.map { ($0.name, $0.offset) }
            + functions.map { ($0.name, $0.offset) } + globals.map { ($0.name, $0.offset) }
        if let (name, _) = named.filter({ span.contains($0.1) && !$0.0.contains(".") }).min(by: { $0.1 < $1.1 }) {
            return " ('\(name)' is left out)"
        }
        if previews.contains(where: { span.contains($0.offset) }) { return " (the preview is left out)" }
        return " (the declaration is left out)"
    }
}
