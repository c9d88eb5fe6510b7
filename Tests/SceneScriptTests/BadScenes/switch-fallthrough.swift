// expect: 8:9: 'fallthrough' is not supported in scene scripts
// hint: case .a, .b:
func label(_ n: Int) -> String {
    var s = ""
    switch n {
    case 0:
        s = "zero or "
        fallthrough
    default:
        s += "more"
    }
    return s
}
Text(label(0))
