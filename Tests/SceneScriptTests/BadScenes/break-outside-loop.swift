// expect: 4:9: 'break' is only allowed inside a loop, if, do, or switch
func clamp(_ x: Int) -> Int {
    if x > 10 {
        break
    }
    return x
}
Text("\(clamp(3))")
