// expect: 5:16: nested tuple patterns in 'for' are not supported
// hint: for (a, pair) in … { let (b, c) = … } or pair.0, pair.1
func total(_ items: [(String, (Int, Int))]) -> Int {
    var sum = 0
    for (name, (a, b)) in items {
        sum += a + b
    }
    return sum
}
Text("\(total([("x", (1, 2))]))")
