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

/// `Stepper`: the label leading and iOS's minus/plus control (UIStepper) trailing. Its two halves
/// are buttons named "Decrement" and "Increment" (UIStepper's accessibility labels), so a
/// timeline tap naming one steps the value.
extension Library {
    /// An `Int` range argument (`1...10`).
    struct IntRangeArgument: ScriptArgument {
        let lower: Int, upper: Int
        static var hint: Hint { .any }
        static var expected: String { "a range of integers such as 1...10" }
        static func read(_ v: Value, at _: Int) -> IntRangeArgument? {
            // Ranges are kept half-open: `1...10` is (1, 11).
            if case .range(let lo, let hi) = v, hi > lo { IntRangeArgument(lower: lo, upper: hi - 1) } else { nil }
        }
    }

    static func addStepperConstructors(_ t: inout [String: [Signature]]) {
        @Sendable func valued(_ i: Interpreter, _ a: Args, label: ViewValue, value: BindingRef, argument: Int, range: IntRangeArgument?, step: Int) throws -> Value {
            guard case .int(let n) = try i.readBinding(value, a.offsets[argument]) else {
                throw Failure("Stepper's value needs a binding to an Int", at: a.offsets[argument])
            }
            guard step > 0 else { throw Failure("Stepper's step must be positive", at: a.call) }
            let lower = range?.lower ?? Int.min, upper = range?.upper ?? Int.max
            let dec = n > lower ? try i.stepAction(value, by: -step, bound: lower, a.call) : nil
            let inc = n < upper ? try i.stepAction(value, by: step, bound: upper, a.call) : nil
            return .view(ViewValue(node: i.stepperRow(label: label.node, decrement: dec, increment: inc), depth: label.depth + 1))
        }
        t["Stepper"] = [
            Signature(Param<String>.unlabeled, Param<BindingArgument>.labeled("value"), Param<IntRangeArgument?>.omittable("in"),
                      Param<Int>.labeled("step", default: 1)) { i, a, title, value, range, step in
                try valued(i, a, label: i.leaf(Text(title).makeNode()), value: value.ref, argument: 1, range: range, step: step)
            },
            Signature(Param<BindingArgument>.labeled("value"), Param<IntRangeArgument?>.omittable("in"),
                      Param<Int>.labeled("step", default: 1), Param<ClosureValue>.labeled("label")) { i, a, value, range, step, label in
                try valued(i, a, label: try i.buildClosure(label, [], a.call), value: value.ref, argument: 0, range: range, step: step)
            },
            Signature(Param<String>.unlabeled, Param<ClosureValue>.labeled("onIncrement"), Param<ClosureValue>.labeled("onDecrement")) { i, a, title, inc, dec in
                let row = i.stepperRow(label: Text(title).makeNode(), decrement: try i.makeScript(dec, name: "Stepper(\"\(title)\").decrement"),
                                       increment: try i.makeScript(inc, name: "Stepper(\"\(title)\").increment"))
                return .view(i.leaf(row))
            },
            Signature(Param<ClosureValue>.labeled("label"), Param<ClosureValue>.labeled("onIncrement"), Param<ClosureValue>.labeled("onDecrement")) { i, a, label, inc, dec in
                let l = try i.buildClosure(label, [], a.call)
                let row = i.stepperRow(label: l.node, decrement: try i.makeScript(dec, name: "Stepper.decrement"),
                                       increment: try i.makeScript(inc, name: "Stepper.increment"))
                return .view(ViewValue(node: row, depth: l.depth + 1))
            },
        ]
    }
}

extension Interpreter {
    /// `value = min(value + step, bound)` (or `max` for a negative step) through the binding, as
    /// an action: in the transaction of the tap, so `$n.animation(…)` animates it.
    func stepAction(_ binding: BindingRef, by step: Int, bound: Int, _ offset: Int) throws -> Script {
        func expr(_ k: Expr.Kind) -> Expr { Expr(k, at: offset) }
        func arg(_ e: Expr) -> Argument { Argument(label: nil, value: e, isTrailing: false, offset: offset) }
        let sum = expr(.binary("+", expr(.identifier("value")), expr(.integer(step))))
        let clamped = expr(.call(expr(.identifier(step > 0 ? "min" : "max")), [arg(sum), arg(expr(.integer(bound)))]))
        return try assignAction(binding, clamped, Env(), offset, name: step > 0 ? "Stepper.increment" : "Stepper.decrement")
    }

    /// The label, flexible space, then the 94 × 32 control: two 46.5-point halves on a
    /// `tertiarySystemFill` rounded rectangle (radius 8), a separator between them; a half with
    /// no action (the value at its bound) is dimmed. Metrics: UIStepper's 94 × 32 (ios-look.md);
    /// the radius, the 18-point separator, the symbols' 15-point medium weight and the 30 % dimming
    /// are inferred from iOS 17 screenshots.
    func stepperRow(label: ViewNode, decrement: Script?, increment: Script?) -> ViewNode {
        let scheme = colorScheme
        let ink = UIKitColor["label"].resolved(in: scheme)
        func half(_ symbol: String, _ name: String, _ action: Script?) -> ViewNode {
            let glyph = Image(systemName: symbol).font(.system(size: 15, weight: .medium)).foregroundColor(ink)
                .opacity(action == nil ? 0.3 : 1).frame(width: 46.5, height: 32).makeNode()
            return .button(ButtonView(label: glyph, actionName: name, action: action))
        }
        let control = HStack(spacing: 0) {
            half("minus", "Decrement", decrement)
            Rectangle().fill(UIKitColor["separator"].resolved(in: scheme)).frame(width: 1, height: 18)
            half("plus", "Increment", increment)
        }
        .frame(width: 94, height: 32)
        .background(UIKitColor["tertiarySystemFill"].resolved(in: scheme), in: RoundedRectangle(cornerRadius: 8))
        let hidden = environment.values[Library.labelsHiddenKey] != nil
        if hidden { return control.makeNode() }
        return HStack { label; Spacer(); control }.makeNode()
    }
}
