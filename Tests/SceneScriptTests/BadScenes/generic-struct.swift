// expect: 2:11: generic structs are not supported in scene scripts
struct Box<Content: View>: View {
    let content: Content
    var body: some View { content.padding() }
}
Text("x")
