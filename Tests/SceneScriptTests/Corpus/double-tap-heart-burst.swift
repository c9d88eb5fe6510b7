// Double-tap to like a photo: a big heart pops over the picture and small hearts scatter
// to seeded random offsets (each with a UUID id) and fade, then the big heart shrinks away.
// flipbook: size 280x320
// flipbook: scale 1
// flipbook: seed 21
// flipbook: tap "Sunset at the pier" at 0.4
// flipbook: duration 2.4
import SwiftUI

struct Sparkle: Identifiable {
    let id = UUID()
    let dx: CGFloat
    let dy: CGFloat
    let size: CGFloat
}

struct PhotoPost: View {
    @State private var liked = false
    @State private var burst = false
    @State private var showBigHeart = false
    let sparkles = (0..<10).map { _ in
        Sparkle(dx: .random(in: -100...100), dy: .random(in: -120...(-20)), size: .random(in: 10...22))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ZStack {
                RoundedRectangle(cornerRadius: 14)
                    .fill(LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom))
                    .frame(height: 220)
                ForEach(sparkles) { s in
                    Image(systemName: "heart.fill")
                        .font(.system(size: s.size))
                        .foregroundStyle(.white)
                        .offset(x: burst ? s.dx : 0, y: burst ? s.dy : 0)
                        .opacity(burst ? 0 : (showBigHeart ? 1 : 0))
                }
                Image(systemName: "heart.fill")
                    .font(.system(size: 80))
                    .foregroundStyle(.white)
                    .shadow(radius: 6)
                    .scaleEffect(showBigHeart ? 1 : 0.2)
                    .opacity(showBigHeart ? 1 : 0)
            }
            .overlay(alignment: .bottomLeading) {
                Text("Sunset at the pier")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(10)
            }
            .onTapGesture(count: 2) {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                Task {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.55)) {
                        showBigHeart = true
                        liked = true
                    }
                    withAnimation(.easeOut(duration: 0.9)) {
                        burst = true
                    }
                    try await Task.sleep(for: .seconds(0.8))
                    withAnimation(.easeIn(duration: 0.25)) {
                        showBigHeart = false
                    }
                }
            }
            HStack(spacing: 6) {
                Image(systemName: liked ? "heart.fill" : "heart")
                    .foregroundStyle(liked ? .red : .primary)
                Text(liked ? "You and 211 others" : "211 likes")
                    .font(.footnote)
            }
        }
        .padding(16)
    }
}

#Preview {
    PhotoPost()
}
