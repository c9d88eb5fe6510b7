// Settings rows with SwiftUI's own Toggle: turning notifications off hides the detail toggles
// with an animated change; the label of a row uses Label with a symbol.
// flipbook: size 340x300
// flipbook: scale 1
// flipbook: tap "Sounds" at 0.3
// flipbook: tap "Allow Notifications" at 1.0
// flipbook: tap "Allow Notifications" at 2.0
// flipbook: duration 3
import SwiftUI

struct NotificationSettings: View {
    @State private var allowNotifications = true
    @State private var sounds = true
    @State private var badges = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Notifications")
                .font(.title2.bold())
            Toggle("Allow Notifications", isOn: $allowNotifications.animation(.easeInOut(duration: 0.3)))
            if allowNotifications {
                Group {
                    Toggle(isOn: $sounds) {
                        Label("Sounds", systemImage: "bell.fill")
                    }
                    Toggle("Badges", isOn: $badges)
                }
                .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
        }
        .padding(20)
    }
}

#Preview {
    NotificationSettings()
}
