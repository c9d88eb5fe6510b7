// An analog clock whose second hand sweeps smoothly: a TimelineView(.animation) redraws the
// face every frame from context.date (the clip's clock starts at 09:41:00).
// flipbook: size 240x240
// flipbook: scale 1
// flipbook: duration 2
import SwiftUI

struct ClockHand: View {
    let angle: Double
    let length: CGFloat
    let width: CGFloat
    let color: Color

    var body: some View {
        Capsule()
            .fill(color)
            .frame(width: width, height: length)
            .offset(y: -length / 2)
            .rotationEffect(.degrees(angle))
    }
}

struct AnalogClock: View {
    var body: some View {
        TimelineView(.animation) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 86_400)
            let hour = (seconds / 3600).truncatingRemainder(dividingBy: 12)
            let minute = (seconds / 60).truncatingRemainder(dividingBy: 60)
            let second = seconds.truncatingRemainder(dividingBy: 60)
            ZStack {
                Circle()
                    .fill(Color(.systemGray6))
                Circle()
                    .stroke(Color(.systemGray3), lineWidth: 4)
                ForEach(0..<12) { tick in
                    Capsule()
                        .fill(Color(.systemGray))
                        .frame(width: 3, height: tick % 3 == 0 ? 14 : 8)
                        .offset(y: -78)
                        .rotationEffect(.degrees(Double(tick) * 30))
                }
                ClockHand(angle: hour * 30, length: 48, width: 6, color: .primary)
                ClockHand(angle: minute * 6, length: 68, width: 4, color: .primary)
                ClockHand(angle: second * 6, length: 76, width: 2, color: .orange)
                Circle()
                    .fill(.orange)
                    .frame(width: 10, height: 10)
            }
            .frame(width: 180, height: 180)
        }
    }
}

#Preview {
    AnalogClock()
}
