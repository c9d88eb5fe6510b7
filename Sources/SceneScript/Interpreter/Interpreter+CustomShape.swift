import Document

extension Interpreter {
    // MARK: Custom shapes (`struct Wave: Shape { … func path(in rect: CGRect) -> Path }`)

    /// A script `Shape` value as a shape the model draws: a `CustomShape` whose outline sets the
    /// (interpolated) `animatableData` on the struct and interprets `path(in:)` again, as SwiftUI
    /// redraws an animating shape every frame from its `animatableData`.
    func customShapeValue(_ r: Record, _ offset: Int) throws -> Value {
        .shape(ShapeView(kind: .custom(try customShape(r, offset))), painted: false)
    }

    func customShape(_ r: Record, _ offset: Int) throws -> CustomShape {
        let template = try animatableData(of: r, offset)
        var flat: [Double] = []
        if let template { try flatten(template, into: &flat, offset) }
        // What the shape is apart from its animatable data: its stored properties once the data is
        // set to zeros (so the properties behind `animatableData` do not count).
        var canonical = r
        if let template { canonical = try setAnimatableData(r, flat.map { _ in 0 }, template, offset) }
        let identity = canonical.fields.keys.sorted().map { "\($0): \(canonical.fields[$0]!.debugDescription)" }
            .joined(separator: ", ")
        let insettable = r.type.conformances.contains("InsettableShape")
        let program = self.program
        let shape = CustomShape(name: r.type.name, data: flat, identity: identity, isInsettable: insettable) { data, inset, rect in
            let interp = Interpreter(program: program, state: StateValues())
            do {
                var rec = r
                if let template { rec = try interp.setAnimatableData(rec, data, template, offset) }
                if inset != 0 { rec = try interp.insetShape(rec, by: inset, offset) }
                return try interp.shapePath(rec, in: rect, offset)
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
        // Run the code once now, for a typical size, so mistakes in it are reported where the
        // shape is made; layout runs it again for the size the shape gets.
        _ = try shapePath(r, in: Rect(x: 0, y: 0, width: 100, height: 100), offset)
        return shape
    }

    /// `func path(in rect: CGRect) -> Path` of a script shape.
    func shapePath(_ r: Record, in rect: Rect, _ offset: Int) throws -> Path {
        let (v, f) = try runRequirement(r, "path", label: "in:", .rect(rect), hint: .shape, offset,
                                        declaration: "func path(in rect: CGRect) -> Path")
        switch v {
        case .path(let p): return p
        case .shape(let s, painted: false): return s.kind.path(in: rect)
        default:
            throw Failure("'\(r.type.name).path(in:)' must return a Path, found \(v.described)", at: f.offset,
                          supported: "var path = Path(); path.move(to: …); …; return path — or Path { p in … }")
        }
    }

    /// An `InsettableShape`'s own `inset(by:)` (what `strokeBorder` calls with half the line width).
    func insetShape(_ r: Record, by amount: Double, _ offset: Int) throws -> Record {
        let (v, f) = try runRequirement(r, "inset", label: "by:", .double(amount), hint: .any, offset,
                                        declaration: "func inset(by amount: CGFloat) -> some InsettableShape for strokeBorder")
        guard case .record(let out) = v, out.type.role == .shape else {
            throw Failure("'\(r.type.name).inset(by:)' must return a shape of the script, found \(v.described)", at: f.offset)
        }
        return out
    }

    /// Runs a one-parameter method a protocol requires of a script type (`path(in:)`,
    /// `inset(by:)`, `effectValue(size:)`) on `r`; an error at the type names the declaration.
    func runRequirement(_ r: Record, _ name: String, label: String, _ argument: Value, hint: Hint, _ offset: Int,
                        declaration: String) throws -> (Value, FunctionDecl) {
        guard let f = method(of: r.type, name), f.parameters.count == 1 else {
            throw Failure("'\(r.type.name)' needs \(declaration)", at: r.type.offset)
        }
        try enterCall(offset, "\(r.type.name).\(name)(\(label))")
        defer { leaveCall() }
        var env = Env(selfRecord: r)
        env.bind(f.parameters[0].name, argument)
        return (try runBody(f.body, &env, hint: hint, builder: false), f)
    }
}
