// expect: 4:14: a loop over 1000000 elements is too long (at most 10000)
struct ContentView: View {
    var body: some View {
        List(0..<1_000_000, id: \.self) { row in
            Text("Row \(row)")
        }
    }
}
