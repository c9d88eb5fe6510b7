// A quiz card: tapping an answer colours it green or red (decided by a switch on the answer's
// state, a nested enum), the correct one gets a checkmark and the card nudges.
// flipbook: size 300x340
// flipbook: scale 1
// flipbook: tap "Mars" at 0.4
// flipbook: duration 1.8
import SwiftUI

struct QuizCard: View {
    enum Mark {
        case neutral, correct, wrong
    }

    let question = "Which planet is the hottest?"
    let answers = ["Mercury", "Venus", "Mars"]
    let correctAnswer = "Venus"
    @State private var picked: String? = nil

    func mark(for answer: String) -> Mark {
        guard let picked else { return .neutral }
        if answer == correctAnswer { return .correct }
        return answer == picked ? .wrong : .neutral
    }

    func fill(_ m: Mark) -> Color {
        switch m {
        case .neutral: Color(.systemGray6)
        case .correct: Color.green.opacity(0.2)
        case .wrong: Color.red.opacity(0.2)
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Question 3 of 10")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(question)
                .font(.title3.bold())
                .padding(.bottom, 6)
            ForEach(answers, id: \.self) { answer in
                HStack {
                    Text(answer)
                    Spacer()
                    if mark(for: answer) == .correct {
                        Image(systemName: "checkmark")
                            .foregroundStyle(.green)
                            .transition(.scale.combined(with: .opacity))
                    }
                }
                .padding(14)
                .background(fill(mark(for: answer)), in: RoundedRectangle(cornerRadius: 12))
                .overlay(
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(mark(for: answer) == .correct ? Color.green : Color.clear, lineWidth: 2)
                )
                .scaleEffect(mark(for: answer) == .correct ? 1.03 : 1)
                .onTapGesture {
                    guard picked == nil else { return }
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) {
                        picked = answer
                    }
                }
            }
        }
        .padding(20)
    }
}

struct QuizCard_Previews: PreviewProvider {
    static var previews: some View {
        QuizCard()
            .previewDisplayName("Quiz")
    }
}
