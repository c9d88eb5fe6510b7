// A long list of contacts that re-sorts with a spring: 100 rows of two views each (the speed
// scene of `make bench`: its body builds 200 views).
// flipbook: size 390x844
// flipbook: scale 1
// flipbook: tap "Sort" at 0.2
// flipbook: duration 1.6
import SwiftUI

struct Contact: Identifiable {
    let id: Int
    var name: String { "Contact \(id)" }
    var hue: Double { Double(id % 12) / 12 }
}

struct ContactRow: View {
    let contact: Contact
    @State private var isFavorite = false

    var body: some View {
        HStack(spacing: 4) {
            Circle()
                .fill(Color(hue: contact.hue, saturation: 0.55, brightness: 0.9))
                .frame(width: 8, height: 8)
            Text(contact.name)
                .font(.caption2)
        }
    }
}

struct ContentView: View {
    @State private var contacts = (1...100).map { Contact(id: $0) }
    @State private var compact = true

    var body: some View {
        VStack(spacing: 4) {
            Button("Sort") {
                withAnimation(.spring(duration: 0.8)) {
                    compact.toggle()
                    contacts.reverse()
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: compact ? 74 : 92))], spacing: 2) {
                ForEach(contacts) { contact in
                    ContactRow(contact: contact)
                }
            }
        }
    }
}
