// expect: 3:23: a Color cannot be a dictionary key (it is not Hashable here) — String, Int, Double, Bool, enum cases, or structs of those
struct ContentView: View {
    let names = [Color.red: "red", Color.blue: "blue"]
    var body: some View { Text("names") }
}
