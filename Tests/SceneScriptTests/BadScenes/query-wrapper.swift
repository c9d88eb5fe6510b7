// expect: 3:5: property wrapper '@Query' is not supported — @State with sample data (a clip has no database)
struct ContentView: View {
    @Query private var items: [String]
    var body: some View { Text("x") }
}
