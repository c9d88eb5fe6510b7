// Notification settings: one row view per app in a ForEach, each with its own @State bell
// (separate instances), plus a header row in the VStack with its own state too.
// flipbook: size 280x320
// flipbook: scale 1
// flipbook: tap "Mail" at 0.3
// flipbook: tap "Photos" at 0.8
// flipbook: tap "All apps" at 1.4
// flipbook: duration 2.2
import SwiftUI

struct AppRow: View {
    let name: String
    let color: Color
    @State private var muted = false

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7)
                .fill(color.gradient)
                .frame(width: 30, height: 30)
            Text(name)
            Spacer()
            Image(systemName: "bell.fill")
                .foregroundStyle(muted ? Color(.systemGray3) : Color.blue)
                .rotationEffect(.degrees(muted ? -20 : 0))
                .scaleEffect(muted ? 0.85 : 1)
        }
        .padding(.horizontal, 14)
        .frame(height: 46)
        .background(Color(.secondarySystemGroupedBackground))
        .onTapGesture {
            withAnimation(.spring(response: 0.35, dampingFraction: 0.55)) {
                muted.toggle()
            }
        }
    }
}

struct HeaderRow: View {
    @State private var expanded = true

    var body: some View {
        HStack {
            Text("All apps")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
            Spacer()
            Image(systemName: "chevron.down")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .rotationEffect(.degrees(expanded ? 0 : -90))
        }
        .padding(.horizontal, 14)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.3)) { expanded.toggle() }
        }
    }
}

struct NotificationSettings: View {
    struct AppInfo {
        let name: String
        let color: Color
    }

    let apps = [
        AppInfo(name: "Mail", color: .blue),
        AppInfo(name: "Messages", color: .green),
        AppInfo(name: "Photos", color: .orange),
        AppInfo(name: "Calendar", color: .red),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HeaderRow()
            VStack(spacing: 1) {
                ForEach(apps, id: \.name) { app in
                    AppRow(name: app.name, color: app.color)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: 10))
            Spacer()
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    NotificationSettings()
}
