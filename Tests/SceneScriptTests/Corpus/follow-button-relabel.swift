// A profile header's Follow button: tapping it changes the label in an animated transaction, so
// the capsule resizes while "Follow" cross-fades into "Following", and the person icon is
// replaced by a checkmark with the Replace symbol effect. The bell rings (wiggle) once followed.
// flipbook: size 320x240
// flipbook: scale 1
// flipbook: tap "Follow" at 0.4
// flipbook: duration 2.0
import SwiftUI

struct ProfileHeader: View {
    @State private var isFollowing = false

    var body: some View {
        VStack(spacing: 14) {
            Circle()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 72, height: 72)
                .overlay(Text("JM").font(.title2.bold()).foregroundStyle(.white))

            Text("Jamie Moreau")
                .font(.headline)

            HStack(spacing: 12) {
                Button {
                    withAnimation(.spring(duration: 0.4, bounce: 0.2)) {
                        isFollowing.toggle()
                    }
                } label: {
                    HStack(spacing: 6) {
                        Image(systemName: isFollowing ? "checkmark" : "person.fill")
                            .contentTransition(.symbolEffect(.replace))
                        Text(isFollowing ? "Following" : "Follow")
                    }
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(isFollowing ? Color.primary : Color.white)
                    .padding(.horizontal, 18)
                    .padding(.vertical, 9)
                    .background(isFollowing ? Color(.systemGray5) : Color.blue, in: Capsule())
                }

                Image(systemName: isFollowing ? "bell.fill" : "bell")
                    .font(.title3)
                    .foregroundStyle(.blue)
                    .symbolEffect(.wiggle, value: isFollowing)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview {
    ProfileHeader()
}
