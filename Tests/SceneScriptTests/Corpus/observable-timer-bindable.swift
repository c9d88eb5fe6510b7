// A focus timer: an @Observable model owned with @State; the ring view reads it through
// @Environment(FocusTimer.self) and the duration chips edit it through @Bindable. The ring's
// arc is drawn with Path and grows as the .task ticks.
// flipbook: size 280x320
// flipbook: scale 1
// flipbook: tap "15 min" at 0.3
// flipbook: tap "Start" at 0.8
// flipbook: duration 3
import SwiftUI

@Observable
final class FocusTimer {
    var minutes = 25
    var elapsed = 0
    var running = false

    var fraction: Double {
        Double(elapsed) / Double(minutes * 60)
    }
}

struct FocusRing: View {
    @Environment(FocusTimer.self) private var timer

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(.systemGray5), lineWidth: 12)
            // The arc runs 20× fast so the demo shows it move.
            Path { p in
                p.addArc(center: CGPoint(x: 70, y: 70), radius: 70,
                         startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * timer.fraction * 20), clockwise: false)
            }
            .stroke(Color.orange, style: StrokeStyle(lineWidth: 12, lineCap: .round))
            VStack(spacing: 2) {
                Text(String(format: "%02d:%02d", (timer.minutes * 60 - timer.elapsed) / 60, (timer.minutes * 60 - timer.elapsed) % 60))
                    .font(.system(size: 34, weight: .semibold))
                Text(timer.running ? "Focusing" : "Ready")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .frame(width: 140, height: 140)
    }
}

struct DurationChips: View {
    @Bindable var timer: FocusTimer

    var body: some View {
        HStack(spacing: 8) {
            ForEach([15, 25, 45], id: \.self) { m in
                Text("\(m) min")
                    .font(.footnote.weight(.medium))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(timer.minutes == m ? Color.orange.opacity(0.25) : Color(.systemGray6), in: Capsule())
                    .onTapGesture {
                        withAnimation(.snappy) { timer.minutes = m }
                    }
            }
        }
    }
}

struct FocusScreen: View {
    @State private var timer = FocusTimer()

    var body: some View {
        VStack(spacing: 22) {
            FocusRing()
            DurationChips(timer: timer)
            Button("Start") {
                Task {
                    timer.running = true
                    for _ in 0..<8 {
                        try await Task.sleep(for: .seconds(0.25))
                        withAnimation(.linear(duration: 0.25)) {
                            timer.elapsed += 1
                        }
                    }
                }
            }
            .font(.headline)
        }
        .environment(timer)
    }
}

#Preview {
    FocusScreen()
}
