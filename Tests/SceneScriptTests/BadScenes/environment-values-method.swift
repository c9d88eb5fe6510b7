// expect: 3:5: only properties can be added to EnvironmentValues — var myValue: T { get { self[MyKey.self] } set { self[MyKey.self] = newValue } }, or @Entry var myValue = …
extension EnvironmentValues {
    func accent() -> Color { .red }
}
Text("x")
