// A Display & Brightness settings screen: SwiftUI's own Slider in a Form, with sun symbols as
// its value labels, Night Shift's Toggle, and a text size slider that steps; "Reset" animates
// both knobs back to their defaults.
// flipbook: size 360x400
// flipbook: scale 1
// flipbook: tap "Reset" at 0.3
// flipbook: duration 1.2
import SwiftUI

struct DisplaySettings: View {
    @State private var brightness = 0.8
    @State private var textSize = 3.0
    @State private var nightShift = false

    var body: some View {
        Form {
            Section("Brightness") {
                Slider(value: $brightness) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.max").font(.caption)
                } maximumValueLabel: {
                    Image(systemName: "sun.max")
                }
                Toggle("Night Shift", isOn: $nightShift)
            }
            Section {
                Slider(value: $textSize, in: 1...7, step: 1)
                    .tint(.indigo)
            } header: {
                Text("Text Size")
            } footer: {
                Text("Apps that support Dynamic Type will adjust to your preferred reading size.")
            }
            Section {
                Button("Reset") {
                    withAnimation(.easeInOut(duration: 0.6)) {
                        brightness = 0.35
                        textSize = 4
                    }
                }
            }
        }
    }
}

#Preview {
    DisplaySettings()
}
