// An FAQ list: each question row is its own view in a ForEach with its own @State, so
// expanding one leaves the others as they are. The chevron turns and the answer slides in.
// flipbook: size 300x380
// flipbook: scale 1
// flipbook: tap "How do refunds work?" at 0.3
// flipbook: tap "Can I change my plan?" at 1.1
// flipbook: duration 2.2
import SwiftUI

struct FAQItem: Identifiable {
    let id: Int
    let question: String
    let answer: String
}

struct FAQRow: View {
    let item: FAQItem
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(item.question)
                    .font(.subheadline.weight(.semibold))
                Spacer()
                Image(systemName: "chevron.down")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .rotationEffect(.degrees(isExpanded ? 180 : 0))
            }
            if isExpanded {
                Text(item.answer)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .padding(14)
        .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 12))
        .onTapGesture {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                isExpanded.toggle()
            }
        }
    }
}

struct FAQView: View {
    let items = [
        FAQItem(id: 1, question: "How do refunds work?", answer: "Refunds go back to your card within five working days."),
        FAQItem(id: 2, question: "Can I change my plan?", answer: "Yes — switch any time from Settings, billed pro rata."),
        FAQItem(id: 3, question: "Is there a family plan?", answer: "Up to six people can share one subscription."),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Help")
                .font(.largeTitle.bold())
            ForEach(items) { item in
                FAQRow(item: item)
            }
            Spacer()
        }
        .padding(16)
    }
}

#Preview {
    FAQView()
}
