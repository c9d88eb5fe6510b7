import SwiftUI

/// A confirmation that slides in from the top when the user saves.
struct Toast: View {
    let message: String

    var body: some View {
        Label(message, systemImage: "checkmark")
            .font(.headline)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Capsule().fill(Color.toastBackground))
            .foregroundStyle(.white)
    }
}

struct ToastHost: View {
    @State private var isShowing = false

    var body: some View {
        VStack(spacing: 16) {
            if isShowing {
                Toast(message: "Saved")
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Button("Save") {
                withAnimation(.easeOut(duration: 0.3)) { isShowing = true }
            }
        }
    }
}

#Preview("Toast") {
    ToastHost()
}
