import SwiftUI

// flipbook: tap "Options" at 0.3
// flipbook: tap "Delete Photo" at 1.6

struct ContentView: View {
    @State private var showingOptions = false
    @State private var deleted = false

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .fill(deleted ? Color.gray.opacity(0.2) : Color.orange)
                .frame(width: 200, height: 140)
                .overlay {
                    Image(systemName: deleted ? "trash" : "photo")
                        .font(.largeTitle)
                        .foregroundStyle(.white)
                }
            Button("Options") {
                showingOptions = true
            }
        }
        .confirmationDialog("Photo", isPresented: $showingOptions, titleVisibility: .visible) {
            Button("Share") { }
            Button("Delete Photo", role: .destructive) {
                withAnimation { deleted = true }
            }
        } message: {
            Text("Choose what to do with this photo.")
        }
    }
}

#Preview {
    ContentView()
}
