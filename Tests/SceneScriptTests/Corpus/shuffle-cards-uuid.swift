// A hand of cards with UUID ids; "Shuffle" reorders the array with shuffled() and the cards
// glide to their new places with a spring (identity follows the ids, not the positions).
// flipbook: size 300x240
// flipbook: scale 1
// flipbook: seed 3
// flipbook: tap "Shuffle" at 0.3
// flipbook: tap "Shuffle" at 1.3
// flipbook: duration 2.4
import SwiftUI

struct PlayingCard: Identifiable {
    let id = UUID()
    let rank: String
    let tint: Color
}

struct CardHand: View {
    @State private var cards = [
        PlayingCard(rank: "A", tint: .red),
        PlayingCard(rank: "K", tint: .blue),
        PlayingCard(rank: "Q", tint: .green),
        PlayingCard(rank: "J", tint: .orange),
    ]

    var body: some View {
        VStack(spacing: 28) {
            HStack(spacing: 10) {
                ForEach(cards) { card in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(card.tint.gradient)
                        .frame(width: 56, height: 80)
                        .overlay(
                            Text(card.rank)
                                .font(.title.bold())
                                .foregroundStyle(.white)
                        )
                }
            }
            Button("Shuffle") {
                withAnimation(.spring(response: 0.55, dampingFraction: 0.75)) {
                    cards.shuffle()
                }
            }
            .font(.headline)
        }
    }
}

#Preview {
    CardHand()
}
