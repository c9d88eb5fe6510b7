import Document

/// Lenient loading and checking go on where strict loading stops (see `Recovery`):
///
/// - an unknown or unsupported modifier on a view leaves the view as it is;
/// - an unknown or unsupported view (a call of an unknown name where a view may stand) is drawn
///   as a placeholder: a light grey rounded rectangle with the view's name in small text, as
///   wide as it is offered and 44 pt high (the height of a standard control row; SwiftUI gives
///   an unconstrained view what it is offered);
/// - checking only: an error in a view-builder statement (`VStack { A(); B(); C() }`) is recorded
///   and the statement drawn as a placeholder, so the statements after it are still checked.
///
/// Each such construct is reported once: as a warning saying what was done instead (lenient) or
/// as an error (checking).
extension Interpreter {
    /// The placeholder's height in points.
    static let placeholderHeight = 44.0

    /// Records `f` and returns true when evaluation may go on past it (`instead` says how, in a
    /// lenient warning); false when loading is strict.
    func goesOn(past f: Failure, _ instead: String) -> Bool {
        switch program.recovery {
        case .strict:
            return false
        case .lenient(let list):
            list.add(Failure(f.message + " (\(instead))", at: f.offset, supported: f.supported), in: program.source,
                     severity: .warning)
            return true
        case .diagnose(let list):
            list.add(f, in: program.source, severity: .error)
            return true
        }
    }

    /// An unknown or unsupported view named `name` where `hint` is expected: its placeholder, or
    /// `f` thrown (strict loading, or where no view may stand).
    func placeholder(for name: String, _ f: Failure, _ hint: Hint) throws -> Value {
        guard hint == .view || hint == .any else {
            // Another overload (one taking a view) may still fit.
            if !program.recovery.isStrict { throw Failure(f.message, at: f.offset, supported: f.supported, mismatch: true) }
            throw f
        }
        guard goesOn(past: f, "drawn as a placeholder") else { throw f }
        return .view(placeholderView(name))
    }

    func placeholderView(_ name: String) -> ViewValue {
        ViewValue(node: Interpreter.placeholderNode(name), depth: 6)
    }

    /// `ZStack { RoundedRectangle(cornerRadius: 6).fill(light grey); Text(name).font(.caption) }`
    /// in a frame of flexible width and `placeholderHeight`.
    static func placeholderNode(_ name: String) -> ViewNode {
        ZStack {
            RoundedRectangle(cornerRadius: 6).fill(Color(r8: 229, g8: 229, b8: 234))
            Text(name).font(.caption).foregroundStyle(Color.secondary).lineLimit(1)
        }
        .frame(maxWidth: .infinity)
        .frame(height: placeholderHeight)
        .makeNode()
    }

    /// Checking: runs one view-builder statement, recording an error in it and drawing the
    /// statement as a placeholder so that the statements after it are checked too. Past the
    /// work budget nothing more is tried.
    func checkingStatement(_ s: Stmt, _ run: () throws -> ViewValue?) throws -> ViewValue? {
        guard program.recovery.isDiagnosing else { return try run() }
        do {
            return try run()
        } catch let f as Failure {
            guard steps <= limits.maxSteps, goesOn(past: f, "") else { throw f }
            return placeholderView("error")
        }
    }

    /// The error of a declaration left out because of an error, when `name` (as seen from the
    /// code being run) names one.
    func brokenDeclaration(_ name: String, _ env: Env) -> Failure? {
        if let rec = env.selfRecord, let f = Program.brokenType(name, scope: rec.type.name, program.broken) { return f }
        return program.broken[name]
    }
}
