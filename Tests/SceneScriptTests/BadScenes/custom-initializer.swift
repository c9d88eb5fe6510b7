// expect: 4:5: custom initializers are not supported
struct Card: View {
    let title: String
    init(title: String) { self.title = title }
    var body: some View { Text(title) }
}
Card(title: "x")
