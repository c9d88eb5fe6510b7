// expect: 5:17: 'frame' has no form taking (wdth:height:)
// hint: frame(width:height:alignment:)
struct ContentView: View {
    var body: some View {
        Circle().frame(wdth: 10, height: 10)
    }
}
