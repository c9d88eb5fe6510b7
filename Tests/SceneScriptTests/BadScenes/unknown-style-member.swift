// expect: 4:23: ShapeStyle has no member '.reddish'
struct ContentView: View {
    var body: some View {
        Circle().fill(.reddish)
    }
}
