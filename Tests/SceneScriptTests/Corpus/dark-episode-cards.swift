// A podcast "Up Next" list in dark mode: each episode is a card on .ultraThinMaterial over a
// tinted backdrop, with .secondary detail text; the preview prefers the dark scheme, so the
// canvas, the default label colour, .secondary and the material are all dark. "Show all"
// slides in the fourth card and goes away.
// flipbook: size 320x480
// flipbook: scale 1
// flipbook: tap "Show all" at 0.4
// flipbook: duration 1.5
import SwiftUI

struct Episode: Identifiable {
    let title: String
    let show: String
    let minutes: Int
    let tint: Color

    var id: String { title }
}

struct EpisodeCard: View {
    let episode: Episode

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(episode.tint.gradient)
                .frame(width: 44, height: 44)
                .overlay {
                    Image(systemName: "play.fill")
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.title)
                    .font(.headline)
                Text("\(episode.show) · \(episode.minutes) min")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
        }
        .padding(12)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

struct UpNextView: View {
    @State private var showAll = false

    private let episodes = [
        Episode(title: "Night Radio", show: "Night Sky", minutes: 42, tint: .indigo),
        Episode(title: "The Pasta Hour", show: "Kitchen Table", minutes: 28, tint: .orange),
        Episode(title: "Trail Notes", show: "Outside In", minutes: 35, tint: .green),
        Episode(title: "Tiny Machines", show: "Build Log", minutes: 51, tint: .pink),
    ]

    private var visible: [Episode] {
        showAll ? episodes : Array(episodes.prefix(3))
    }

    var body: some View {
        ZStack {
            LinearGradient(colors: [Color.indigo.opacity(0.6), Color.black], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 10) {
                Text("Up Next")
                    .font(.largeTitle.bold())
                Text("4 episodes · 2 h 36 min")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.bottom, 4)

                ForEach(visible) { episode in
                    EpisodeCard(episode: episode)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }

                if !showAll {
                    Button("Show all") {
                        withAnimation(.spring(duration: 0.5)) {
                            showAll = true
                        }
                    }
                    .font(.subheadline.weight(.semibold))
                    .frame(maxWidth: .infinity)
                    .padding(.top, 4)
                }

                Spacer(minLength: 0)
            }
            .padding(16)
        }
    }
}

#Preview {
    UpNextView()
        .preferredColorScheme(.dark)
}
