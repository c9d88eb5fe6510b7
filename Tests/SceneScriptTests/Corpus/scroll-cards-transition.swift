// A feed of cards in a ScrollView: each card fades and shrinks with scrollTransition while it
// enters or leaves the visible area (at rest every card is in the identity phase), and tilts
// with visualEffect by how far down the screen it sits. "Compact" animates the card heights,
// and the tilts follow the cards' frames as they move.
// flipbook: size 360x520
// flipbook: tap "Compact" at 0.4
import SwiftUI

struct FeedCard: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

struct FeedView: View {
    @State private var isCompact = false
    private let cards = [
        FeedCard(id: 1, title: "Morning run", color: .orange),
        FeedCard(id: 2, title: "Team standup", color: .blue),
        FeedCard(id: 3, title: "Lunch with Ana", color: .green),
        FeedCard(id: 4, title: "Design review", color: .purple),
    ]

    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Text("Today").font(.largeTitle.bold())
                Spacer()
                Button(isCompact ? "Expand" : "Compact") {
                    withAnimation(.spring(duration: 0.6, bounce: 0.2)) { isCompact.toggle() }
                }
            }
            .padding(.horizontal)
            ScrollView {
                VStack(spacing: 14) {
                    ForEach(cards) { card in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(card.color.gradient)
                            .frame(height: isCompact ? 70 : 110)
                            .overlay(alignment: .bottomLeading) {
                                Text(card.title)
                                    .font(.title3.bold())
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.3)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                            }
                            .visualEffect { content, proxy in
                                content.rotation3DEffect(.degrees(proxy.frame(in: .global).minY / 40),
                                                         axis: (x: 1, y: 0, z: 0))
                            }
                    }
                }
                .padding(.horizontal)
            }
        }
        .padding(.top)
    }
}

#Preview {
    FeedView()
}
