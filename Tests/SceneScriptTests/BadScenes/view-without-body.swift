// expect: 2:1: view 'Card' has no 'var body: some View'
struct Card: View {
    let title: String
}
Card(title: "x")
