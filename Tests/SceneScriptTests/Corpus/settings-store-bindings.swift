// App settings held in an ObservableObject store (@StateObject); each switch row binds to one
// of its @Published fields with $settings.field, one row is locked with .constant(false), and
// a summary line reads the store. Previews: a PreviewProvider Group.
// flipbook: size 300x300
// flipbook: scale 1
// flipbook: tap "Daily digest" at 0.3
// flipbook: tap "Sounds" at 1.1
// flipbook: duration 2
import SwiftUI

final class SettingsStore: ObservableObject {
    @Published var digest = false
    @Published var sounds = true
    @Published var badges = true

    var enabledCount: Int {
        [digest, sounds, badges].filter { $0 }.count
    }
}

struct SettingSwitch: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule()
                    .fill(isOn ? Color.green : Color(.systemGray5))
                Circle()
                    .fill(.white)
                    .padding(2)
                    .shadow(color: .black.opacity(0.15), radius: 1, y: 1)
            }
            .frame(width: 51, height: 31)
        }
        .frame(height: 44)
        .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                isOn.toggle()
            }
        }
    }
}

struct NotificationsScreen: View {
    @StateObject private var settings = SettingsStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Notifications")
                .font(.title2.bold())
            VStack(spacing: 0) {
                SettingSwitch(title: "Daily digest", isOn: $settings.digest)
                Divider()
                SettingSwitch(title: "Sounds", isOn: $settings.sounds)
                Divider()
                SettingSwitch(title: "Badges", isOn: $settings.badges)
                Divider()
                SettingSwitch(title: "Critical alerts", isOn: .constant(false))
                    .opacity(0.5)
            }
            .padding(.horizontal, 14)
            .background(.white, in: RoundedRectangle(cornerRadius: 12))
            Text("\(settings.enabledCount) of 3 enabled")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(.leading, 14)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(.systemGroupedBackground))
    }
}

struct NotificationsScreen_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NotificationsScreen()
                .previewDisplayName("iPhone")
            NotificationsScreen()
                .previewDevice("iPhone SE (3rd generation)")
                .previewDisplayName("SE")
        }
    }
}
