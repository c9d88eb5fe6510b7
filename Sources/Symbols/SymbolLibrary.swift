/// The built-in symbols for `Image(systemName:)`.
public enum SymbolLibrary {
    /// All symbol names, sorted.
    public static var names: [String] { sortedNames }

    /// The symbol with this name, or a `SymbolError` listing the known names.
    public static func symbol(named name: String) throws(SymbolError) -> Symbol {
        guard let s = symbols[name] else { throw SymbolError(name: name, knownNames: sortedNames) }
        return s
    }

    /// Built once, on first use (both weights of every symbol: a few hundred microseconds).
    private static let symbols: [String: Symbol] = Dictionary(uniqueKeysWithValues: GlyphCatalog.glyphs.map {
        ($0.key, Symbol(name: $0.key, glyph: $0.value))
    })
    private static let sortedNames = GlyphCatalog.glyphs.keys.sorted()
}

/// An unknown symbol name.
public struct SymbolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// Every name the library knows.
    public var knownNames: [String]

    public var description: String {
        "Image(systemName:): unknown symbol \"\(name)\"; known symbols: \(knownNames.joined(separator: ", "))"
    }
}
