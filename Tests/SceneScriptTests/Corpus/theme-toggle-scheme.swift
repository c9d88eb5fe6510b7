// A settings card that flips the whole screen between light and dark: the root applies
// .environment(\.colorScheme, …) from a Bool @State and the card reads
// @Environment(\.colorScheme) to pick its colours, which animate.
// flipbook: size 280x260
// flipbook: scale 1
// flipbook: tap "Dark Mode" at 0.4
// flipbook: tap "Dark Mode" at 1.5
// flipbook: duration 2.4
import SwiftUI

struct AppearanceCard: View {
    @Environment(\.colorScheme) private var scheme

    var isDark: Bool { scheme == .dark }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                Circle()
                    .fill(isDark ? Color.indigo : Color.yellow)
                    .frame(width: 40, height: 40)
                    .overlay(alignment: .topTrailing) {
                        Circle()
                            .fill(isDark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white)
                            .frame(width: 24, height: 24)
                            .offset(x: isDark ? 4 : 30, y: isDark ? -4 : -30)
                    }
                    .clipShape(Circle())
                VStack(alignment: .leading) {
                    Text("Dark Mode")
                        .font(.headline)
                        .foregroundStyle(isDark ? Color.white : Color.black)
                    Text(isDark ? "On" : "Off")
                        .font(.subheadline)
                        .foregroundStyle(isDark ? Color(white: 0.6) : Color(white: 0.45))
                }
            }
            Text("Easier on the eyes at night.")
                .font(.footnote)
                .foregroundStyle(isDark ? Color(white: 0.6) : Color(white: 0.45))
        }
        .padding(18)
        .frame(width: 230, alignment: .leading)
        .background(isDark ? Color(red: 0.11, green: 0.11, blue: 0.12) : Color.white, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct AppearanceScreen: View {
    @State private var dark = false

    var body: some View {
        AppearanceCard()
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.5)) { dark.toggle() }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(dark ? Color.black : Color(red: 0.95, green: 0.95, blue: 0.97))
            .environment(\.colorScheme, dark ? .dark : .light)
    }
}

#Preview {
    AppearanceScreen()
}
