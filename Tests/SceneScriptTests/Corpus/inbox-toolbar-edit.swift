import SwiftUI

// flipbook: tap "Edit" at 0.4

struct ContentView: View {
    @State private var editing = false
    @State private var messages = ["Lunch on Friday?", "Your order has shipped", "Weekly report"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages, id: \.self) { message in
                    HStack {
                        if editing {
                            Image(systemName: "minus.circle.fill")
                                .foregroundStyle(.red)
                                .transition(.move(edge: .leading).combined(with: .opacity))
                        }
                        Text(message)
                    }
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button(editing ? "Done" : "Edit") {
                        withAnimation(.snappy) {
                            editing.toggle()
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
