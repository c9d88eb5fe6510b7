// Swipe-to-archive, played by the clip: the mail row slides left revealing a green Archive
// action, then collapses out of the list, and an "Undo" toast appears at the bottom.
// flipbook: size 300x360
// flipbook: scale 1
// flipbook: at 0.3 withAnimation(.easeOut(duration: 0.3)) { swipedID = 2 }
// flipbook: at 0.9 withAnimation(.spring(response: 0.4, dampingFraction: 0.9)) { archive(2) }
// flipbook: duration 2.4
import SwiftUI

struct Mail: Identifiable {
    let id: Int
    let sender: String
    let subject: String
}

struct InboxList: View {
    @State private var mails = [
        Mail(id: 1, sender: "Ana", subject: "Slides for Monday"),
        Mail(id: 2, sender: "Ben", subject: "Lunch?"),
        Mail(id: 3, sender: "Chloé", subject: "Invoice #2291"),
        Mail(id: 4, sender: "Dev Team", subject: "Release notes"),
    ]
    @State private var swipedID: Int? = nil
    @State private var showUndo = false

    func archive(_ id: Int) {
        mails.removeAll { $0.id == id }
        swipedID = nil
        showUndo = true
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            VStack(spacing: 0) {
                ForEach(mails) { mail in
                    ZStack(alignment: .trailing) {
                        Color.green
                        Text("Archive")
                            .font(.subheadline.bold())
                            .foregroundStyle(.white)
                            .padding(.trailing, 16)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(mail.sender).font(.headline)
                            Text(mail.subject).font(.subheadline).foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16)
                        .frame(height: 62)
                        .background(.white)
                        .offset(x: swipedID == mail.id ? -96 : 0)
                    }
                    .frame(height: 62)
                    .clipped()
                    .transition(.move(edge: .leading))
                    Divider()
                }
                Spacer()
            }
            if showUndo {
                HStack {
                    Text("Archived 1 message")
                    Spacer()
                    Text("Undo").bold().foregroundStyle(.yellow)
                }
                .font(.subheadline)
                .foregroundStyle(.white)
                .padding(14)
                .background(Color(white: 0.15), in: RoundedRectangle(cornerRadius: 12))
                .padding(12)
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
    }
}

#Preview {
    InboxList()
}
