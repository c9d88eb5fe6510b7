// A yellow star that spins in (−90° → 0) while scaling up, then leaves the same way.
// flipbook: size 240x240
// flipbook: duration 2.4
import SwiftUI

struct RotationModifier: AnimatableModifier {
    var angle: Double

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(angle))
    }
}

extension AnyTransition {
    static var rotate: AnyTransition {
        .modifier(
            active: RotationModifier(angle: -90),
            identity: RotationModifier(angle: 0)
        )
    }
}

struct ContentView: View {
    @State private var showStar = false

    var body: some View {
        ZStack {
            if showStar {
                Image(systemName: "star.fill")
                    .font(.system(size: 80))
                    .foregroundStyle(.yellow)
                    .transition(.rotate.combined(with: .scale))
            }
        }
        .frame(width: 240, height: 240)
        .task {
            try? await Task.sleep(for: .seconds(0.2))
            withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                showStar = true
            }
            try? await Task.sleep(for: .seconds(1.2))
            withAnimation(.easeIn(duration: 0.4)) {
                showStar = false
            }
        }
    }
}

#Preview {
    ContentView()
}
