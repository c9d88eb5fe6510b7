// expect: 3:5: property in protocol must have explicit { get } or { get set } specifier — var tint: Color { get }
protocol CardStyle {
    var tint: Color
}
Text("cards")
