// A blue circle that slides in from the leading edge while fading in, and out to the trailing edge.
// flipbook: size 300x200
// flipbook: duration 2.2
// flipbook: at 0.2 withAnimation(.easeInOut(duration: 0.5)) { isVisible = true }
// flipbook: at 1.4 withAnimation(.easeInOut(duration: 0.5)) { isVisible = false }
import SwiftUI

struct ContentView: View {
    @State private var isVisible = false

    var body: some View {
        ZStack {
            if isVisible {
                Circle()
                    .fill(.blue)
                    .frame(width: 100, height: 100)
                    .transition(.slide.combined(with: .opacity))
            }
        }
        .frame(width: 300, height: 200)
    }
}

#Preview {
    ContentView()
}
