// An activity indicator made of eight capsules: the .task steps the highlighted tick around
// eight times a second, then the spinner gives way to a "Synced" label.
// flipbook: size 220x200
// flipbook: scale 1
// flipbook: duration 2.6
import SwiftUI

struct SyncSpinner: View {
    @State private var tick = 0
    @State private var done = false

    var body: some View {
        VStack(spacing: 16) {
            ZStack {
                if done {
                    Image(systemName: "checkmark")
                        .font(.system(size: 32, weight: .bold))
                        .foregroundStyle(.green)
                        .transition(.scale.combined(with: .opacity))
                } else {
                    ZStack {
                        ForEach(0..<8) { i in
                            Capsule()
                                .fill(Color.secondary)
                                .frame(width: 4, height: 11)
                                .offset(y: -13)
                                .rotationEffect(.degrees(Double(i) * 45))
                                .opacity((i - tick + 16) % 8 == 0 ? 1 : 0.25 + 0.09 * Double((i - tick + 16) % 8))
                        }
                    }
                    .transition(.opacity)
                }
            }
            .frame(width: 44, height: 44)
            Text(done ? "Synced" : "Syncing photos…")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .task {
            for step in 1...14 {
                try? await Task.sleep(for: .seconds(0.125))
                tick = step % 8
            }
            withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                done = true
            }
        }
    }
}

#Preview {
    SyncSpinner()
}
