// A chat thread where replies arrive over time: the .task appends messages to an array
// @State, each bubble slides up from the bottom, and a typing indicator shows in between.
// flipbook: size 280x400
// flipbook: scale 1
// flipbook: duration 3
import SwiftUI

struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let fromMe: Bool
}

struct TypingDots: View {
    @State private var phase = false

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<3) { i in
                Circle()
                    .fill(Color(.systemGray2))
                    .frame(width: 7, height: 7)
                    .offset(y: phase ? -3 : 0)
                    .animation(.easeInOut(duration: 0.3).repeatCount(4, autoreverses: true).delay(Double(i) * 0.1), value: phase)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(Color(.systemGray5), in: Capsule())
        .onAppear { phase = true }
    }
}

struct ChatThread: View {
    @State private var messages = [ChatMessage(id: 0, text: "Are we still on for tonight?", fromMe: true)]
    @State private var isTyping = false
    let replies = ["Yes! 7 pm at Rosa's", "I'll book a table"]

    var body: some View {
        VStack(spacing: 8) {
            Spacer()
            ForEach(messages) { message in
                HStack {
                    if message.fromMe { Spacer(minLength: 50) }
                    Text(message.text)
                        .font(.subheadline)
                        .foregroundStyle(message.fromMe ? .white : .primary)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 8)
                        .background(message.fromMe ? Color.blue : Color(.systemGray5), in: RoundedRectangle(cornerRadius: 18))
                    if !message.fromMe { Spacer(minLength: 50) }
                }
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            if isTyping {
                HStack {
                    TypingDots()
                    Spacer()
                }
                .transition(.opacity)
            }
        }
        .padding(12)
        .task {
            for (index, reply) in replies.enumerated() {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.easeOut(duration: 0.2)) { isTyping = true }
                try? await Task.sleep(for: .seconds(0.8))
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                    isTyping = false
                    messages.append(ChatMessage(id: index + 1, text: reply, fromMe: false))
                }
            }
        }
    }
}

#Preview {
    ChatThread()
}
