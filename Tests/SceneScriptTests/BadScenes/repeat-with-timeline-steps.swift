// expect: 8:21: a 'repeat' loop with timeline steps (withAnimation, sleeps) is not supported
struct Pulse: View {
    @State private var scale = 1.0
    var body: some View {
        Circle().scaleEffect(scale)
            .onAppear {
                Task {
                    repeat {
                        withAnimation { scale += 0.5 }
                        try await Task.sleep(for: .seconds(1))
                    } while scale < 3
                }
            }
    }
}
Pulse()
