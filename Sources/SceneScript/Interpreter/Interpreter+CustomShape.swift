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
        guard let f = method(of: r.type, "path"), f.parameters.count == 1 else {
            throw Failure("'\(r.type.name)' needs func path(in rect: CGRect) -> Path", at: r.type.offset)
        }
        try enterCall(offset, "\(r.type.name).path(in:)")
        defer { leaveCall() }
        var env = Env(selfRecord: r)
        env.bind(f.parameters[0].name, .rect(rect))
        let v = try runBody(f.body, &env, hint: .shape, builder: false)
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
        guard let f = method(of: r.type, "inset"), f.parameters.count == 1 else {
            throw Failure("'\(r.type.name)' needs func inset(by amount: CGFloat) -> some InsettableShape for strokeBorder",
                          at: r.type.offset)
        }
        try enterCall(offset, "\(r.type.name).inset(by:)")
        defer { leaveCall() }
        var env = Env(selfRecord: r)
        env.bind(f.parameters[0].name, .double(amount))
        let v = try runBody(f.body, &env, hint: .any, builder: false)
        guard case .record(let out) = v, out.type.role == .shape else {
            throw Failure("'\(r.type.name).inset(by:)' must return a shape of the script, found \(v.described)", at: f.offset)
        }
        return out
    }
}
