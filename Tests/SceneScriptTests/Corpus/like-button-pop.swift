// A heart that pops with a spring when liked; the count beside it goes up.
// flipbook: size 240x200
// flipbook: scale 1
// flipbook: tap "heart.fill" at 0.3
// flipbook: duration 1.6
import SwiftUI

struct LikeButton: View {
    @State private var isLiked = false
    @State private var likes = 41

    var body: some View {
        HStack(spacing: 10) {
            Image(systemName: "heart.fill")
                .font(.system(size: 44))
                .foregroundStyle(isLiked ? Color.red : Color(.systemGray3))
                .scaleEffect(isLiked ? 1.25 : 1)
                .onTapGesture {
                    let impact = UIImpactFeedbackGenerator(style: .medium)
                    impact.impactOccurred()
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.45)) {
                        isLiked.toggle()
                        likes += isLiked ? 1 : -1
                    }
                }
            Text("\(likes)")
                .font(.title2.bold())
                .foregroundStyle(.primary)
        }
        .padding(.horizontal, 24)
        .padding(.vertical, 14)
        .background(Color(.systemGray6), in: Capsule())
    }
}

#Preview {
    LikeButton()
}
