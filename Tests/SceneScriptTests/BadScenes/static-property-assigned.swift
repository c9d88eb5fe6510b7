// expect: 8:31: cannot assign to static property 'Score.best': scene scripts have no global state — @State in the view that shows it (static let for constants)
// flipbook: tap "Play" at 0.5
struct Score {
    static var best = 0
}
struct ContentView: View {
    var body: some View {
        Button("Play") { Score.best += 1 }
    }
}
