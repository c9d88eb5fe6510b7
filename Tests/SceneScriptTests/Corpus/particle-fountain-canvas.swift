// A fountain of glowing sparks: a TimelineView(.animation) redraws a Canvas every frame and each
// spark's place is worked out from the timeline's date, the way particle effects are usually
// written with Canvas (no view per particle).
// flipbook: size 300x360
// flipbook: duration 3
import SwiftUI

struct Spark {
    let angle: Double
    let speed: Double
    let offset: Double
    let size: Double
    let hue: Double
}

struct FountainView: View {
    private let sparks: [Spark] = (0..<120).map { _ in
        Spark(angle: .random(in: -0.35...0.35),
              speed: .random(in: 240...330),
              offset: .random(in: 0...1.6),
              size: .random(in: 4...9),
              hue: .random(in: 0.05...0.15))
    }
    private let start = Date()
    private let lifetime = 1.6
    private let gravity = 320.0

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let elapsed = timeline.date.timeIntervalSince(start)
                let nozzle = CGPoint(x: size.width / 2, y: size.height - 40)

                context.blendMode = .plusLighter
                for spark in sparks {
                    let age = (elapsed + spark.offset).truncatingRemainder(dividingBy: lifetime)
                    let vx = sin(spark.angle) * spark.speed
                    let vy = -cos(spark.angle) * spark.speed
                    let x = nozzle.x + vx * age
                    let y = nozzle.y + vy * age + 0.5 * gravity * age * age
                    let fade = 1 - age / lifetime

                    var spot = context
                    spot.opacity = fade
                    let r = spark.size * (0.6 + 0.4 * fade)
                    let rect = CGRect(x: x - r / 2, y: y - r / 2, width: r, height: r)
                    spot.fill(Circle().path(in: rect),
                              with: .color(Color(hue: spark.hue, saturation: 0.9, brightness: 1)))
                }

                context.blendMode = .normal
                let base = CGRect(x: nozzle.x - 30, y: nozzle.y, width: 60, height: 14)
                context.fill(Path(roundedRect: base, cornerRadius: 7), with: .color(.gray))
            }
        }
        .background(Color.black)
    }
}

#Preview {
    FountainView()
}
