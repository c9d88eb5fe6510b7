// An onboarding pager: "Next" pushes the following page in from the trailing edge and the
// page dots stretch to mark the current page. The page index is an Int @State.
// flipbook: size 280x380
// flipbook: scale 1
// flipbook: tap "Next" at 0.4
// flipbook: tap "Next" at 1.3
// flipbook: duration 2.4
import SwiftUI

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
    let tint: Color
}

struct OnboardingView: View {
    @State private var page = 0

    let pages = [
        OnboardingPage(id: 0, symbol: "star.fill", title: "Collect", detail: "Save the places you love.", tint: .orange),
        OnboardingPage(id: 1, symbol: "bell.fill", title: "Stay close", detail: "Hear when friends are nearby.", tint: .pink),
        OnboardingPage(id: 2, symbol: "heart.fill", title: "Share", detail: "Send a list in one tap.", tint: .purple),
    ]

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                ForEach(pages) { item in
                    if item.id == page {
                        VStack(spacing: 14) {
                            Image(systemName: item.symbol)
                                .font(.system(size: 64))
                                .foregroundStyle(item.tint)
                                .frame(width: 130, height: 130)
                                .background(item.tint.opacity(0.12), in: Circle())
                            Text(item.title)
                                .font(.title.bold())
                            Text(item.detail)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        .transition(.push(from: .trailing))
                    }
                }
            }
            .frame(height: 240)
            .clipped()

            HStack(spacing: 6) {
                ForEach(0..<pages.count, id: \.self) { i in
                    Capsule()
                        .fill(i == page ? Color.primary : Color(.systemGray4))
                        .frame(width: i == page ? 20 : 7, height: 7)
                }
            }

            Button {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.85)) {
                    page = min(page + 1, pages.count - 1)
                }
            } label: {
                Text(page == pages.count - 1 ? "Get Started" : "Next")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(width: 200, height: 46)
                    .background(.blue, in: Capsule())
            }
        }
    }
}

#Preview {
    OnboardingView()
}
