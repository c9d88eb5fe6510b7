// expect: 4:5: switch must be exhaustive: add missing case '.circle' — case .circle: … (or default: …)
enum Shape { case circle(radius: Double), square(Double) }
func name(_ s: Shape) -> String {
    switch s {
    case .circle(0): return "dot"
    case .square: return "square"
    }
}
Text(name(.square(2)))
