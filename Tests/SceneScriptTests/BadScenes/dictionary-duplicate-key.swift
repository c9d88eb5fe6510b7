// expect: 3:67: the dictionary literal has the key "sky" twice (Swift stops with 'Dictionary literal contains duplicate keys') — each key once
struct ContentView: View {
    let colors: [String: Color] = ["sky": .blue, "grass": .green, "sky": .cyan]
    var body: some View { Text("colors") }
}
