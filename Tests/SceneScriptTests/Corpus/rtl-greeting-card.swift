// A greeting card in an Arabic locale: the layout direction is right-to-left, so the multiline
// caption's lines align to the right; the Arabic heading joins its letters and the mixed line keeps
// the English product name and the number left to right inside the Arabic sentence.
// flipbook: size 320x220
// flipbook: scale 1
// flipbook: duration 1.2
import SwiftUI

struct GreetingCard: View {
    @State private var visible = false

    var body: some View {
        VStack(spacing: 12) {
            Text("مرحبا بك")
                .font(.largeTitle.bold())
            Text("تم تحديث Flipbook إلى الإصدار 2")
                .font(.body)
            if visible {
                Text("Thanks for trying the beta.\nWelcome aboard!")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.leading)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color.yellow.opacity(0.25)))
        .padding(12)
        .environment(\.layoutDirection, .rightToLeft)
        .onAppear {
            withAnimation(.spring(duration: 0.5).delay(0.3)) { visible = true }
        }
    }
}
