// expect: 6:5: 'Accent' is not an EnvironmentKey — struct Accent: EnvironmentKey { static let defaultValue = … }
struct Accent {
    static let defaultValue = Color.red
}
extension EnvironmentValues {
    var accent: Color {
        get { self[Accent.self] }
        set { self[Accent.self] = newValue }
    }
}
Text("x")
