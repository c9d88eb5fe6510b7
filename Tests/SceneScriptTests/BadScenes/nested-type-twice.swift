// expect: 4:5: 'Layout' is declared twice in 'CardGrid'
struct CardGrid: View {
    enum Layout { case grid, list }
    struct Layout { let columns: Int }
    var body: some View { Circle() }
}
