// A card that flips over to reveal its back, with custom flip transitions.
// flipbook: size 400x460
// flipbook: tap "Reveal" at 0.3
// flipbook: tap "Hide" at 1.8
// flipbook: duration 3.2
import SwiftUI

struct FlipModifier: AnimatableModifier {
    var progress: CGFloat = 0

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .rotation3DEffect(.degrees(progress * 180), axis: (x: 0, y: 1, z: 0))
            .opacity(abs(progress) < 0.5 ? 1 : 0)
    }
}

extension AnyTransition {
    static let flip: AnyTransition = .modifier(
        active: FlipModifier(progress: 1),
        identity: FlipModifier(progress: 0)
    )
    static let reverseFlip: AnyTransition = .modifier(
        active: FlipModifier(progress: -1),
        identity: FlipModifier(progress: 0)
    )
}

struct ContentView: View {
    @State private var showBack = false

    var body: some View {
        VStack(spacing: 30) {
            ZStack {
                if showBack {
                    RoundedRectangle(cornerRadius: 25)
                        .fill(.black.gradient)
                        .transition(.reverseFlip)
                } else {
                    RoundedRectangle(cornerRadius: 25)
                        .fill(.red.gradient)
                        .transition(.flip)
                }
            }
            .frame(width: 200, height: 300)

            Button(showBack ? "Hide" : "Reveal") {
                withAnimation(.easeInOut(duration: 0.6)) {
                    showBack.toggle()
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
