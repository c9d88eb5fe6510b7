// A wallet of cards stacked on top of each other; tapping the stack fans them out to full
// height (widths from UIScreen.main.bounds), each card with a little delay after the last.
// flipbook: size 300x420
// flipbook: scale 1
// flipbook: tap "VISA" at 0.3
// flipbook: tap "VISA" at 1.6
// flipbook: duration 2.6
import SwiftUI

struct WalletCard: Identifiable {
    let id = UUID()
    let brand: String
    let last4: String
    let colors: [Color]
}

struct WalletView: View {
    @State private var expanded = false
    let cards = [
        WalletCard(brand: "VISA", last4: "4921", colors: [.blue, .indigo]),
        WalletCard(brand: "Metro", last4: "0077", colors: [.orange, .red]),
        WalletCard(brand: "Gym", last4: "5310", colors: [.green, .teal]),
    ]
    let cardWidth = UIScreen.main.bounds.width - 40

    var body: some View {
        VStack {
            ZStack(alignment: .top) {
                ForEach(Array(cards.enumerated()), id: \.element.id) { index, card in
                    VStack(alignment: .leading) {
                        HStack {
                            Text(card.brand)
                                .font(.headline)
                            Spacer()
                            Text("•••• \(card.last4)")
                                .font(.subheadline)
                        }
                        Spacer()
                    }
                    .foregroundStyle(.white)
                    .padding(16)
                    .frame(width: cardWidth, height: 160)
                    .background(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing),
                                in: RoundedRectangle(cornerRadius: 16))
                    .shadow(color: .black.opacity(0.2), radius: 6, y: 3)
                    .offset(y: CGFloat(index) * (expanded ? 120 : 14))
                    .scaleEffect(expanded ? 1 : 1 - CGFloat(index) * 0.04, anchor: .top)
                    .zIndex(Double(cards.count - index))
                    .animation(.spring(response: 0.5, dampingFraction: 0.75).delay(Double(index) * 0.05), value: expanded)
                }
            }
            .onTapGesture {
                expanded.toggle()
            }
            Spacer()
        }
        .padding(.top, 30)
    }
}

#Preview {
    WalletView()
}
