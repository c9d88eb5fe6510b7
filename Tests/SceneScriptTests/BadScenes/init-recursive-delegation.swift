// expect: 4:30: calls are nested too deeply (more than 48) in 'Ring.init'
struct Ring: View {
    let progress: Double
    init(percent: Int) { self.init(percent: percent + 1) }
    var body: some View { Circle().opacity(progress) }
}
Ring(percent: 1)
