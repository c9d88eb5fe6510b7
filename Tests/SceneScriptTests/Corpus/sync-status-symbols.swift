// A settings row whose gear turns while syncing and whose cloud badge pulses; when the sync ends
// the gear stops, the status text cross-fades to "Up to date" and a checkmark appears.
// flipbook: size 320x160
// flipbook: scale 1
// flipbook: duration 2.5
import SwiftUI

struct SyncStatusRow: View {
    @State private var isSyncing = true

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: "gearshape.fill")
                .font(.title)
                .foregroundStyle(.gray)
                .symbolEffect(.rotate, isActive: isSyncing)
                .overlay(alignment: .topTrailing) {
                    Image(systemName: "circle.fill")
                        .font(.system(size: 10))
                        .foregroundStyle(.blue)
                        .symbolEffect(.pulse, options: .repeating, isActive: isSyncing)
                }

            VStack(alignment: .leading, spacing: 3) {
                Text("iCloud Sync")
                    .font(.headline)
                Text(isSyncing ? "Syncing…" : "Up to date")
                    .font(.subheadline)
                    .foregroundStyle(isSyncing ? .blue : .secondary)
            }
            Spacer()
            Image(systemName: "checkmark")
                .foregroundStyle(.green)
                .symbolEffect(.appear, isActive: !isSyncing)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
        .task {
            try? await Task.sleep(for: .seconds(1.5))
            withAnimation(.easeInOut(duration: 0.4)) {
                isSyncing = false
            }
        }
    }
}

#Preview {
    SyncStatusRow()
}
