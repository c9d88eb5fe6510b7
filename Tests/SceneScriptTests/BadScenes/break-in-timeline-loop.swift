// expect: 9:37: 'break' in a loop with timeline steps (withAnimation, sleeps) is not supported
struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .onAppear {
                Task {
                    for i in 0..<5 {
                        if i == 3 { break }
                        withAnimation { count += 1 }
                        try await Task.sleep(for: .seconds(0.5))
                    }
                }
            }
    }
}
Counter()
