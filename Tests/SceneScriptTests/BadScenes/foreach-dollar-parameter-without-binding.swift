// expect: 6:40: '$name' needs a binding, not a String
struct ContentView: View {
    let names = ["Ada", "Grace"]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { $name in
                Text(name)
            }
        }
    }
}
