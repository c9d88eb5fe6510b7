// A Control Centre style brightness slider: a tall rounded track whose fill height follows a
// Double @State; the clip drags it up and down with `at` actions and the sun icon scales.
// flipbook: size 220x300
// flipbook: scale 1
// flipbook: at 0.3 withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { level = 0.85 }
// flipbook: at 1.2 withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { level = 0.2 }
// flipbook: duration 2
import SwiftUI

struct BrightnessSlider: View {
    @State private var level: Double = 0.45
    let trackHeight: CGFloat = 200

    var body: some View {
        VStack(spacing: 12) {
            ZStack(alignment: .bottom) {
                RoundedRectangle(cornerRadius: 26)
                    .fill(Color(.systemGray5))
                Rectangle()
                    .fill(.white)
                    .frame(height: trackHeight * level)
                Image(systemName: "circle.fill")
                    .font(.system(size: 22))
                    .foregroundStyle(Color(white: 0.55 - level * 0.3))
                    .scaleEffect(0.7 + level * 0.5)
                    .padding(.bottom, 18)
            }
            .frame(width: 80, height: trackHeight)
            .clipShape(RoundedRectangle(cornerRadius: 26))
            .shadow(color: .black.opacity(0.1), radius: 8)
            Text(String(format: "%.0f%%", level * 100))
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: [Color(.systemGray4), Color(.systemGray2)], startPoint: .top, endPoint: .bottom))
    }
}

#Preview {
    BrightnessSlider()
}
