// expect: 6:10: the pattern has 1 associated value but case '.rect' has 2 — case .rect(width:height:) with one pattern per value, such as .rect(_, _)
enum Shape { case circle(radius: Double), rect(width: Double, height: Double) }
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3.14 * r * r
    case .rect(let w): return w
    }
}
Text("\(area(.circle(radius: 1)))")
