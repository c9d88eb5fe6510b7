// A fitness summary screen: a segmented Picker over an enum switches the range, the chart's
// caption and the bar heights follow; a menu-style Picker for the metric sits in the toolbar-like
// header row. Taps on the segments change the selection; the thumb slides on its own.
// flipbook: size 390x360
// flipbook: scale 1
// flipbook: tap "Week" at 0.3
// flipbook: tap "Year" at 1.0
// flipbook: duration 1.6
import SwiftUI

enum SummaryRange: String, CaseIterable, Identifiable {
    case day = "Day"
    case week = "Week"
    case month = "Month"
    case year = "Year"

    var id: Self { self }

    var values: [Double] {
        switch self {
        case .day: [0.2, 0.5, 0.3, 0.8, 0.4]
        case .week: [0.6, 0.7, 0.4, 0.9, 0.5]
        case .month: [0.3, 0.4, 0.6, 0.5, 0.7]
        case .year: [0.9, 0.8, 0.7, 0.6, 0.8]
        }
    }
}

struct WorkoutSummary: View {
    @State private var range: SummaryRange = .day
    @State private var metric = "Calories"

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Activity")
                    .font(.title2.bold())
                Spacer()
                Picker("Metric", selection: $metric) {
                    Text("Calories").tag("Calories")
                    Text("Minutes").tag("Minutes")
                }
            }

            Picker("Range", selection: $range) {
                ForEach(SummaryRange.allCases) { range in
                    Text(range.rawValue).tag(range)
                }
            }
            .pickerStyle(.segmented)

            HStack(alignment: .bottom, spacing: 12) {
                ForEach(Array(range.values.enumerated()), id: \.offset) { item in
                    RoundedRectangle(cornerRadius: 4)
                        .fill(.orange.gradient)
                        .frame(height: 160 * item.element)
                }
            }
            .frame(height: 160, alignment: .bottom)

            Text("\(metric) this \(range.rawValue.lowercased())")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    WorkoutSummary()
}
