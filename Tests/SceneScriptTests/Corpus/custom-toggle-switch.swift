// An iOS-style switch built from a Capsule and a knob, bound to the parent's setting with
// @Binding; a second switch goes through Binding(get:set:) that inverts the value.
// flipbook: size 300x220
// flipbook: scale 1
// flipbook: tap "Wi-Fi" at 0.3
// flipbook: tap "Airplane Mode" at 1.2
// flipbook: duration 2.2
import SwiftUI

struct SwitchRow: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule()
                    .fill(isOn ? Color.green : Color(.systemGray5))
                    .frame(width: 51, height: 31)
                Circle()
                    .fill(.white)
                    .shadow(color: .black.opacity(0.15), radius: 2, y: 2)
                    .frame(width: 27, height: 27)
                    .padding(2)
            }
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .onTapGesture {
            UISelectionFeedbackGenerator().selectionChanged()
            withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) {
                isOn.toggle()
            }
        }
    }
}

struct ConnectivitySettings: View {
    @State private var wifi = false
    @State private var online = true

    var body: some View {
        VStack(spacing: 0) {
            SwitchRow(title: "Wi-Fi", isOn: $wifi)
            Divider().padding(.leading, 16)
            SwitchRow(title: "Airplane Mode", isOn: Binding(get: { !online }, set: { online = !$0 }))
            Divider().padding(.leading, 16)
            HStack {
                Text("Status")
                Spacer()
                Text(online ? (wifi ? "Wi-Fi" : "Cellular") : "Offline")
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
        }
        .background(.white, in: RoundedRectangle(cornerRadius: 10))
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview {
    ConnectivitySettings()
}
