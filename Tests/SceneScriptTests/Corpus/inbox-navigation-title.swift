// A mail inbox in a NavigationStack with a large title; tapping a message marks it read and
// fades its unread dot out.
// flipbook: size 390x500
// flipbook: scale 1
// flipbook: tap "Maya" at 0.4
// flipbook: tap "Studio" at 1.2
// flipbook: duration 2.2
import SwiftUI

struct Message: Identifiable {
    let id = UUID()
    let sender: String
    let subject: String
    var isRead = false
}

struct MessageRow: View {
    @Binding var message: Message

    var body: some View {
        Button {
            withAnimation(.snappy) { message.isRead = true }
        } label: {
            HStack(spacing: 12) {
                Circle()
                    .fill(message.isRead ? Color.clear : Color.blue)
                    .frame(width: 10, height: 10)
                VStack(alignment: .leading, spacing: 2) {
                    Text(message.sender)
                        .font(.headline)
                        .foregroundStyle(.primary)
                    Text(message.subject)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }
            .padding(.vertical, 8)
        }
    }
}

struct InboxView: View {
    @State private var messages = [
        Message(sender: "Maya", subject: "Lunch on Friday?"),
        Message(sender: "Studio", subject: "Design review"),
        Message(sender: "Leo", subject: "Photos from the trip", isRead: true),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ForEach($messages) { $message in
                    MessageRow(message: $message)
                    Divider()
                }
                Spacer()
            }
            .padding(.horizontal)
            .navigationTitle("Inbox")
        }
    }
}

#Preview {
    InboxView()
}
