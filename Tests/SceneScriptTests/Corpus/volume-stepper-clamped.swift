// A volume control whose buttons write through a Binding(get:set:) that clamps the value to
// 0…10 and plays a selection haptic; the level bars light up with a stagger.
// flipbook: size 300x200
// flipbook: scale 1
// flipbook: tap "plus" at 0.3
// flipbook: tap "plus" at 0.6
// flipbook: tap "plus" at 0.9
// flipbook: tap "minus" at 1.5
// flipbook: duration 2.3
import SwiftUI

struct LevelButton: View {
    let symbol: String
    @Binding var level: Int
    let step: Int

    var body: some View {
        Button {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                level += step
            }
        } label: {
            Image(systemName: symbol)
                .font(.headline)
                .foregroundStyle(.primary)
                .frame(width: 44, height: 44)
                .background(Color(.systemGray6), in: Circle())
        }
    }
}

struct VolumeControl: View {
    @State private var volume = 7

    var clampedVolume: Binding<Int> {
        Binding(
            get: { volume },
            set: { newValue in
                UISelectionFeedbackGenerator().selectionChanged()
                volume = min(max(newValue, 0), 10)
            }
        )
    }

    var body: some View {
        VStack(spacing: 20) {
            HStack(alignment: .bottom, spacing: 5) {
                ForEach(1...10, id: \.self) { bar in
                    RoundedRectangle(cornerRadius: 2)
                        .fill(bar <= volume ? Color.blue : Color(.systemGray5))
                        .frame(width: 12, height: 8 + CGFloat(bar) * 5)
                        .animation(.easeOut(duration: 0.2).delay(Double(bar) * 0.02), value: volume)
                }
            }
            HStack(spacing: 30) {
                LevelButton(symbol: "minus", level: clampedVolume, step: -1)
                Text("\(volume)")
                    .font(.title.bold())
                    .frame(width: 44)
                LevelButton(symbol: "plus", level: clampedVolume, step: 1)
            }
        }
    }
}

#Preview {
    VolumeControl()
}
