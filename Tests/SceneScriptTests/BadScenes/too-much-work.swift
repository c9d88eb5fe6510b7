// expect: 5:29: the scene does too much work (more than 2000000 evaluation steps)
func total() -> Int {
    var sum = 0
    for i in 0..<9000 {
        for j in 0..<9000 { sum += 1 }
    }
    return sum
}
Text("\(total())")
