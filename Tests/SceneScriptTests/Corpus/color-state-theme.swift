// A note card whose background colour is a Color @State; tapping a swatch animates the card
// to that colour and moves the ring to the chosen swatch.
// flipbook: size 280x300
// flipbook: scale 1
// flipbook: at 0.3 withAnimation(.easeInOut(duration: 0.4)) { cardColor = .mint }
// flipbook: at 1.2 withAnimation(.easeInOut(duration: 0.4)) { cardColor = .pink }
// flipbook: duration 2
import SwiftUI

struct NoteColorPicker: View {
    @State private var cardColor: Color = .yellow
    let choices: [Color] = [.yellow, .mint, .pink, .cyan]

    var body: some View {
        VStack(spacing: 20) {
            VStack(alignment: .leading, spacing: 8) {
                Text("Groceries")
                    .font(.title3.bold())
                Text("Eggs, lemons, basil, parmesan")
                    .font(.subheadline)
            }
            .padding(18)
            .frame(width: 220, height: 150, alignment: .topLeading)
            .background(cardColor.opacity(0.35), in: RoundedRectangle(cornerRadius: 16))
            .overlay(RoundedRectangle(cornerRadius: 16).stroke(cardColor, lineWidth: 2))

            HStack(spacing: 14) {
                ForEach(0..<choices.count, id: \.self) { i in
                    Circle()
                        .fill(choices[i])
                        .frame(width: 30, height: 30)
                        .padding(3)
                        .overlay(Circle().stroke(Color.primary.opacity(choices[i] == cardColor ? 0.6 : 0), lineWidth: 2))
                        .onTapGesture {
                            withAnimation(.easeInOut(duration: 0.4)) {
                                cardColor = choices[i]
                            }
                        }
                }
            }
        }
    }
}

#Preview {
    NoteColorPicker()
}
