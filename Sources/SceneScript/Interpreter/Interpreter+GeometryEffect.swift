import Document

extension Interpreter {
    // MARK: GeometryEffect (`struct Skew: GeometryEffect { … func effectValue(size:) -> ProjectionTransform }`)

    /// A script `GeometryEffect` as the model's effect: each time it is drawn it sets its
    /// (interpolated) data on the struct and runs `effectValue(size:)` for the view's size.
    func geometryEffect(_ r: Record, _ template: Value?, _ flat: [Double], _ offset: Int) throws -> ScriptGeometryEffect {
        var canonical = r
        if let template { canonical = try setAnimatableData(r, flat.map { _ in 0 }, template, offset) }
        let identity = canonical.fields.keys.sorted().map { "\($0): \(canonical.fields[$0]!.debugDescription)" }
            .joined(separator: ", ")
        // Run the code once now, so mistakes in it are reported where the effect is used.
        _ = try effectValue(r, size: Size(width: 100, height: 100), offset)
        let program = self.program
        return ScriptGeometryEffect(typeName: r.type.name, data: flat, identity: identity) { data, size in
            let interp = Interpreter(program: program, state: StateValues())
            do {
                var rec = r
                if let template { rec = try interp.setAnimatableData(rec, data, template, offset) }
                return try interp.effectValue(rec, size: size, offset)
            } catch let f as Failure {
                throw program.source.error(f)
            }
        }
    }

    /// `func effectValue(size: CGSize) -> ProjectionTransform` of a script effect.
    func effectValue(_ r: Record, size: Size, _ offset: Int) throws -> ProjectiveTransform {
        let (v, f) = try runRequirement(r, "effectValue", label: "size:", .size(size), hint: .any, offset,
                                        declaration: "func effectValue(size: CGSize) -> ProjectionTransform")
        guard case .platform(.projectionTransform(let t)) = v else {
            throw Failure("'\(r.type.name).effectValue(size:)' must return a ProjectionTransform, found \(v.described)", at: f.offset,
                          supported: "ProjectionTransform(CGAffineTransform(…)) or ProjectionTransform(transform3D)")
        }
        return t
    }
}
