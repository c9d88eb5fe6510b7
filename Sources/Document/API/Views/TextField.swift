import Geometry
import Style

/// SwiftUI's `TextField` and `SecureField` at rest: the text, or the placeholder in
/// `placeholderText` when it is empty, leading in a field as wide as offered and one body line
/// high (a secure field shows a bullet per character). `.textFieldStyle(.roundedBorder)` adds
/// iOS's rounded border: 6 points of padding, corner radius 5, a `separator` hairline on
/// `systemBackground` (inferred from screenshots). The caret and keyboard are not drawn: a clip
/// shows the field unfocused.
public struct TextField: View {
    public typealias Body = Never
    public enum Style: String, CaseIterable, Hashable, Sendable { case automatic, plain, roundedBorder }

    public var placeholder: String
    public var text: String
    public var isSecure: Bool
    public var style: Style
    public var scheme: ColorScheme

    /// `TextField("Name", text: $name)`.
    public init(_ placeholder: String, text: Binding<String>, style: Style = .automatic, scheme: ColorScheme = .light) {
        self.init(placeholder, text: text.wrappedValue, isSecure: false, style: style, scheme: scheme)
    }

    /// The field showing `text` (`isSecure`: as `SecureField` does).
    public init(_ placeholder: String, text: String, isSecure: Bool, style: Style = .automatic, scheme: ColorScheme = .light) {
        self.placeholder = placeholder; self.text = text; self.isSecure = isSecure; self.style = style; self.scheme = scheme
    }

    public func _makeNode() -> ViewNode {
        let shown: ViewNode = text.isEmpty
            ? Text(placeholder).foregroundColor(UIKitColor["placeholderText"].resolved(in: scheme)).lineLimit(1).makeNode()
            : Text(isSecure ? String(repeating: "\u{2022}", count: text.count) : text).lineLimit(1).makeNode()
        let field = shown.frame(maxWidth: .infinity, alignment: .leading)
        guard style == .roundedBorder else { return field.makeNode() }
        let shape = RoundedRectangle(cornerRadius: 5, style: .continuous)
        return field.padding(.horizontal, 6).padding(.vertical, 6)
            .background(UIKitColor["systemBackground"].resolved(in: scheme), in: shape)
            .overlay { shape.strokeBorder(UIKitColor["separator"].resolved(in: scheme), lineWidth: 0.5) }
            .makeNode()
    }
}
