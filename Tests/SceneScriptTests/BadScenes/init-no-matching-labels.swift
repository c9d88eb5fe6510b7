// expect: 8:1: no initializer of 'Ring' takes (value:)
struct Ring: View {
    let progress: Double
    init(progress: Double) { self.progress = progress }
    init(percent: Int) { self.init(progress: Double(percent) / 100) }
    var body: some View { Circle().opacity(progress) }
}
Ring(value: 0.5)
