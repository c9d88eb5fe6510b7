// A floating action button: tapping the plus turns it into an ×, dims the screen and fans out
// three smaller actions, each springing out a little after the one before.
// flipbook: size 280x400
// flipbook: scale 1
// flipbook: tap "plus" at 0.3
// flipbook: tap "plus" at 1.7
// flipbook: duration 2.6
import SwiftUI

struct QuickAction: Identifiable {
    let id: Int
    let symbol: String
    let label: String
    let color: Color
}

struct FloatingMenu: View {
    @State private var isOpen = false
    let actions = [
        QuickAction(id: 0, symbol: "person.fill", label: "Contact", color: .green),
        QuickAction(id: 1, symbol: "bell.fill", label: "Reminder", color: .orange),
        QuickAction(id: 2, symbol: "star.fill", label: "Favourite", color: .purple),
    ]

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Inbox").font(.largeTitle.bold())
                ForEach(0..<5) { _ in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(.systemGray6))
                        .frame(height: 40)
                }
                Spacer()
            }
            .padding(16)

            Color.black
                .opacity(isOpen ? 0.25 : 0)
                .ignoresSafeArea()

            VStack(alignment: .trailing, spacing: 14) {
                ForEach(actions) { action in
                    HStack(spacing: 10) {
                        Text(action.label)
                            .font(.subheadline.weight(.medium))
                            .padding(.horizontal, 10)
                            .padding(.vertical, 5)
                            .background(.white, in: Capsule())
                        Image(systemName: action.symbol)
                            .foregroundStyle(.white)
                            .frame(width: 44, height: 44)
                            .background(action.color, in: Circle())
                    }
                    .scaleEffect(isOpen ? 1 : 0.3, anchor: .trailing)
                    .opacity(isOpen ? 1 : 0)
                    .offset(y: isOpen ? 0 : CGFloat(3 - action.id) * 40)
                    .animation(.spring(response: 0.4, dampingFraction: 0.7).delay(isOpen ? Double(2 - action.id) * 0.05 : 0), value: isOpen)
                }
                Button {
                    let impact = UIImpactFeedbackGenerator(style: .rigid)
                    impact.impactOccurred(intensity: 0.7)
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) {
                        isOpen.toggle()
                    }
                } label: {
                    Image(systemName: "plus")
                        .font(.title2.weight(.semibold))
                        .foregroundStyle(.white)
                        .frame(width: 58, height: 58)
                        .background(Color.blue, in: Circle())
                        .shadow(color: .blue.opacity(0.4), radius: 8, y: 4)
                        .rotationEffect(.degrees(isOpen ? 45 : 0))
                }
            }
            .padding(20)
        }
    }
}

#Preview {
    FloatingMenu()
}
