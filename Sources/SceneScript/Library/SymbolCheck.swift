import Document
import Symbols

extension Interpreter {
    /// `Image(systemName: name)` — or, for a name the renderer has no symbol for, when checking or loading
    /// leniently: the error at the argument's place (FILE:LINE:COLUMN) with the closest names, and a
    /// placeholder in its stead (a rounded-square outline at the symbol's size, `SymbolLibrary.placeholderName`). Strict loading keeps the image (the model is SwiftUI's whatever the name):
    /// layout then fails on it, and `SceneInput` turns that into this error by checking the scene.
    func symbolImage(_ name: String, at offset: Int) throws -> ViewNode {
        let image = Image(systemName: name).makeNode()
        guard !program.recovery.isStrict, (try? SymbolLibrary.symbol(named: name)) == nil else { return image }
        let closest = SymbolLibrary.closestNames(to: name)
        let hint = ([closest.isEmpty ? nil : "closest symbols: " + closest.joined(separator: ", ")]
            + [suggestion(for: name, among: SymbolLibrary.names, listing: false)].filter { !$0.isEmpty }).compactMap { $0 }
        let f = Failure("unknown symbol \"\(name)\"", at: offset,
                        supported: (hint + ["all \(SymbolLibrary.names.count) of them: flipbook list symbols"]).joined(separator: "; "))
        guard goesOn(past: f, "drawn as a placeholder") else { throw f }
        return Image(systemName: SymbolLibrary.placeholderName(for: name)).makeNode()
    }
}
