// A week strip for a planner (a day is tapped by its weekday letter, its first text): days are labelled with String(format: "%02d"), the selected day
// gets a filled circle that slides over with matchedGeometryEffect, and its agenda fades in.
// flipbook: size 320x240
// flipbook: scale 1
// flipbook: tap "W" at 0.3
// flipbook: tap "S" at 1.2
// flipbook: duration 2.2
import SwiftUI

struct PlannerDay: Identifiable {
    let id: Int
    let weekday: String
    let events: Int
}

struct WeekStrip: View {
    let days = [
        PlannerDay(id: 12, weekday: "M", events: 2),
        PlannerDay(id: 13, weekday: "T", events: 0),
        PlannerDay(id: 14, weekday: "W", events: 3),
        PlannerDay(id: 15, weekday: "T", events: 1),
        PlannerDay(id: 16, weekday: "F", events: 4),
        PlannerDay(id: 17, weekday: "S", events: 0),
        PlannerDay(id: 18, weekday: "S", events: 1),
    ]
    @State private var selectedDay = 12
    @Namespace private var dayCircle

    var selectedEvents: Int {
        guard let day = days.first(where: { $0.id == selectedDay }) else { return 0 }
        return day.events
    }

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 4) {
                ForEach(days) { day in
                    VStack(spacing: 6) {
                        Text(day.weekday)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                        ZStack {
                            if selectedDay == day.id {
                                Circle()
                                    .fill(.red)
                                    .matchedGeometryEffect(id: "day", in: dayCircle)
                            }
                            Text(String(format: "%02d", day.id))
                                .font(.subheadline.weight(.semibold))
                                .foregroundStyle(selectedDay == day.id ? Color.white : Color.primary)
                        }
                        .frame(width: 36, height: 36)
                        Circle()
                            .fill(day.events > 0 ? Color.secondary : Color.clear)
                            .frame(width: 4, height: 4)
                    }
                    .frame(maxWidth: .infinity)
                    .onTapGesture {
                        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                            selectedDay = day.id
                        }
                    }
                }
            }
            .padding(.horizontal, 8)

            Group {
                if selectedEvents == 0 {
                    Text("No events")
                        .foregroundStyle(.secondary)
                } else {
                    Text("\(selectedEvents) event\(selectedEvents == 1 ? "" : "s") on the \(selectedDay)th")
                        .font(.headline)
                }
            }
            .id(selectedDay)
            .transition(.opacity)
        }
    }
}

#Preview {
    WeekStrip()
}
