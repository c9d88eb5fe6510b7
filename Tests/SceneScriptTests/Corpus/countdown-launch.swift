// A "3, 2, 1, Go!" countdown: a helper builds the labels with a while loop, the .task shows
// each one with a pop (a new .id per step, so each number is a fresh view with a transition).
// flipbook: size 240x240
// flipbook: scale 1
// flipbook: duration 3
import SwiftUI

func countdownLabels(from start: Int) -> [String] {
    var labels: [String] = []
    var n = start
    while n > 0 {
        labels.append("\(n)")
        n -= 1
    }
    labels.append("Go!")
    return labels
}

struct CountdownView: View {
    @State private var step = -1
    let labels = countdownLabels(from: 3)

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(.systemGray5), lineWidth: 10)
                .frame(width: 150, height: 150)
            Circle()
                .stroke(step == labels.count - 1 ? Color.green : Color.blue, lineWidth: 10)
                .frame(width: 150, height: 150)
                .scaleEffect(step >= 0 ? 1 : 0.6)
                .opacity(step >= 0 ? 1 : 0)
            if step >= 0 {
                Text(labels[step])
                    .font(.system(size: step == labels.count - 1 ? 44 : 64, weight: .heavy, design: .rounded))
                    .foregroundStyle(step == labels.count - 1 ? .green : .primary)
                    .id(step)
                    .transition(.asymmetric(insertion: .scale(scale: 1.8).combined(with: .opacity),
                                            removal: .scale(scale: 0.5).combined(with: .opacity)))
            }
        }
        .task {
            for index in 0..<labels.count {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                    step = index
                }
                try? await Task.sleep(for: .seconds(0.7))
            }
        }
    }
}

#Preview {
    CountdownView()
}
