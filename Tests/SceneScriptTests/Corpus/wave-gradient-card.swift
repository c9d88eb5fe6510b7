// A weather-style card drawn in a Canvas: a gradient sky, two layered sine waves that roll with
// a TimelineView, a sun made of a radial gradient and the temperature drawn as text.
// flipbook: size 340x260
// flipbook: duration 2
import SwiftUI

struct WaveCard: View {
    private let start = Date()

    func wave(in size: CGSize, phase: Double, height: Double, level: Double) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: size.height))
        for x in stride(from: 0.0, through: size.width, by: 4) {
            let angle = x / size.width * 2 * .pi + phase
            path.addLine(to: CGPoint(x: x, y: size.height * level + sin(angle) * height))
        }
        path.addLine(to: CGPoint(x: size.width, y: size.height))
        path.closeSubpath()
        return path
    }

    var body: some View {
        TimelineView(.animation) { timeline in
            let t = timeline.date.timeIntervalSince(start)
            Canvas { context, size in
                let card = Path(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 24)
                context.clip(to: card)

                let sky = Gradient(colors: [Color(red: 0.29, green: 0.47, blue: 0.95), Color(red: 0.55, green: 0.78, blue: 1.0)])
                context.fill(card, with: .linearGradient(sky, startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))

                let sunCenter = CGPoint(x: size.width - 70, y: 70)
                let sun = Gradient(colors: [.yellow, .orange.opacity(0)])
                context.fill(Path(ellipseIn: CGRect(x: sunCenter.x - 60, y: sunCenter.y - 60, width: 120, height: 120)),
                             with: .radialGradient(sun, center: sunCenter, startRadius: 10, endRadius: 60))

                context.fill(wave(in: size, phase: t * 2, height: 10, level: 0.68), with: .color(.white.opacity(0.35)))
                context.fill(wave(in: size, phase: -t * 3 + 1, height: 7, level: 0.78), with: .color(.white.opacity(0.6)))

                context.draw(Text("21°").font(.system(size: 56, weight: .bold)).foregroundColor(.white),
                             at: CGPoint(x: 28, y: 30), anchor: .topLeading)
                context.draw(Text("Lisbon · Sunny").font(.headline).foregroundColor(.white.opacity(0.9)),
                             at: CGPoint(x: 30, y: 100), anchor: .topLeading)
                var ring = context
                ring.opacity = 0.8
                ring.stroke(Path(ellipseIn: CGRect(x: sunCenter.x - 22, y: sunCenter.y - 22, width: 44, height: 44)),
                            with: .color(.white), style: StrokeStyle(lineWidth: 3, dash: [4, 6]))
            }
            .frame(width: 300, height: 220)
        }
    }
}

#Preview {
    WaveCard()
}
