// expect: 5:5: return from initializer without initializing all stored properties: 'subtitle'
struct Card: View {
    let title: String
    let subtitle: String
    init(title: String) { self.title = title }
    var body: some View { Text(title + subtitle) }
}
Card(title: "x")
