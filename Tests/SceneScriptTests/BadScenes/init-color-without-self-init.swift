// expect: 3:5: 'self.init' isn't called on all paths before returning from initializer
extension Color {
    init(level: Int) { if level > 0 { self = .red } }
}
Rectangle().fill(Color(level: 0))
