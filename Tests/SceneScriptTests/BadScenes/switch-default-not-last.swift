// expect: 7:5: 'default' must be the last case of a 'switch': this 'case' comes after the 'default' at 6:5
// hint: move the 'default:' case to the end
func color(_ n: Int) -> Color {
    switch n {
    case 0: return .red
    default: return .blue
    case 1: return .green
    }
}
Circle().fill(color(3))
