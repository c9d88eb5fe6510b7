// expect: 4:14: a loop over 1000000 elements is too long (at most 10000)
func total() -> Int {
    var sum = 0
    for i in 0..<1_000_000 { sum += i }
    return sum
}
Text("\(total())")
