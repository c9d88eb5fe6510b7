// expect: 8:35: cannot find 'Layout' in scope
// hint: 'CardGrid.Layout'
struct CardGrid: View {
    enum Layout { case grid, list }
    var body: some View { Circle() }
}
struct ContentView: View {
    var body: some View { Text("\(Layout.list)") }
}
