// A "What's New" sheet as apps write it: Markdown in the string literals, a price line built by
// concatenating Text values with their own colours, a struck-through old price and a tracked,
// uppercased caption; the second note fades in after a moment.
// flipbook: size 340x300
// flipbook: scale 1
// flipbook: duration 1.6
import SwiftUI

struct WhatsNewSheet: View {
    @State private var showSecond = false
    let version = "2.4"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("What's new")
                .font(.caption)
                .tracking(1.5)
                .textCase(.uppercase)
                .foregroundStyle(.secondary)

            Text("Version \(version)")
                .font(.title2.bold())

            Text("**Offline mode** keeps your *office* files in sync, even on a flight.")
                .font(.callout)

            if showSecond {
                Text("Tap `Share` to send a ~~PDF~~ link, or read [the guide](https://example.com/guide).")
                    .font(.callout)
                    .transition(.opacity)
            }

            HStack(alignment: .firstTextBaseline, spacing: 8) {
                Text("$4.99").strikethrough(color: .red).foregroundStyle(.secondary)
                Text("Now ") + Text("$2.99").bold().foregroundColor(.green) + Text(" per month")
            }
            .font(.subheadline)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemBackground))
        .task {
            try? await Task.sleep(for: .seconds(0.6))
            withAnimation(.easeInOut(duration: 0.4)) { showSecond = true }
        }
    }
}
