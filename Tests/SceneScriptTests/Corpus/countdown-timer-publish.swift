// A workout rest timer that counts down once a second with Timer.publish and onReceive; the
// bar shrinks with each tick and the label turns green at zero.
// flipbook: size 260x220
// flipbook: scale 1
// flipbook: duration 5.5
import SwiftUI

struct RestTimer: View {
    @State private var remaining = 5
    private let total = 5
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 18) {
            Text(remaining > 0 ? "\(remaining)" : "Go!")
                .font(.system(size: 56, weight: .bold, design: .rounded))
                .foregroundStyle(remaining > 0 ? Color.primary : Color.green)
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(.systemGray5))
                    .frame(width: 200, height: 12)
                Capsule()
                    .fill(remaining > 0 ? Color.blue : Color.green)
                    .frame(width: 200 * CGFloat(remaining) / CGFloat(total), height: 12)
            }
            Text("Rest")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .onReceive(timer) { _ in
            guard remaining > 0 else { return }
            withAnimation(.linear(duration: 0.3)) {
                remaining -= 1
            }
        }
    }
}

#Preview {
    RestTimer()
}
