// expect: 4:5: enums must not contain stored properties — a computed property (var accent: T { … }), a static let, or an associated value (case x(accent: T))
enum Theme {
    case light, dark
    var accent = Color.blue
}
Text("theme")
