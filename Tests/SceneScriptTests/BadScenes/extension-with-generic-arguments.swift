// expect: 6:14: write the extended type without generic arguments — extension Box { … }
struct Box<Content: View>: View {
    let content: Content
    var body: some View { content.padding() }
}
extension Box<Text> {
    func bold() -> some View { content.bold() }
}
Text("box")
