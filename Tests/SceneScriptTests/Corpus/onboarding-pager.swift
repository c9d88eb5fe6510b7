// An onboarding carousel: a page-style TabView (.tabViewStyle(.page) with the dots on a backdrop
// via .indexViewStyle) bound to the current page; "Next" advances it inside withAnimation, so the
// pages slide and the dots follow, and on the last page the button becomes "Get Started".
// flipbook: size 320x480
// flipbook: scale 1
// flipbook: duration 2.6
// flipbook: tap "Next" at 0.3
// flipbook: tap "Next" at 1.3
import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let detail: String
    let color: Color
}

struct OnboardingView: View {
    @State private var currentPage = 0

    private let pages = [
        OnboardingPage(symbol: "sparkles", title: "Welcome", detail: "Keep every idea in one place.", color: .indigo),
        OnboardingPage(symbol: "bell.fill", title: "Stay on track", detail: "Gentle reminders when it matters.", color: .orange),
        OnboardingPage(symbol: "lock.fill", title: "Private by design", detail: "Your notes stay on your device.", color: .teal),
    ]

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $currentPage) {
                ForEach(Array(pages.enumerated()), id: \.offset) { index, page in
                    VStack(spacing: 16) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(.white)
                            .frame(width: 140, height: 140)
                            .background(page.color.gradient, in: Circle())
                        Text(page.title)
                            .font(.title2.bold())
                        Text(page.detail)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                    }
                    .padding(.horizontal, 32)
                    .tag(index)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(height: 340)

            Button {
                withAnimation(.easeInOut(duration: 0.4)) {
                    if currentPage < pages.count - 1 {
                        currentPage += 1
                    }
                }
            } label: {
                Text(currentPage == pages.count - 1 ? "Get Started" : "Next")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 6)
            }
            .buttonStyle(.borderedProminent)
            .padding(.horizontal, 24)
        }
        .padding(.vertical, 32)
    }
}

#Preview {
    OnboardingView()
}
