// A mini music player: an @Observable model held with @State by the screen and read by the
// controls through @Environment(PlayerModel.self). Play starts the equaliser bars bouncing.
// flipbook: size 300x240
// flipbook: scale 1
// flipbook: tap "play.fill" at 0.3
// flipbook: tap "pause.fill" at 1.8
// flipbook: duration 2.6
import SwiftUI

@Observable
final class PlayerModel {
    var isPlaying = false
    var trackTitle = "Midnight City"
    var elapsed = 0.0

    func togglePlayback() {
        isPlaying.toggle()
        elapsed = isPlaying ? 0.65 : elapsed
    }
}

struct EqualizerBars: View {
    @Environment(PlayerModel.self) private var player
    let heights: [CGFloat] = [18, 30, 12, 26, 20]

    var body: some View {
        HStack(alignment: .bottom, spacing: 4) {
            ForEach(0..<5) { i in
                Capsule()
                    .fill(.pink)
                    .frame(width: 6, height: player.isPlaying ? heights[i] : 4)
                    .animation(player.isPlaying
                               ? .easeInOut(duration: 0.3).repeatCount(5, autoreverses: true).delay(Double(i) * 0.05)
                               : .easeOut(duration: 0.2),
                               value: player.isPlaying)
            }
        }
        .frame(height: 32, alignment: .bottom)
    }
}

struct PlayerControls: View {
    @Environment(PlayerModel.self) private var player

    var body: some View {
        HStack(spacing: 36) {
            Image(systemName: "arrow.left")
                .font(.title2)
            Button {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                    player.togglePlayback()
                }
            } label: {
                Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                    .font(.system(size: 30))
                    .foregroundStyle(.white)
                    .frame(width: 64, height: 64)
                    .background(Circle().fill(.pink))
            }
            Image(systemName: "arrow.right")
                .font(.title2)
        }
        .foregroundStyle(.primary)
    }
}

struct NowPlayingView: View {
    @State private var player = PlayerModel()

    var body: some View {
        VStack(spacing: 18) {
            EqualizerBars()
            VStack(spacing: 4) {
                Text(player.trackTitle)
                    .font(.headline)
                Capsule()
                    .fill(Color(.systemGray5))
                    .frame(width: 200, height: 4)
                    .overlay(alignment: .leading) {
                        Capsule()
                            .fill(.pink)
                            .frame(width: 200 * player.elapsed, height: 4)
                    }
            }
            PlayerControls()
        }
        .environment(player)
    }
}

#Preview {
    NowPlayingView()
}
