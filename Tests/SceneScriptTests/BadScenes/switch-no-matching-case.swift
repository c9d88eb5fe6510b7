// expect: 4:5: no case of the switch matches (false, false) (a Swift switch must be exhaustive)
// hint: a 'default:' case
func mode(_ a: Bool, _ b: Bool) -> String {
    switch (a, b) {
    case (true, _): return "first"
    case (false, true): return "second"
    }
}
Text(mode(false, false))
