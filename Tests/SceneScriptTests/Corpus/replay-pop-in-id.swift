// A badge that pops in with a spring in onAppear; "Replay" gives the card a new .id, so SwiftUI
// makes a fresh view: its @State starts over and onAppear runs again.
// flipbook: size 260x300
// flipbook: scale 1
// flipbook: tap "Replay" at 1.3
// flipbook: duration 2.6
import SwiftUI

struct AchievementBadge: View {
    @State private var appeared = false

    var body: some View {
        VStack(spacing: 12) {
            ZStack {
                Circle()
                    .fill(Color.orange.gradient)
                    .frame(width: 110, height: 110)
                Image(systemName: "star.fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.white)
                    .rotationEffect(.degrees(appeared ? 0 : -90))
            }
            .scaleEffect(appeared ? 1 : 0.2)
            .opacity(appeared ? 1 : 0)
            Text("7-day streak")
                .font(.headline)
                .opacity(appeared ? 1 : 0)
                .offset(y: appeared ? 0 : 12)
        }
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.55)) {
                appeared = true
            }
        }
    }
}

struct ReplayDemo: View {
    @State private var replayID = 0

    var body: some View {
        VStack(spacing: 30) {
            AchievementBadge()
                .id(replayID)
            Button("Replay") {
                replayID += 1
            }
            .font(.subheadline.weight(.semibold))
        }
    }
}

#Preview {
    ReplayDemo()
}
