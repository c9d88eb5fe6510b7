// A photo post: a double tap (TapGesture(count: 2) in .gesture) likes it; .onChange(of: isLiked)
// pops a big heart over the photo that fades after a moment, and the like count follows. The
// caption's @FocusState and keyboard modifiers are there as in the app and do not change the clip.
// flipbook: size 320x360
// flipbook: scale 1
// flipbook: duration 2.4
// flipbook: tap "heart.fill" at 0.3
import SwiftUI

struct PhotoPostView: View {
    @State private var isLiked = false
    @State private var likes = 41
    @State private var showHeart = false
    @State private var comment = ""
    @FocusState private var commentFocused: Bool
    @AppStorage("showsCounts") private var showsCounts = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ZStack {
                RoundedRectangle(cornerRadius: 16)
                    .fill(
                        LinearGradient(colors: [.orange, .pink, .purple],
                                       startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .frame(height: 220)
                    .accessibilityLabel("photo")

                Image(systemName: "heart.fill")
                    .font(.system(size: 90))
                    .foregroundStyle(.white)
                    .shadow(radius: 8)
                    .scaleEffect(showHeart ? 1 : 0.2)
                    .opacity(showHeart ? 1 : 0)
            }
            .contentShape(Rectangle())
            .gesture(
                TapGesture(count: 2)
                    .onEnded {
                        isLiked.toggle()
                    }
            )

            HStack(spacing: 16) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? .red : .primary)
                    .font(.title2)
                Image(systemName: "bubble.right")
                    .font(.title2)
                Spacer()
                if showsCounts {
                    Text("\(likes) likes")
                        .font(.subheadline.weight(.semibold))
                        .contentTransition(.numericText())
                }
            }

            TextField("Add a comment…", text: $comment)
                .focused($commentFocused)
                .submitLabel(.send)
                .onSubmit { commentFocused = false }
                .textInputAutocapitalization(.sentences)
                .font(.subheadline)
        }
        .padding()
        .onChange(of: isLiked) { _, liked in
            withAnimation(.snappy) {
                likes += liked ? 1 : -1
            }
            guard liked else { return }
            withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) {
                showHeart = true
            }
            withAnimation(.easeOut(duration: 0.3).delay(0.8)) {
                showHeart = false
            }
        }
    }
}

#Preview {
    PhotoPostView()
}
