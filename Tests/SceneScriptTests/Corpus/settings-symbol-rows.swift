// An iOS Settings screen: rows with a white symbol on a coloured rounded square, a switch for
// Airplane Mode, values in .secondary and chevrons, over systemGroupedBackground. The icons are the
// ones such a screen uses (airplane, wifi, antenna, bell.badge, speaker, moon, hourglass, gear,
// sun, battery, lock, key); a search field and a compose button sit above. Tapping Airplane Mode
// turns it on, which dims the Wi-Fi and Cellular values to "Off".
// flipbook: size 390x780
// flipbook: scale 1
// flipbook: tap "Airplane Mode" at 0.3
// flipbook: duration 1
import SwiftUI

struct SettingsIcon: View {
    let systemName: String
    let tint: Color

    var body: some View {
        Image(systemName: systemName)
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: 29, height: 29)
            .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
    }
}

struct SettingsLink: View {
    let title: String
    let systemName: String
    let tint: Color
    var detail: String? = nil

    var body: some View {
        HStack(spacing: 14) {
            SettingsIcon(systemName: systemName, tint: tint)
            Text(title)
            Spacer()
            if let detail {
                Text(detail)
                    .foregroundStyle(.secondary)
            }
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

struct SettingsGroup<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 0) {
            content
        }
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .padding(.horizontal, 16)
    }
}

struct SettingsView: View {
    @State private var airplaneMode = false

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            HStack {
                Text("Settings")
                    .font(.largeTitle.bold())
                Spacer()
                Image(systemName: "square.and.pencil")
                    .font(.title3)
                    .foregroundStyle(.blue)
            }
            .padding(.horizontal, 20)

            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                Text("Search")
                Spacer()
                Image(systemName: "mic.fill")
            }
            .foregroundStyle(.secondary)
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            .padding(.horizontal, 16)

            SettingsGroup {
                HStack(spacing: 14) {
                    SettingsIcon(systemName: "airplane", tint: .orange)
                    Toggle("Airplane Mode", isOn: $airplaneMode.animation(.easeInOut(duration: 0.25)))
                }
                .padding(.horizontal, 16)
                .frame(height: 44)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Wi-Fi", systemName: "wifi", tint: .blue, detail: airplaneMode ? "Off" : "Home")
                Divider().padding(.leading, 59)
                SettingsLink(title: "Cellular", systemName: "antenna.radiowaves.left.and.right", tint: .green,
                             detail: airplaneMode ? "Off" : nil)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Battery", systemName: "battery.100", tint: .green)
            }

            SettingsGroup {
                SettingsLink(title: "Notifications", systemName: "bell.badge.fill", tint: .red)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Sounds & Haptics", systemName: "speaker.wave.3.fill", tint: .pink)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Focus", systemName: "moon.fill", tint: .indigo)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Screen Time", systemName: "hourglass", tint: .indigo)
            }

            SettingsGroup {
                SettingsLink(title: "General", systemName: "gear", tint: .gray)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Display & Brightness", systemName: "sun.max.fill", tint: .blue)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Privacy & Security", systemName: "lock.fill", tint: .blue)
                Divider().padding(.leading, 59)
                SettingsLink(title: "Passwords", systemName: "key", tint: .gray)
            }

            Spacer(minLength: 0)
        }
        .padding(.top, 16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    SettingsView()
}
