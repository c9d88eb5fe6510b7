// A ball that jumps and squashes when tapped: a keyframe animator with two tracks on the key
// paths of a struct, played once per tap of the button.
// flipbook: size 240x340
// flipbook: scale 1
// flipbook: tap "Jump" at 0.3
// flipbook: duration 1.8
import SwiftUI

struct BounceValues {
    var height: CGFloat = 0
    var squash: CGFloat = 1
}

struct BouncingBall: View {
    @State private var jumps = 0

    var body: some View {
        VStack(spacing: 0) {
            Spacer()
            Circle()
                .fill(.orange.gradient)
                .frame(width: 70, height: 70)
                .keyframeAnimator(initialValue: BounceValues(), trigger: jumps) { ball, value in
                    ball
                        .scaleEffect(x: 2 - value.squash, y: value.squash, anchor: .bottom)
                        .offset(y: -value.height)
                } keyframes: { _ in
                    KeyframeTrack(\.height) {
                        CubicKeyframe(0, duration: 0.12)
                        CubicKeyframe(150, duration: 0.35)
                        CubicKeyframe(0, duration: 0.3)
                        SpringKeyframe(0, duration: 0.4, spring: .bouncy)
                    }
                    KeyframeTrack(\.squash) {
                        LinearKeyframe(0.75, duration: 0.12)
                        SpringKeyframe(1.1, duration: 0.2, spring: .snappy)
                        LinearKeyframe(1, duration: 0.45)
                        LinearKeyframe(0.8, duration: 0.08)
                        SpringKeyframe(1, duration: 0.4, spring: .bouncy)
                    }
                }
            Capsule()
                .fill(.black.opacity(0.12))
                .frame(width: 90, height: 10)
                .padding(.bottom, 24)
            Button("Jump") { jumps += 1 }
                .font(.headline)
                .padding(.bottom, 24)
        }
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    BouncingBall()
}
