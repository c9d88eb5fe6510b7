// The issue #14 speed scene: 500 circles orbiting in a Canvas that a TimelineView(.animation)
// redraws every frame, written the way particle Canvas code usually is (no view per particle,
// positions from sin/cos of the timeline's date).
// flipbook: size 400x400
// flipbook: scale 2
// flipbook: duration 5
import SwiftUI

struct OrbitingDots: View {
    let start = Date()

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let t = timeline.date.timeIntervalSince(start)
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                for i in 0..<500 {
                    let k = Double(i)
                    let radius = 20 + k * 0.35
                    let angle = t * (0.4 + k.truncatingRemainder(dividingBy: 7) * 0.1) + k * 0.7
                    let x = center.x + cos(angle) * radius
                    let y = center.y + sin(angle * 1.3) * radius
                    let d = 4 + (k.truncatingRemainder(dividingBy: 5))
                    let rect = CGRect(x: x - d / 2, y: y - d / 2, width: d, height: d)
                    context.fill(Path(ellipseIn: rect),
                                 with: .color(Color(hue: k / 500, saturation: 0.8, brightness: 0.95)))
                }
            }
        }
        .background(Color.black)
    }
}

#Preview {
    OrbitingDots()
}
