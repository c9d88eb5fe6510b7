/// The built-in symbols for `Image(systemName:)`.
public enum SymbolLibrary {
    /// All symbol names, sorted.
    public static var names: [String] { sortedNames }

    /// The symbol with this name, or a `SymbolError` listing the known names. A `placeholderName(for:)`
    /// gives the placeholder, named as the symbol it stands for.
    public static func symbol(named name: String) throws(SymbolError) -> Symbol {
        if let s = symbols[name] { return s }
        if name.hasPrefix(placeholderPrefix) { return Symbol(name: String(name.dropFirst(placeholderPrefix.count)), glyph: Glyphs.placeholder) }
        throw SymbolError(name: name, knownNames: sortedNames)
    }

    /// What lenient loading asks for in place of an unknown symbol: a rounded-square outline the size of
    /// `circle` (SwiftUI draws nothing for an unknown name; the outline shows where it would be).
    public static func placeholderName(for name: String) -> String { placeholderPrefix + name }
    /// Starts no symbol name anyone writes (U+FFFF is a noncharacter).
    static let placeholderPrefix = "\u{FFFF}placeholder:"

    /// Built once, on first use (both weights of every symbol: a few hundred microseconds).
    private static let symbols: [String: Symbol] = Dictionary(uniqueKeysWithValues: GlyphCatalog.glyphs.map {
        ($0.key, Symbol(name: $0.key, glyph: $0.value))
    })
    /// Up to `limit` known names closest to `name`: most shared dot-separated parts first (`wifi.router`
    /// → `wifi`), then the fewest edits (`hart.fill` → `heart.fill`), then alphabetical. Names sharing no
    /// part and more than a third of the name's letters away are left out.
    public static func closestNames(to name: String, limit: Int = 3) -> [String] {
        let lower = name.lowercased()
        let parts = Set(lower.split(separator: "."))
        let allowed = max(2, lower.count / 3)
        let scored = sortedNames.map { candidate in
            (name: candidate, shared: Set(candidate.split(separator: ".")).intersection(parts).count,
             edits: editDistance(Array(lower.utf8.prefix(64)), Array(candidate.utf8.prefix(64))))
        }
        return scored.filter { $0.shared > 0 || $0.edits <= allowed }
            .sorted { ($0.shared, -$0.edits) != ($1.shared, -$1.edits) ? ($0.shared, -$0.edits) > ($1.shared, -$1.edits) : $0.name < $1.name }
            .prefix(limit).map(\.name)
    }

    /// Levenshtein distance (two rows).
    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    private static let sortedNames = GlyphCatalog.glyphs.keys.sorted()
}

/// An unknown symbol name.
public struct SymbolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name asked for.
    public var name: String
    /// Every name the library knows.
    public var knownNames: [String]

    public var description: String {
        let closest = SymbolLibrary.closestNames(to: name)
        return "Image(systemName:): unknown symbol \"\(name)\"" + (closest.isEmpty ? "" : "; closest: " + closest.joined(separator: ", "))
            + " (\(knownNames.count) symbols: flipbook list symbols)"
    }
}
