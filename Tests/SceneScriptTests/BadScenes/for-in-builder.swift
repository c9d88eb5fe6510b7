// expect: 5:13: 'for' loops are not allowed in a view builder
struct ContentView: View {
    var body: some View {
        VStack {
            for i in 0..<3 {
                Text("\(i)")
            }
        }
    }
}
