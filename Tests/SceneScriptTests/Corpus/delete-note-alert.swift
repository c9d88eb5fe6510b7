import SwiftUI

// flipbook: tap "Delete Note" at 0.3
// flipbook: tap "Delete" at 1.6

struct ContentView: View {
    @State private var showingConfirm = false
    @State private var notes = ["Groceries", "Trip ideas", "Book list"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes, id: \.self) { note in
                    Label(note, systemImage: "doc.text")
                }
                Button("Delete Note", role: .destructive) {
                    showingConfirm = true
                }
            }
            .navigationTitle("Notes")
            .alert("Delete “Book list”?", isPresented: $showingConfirm) {
                Button("Cancel", role: .cancel) { }
                Button("Delete", role: .destructive) {
                    withAnimation {
                        notes.removeLast()
                    }
                }
            } message: {
                Text("This note will be deleted from all your devices.")
            }
        }
    }
}

#Preview {
    ContentView()
}
