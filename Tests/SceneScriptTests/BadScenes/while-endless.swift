// expect: 4:5: this 'while' loop ran more than 10000 times (at most 10000 iterations of one loop)
func settle(_ x: Double) -> Double {
    var v = x
    while true {
        v = v * 0.5
    }
    return v
}
Text("\(settle(8))")
