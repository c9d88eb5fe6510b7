// expect: 5:5: labelled statements ('outer:') are not supported
func firstPair(_ xs: [Int], sum: Int) -> Int {
    var found = -1
    // Swift allows labels; scene scripts do not.
    outer: for a in xs {
        for b in xs where a + b == sum {
            found = a
            break outer
        }
    }
    return found
}
Text("\(firstPair([1, 2, 3], sum: 5))")
