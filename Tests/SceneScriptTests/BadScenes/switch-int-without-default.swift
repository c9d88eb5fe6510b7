// expect: 5:9: switch must be exhaustive: a switch over Int needs a 'default:' case
struct ContentView: View {
    let k = 1
    func name() -> String {
        switch k {
        case 1: return "one"
        case 2: return "two"
        }
    }
    var body: some View { Text(name()) }
}
