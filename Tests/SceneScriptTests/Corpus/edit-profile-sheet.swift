import SwiftUI

// flipbook: tap "Edit Profile" at 0.3
// flipbook: tap "Done" at 1.6

struct EditProfileView: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var name: String

    var body: some View {
        NavigationStack {
            Form {
                Section("Name") {
                    TextField("Name", text: $name)
                }
                Section {
                    Toggle("Show online status", isOn: .constant(true))
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
        }
        .overlay(alignment: .topTrailing) {
            Button("Done") { dismiss() }
                .fontWeight(.semibold)
                .padding()
        }
    }
}

struct ContentView: View {
    @State private var showingEditor = false
    @State private var name = "Ada Lovelace"

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "person.crop.circle.fill")
                .font(.system(size: 72))
                .foregroundStyle(.blue)
            Text(name)
                .font(.title2.bold())
            Button("Edit Profile") {
                showingEditor = true
            }
            .buttonStyle(.borderedProminent)
        }
        .sheet(isPresented: $showingEditor) {
            EditProfileView(name: $name)
                .presentationDragIndicator(.visible)
        }
    }
}

#Preview {
    ContentView()
}
