// expect: 8:20: cannot find type 'Layout' in scope
// hint: 'CardGrid.Layout'
struct CardGrid: View {
    enum Layout { case grid, list }
    var body: some View { Circle() }
}
struct ContentView: View {
    @State private var layout: Layout = .grid
    var body: some View { CardGrid() }
}
