// expect: 5:1: 'EaseOutBack': CustomAnimation (animate(value:time:context:)) is not supported
// hint: keyframeAnimator
import SwiftUI

struct EaseOutBack: CustomAnimation {
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        let p = time / duration - 1
        return value.scaled(by: 1 + 2.7 * p * p * p + 1.7 * p * p)
    }
}

struct ContentView: View {
    @State private var expanded = false

    var body: some View {
        Circle()
            .frame(width: expanded ? 160 : 60, height: expanded ? 160 : 60)
            .onTapGesture {
                withAnimation(Animation(EaseOutBack(duration: 0.6))) { expanded.toggle() }
            }
    }
}
