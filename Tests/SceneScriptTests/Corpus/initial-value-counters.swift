// Three habit counters, each made with a custom init that seeds its own @State through
// `_count = State(initialValue:)`; tapping one bumps only that counter's ring.
// flipbook: size 300x200
// flipbook: scale 1
// flipbook: tap "Water 2" at 0.3
// flipbook: tap "Steps 7" at 0.9
// flipbook: tap "Water 3" at 1.5
// flipbook: duration 2.3
import SwiftUI

struct HabitCounter: View {
    let title: String
    let goal: Int
    let color: Color
    @State private var count: Int

    init(_ title: String, start: Int, goal: Int = 8, color: Color = .blue) {
        self.title = title
        self.goal = goal
        self.color = color
        _count = State(initialValue: min(start, goal))
    }

    var progress: Double { Double(count) / Double(goal) }

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Circle()
                    .stroke(color.opacity(0.2), lineWidth: 8)
                Circle()
                    .fill(color.opacity(0.25 + 0.75 * progress))
                    .padding(8)
                    .scaleEffect(0.4 + 0.6 * progress)
                Text("\(count)")
                    .font(.title3.bold())
            }
            .frame(width: 70, height: 70)
            Button("\(title) \(count)") {
                guard count < goal else { return }
                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                    count += 1
                }
            }
            .font(.caption)
        }
    }
}

struct HabitsView: View {
    var body: some View {
        HStack(spacing: 20) {
            HabitCounter("Water", start: 2, color: .teal)
            HabitCounter("Steps", start: 7, color: .orange)
            HabitCounter("Sleep", start: 5, goal: 5, color: .indigo)
        }
    }
}

#Preview {
    HabitsView()
}
