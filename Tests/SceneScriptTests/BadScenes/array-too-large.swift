// expect: 4:26: array with more than 10000 elements
func many() -> [Int] {
    var a: [Int] = []
    for i in 0..<9000 { a.append(i); a.append(i) }
    return a
}
Text("\(many().count)")
