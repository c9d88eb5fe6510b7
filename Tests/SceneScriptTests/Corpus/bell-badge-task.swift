// Notifications arriving: a .task adds one every half second; the bell rings (rotates back
// and forth) and its red badge pops in, then counts up.
// flipbook: size 220x200
// flipbook: scale 1
// flipbook: duration 2.6
import SwiftUI

struct NotificationBell: View {
    @State private var unread = 0
    @State private var ring = false

    var body: some View {
        VStack(spacing: 14) {
            ZStack(alignment: .topTrailing) {
                Image(systemName: "bell.fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.orange)
                    .rotationEffect(.degrees(ring ? 14 : 0), anchor: .top)
                    .animation(.easeInOut(duration: 0.08).repeatCount(5, autoreverses: true), value: ring)
                if unread > 0 {
                    Text("\(unread)")
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 6)
                        .frame(minWidth: 22, minHeight: 22)
                        .background(Capsule().fill(.red))
                        .offset(x: 10, y: -6)
                        .transition(.scale)
                }
            }
            Text(unread == 0 ? "All caught up" : "\(unread) new")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .task {
            for _ in 0..<4 {
                try? await Task.sleep(for: .seconds(0.5))
                ring.toggle()
                withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                    unread += 1
                }
            }
        }
    }
}

#Preview {
    NotificationBell()
}
