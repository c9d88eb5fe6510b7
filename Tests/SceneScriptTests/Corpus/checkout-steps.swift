// A three-step checkout indicator: each "Continue" fills the next step's circle, grows the
// connecting bar and swaps the step's title; the finished step gets a checkmark.
// flipbook: size 300x240
// flipbook: scale 1
// flipbook: tap "Continue" at 0.3
// flipbook: tap "Continue" at 1.2
// flipbook: duration 2.2
import SwiftUI

struct CheckoutProgress: View {
    let steps = ["Cart", "Address", "Payment"]
    @State private var current = 0

    var body: some View {
        VStack(spacing: 28) {
            HStack(spacing: 0) {
                ForEach(0..<steps.count, id: \.self) { i in
                    VStack(spacing: 6) {
                        ZStack {
                            Circle()
                                .fill(i <= current ? Color.blue : Color(.systemGray5))
                                .frame(width: 30, height: 30)
                            if i < current {
                                Image(systemName: "checkmark")
                                    .font(.caption.bold())
                                    .foregroundStyle(.white)
                                    .transition(.scale)
                            } else {
                                Text("\(i + 1)")
                                    .font(.caption.bold())
                                    .foregroundStyle(i == current ? .white : .secondary)
                            }
                        }
                        Text(steps[i])
                            .font(.caption)
                            .foregroundStyle(i <= current ? .primary : .secondary)
                    }
                    .frame(width: 70)
                    if i < steps.count - 1 {
                        ZStack(alignment: .leading) {
                            Capsule().fill(Color(.systemGray5))
                            Capsule()
                                .fill(Color.blue)
                                .frame(width: i < current ? 40 : 0)
                        }
                        .frame(width: 40, height: 4)
                        .offset(y: -10)
                    }
                }
            }
            Text("Step \(current + 1): \(steps[current])")
                .font(.headline)
                .id(current)
                .transition(.push(from: .trailing))
            Button("Continue") {
                guard current < steps.count - 1 else { return }
                withAnimation(.spring(response: 0.45, dampingFraction: 0.8)) {
                    current += 1
                }
            }
            .font(.headline)
        }
    }
}

#Preview {
    CheckoutProgress()
}
