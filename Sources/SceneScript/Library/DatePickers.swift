import Document

/// `DatePicker` in iOS's compact style, closed (the Swift API's `CompactDatePicker`): the bound
/// date in en_US and UTC, as `Text(date, style:)` writes it — "Dec 4, 2026" for `.date`,
/// "9:41 AM" for `.hourAndMinute`, both by default.
extension Library {
    /// `DatePickerComponents`' options.
    static let datePickerComponentsType = "DatePickerComponents"

    /// `.date`, `.hourAndMinute` or an array of them.
    struct DateComponentsArgument: ScriptArgument {
        let date: Bool, time: Bool
        static var hint: Hint { .userEnum(datePickerComponentsType) }
        static var expected: String { ".date, .hourAndMinute or [.date, .hourAndMinute]" }
        static func read(_ v: Value, at _: Int) -> DateComponentsArgument? {
            // An array literal of options is one value naming them joined by "+" (see `eval`).
            guard case .enumCase(datePickerComponentsType, let n, _) = v else { return nil }
            let names = n.split(separator: "+")
            return DateComponentsArgument(date: names.contains("date"), time: names.contains("hourAndMinute"))
        }
    }

    static func addDatePickerConstructors(_ t: inout [String: [Signature]]) {
        let selection = Param<BindingArgument>.labeled("selection"), range = Param<Value?>.omittable("in")
        let components = Param<DateComponentsArgument?>.omittable("displayedComponents")
        t["DatePicker"] = [
            Signature(Param<String>.unlabeled, selection, range, components) { i, a, title, selection, _, shown in
                try i.datePicker(label: i.leaf(Text(title).makeNode()), selection.ref, shown, at: a.offsets[1])
            },
            Signature(selection, range, components, Param<ClosureValue>.labeled("label")) { i, a, selection, _, shown, label in
                try i.datePicker(label: i.buildClosure(label, [], a.call), selection.ref, shown, at: a.offsets[0])
            },
        ]
    }
}

extension Interpreter {
    func datePicker(label: ViewValue, _ selection: BindingRef, _ shown: Library.DateComponentsArgument?, at offset: Int) throws -> Value {
        guard case .platform(.date(let d)) = try readBinding(selection, offset) else {
            throw Failure("DatePicker's selection needs a binding to a Date", at: offset)
        }
        let shown = shown ?? Library.DateComponentsArgument(date: true, time: true)
        var texts: [String] = []
        if shown.date { texts.append(DateText.format(d, style: "abbreviatedDate", now: Library.virtualNow)) }
        if shown.time { texts.append(DateText.format(d, style: "time", now: Library.virtualNow)) }
        let hidden = environment.values[Library.labelsHiddenKey] != nil
        let node = CompactDatePicker.row(label: hidden ? nil : label.node, components: texts, scheme: colorScheme)
        return .view(ViewValue(node: node, depth: label.depth + 4))
    }
}
