// expect: 7:5: a 'switch' has only one 'default'; there is already one at 6:5
func color(_ n: Int) -> Color {
    switch n {
    case 0: return .red
    case 1: return .green
    default: return .blue
    default: return .gray
    }
}
Circle().fill(color(3))
