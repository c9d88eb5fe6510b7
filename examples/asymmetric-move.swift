// The blue circle enters from the trailing edge and leaves toward the leading edge.
// flipbook: size 300x260
// flipbook: tap "Toggle" at 0.2
// flipbook: tap "Toggle" at 1.4
// flipbook: duration 2.2
import SwiftUI

struct ContentView: View {
    @State private var isVisible = false

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                if isVisible {
                    Circle()
                        .fill(.blue)
                        .frame(width: 100, height: 100)
                        .transition(.asymmetric(insertion: .move(edge: .trailing),
                                                removal: .move(edge: .leading)))
                }
            }
            .frame(width: 300, height: 180)
            .clipped()

            Button("Toggle") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    isVisible.toggle()
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
