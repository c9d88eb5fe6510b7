// A membership badge that reads @Environment(\.colorScheme) to pick its border and shadow:
// a soft dark shadow in light mode, a faint white rim in dark mode (shadows vanish on black).
// The preview prefers dark; the second badge overrides its subtree with
// .environment(\.colorScheme, .light), so it reads light and draws its light colours, on the
// dark canvas. Both badges pop in on appear.
// flipbook: size 360x220
// flipbook: scale 1
// flipbook: duration 1.2
import SwiftUI

struct MemberBadge: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var appeared = false
    let name: String

    private var rim: Color {
        colorScheme == .dark ? Color.white.opacity(0.18) : Color.black.opacity(0.06)
    }

    private var shadow: Color {
        colorScheme == .dark ? .clear : Color.black.opacity(0.15)
    }

    var body: some View {
        VStack(spacing: 8) {
            Image(systemName: "star.fill")
                .font(.system(size: 26))
                .foregroundStyle(.yellow)
                .frame(width: 52, height: 52)
                .background(Color(.tertiarySystemFill), in: Circle())
            Text(name)
                .font(.headline)
            Text(colorScheme == .dark ? "Dark" : "Light")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(width: 140, height: 150)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .overlay {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .strokeBorder(rim, lineWidth: 1)
        }
        .shadow(color: shadow, radius: 10, y: 4)
        .scaleEffect(appeared ? 1 : 0.8)
        .opacity(appeared ? 1 : 0)
        .onAppear {
            withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
                appeared = true
            }
        }
    }
}

struct BadgePair: View {
    var body: some View {
        HStack(spacing: 24) {
            MemberBadge(name: "Gold")
            MemberBadge(name: "Gold")
                .environment(\.colorScheme, .light)
        }
    }
}

#Preview {
    BadgePair()
        .preferredColorScheme(.dark)
}
