// A "Saved" toast that slides down from the top when the view appears and hides itself
// after a moment, driven by .task and Task.sleep.
// flipbook: size 280x360
// flipbook: scale 1
// flipbook: duration 3
import SwiftUI

struct ToastDemo: View {
    @State private var showToast = false

    var body: some View {
        ZStack(alignment: .top) {
            Color(.systemGray6)
                .ignoresSafeArea()

            VStack(alignment: .leading, spacing: 12) {
                Text("Notes")
                    .font(.largeTitle.bold())
                ForEach(0..<4) { index in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(.white)
                        .frame(height: 44)
                        .overlay(alignment: .leading) {
                            Text("Note \(index + 1)")
                                .padding(.leading, 14)
                        }
                }
                Spacer()
            }
            .padding(.horizontal, 16)
            .padding(.top, 50)

            if showToast {
                HStack(spacing: 8) {
                    Image(systemName: "checkmark")
                        .foregroundStyle(.green)
                    Text("Saved")
                        .font(.subheadline.weight(.semibold))
                }
                .padding(.horizontal, 18)
                .padding(.vertical, 10)
                .background(.regularMaterial, in: Capsule())
                .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
                .padding(.top, 8)
                .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .task {
            try? await Task.sleep(for: .seconds(0.4))
            withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
                showToast = true
            }
            try? await Task.sleep(for: .seconds(1.5))
            withAnimation(.easeIn(duration: 0.3)) {
                showToast = false
            }
        }
    }
}

#Preview("Toast") {
    ToastDemo()
}
