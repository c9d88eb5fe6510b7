// A settings screen as apps write it: a List of Sections (the old header:footer: form, the new title
// form and a plain one) inside a NavigationStack, with Labels, Toggles and a value row; a tap turns
// Sounds on and its switch slides across.
// flipbook: size 390x640
// flipbook: scale 2
// flipbook: tap "Sounds" at 0.4
import SwiftUI

struct SettingsView: View {
    @State private var notificationsEnabled = true
    @State private var soundsEnabled = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Label("Profile", systemImage: "person.fill")
                    Label("Home", systemImage: "house.fill")
                }

                Section(header: Text("Alerts"), footer: Text("You can change these at any time.")) {
                    Toggle("Notifications", isOn: $notificationsEnabled)
                    Toggle("Sounds", isOn: $soundsEnabled)
                }

                Section("About") {
                    HStack {
                        Text("Version")
                        Spacer()
                        Text("2.4.1")
                            .foregroundStyle(.secondary)
                    }
                    Button("Rate the App") { }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
