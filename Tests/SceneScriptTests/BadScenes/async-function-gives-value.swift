// expect: 10:26: a function with timeline steps (sleeps, withAnimation) cannot give a value here: its steps run later, along the timeline — let the function change @State, and read that state afterwards
struct ContentView: View {
    @State private var status = "idle"
    func fetch() async -> String {
        try? await Task.sleep(for: .seconds(1))
        return "done"
    }
    var body: some View {
        Text(status).task {
            let result = await fetch()
            status = result
        }
    }
}
