import Document

/// iOS's controls that show a bound number: `Slider`. Their looks are the Swift API's
/// (`SliderTrack`); the scene reads the binding when the view is built, so a value changed in an
/// animated transaction moves the knob.
extension Library {
    static func addValueControlConstructors(_ t: inout [String: [Signature]]) {
        t["Slider"] = [
            Signature(Param<BindingArgument>.labeled("value"), Param<Located<FloatRangeArgument>?>.omittable("in"),
                      Param<Double?>.omittable("step"), Param<ClosureValue?>.omittable("onEditingChanged"),
                      Param<ClosureValue?>.omittable("label"), Param<ClosureValue?>.omittable("minimumValueLabel"),
                      Param<ClosureValue?>.omittable("maximumValueLabel")) { i, a, value, range, step, _, label, low, high in
                let v: Double
                switch (try i.readBinding(value.ref, a.offsets[0]), value.ref.root) {
                case (.double(let d), _): v = d
                // `.constant(33)`: Swift reads the literal as a Double here.
                case (.int(let n), .constant): v = Double(n)
                default: throw Failure("Slider's value needs a binding to a Double (a BinaryFloatingPoint)", at: a.offsets[0])
                }
                var bounds = 0.0...1.0
                if let range {
                    let r = range.value
                    guard r.closed, r.lower.isFinite, r.upper.isFinite, r.lower <= r.upper else {
                        throw Failure("Slider's range must be a finite ClosedRange such as 0...100", at: range.offset)
                    }
                    bounds = r.lower...r.upper
                }
                if let step, !(step > 0 && step.isFinite) {
                    throw Failure("Slider's step must be a positive number", at: a.offsets[2])
                }
                // The label names the slider for accessibility only: built (so mistakes in it are
                // reported) but not shown, as on iOS.
                if let label { _ = try i.buildClosure(label, [], a.call) }
                let lowNode = try low.map { try i.buildClosure($0, [], a.call) }
                let highNode = try high.map { try i.buildClosure($0, [], a.call) }
                let slider = Slider(value: v, in: bounds, step: step, scheme: i.colorScheme,
                                    minimumValueLabel: lowNode?.node, maximumValueLabel: highNode?.node)
                return .view(ViewValue(node: slider.makeNode(), depth: max(lowNode?.depth ?? 0, highNode?.depth ?? 0) + 1))
            },
        ]
    }
}
