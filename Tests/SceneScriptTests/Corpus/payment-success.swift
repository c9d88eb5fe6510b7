// A payment button that turns into a progress pill and then a green success check: three
// phases of an enum @State driven by a .task-like sequence in the button's Task, with a
// success haptic at the end.
// flipbook: size 280x220
// flipbook: scale 1
// flipbook: tap "Pay $24.00" at 0.3
// flipbook: duration 2.6
import SwiftUI

enum PayState {
    case idle, processing, done
}

struct PayButton: View {
    @State private var state: PayState = .idle
    @State private var spin = false

    var body: some View {
        VStack(spacing: 16) {
            Button {
                guard state == .idle else { return }
                Task {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        state = .processing
                    }
                    withAnimation(.linear(duration: 1.2)) {
                        spin = true
                    }
                    try await Task.sleep(for: .seconds(1.2))
                    UINotificationFeedbackGenerator().notificationOccurred(.success)
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.6)) {
                        state = .done
                    }
                }
            } label: {
                ZStack {
                    switch state {
                    case .idle:
                        Text("Pay $24.00")
                            .font(.headline)
                            .foregroundStyle(.white)
                            .transition(.opacity)
                    case .processing:
                        Circle()
                            .stroke(Color.white.opacity(0.3), lineWidth: 3)
                            .frame(width: 22, height: 22)
                            .overlay(alignment: .top) {
                                Circle().fill(.white).frame(width: 6, height: 6).offset(y: -1.5)
                            }
                            .rotationEffect(.degrees(spin ? 720 : 0))
                            .transition(.opacity)
                    case .done:
                        Image(systemName: "checkmark")
                            .font(.title2.bold())
                            .foregroundStyle(.white)
                            .transition(.scale.combined(with: .opacity))
                    }
                }
                .frame(width: state == .idle ? 220 : 56, height: 56)
                .background(state == .done ? Color.green : Color.black, in: Capsule())
            }
            Text(state == .done ? "Payment complete" : " ")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    PayButton()
}
