// Skeleton placeholders while a feed loads: grey blocks pulse (a repeating opacity
// animation), then the real rows replace them with a cross-fade once the .task finishes.
// flipbook: size 300x320
// flipbook: scale 1
// flipbook: duration 2.6
import SwiftUI

struct FeedPost: Identifiable {
    let id: Int
    let author: String
    let text: String
    let color: Color
}

struct SkeletonRow: View {
    @State private var dim = false

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(Color(.systemGray5))
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 8) {
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemGray5)).frame(width: 90, height: 12)
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemGray5)).frame(height: 12)
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemGray5)).frame(width: 140, height: 12)
            }
        }
        .opacity(dim ? 0.45 : 1)
        .onAppear {
            withAnimation(.easeInOut(duration: 0.6).repeatCount(3, autoreverses: true)) {
                dim = true
            }
        }
    }
}

struct FeedView: View {
    @State private var posts: [FeedPost] = []
    @State private var isLoading = true

    var body: some View {
        VStack(alignment: .leading, spacing: 22) {
            if isLoading {
                ForEach(0..<3) { _ in
                    SkeletonRow()
                }
                .transition(.opacity)
            } else {
                ForEach(posts) { post in
                    HStack(alignment: .top, spacing: 12) {
                        Circle()
                            .fill(post.color.gradient)
                            .frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(post.author).font(.subheadline.bold())
                            Text(post.text).font(.subheadline)
                        }
                    }
                }
                .transition(.opacity)
            }
            Spacer()
        }
        .padding(20)
        .task {
            try? await Task.sleep(for: .seconds(1.6))
            withAnimation(.easeInOut(duration: 0.4)) {
                posts = [
                    FeedPost(id: 1, author: "Noor", text: "First swim of the year. Cold!", color: .blue),
                    FeedPost(id: 2, author: "Leo", text: "New record on the 10k today.", color: .orange),
                    FeedPost(id: 3, author: "Mia", text: "Sourdough attempt number four.", color: .pink),
                ]
                isLoading = false
            }
        }
    }
}

#Preview {
    FeedView()
}
