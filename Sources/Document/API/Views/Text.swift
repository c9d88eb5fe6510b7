/// A line or paragraph of text (SwiftUI's `Text`); font, colour and line settings come from
/// modifiers. The string is used as given (no localization).
public struct Text: View {
    public typealias Body = Never
    public var string: String

    public init(_ content: some StringProtocol) { string = String(content) }
    public init(verbatim content: String) { string = content }

    public func _makeNode() -> ViewNode { .text(TextView(string)) }
}
