// A pull-to-refresh played by the clip: the list is pulled down (an offset), the arrow turns
// into a spinner while a .task waits, then a new row slides in at the top and the list springs
// back.
// flipbook: size 280x380
// flipbook: scale 1
// flipbook: duration 3
import SwiftUI

struct Headline: Identifiable {
    let id: Int
    let title: String
}

struct NewsFeed: View {
    @State private var pull: CGFloat = 0
    @State private var refreshing = false
    @State private var spin = 0.0
    @State private var headlines = [
        Headline(id: 2, title: "Ferry timetable changes"),
        Headline(id: 1, title: "Market opens on Sunday"),
    ]

    var body: some View {
        ZStack(alignment: .top) {
            Group {
                if refreshing {
                    Circle()
                        .stroke(Color.secondary.opacity(0.3), lineWidth: 3)
                        .overlay(alignment: .top) { Circle().fill(Color.secondary).frame(width: 5, height: 5) }
                        .frame(width: 22, height: 22)
                        .rotationEffect(.degrees(spin))
                } else {
                    Image(systemName: "arrow.down")
                        .foregroundStyle(.secondary)
                        .rotationEffect(.degrees(pull > 50 ? 180 : 0))
                }
            }
            .padding(.top, 22)
            .opacity(pull > 10 ? 1 : 0)

            VStack(alignment: .leading, spacing: 0) {
                Text("News")
                    .font(.largeTitle.bold())
                    .padding(.bottom, 8)
                ForEach(headlines) { item in
                    Text(item.title)
                        .padding(.vertical, 12)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .transition(.move(edge: .top).combined(with: .opacity))
                    Divider()
                }
                Spacer()
            }
            .padding(.horizontal, 16)
            .padding(.top, 12)
            .background(.white)
            .offset(y: pull)
        }
        .background(Color(.systemGray6))
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation(.easeOut(duration: 0.5)) { pull = 70 }
            try? await Task.sleep(for: .seconds(0.5))
            refreshing = true
            withAnimation(.linear(duration: 1)) { spin = 360 }
            try? await Task.sleep(for: .seconds(1))
            withAnimation(.spring(response: 0.45, dampingFraction: 0.85)) {
                refreshing = false
                pull = 0
                headlines.insert(Headline(id: 3, title: "Bridge reopens early"), at: 0)
            }
        }
    }
}

#Preview {
    NewsFeed()
}
