// Switching between "Timer" and "Stopwatch" with if/else: each branch is a different view
// with its own @State, so coming back to Timer starts it from its initial value again.
// flipbook: size 280x260
// flipbook: scale 1
// flipbook: tap "+1 min" at 0.3
// flipbook: tap "+1 min" at 0.6
// flipbook: tap "Stopwatch" at 1.0
// flipbook: tap "Timer" at 1.8
// flipbook: duration 2.6
import SwiftUI

struct TimerPanel: View {
    @State private var minutes = 5

    var body: some View {
        VStack(spacing: 12) {
            Text(String(format: "%02d:00", minutes))
                .font(.system(size: 48, weight: .light))
            Button("+1 min") {
                withAnimation(.easeOut(duration: 0.2)) { minutes += 1 }
            }
        }
    }
}

struct StopwatchPanel: View {
    @State private var laps = 3

    var body: some View {
        VStack(spacing: 12) {
            Text("00:42.17")
                .font(.system(size: 48, weight: .light))
            Text("\(laps) laps")
                .foregroundStyle(.secondary)
        }
    }
}

struct ClockView: View {
    @State private var showTimer = true

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 12) {
                Button("Timer") {
                    withAnimation(.easeInOut(duration: 0.35)) { showTimer = true }
                }
                .fontWeight(showTimer ? .bold : .regular)
                Button("Stopwatch") {
                    withAnimation(.easeInOut(duration: 0.35)) { showTimer = false }
                }
                .fontWeight(showTimer ? .regular : .bold)
            }
            ZStack {
                if showTimer {
                    TimerPanel()
                        .transition(.move(edge: .leading).combined(with: .opacity))
                } else {
                    StopwatchPanel()
                        .transition(.move(edge: .trailing).combined(with: .opacity))
                }
            }
            .frame(height: 120)
        }
    }
}

#Preview {
    ClockView()
}
