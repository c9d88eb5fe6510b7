// expect: 9:1: type 'Plain' does not conform to protocol 'CardStyle': it has no 'var tint: Color' — add var tint: Color { … } to 'Plain', or a default in extension CardStyle { … }
protocol CardStyle {
    var tint: Color { get }
    func badge() -> Text
}
extension CardStyle {
    func badge() -> Text { Text("new") }
}
struct Plain: CardStyle {
    let title = "Plain"
}
Text("cards")
