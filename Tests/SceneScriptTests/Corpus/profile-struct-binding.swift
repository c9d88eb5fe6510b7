// A profile editor whose @State is one struct; child rows get bindings to its fields
// ($profile.isPublic, $profile.followers) and the preview card above follows them.
// flipbook: size 300x330
// flipbook: scale 1
// flipbook: tap "Public profile" at 0.4
// flipbook: tap "Follow" at 1.2
// flipbook: duration 2.2
import SwiftUI

struct Profile {
    var name = "Kai Tanaka"
    var handle = "@kai"
    var isPublic = false
    var followers = 128
}

struct PrivacyRow: View {
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text("Public profile")
            Spacer()
            Capsule()
                .fill(isOn ? Color.green : Color(.systemGray5))
                .frame(width: 51, height: 31)
                .overlay(alignment: isOn ? .trailing : .leading) {
                    Circle().fill(.white).padding(2).shadow(radius: 1)
                }
        }
        .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.75)) { isOn.toggle() }
        }
    }
}

struct FollowRow: View {
    @Binding var followers: Int

    var body: some View {
        HStack {
            Text("Followers")
            Spacer()
            Button("Follow") {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) { followers += 1 }
            }
            .font(.subheadline.bold())
        }
    }
}

struct ProfileEditor: View {
    @State private var profile = Profile()

    var body: some View {
        VStack(spacing: 20) {
            VStack(spacing: 6) {
                Circle()
                    .fill(profile.isPublic ? Color.blue.gradient : Color.gray.gradient)
                    .frame(width: 72, height: 72)
                    .overlay(Image(systemName: "person.fill").font(.title).foregroundStyle(.white))
                    .scaleEffect(profile.isPublic ? 1.08 : 1)
                Text(profile.name).font(.headline)
                Text("\(profile.handle) · \(profile.followers) followers")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(profile.isPublic ? "Visible to everyone" : "Only approved followers")
                    .font(.caption2)
                    .foregroundStyle(profile.isPublic ? .blue : .secondary)
            }
            VStack(spacing: 14) {
                PrivacyRow(isOn: $profile.isPublic)
                Divider()
                FollowRow(followers: $profile.followers)
            }
            .padding(16)
            .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 12))
        }
        .padding(20)
    }
}

#Preview {
    ProfileEditor()
}
