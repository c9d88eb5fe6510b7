/// A font or text problem, with a message that names the place and the reason
/// (e.g. `font file not found: /x.ttf`).
public struct TypographyError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// An explicit font file does not exist or cannot be read.
        case fontFileNotFound
        /// A file exists but FreeType cannot use it (not a font, broken, bitmap-only).
        case unusableFont
        /// No face of a default family (Inter, DejaVu) is installed in the search paths.
        case familyNotInstalled
        /// Some characters are in no installed font (only with `MissingCharacterPolicy.error`).
        case missingCharacters
        /// A size, width or line height that is negative or not finite.
        case invalidArgument
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) { self.kind = kind; self.message = message }

    public var description: String { message }
}
