// expect: 5:14: for-in loop requires 'ClosedRange<Double>' to conform to 'Sequence'
// hint: a range of Int, e.g. for i in 0...10 { let x = Double(i) / 10 }
func steps() -> [Double] {
    var out: [Double] = []
    for x in 0.0...1.0 {
        out.append(x)
    }
    return out
}
Text("\(steps().count)")
