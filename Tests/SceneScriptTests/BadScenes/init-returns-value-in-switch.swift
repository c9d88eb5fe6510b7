// expect: 9:40: an initializer cannot return a value
enum Size { case small, large }

struct Badge: View {
    let side: Double
    init(size: Size) {
        switch size {
        case .small: side = 24
        case .large: side = 48; return self
        }
    }
    var body: some View { Circle().frame(width: side, height: side) }
}
Badge(size: .large)
