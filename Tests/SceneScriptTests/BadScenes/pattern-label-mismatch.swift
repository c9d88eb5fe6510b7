// expect: 5:25: the label 'r' does not match the associated value 'radius' of case '.circle' — .circle(radius:)
enum Shape { case circle(radius: Double), square(side: Double) }
func size(_ s: Shape) -> Double {
    switch s {
    case .circle(r: let r): return r
    case .square(side: let side): return side
    }
}
Text("\(size(.square(side: 2)))")
