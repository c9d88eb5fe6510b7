// A "Now Playing" screen: artwork, title and artist with a favourite button, a scrubber, the
// transport row (shuffle, back, play/pause, forward, repeat), a volume row between speaker symbols
// and a bottom bar. Tapping play swaps in the pause symbol; the heart fills when tapped.
// flipbook: size 360x640
// flipbook: scale 1
// flipbook: tap "play.fill" at 0.3
// flipbook: tap "heart" at 0.6
// flipbook: duration 1
import SwiftUI

struct NowPlayingView: View {
    @State private var isPlaying = false
    @State private var isFavourite = false
    private let progress = 0.38
    private let volume = 0.6
    private let trackWidth: CGFloat = 296
    private let volumeWidth: CGFloat = 240

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 260, height: 260)
                .overlay {
                    Image(systemName: "music.note")
                        .font(.system(size: 90, weight: .regular))
                        .foregroundStyle(.white.opacity(0.85))
                }
                .shadow(color: .black.opacity(0.2), radius: 12, y: 6)

            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Golden Hour")
                        .font(.title3.weight(.semibold))
                    Text("The Weekend Drive")
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                    isFavourite.toggle()
                } label: {
                    Image(systemName: isFavourite ? "heart.fill" : "heart")
                        .font(.title2)
                        .foregroundStyle(isFavourite ? .pink : .primary)
                }
                .accessibilityLabel("favourite")
            }

            VStack(spacing: 6) {
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemGray5))
                    Capsule().fill(Color.primary).frame(width: trackWidth * progress)
                }
                .frame(width: trackWidth, height: 6)
                HStack {
                    Text("1:24")
                    Spacer()
                    Text("-2:17")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }

            HStack {
                Image(systemName: "shuffle")
                    .font(.title3)
                    .foregroundStyle(.secondary)
                Spacer()
                Image(systemName: "backward.fill")
                    .font(.title)
                Spacer()
                Button {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        isPlaying.toggle()
                    }
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.system(size: 44))
                        .foregroundStyle(.primary)
                        .frame(width: 60, height: 60)
                }
                .accessibilityLabel("play")
                Spacer()
                Image(systemName: "forward.fill")
                    .font(.title)
                Spacer()
                Image(systemName: "repeat")
                    .font(.title3)
                    .foregroundStyle(.secondary)
            }

            HStack(spacing: 12) {
                Image(systemName: "speaker.fill")
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemGray5))
                    Capsule().fill(Color.secondary).frame(width: volumeWidth * volume)
                }
                .frame(width: volumeWidth, height: 6)
                Image(systemName: "speaker.wave.3.fill")
            }
            .font(.footnote)
            .foregroundStyle(.secondary)

            HStack {
                Image(systemName: "quote.bubble")
                Spacer()
                Image(systemName: "list.bullet")
            }
            .font(.title3)
            .foregroundStyle(.secondary)
            .padding(.horizontal, 40)
        }
        .padding(.horizontal, 32)
        .padding(.top, 24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
}

#Preview {
    NowPlayingView()
}
