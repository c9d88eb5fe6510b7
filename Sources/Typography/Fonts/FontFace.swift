/// An opened font face, as seen from outside the library: where it came from and its design grid.
/// Immutable; identity is (file, index).
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    /// Face index inside a collection (`.ttc`); 0 for single-face files.
    public let index: Int
    public let familyName: String
    public let styleName: String
    public let unitsPerEm: Int
    /// "file#index": a string naming the face uniquely (cache keys, digests).
    public let key: String

    init(file: String, index: Int, familyName: String, styleName: String, unitsPerEm: Int) {
        self.file = file; self.index = index; self.familyName = familyName; self.styleName = styleName
        self.unitsPerEm = unitsPerEm
        key = "\(file)#\(index)"
    }

    public static func == (a: FontFace, b: FontFace) -> Bool { a.file == b.file && a.index == b.index }
    public func hash(into h: inout Hasher) { h.combine(file); h.combine(index) }
    public var description: String { "\(familyName) \(styleName) (\(file)#\(index))" }
}
