// expect: 5:9: unknown view or function 'VStak'
// hint: closest match 'VStack'
struct ContentView: View {
    var body: some View {
        VStak {
            Text("a")
        }
    }
}
