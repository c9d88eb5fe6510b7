// expect: 14:27: Animation(_:) wraps a CustomAnimation, which is not supported
// hint: .timingCurve(c0x, c0y, c1x, c1y, duration:)
import SwiftUI

struct Wobble {
    var duration = 0.4
}

struct Pulse: View {
    @State private var big = false

    var body: some View {
        Circle().frame(width: big ? 120 : 60).onAppear {
            withAnimation(Animation(Wobble())) { big = true }
        }
    }
}
