// A red window is sucked into the blue dock tile through the tile's top edge, then comes back.
// `.genie(target:edge:)` is a Flipbook extension (not in SwiftUI): the target rectangle is in
// canvas coordinates (points from the top-left corner).
// flipbook: size 400x500
// flipbook: duration 2.8
import SwiftUI

struct ContentView: View {
    @State private var isMinimized = false

    var body: some View {
        ZStack {
            Rectangle()
                .fill(.blue)
                .frame(width: 50, height: 50)
                .position(x: 200, y: 440)

            if !isMinimized {
                Rectangle()
                    .fill(.red)
                    .frame(width: 200, height: 200)
                    .position(x: 200, y: 170)
                    .transition(.genie(target: CGRect(x: 175, y: 415, width: 50, height: 50), edge: .top))
            }
        }
        .frame(width: 400, height: 500)
        .task {
            try await Task.sleep(for: .seconds(0.3))
            withAnimation(.easeInOut(duration: 0.75)) {
                isMinimized = true
            }
            try await Task.sleep(for: .seconds(1.25))
            withAnimation(.easeInOut(duration: 0.75)) {
                isMinimized = false
            }
        }
    }
}

#Preview {
    ContentView()
}
