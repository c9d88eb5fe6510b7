// A download card: the .task advances the progress in steps with Task.sleep, the bar grows,
// the percentage is formatted with String(format:), and a checkmark pops in at 100 %.
// flipbook: size 280x180
// flipbook: scale 1
// flipbook: duration 3
import SwiftUI

struct DownloadCard: View {
    @State private var progress: Double = 0
    @State private var finished = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Image(systemName: finished ? "checkmark" : "arrow.down")
                    .foregroundStyle(finished ? .green : .blue)
                    .frame(width: 20)
                Text("Maps-Offline.zip")
                    .font(.subheadline.weight(.medium))
                Spacer()
                Text(String(format: "%.0f%%", progress * 100))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(Color(.systemGray5))
                Capsule()
                    .fill(finished ? Color.green : Color.blue)
                    .frame(width: 232 * progress)
            }
            .frame(width: 232, height: 8)
            Text(String(format: "%.1f of 48.0 MB", progress * 48))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(14)
        .background(.white, in: RoundedRectangle(cornerRadius: 14))
        .shadow(color: .black.opacity(0.08), radius: 10, y: 4)
        .task {
            for step in 1...5 {
                try? await Task.sleep(for: .seconds(0.4))
                withAnimation(.easeInOut(duration: 0.35)) {
                    progress = Double(step) / 5
                }
            }
            withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) {
                finished = true
            }
        }
    }
}

#Preview {
    DownloadCard()
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGray6))
}
