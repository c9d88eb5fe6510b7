// An onboarding coach mark: a dimming layer with a hole cut in it (a circle drawn with
// .blendMode(.destinationOut) inside a .compositingGroup()), the hole sitting over the control
// being explained. "Next" moves the spotlight from the compose button to the profile button with
// a spring, and the tip's text cross-fades. The header title uses .blendMode(.multiply) over the
// banner gradient, as a print-style title would.
// flipbook: size 340x420
// flipbook: scale 1
// flipbook: duration 2.2
// flipbook: tap "Next" at 0.4
import SwiftUI

struct CoachStep: Identifiable {
    let id: Int
    let title: String
    let message: String
    let center: CGPoint
    let radius: CGFloat
}

struct CoachMarkDemo: View {
    @State private var stepIndex = 0

    private let steps = [
        CoachStep(id: 0, title: "Write a post", message: "Start a new post from here.",
                  center: CGPoint(x: 300, y: 42), radius: 30),
        CoachStep(id: 1, title: "Your profile", message: "Your posts and settings live here.",
                  center: CGPoint(x: 40, y: 42), radius: 34),
    ]

    private var step: CoachStep { steps[stepIndex] }

    var body: some View {
        ZStack(alignment: .topLeading) {
            feed

            // The dimming layer, with the spotlight punched out of it.
            ZStack {
                Color.black.opacity(0.65)
                Circle()
                    .frame(width: step.radius * 2, height: step.radius * 2)
                    .position(step.center)
                    .blendMode(.destinationOut)
            }
            .compositingGroup()
            .allowsHitTesting(false)

            tip
                .padding(.top, 120)
                .padding(.horizontal, 24)
        }
        .frame(width: 340, height: 420)
    }

    private var feed: some View {
        VStack(spacing: 0) {
            HStack {
                Image(systemName: "person.crop.circle")
                    .font(.system(size: 30))
                Spacer()
                Text("Journal")
                    .font(.title2.bold())
                    .foregroundStyle(.teal)
                    .blendMode(.multiply)
                Spacer()
                Image(systemName: "square.and.pencil")
                    .font(.system(size: 24))
            }
            .padding(.horizontal, 24)
            .frame(height: 84)
            .background(
                LinearGradient(colors: [.yellow.opacity(0.5), .orange.opacity(0.4)],
                               startPoint: .leading, endPoint: .trailing)
            )

            ForEach(0..<3) { row in
                HStack(spacing: 12) {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color(.systemGray5))
                        .frame(width: 56, height: 56)
                    VStack(alignment: .leading, spacing: 6) {
                        Capsule().fill(Color(.systemGray4)).frame(width: 160, height: 10)
                        Capsule().fill(Color(.systemGray5)).frame(width: 110, height: 10)
                    }
                    Spacer()
                }
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
            }
            Spacer()
        }
        .background(Color(.systemBackground))
    }

    private var tip: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(step.title)
                .font(.headline)
            Text(step.message)
                .font(.subheadline)
                .foregroundStyle(.secondary)
            HStack {
                Text("\(stepIndex + 1) of \(steps.count)")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Button("Next") {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.75)) {
                        stepIndex = (stepIndex + 1) % steps.count
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
        .padding(16)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
        .id(stepIndex)
        .transition(.opacity)
    }
}

#Preview {
    CoachMarkDemo()
}
