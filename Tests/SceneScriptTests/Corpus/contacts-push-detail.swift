import SwiftUI

// flipbook: size 390x500
// flipbook: tap "Grace Hopper" at 0.4
// flipbook: tap "Back" at 1.8

struct Contact: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let role: String
    let symbol: String
}

struct ContactDetail: View {
    let contact: Contact

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: contact.symbol)
                .font(.system(size: 64))
                .foregroundStyle(.tint)
            Text(contact.name)
                .font(.title.bold())
            Text(contact.role)
                .foregroundStyle(.secondary)
        }
        .navigationTitle(contact.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct ContentView: View {
    let contacts = [
        Contact(name: "Ada Lovelace", role: "Analyst", symbol: "book"),
        Contact(name: "Grace Hopper", role: "Compiler pioneer", symbol: "desktopcomputer"),
        Contact(name: "Alan Turing", role: "Mathematician", symbol: "keyboard"),
    ]

    var body: some View {
        NavigationStack {
            List(contacts) { contact in
                NavigationLink(value: contact) {
                    Label(contact.name, systemImage: contact.symbol)
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
        }
    }
}

#Preview {
    ContentView()
}
