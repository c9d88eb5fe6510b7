// expect: 4:27: expected CGFloat here, found a String
struct ContentView: View {
    var body: some View {
        Text("a").opacity("half")
    }
}
