// expect: 4:42: 'title' has no projected value — mark it @State (in the view that owns it) or @Binding (in a view it is passed to)
struct Row: View {
    let title: String
    var body: some View { Text(title).id($title) }
}
Row(title: "a")
