// A heart that keeps pulsing with a phase animator (no trigger: it cycles from the first phase).
// flipbook: size 240x220
// flipbook: scale 1
// flipbook: duration 2.4
import SwiftUI

struct PulsingHeart: View {
    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "heart.fill")
                .font(.system(size: 64))
                .foregroundStyle(.pink)
                .phaseAnimator([false, true]) { content, beating in
                    content
                        .scaleEffect(beating ? 1.2 : 1)
                        .opacity(beating ? 1 : 0.75)
                } animation: { beating in
                    beating ? .easeOut(duration: 0.35) : .easeInOut(duration: 0.85)
                }
            Text("Resting heart rate")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    PulsingHeart()
}
