// expect: 3:10: enum case cannot have a raw value if the enum does not have a raw type — enum Tab: String { … } (or Int, Double, Character)
enum Tab {
    case home = "Home"
    case settings
}
Text("tabs")
