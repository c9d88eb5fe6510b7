// expect: 6:9: immutable value 'self.title' may only be initialized once
struct Card: View {
    let title: String
    init(title: String) {
        self.title = title
        self.title = title.uppercased()
    }
    var body: some View { Text(title) }
}
Card(title: "x")
