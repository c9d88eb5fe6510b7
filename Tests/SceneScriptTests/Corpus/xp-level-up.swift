// A game profile: a Player ObservableObject in the environment (@EnvironmentObject) gains XP
// from a .task; the bar fills and at the threshold the level badge pops. The bar's height is
// an @Entry environment value and the colours are `Color(hex:)` from an extension.
// flipbook: size 300x240
// flipbook: scale 1
// flipbook: duration 3
import SwiftUI

extension Color {
    init(hex: UInt32) {
        let r = Double((hex & 0xFF0000) >> 16) / 255
        let g = Double((hex & 0x00FF00) >> 8) / 255
        let b = Double(hex & 0x0000FF) / 255
        self.init(red: r, green: g, blue: b)
    }
}

extension EnvironmentValues {
    @Entry var barHeight: CGFloat = 10
}

final class Player: ObservableObject {
    @Published var xp = 40
    @Published var level = 4
    let perLevel = 100

    func gain(_ points: Int) {
        xp += points
        if xp >= perLevel {
            xp -= perLevel
            level += 1
        }
    }
}

struct XPBar: View {
    @EnvironmentObject var player: Player
    @Environment(\.barHeight) private var height

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ZStack(alignment: .leading) {
                Capsule().fill(Color(hex: 0xE8E3F5))
                Capsule()
                    .fill(LinearGradient(colors: [Color(hex: 0x7B5CFA), Color(hex: 0xC85CFA)], startPoint: .leading, endPoint: .trailing))
                    .frame(width: 240 * Double(player.xp) / Double(player.perLevel))
            }
            .frame(width: 240, height: height)
            Text("\(player.xp) / \(player.perLevel) XP")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct LevelBadge: View {
    @EnvironmentObject var player: Player

    var body: some View {
        ZStack {
            Circle()
                .fill(Color(hex: 0x7B5CFA).gradient)
                .frame(width: 84, height: 84)
            VStack(spacing: 0) {
                Text("LEVEL")
                    .font(.caption2.bold())
                Text("\(player.level)")
                    .font(.title.bold())
            }
            .foregroundStyle(.white)
        }
        .scaleEffect(player.xp < 30 ? 1.15 : 1)
    }
}

struct ProfileProgress: View {
    var body: some View {
        VStack(spacing: 20) {
            LevelBadge()
            XPBar()
                .environment(\.barHeight, 14)
        }
    }
}

struct GameProfile: View {
    @StateObject private var player = Player()

    var body: some View {
        ProfileProgress()
            .environmentObject(player)
            .task {
                for _ in 0..<4 {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                        player.gain(20)
                    }
                }
            }
    }
}

#Preview {
    GameProfile()
}
