/// Nested types reach the program flattened under qualified names (`CardGrid.Layout`; see
/// `Parser+NestedTypes.swift`). These helpers split such names again for messages, and point a
/// plain name used outside its outer type to the qualified name Swift would need.
extension Program {
    /// `"CardGrid.Layout"` → (`"CardGrid"`, `"Layout"`); a top-level name has no outer type.
    static func splitNested(_ name: String) -> (outer: String?, simple: String) {
        guard let dot = name.lastIndex(of: ".") else { return (nil, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// The qualified name of a nested enum whose own name is `name` (the first in source order
    /// when several outer types declare one), for "cannot find type 'Layout' in scope".
    static func nestedName(for name: String, enums: [String: EnumDecl], structs: [String: StructDecl] = [:]) -> String? {
        let all = enums.values.map { ($0.name, $0.offset) } + structs.values.map { ($0.name, $0.offset) }
        return all.filter { splitNested($0.0).outer != nil && splitNested($0.0).simple == name }
            .min { $0.1 < $1.1 }?.0
    }

    /// `nestedName(for:)` over this program's types.
    func nestedName(for name: String) -> String? {
        Program.nestedName(for: name, enums: enums, structs: structs)
    }
}
