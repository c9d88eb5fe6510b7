// A greeting whose letters drop in one after another: Array("Hello").enumerated() with a
// delay per index.
// flipbook: size 300x160
// flipbook: scale 1
// flipbook: duration 2
import SwiftUI

struct WaveText: View {
    let text: String
    @State private var isVisible = false

    var body: some View {
        HStack(spacing: 1) {
            ForEach(Array(text.enumerated()), id: \.offset) { index, letter in
                Text(String(letter))
                    .font(.system(size: 40, weight: .heavy, design: .rounded))
                    .foregroundStyle(Color(hue: Double(index) / Double(text.count), saturation: 0.7, brightness: 0.9))
                    .offset(y: isVisible ? 0 : -30)
                    .opacity(isVisible ? 1 : 0)
                    .animation(.spring(response: 0.4, dampingFraction: 0.5).delay(Double(index) * 0.08), value: isVisible)
            }
        }
        .onAppear {
            isVisible = true
        }
    }
}

#Preview {
    WaveText(text: "Hello!")
}
