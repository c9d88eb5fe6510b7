// A to-do list: "Add" appends a task (an Identifiable struct numbered by a counter) that slides in,
// and ticking the first one strikes it through by fading it.
// flipbook: size 280x360
// flipbook: scale 1
// flipbook: tap "Add" at 0.3
// flipbook: tap "Add" at 0.9
// flipbook: tap "Buy oat milk" at 1.6
// flipbook: duration 2.6
import SwiftUI

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoListView: View {
    @State private var items: [TodoItem] = [
        TodoItem(id: 1, title: "Buy oat milk"),
        TodoItem(id: 2, title: "Call the plumber"),
    ]
    @State private var nextID = 3
    let suggestions = ["Water the plants", "Book dentist", "Renew passport"]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Today")
                    .font(.title.bold())
                Spacer()
                Button("Add") {
                    let title = suggestions[(items.count - 2) % suggestions.count]
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.75)) {
                        items.append(TodoItem(id: nextID, title: title))
                        nextID += 1
                    }
                }
                .font(.headline)
            }
            ForEach(items) { item in
                HStack(spacing: 12) {
                    Image(systemName: item.isDone ? "checkmark" : "circle")
                        .foregroundStyle(item.isDone ? .green : .secondary)
                        .frame(width: 20)
                    Text(item.title)
                        .foregroundStyle(item.isDone ? .secondary : .primary)
                    Spacer()
                }
                .padding(12)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                .opacity(item.isDone ? 0.6 : 1)
                .onTapGesture {
                    if let index = items.firstIndex(where: { $0.id == item.id }) {
                        withAnimation(.easeInOut(duration: 0.3)) {
                            items[index].isDone.toggle()
                        }
                    }
                }
                .transition(.move(edge: .trailing).combined(with: .opacity))
            }
            Spacer()
        }
        .padding(20)
    }
}

#Preview {
    TodoListView()
}
