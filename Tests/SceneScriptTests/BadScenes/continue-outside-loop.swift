// expect: 5:38: 'continue' is only allowed inside a loop
func total(_ xs: [Int]) -> Int {
    var sum = 0
    for x in xs {
        xs.forEach { y in if y < 0 { continue } }
        sum += x
    }
    return sum
}
Text("\(total([1, 2]))")
