// A Settings-style screen built from stacks: sections of rows on
// secondarySystemGroupedBackground over systemGroupedBackground, separators with Divider(),
// values in .secondary. The preview prefers dark, so the grouped colours, the separators and
// the labels take their dark values. Tapping "Notifications" reveals a footnote.
// flipbook: size 360x460
// flipbook: scale 1
// flipbook: tap "Notifications" at 0.4
// flipbook: duration 1.2
import SwiftUI

struct SettingsRow: View {
    let icon: String
    let color: Color
    let title: String
    var value: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.system(size: 14, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 28, height: 28)
                .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            Text(title)
            Spacer()
            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }
            Image(systemName: "chevron.right")
                .font(.system(size: 13, weight: .semibold))
                .foregroundStyle(Color(.tertiaryLabel))
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

struct SettingsScreen: View {
    @State private var showsNotificationInfo = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Settings")
                .font(.largeTitle.bold())
                .padding(.horizontal, 20)
                .padding(.bottom, 12)

            VStack(spacing: 0) {
                SettingsRow(icon: "person.fill", color: .blue, title: "Account", value: "Sam")
                Divider().padding(.leading, 56)
                SettingsRow(icon: "bell.fill", color: .red, title: "Notifications")
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 0.3)) {
                            showsNotificationInfo.toggle()
                        }
                    }
                Divider().padding(.leading, 56)
                SettingsRow(icon: "star.fill", color: .orange, title: "Favourites", value: "12")
            }
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            .padding(.horizontal, 16)

            if showsNotificationInfo {
                Text("Alerts, sounds and badges for the apps you choose.")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 32)
                    .padding(.top, 8)
                    .transition(.opacity)
            }

            VStack(spacing: 0) {
                SettingsRow(icon: "gearshape.fill", color: .gray, title: "General")
                Divider().padding(.leading, 56)
                SettingsRow(icon: "house.fill", color: .green, title: "Home Screen", value: "Default")
            }
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            .padding(.horizontal, 16)
            .padding(.top, 24)

            Spacer()
        }
        .padding(.top, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview("Dark") {
    SettingsScreen()
        .preferredColorScheme(.dark)
}
