// expect: 6:16: an initializer cannot return a value
struct Card: View {
    let title: String
    init(title: String) {
        self.title = title
        return self
    }
    var body: some View { Text(title) }
}
Card(title: "x")
