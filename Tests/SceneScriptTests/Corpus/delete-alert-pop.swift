// A custom confirmation dialog: Delete pops the alert in from 1.1× with a fade over a dimmed
// backdrop (like iOS's alerts), Cancel fades it away again.
// flipbook: size 300x360
// flipbook: scale 1
// flipbook: tap "Delete Album" at 0.3
// flipbook: tap "Cancel" at 1.6
// flipbook: duration 2.4
import SwiftUI

struct DeleteConfirmation: View {
    @State private var showAlert = false

    var body: some View {
        ZStack {
            VStack(spacing: 18) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color.orange.gradient)
                    .frame(width: 150, height: 150)
                Text("Summer 2024")
                    .font(.title3.bold())
                Button("Delete Album") {
                    withAnimation(.easeOut(duration: 0.25)) {
                        showAlert = true
                    }
                }
                .foregroundStyle(.red)
            }

            if showAlert {
                Color.black.opacity(0.2)
                    .ignoresSafeArea()
                    .transition(.opacity)
                VStack(spacing: 0) {
                    VStack(spacing: 4) {
                        Text("Delete “Summer 2024”?")
                            .font(.headline)
                        Text("The photos stay in your library.")
                            .font(.footnote)
                            .multilineTextAlignment(.center)
                    }
                    .padding(16)
                    Divider()
                    HStack(spacing: 0) {
                        Button("Cancel") {
                            withAnimation(.easeIn(duration: 0.2)) {
                                showAlert = false
                            }
                        }
                        .frame(maxWidth: .infinity)
                        Divider()
                        Button("Delete") {
                            showAlert = false
                        }
                        .fontWeight(.semibold)
                        .foregroundStyle(.red)
                        .frame(maxWidth: .infinity)
                    }
                    .frame(height: 44)
                }
                .frame(width: 270)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
                .transition(.scale(scale: 1.1).combined(with: .opacity))
                .zIndex(1)
            }
        }
    }
}

#Preview {
    DeleteConfirmation()
}
