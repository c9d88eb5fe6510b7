// expect: 5:11: enum cases with associated values are not supported
enum Load { case idle, done }
func text(_ l: Load) -> String {
    switch l {
    case .done(let n): return "\(n)"
    default: return "idle"
    }
}
Text(text(.idle))
