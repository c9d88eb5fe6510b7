// A message reaction picker: a capsule of emoji pops in over the chat bubble, the heart is picked
// and springs up, and the chosen reaction shows under the message with its count.
// flipbook: size 300x220
// flipbook: scale 1
// flipbook: duration 2.2
import SwiftUI

struct ReactionPicker: View {
    @State private var showPicker = false
    @State private var picked: String? = nil
    let reactions = ["👍", "❤️", "😂", "🎉", "🇯🇵", "👨‍👩‍👧"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if showPicker {
                HStack(spacing: 6) {
                    ForEach(reactions, id: \.self) { emoji in
                        Text(emoji)
                            .font(.title2)
                            .scaleEffect(picked == emoji ? 1.3 : 1)
                    }
                }
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(Capsule().fill(Color(.secondarySystemBackground)))
                .transition(.scale(scale: 0.6, anchor: .bottomLeading).combined(with: .opacity))
            }
            Text("Dinner at 7? 🍝")
                .padding(12)
                .background(RoundedRectangle(cornerRadius: 16).fill(Color.blue.opacity(0.15)))
            if let picked {
                Text("\(picked) 1")
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(Capsule().fill(Color(.systemGray5)))
                    .transition(.scale)
            }
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .task {
            try? await Task.sleep(for: .seconds(0.3))
            withAnimation(.spring(duration: 0.4, bounce: 0.3)) { showPicker = true }
            try? await Task.sleep(for: .seconds(0.8))
            withAnimation(.spring(duration: 0.35, bounce: 0.4)) { picked = "❤️" }
        }
    }
}
