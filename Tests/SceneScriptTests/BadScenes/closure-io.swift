// expect: 6:24: 'FileManager' is not supported in scene scripts
// hint: scene scripts do no I/O
struct ContentView: View {
    var body: some View {
        Text("x").onAppear {
            let data = FileManager.default.contents(atPath: "/etc/passwd")
        }
    }
}
