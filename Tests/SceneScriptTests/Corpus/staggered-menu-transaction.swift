// A settings menu whose rows slide in one after another: each row delays the transaction's
// animation by its index with .transaction, and the reset button changes the rows without
// animation through withTransaction(\.disablesAnimations, true).
// flipbook: size 320x300
// flipbook: scale 1
// flipbook: tap "Show" at 0.2
// flipbook: tap "Reset" at 1.6
// flipbook: duration 2.2
import SwiftUI

struct MenuRow: Identifiable {
    let id = UUID()
    let title: String
    let color: Color
}

struct StaggeredMenu: View {
    @State private var isShown = false
    private let rows = [
        MenuRow(title: "Profile", color: .blue),
        MenuRow(title: "Notifications", color: .red),
        MenuRow(title: "Privacy", color: .green),
        MenuRow(title: "Storage", color: .orange),
    ]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(Array(rows.enumerated()), id: \.element.id) { index, row in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 7)
                        .fill(row.color)
                        .frame(width: 30, height: 30)
                    Text(row.title)
                    Spacer()
                }
                .padding(.horizontal, 14)
                .frame(height: 46)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                .offset(x: isShown ? 0 : -340)
                .transaction { transaction in
                    transaction.animation = transaction.animation?.delay(Double(index) * 0.08)
                }
            }

            HStack {
                Button("Show") {
                    withAnimation(.spring(duration: 0.5, bounce: 0.2)) { isShown = true }
                }
                Button("Reset") {
                    withTransaction(\.disablesAnimations, true) { isShown = false }
                }
            }
            .buttonStyle(.bordered)
            .padding(.top, 8)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

#Preview {
    StaggeredMenu()
}
