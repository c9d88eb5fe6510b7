// A typewriter effect: the .task reveals one more character of the message every 60 ms with
// String.prefix, then a blinking caret fades out.
// flipbook: size 300x160
// flipbook: scale 1
// flipbook: duration 2.8
import SwiftUI

struct TypewriterView: View {
    let message = "Welcome aboard, Sam."
    @State private var shown = 0
    @State private var caretVisible = true

    var body: some View {
        HStack(spacing: 1) {
            Text(String(message.prefix(shown)))
                .font(.title3.weight(.medium))
            Rectangle()
                .fill(.blue)
                .frame(width: 2, height: 22)
                .opacity(caretVisible ? 1 : 0)
        }
        .frame(width: 260, alignment: .leading)
        .task {
            for count in 1...message.count {
                try? await Task.sleep(for: .milliseconds(60))
                shown = count
            }
            for _ in 0..<3 {
                try? await Task.sleep(for: .seconds(0.25))
                withAnimation(.easeInOut(duration: 0.2)) { caretVisible.toggle() }
            }
        }
    }
}

#Preview {
    TypewriterView()
}
