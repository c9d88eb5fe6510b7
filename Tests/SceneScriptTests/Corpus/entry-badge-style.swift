// Badges whose size comes from an environment value declared with @Entry; the screen grows
// it with a spring on appear, and one badge overrides it for its own subtree.
// flipbook: size 300x200
// flipbook: scale 1
// flipbook: duration 1.8
import SwiftUI

extension EnvironmentValues {
    @Entry var badgeSize: CGFloat = 28
}

struct CountBadge: View {
    let count: Int
    let color: Color
    @Environment(\.badgeSize) private var size

    var body: some View {
        Text("\(count)")
            .font(.subheadline.bold())
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(color, in: Circle())
    }
}

struct InboxBadges: View {
    @State private var big = false

    var body: some View {
        VStack(spacing: 18) {
            HStack(spacing: 14) {
                CountBadge(count: 3, color: .red)
                CountBadge(count: 12, color: .blue)
                CountBadge(count: 7, color: .green)
                    .environment(\.badgeSize, 24)
            }
            Text(big ? "Large badges" : "Small badges")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .environment(\.badgeSize, big ? 52 : 28)
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.6).delay(0.3)) {
                big = true
            }
        }
    }
}

#Preview {
    InboxBadges()
}
