// expect: 5:10: enum case 'done' has no associated values — case .done:
enum Load { case idle, done }
func text(_ l: Load) -> String {
    switch l {
    case .done(let n): return "\(n)"
    default: return "idle"
    }
}
Text(text(.idle))
