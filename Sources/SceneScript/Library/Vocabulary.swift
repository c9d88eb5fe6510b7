import Symbols

/// What scene scripts support, read from the interpreter's own tables (`Library`), so the list
/// `flipbook list` prints cannot drift from what the interpreter accepts.
public struct VocabularyGroup: Hashable, Sendable {
    /// The group's key (`views`, `modifiers`, `transitions`, …).
    public var name: String
    /// One line on what the group holds.
    public var summary: String
    public var entries: [VocabularyEntry]
}

/// One name a scene script can use, with the argument labels of each form it can be called with
/// (`frame(width:height:alignment:)`); a value used without a call (`.opacity`) has the form "".
public struct VocabularyEntry: Hashable, Sendable {
    public var name: String
    /// Each accepted form: "" for a plain value, "(width:height:alignment:)" for a call.
    public var forms: [String]
    /// A note such as "accepted; no visible effect".
    public var note: String?

    /// `name(a:b:)` for each form, joined with " | ".
    public var description: String {
        let shown = forms.map { name + $0 }
        return shown.joined(separator: " | ") + (note.map { "  (\($0))" } ?? "")
    }
}

extension SceneScript {
    /// The supported vocabulary, grouped; entries are sorted by name.
    public static var vocabulary: [VocabularyGroup] {
        func forms(_ sigs: [Signature]) -> [String] {
            var seen = Set<String>()
            return sigs.map { $0.params.isEmpty ? "()" : $0.labels }.filter { seen.insert($0).inserted }
        }
        // A method's note names its type, so `.animation(_:)` of AnyTransition does not read as the modifier again.
        func entries(_ table: Library.StaticTable?, methods: [String: [Signature]]? = nil, of type: String) -> [VocabularyEntry] {
            var byName: [String: [String]] = [:]
            if let table {
                for name in table.values.keys { byName[name, default: []].append("") }
                for (name, sigs) in table.functions { byName[name, default: []] += forms(sigs) }
            }
            var list = byName.map { VocabularyEntry(name: "." + $0.key, forms: $0.value) }
            for (name, sigs) in methods ?? [:] { list.append(VocabularyEntry(name: "." + name, forms: forms(sigs), note: "method of \(type)")) }
            return list.sorted { $0.name < $1.name }
        }
        // Constructors of values rather than views.
        let valueTypes = Set(Hint.staticTypes.keys).union(["AnyShapeStyle", "Gradient.Stop", "LinearGradient", "RadialGradient",
                                                           "AngularGradient", "AnimatablePair", "Int", "String", "Array",
                                                           "UUID", "Character"])
            .union(Library.feedbackGenerators.keys).union(Library.canvasTypeNames)
        // `GraphicsContext.Shading.color`, `TimelineSchedule.periodic`: members of value types.
        func isValue(_ name: String) -> Bool { valueTypes.contains(name) || name.contains(".") }
        let views = Library.constructors.filter { !isValue($0.key) }
            .map { VocabularyEntry(name: $0.key, forms: forms($0.value)) }.sorted { $0.name < $1.name }
        let values = Library.constructors.filter { isValue($0.key) }
            .map { VocabularyEntry(name: $0.key, forms: forms($0.value)) }.sorted { $0.name < $1.name }
        var modifiers = Library.modifiers.map { VocabularyEntry(name: "." + $0.key, forms: forms($0.value)) }
        modifiers += Library.noEffectModifiers.filter { Library.modifiers[$0] == nil }
            .map { VocabularyEntry(name: "." + $0, forms: ["(…)"], note: "accepted; no visible effect in a clip") }
        modifiers += Interpreter.contextModifiers.filter { Library.modifiers[$0] == nil }
            .map { VocabularyEntry(name: "." + $0, forms: ["(…)"], note: "applies to the views inside") }
        modifiers.sort { $0.name < $1.name }
        var functions = Library.functions.map { VocabularyEntry(name: $0.key, forms: forms($0.value)) }
        functions += Library.scriptOnlyFunctions.map { VocabularyEntry(name: $0, forms: ["{ … }"], note: "in actions") }
        functions.sort { $0.name < $1.name }
        // Names the interpreter accepts are never listed as unsupported.
        let accepted = Set(views.map(\.name) + values.map(\.name) + modifiers.map(\.name))
        let symbols = SymbolLibrary.names.map { VocabularyEntry(name: $0, forms: [""]) }
        let unsupported = Library.unsupportedTypes.merging(Library.unsupportedModifiers.map { ("." + $0.key, $0.value) }) { a, _ in a }
            .filter { !accepted.contains($0.key) }
            .map { VocabularyEntry(name: $0.key, forms: [""], note: Library.instead($0.value)) }.sorted { $0.name < $1.name }
        return [
            VocabularyGroup(name: "views", summary: "Views and shapes (constructors)", entries: views),
            VocabularyGroup(name: "modifiers", summary: "View modifiers", entries: modifiers),
            VocabularyGroup(name: "transitions", summary: "AnyTransition members (.transition(…), .combined(with:))",
                            entries: entries(Library.statics[.transition], methods: Library.methods["transition"], of: "AnyTransition")),
            VocabularyGroup(name: "animations", summary: "Animation members (withAnimation(…), .animation(_:value:))",
                            entries: entries(Library.statics[.animation], methods: Library.methods["animation"], of: "Animation")),
            VocabularyGroup(name: "colors", summary: "Colors (Color.red, .blue, …) and their methods",
                            entries: entries(Library.statics[.color], methods: Library.methods["color"], of: "Color")),
            VocabularyGroup(name: "styles", summary: "Shape styles besides colours (materials, gradients, .foreground)",
                            entries: entries(Library.statics[.style], methods: Library.methods["style"], of: "ShapeStyle")),
            VocabularyGroup(name: "fonts", summary: "Fonts (.font(…)) and their methods",
                            entries: entries(Library.statics[.font], methods: Library.methods["font"], of: "Font")),
            VocabularyGroup(name: "uicolors", summary: "UIColor members, shown with Color(.systemGray4) or Color(uiColor: .label)",
                            entries: entries(Library.statics[.uiColor], methods: Library.methods["uiColor"], of: "UIColor")),
            VocabularyGroup(name: "canvas", summary: "GraphicsContext (Canvas { context, size in … }): drawing methods and state",
                            entries: entries(nil, methods: (Library.methods["graphicsContext"] ?? [:])
                                .merging(Library.mutators["graphicsContext"] ?? [:]) { a, _ in a }, of: "GraphicsContext")),
            VocabularyGroup(name: "values", summary: "Other value types (constructors)", entries: values),
            VocabularyGroup(name: "functions", summary: "Free functions", entries: functions),
            VocabularyGroup(name: "symbols", summary: "Symbols for Image(systemName:) and Label(_:systemImage:)", entries: symbols),
            VocabularyGroup(name: "unsupported", summary: "Not supported, with what to use instead", entries: unsupported),
        ]
    }
}
