// expect: 4:26: protocol methods must not have bodies — the default implementation in 'extension CardStyle { … }'
protocol CardStyle {
    var tint: Color { get }
    func badge() -> Text { Text("new") }
}
Text("cards")
