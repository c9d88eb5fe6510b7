// expect: 5:9: 'switch' is not supported in scene scripts
struct ContentView: View {
    let k = 1
    func name() -> String {
        switch k {
        case 1: return "one"
        default: return "many"
        }
    }
    var body: some View { Text(name()) }
}
