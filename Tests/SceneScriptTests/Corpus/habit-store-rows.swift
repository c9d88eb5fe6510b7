// A habit tracker: the store is an ObservableObject owned with @StateObject and passed down as
// @ObservedObject; each row gets $store.habits[index] as its @Binding, and a custom
// EnvironmentKey gives the rows their tint. A progress bar follows the store's computed value.
// flipbook: size 300x320
// flipbook: scale 1
// flipbook: tap "Stretch" at 0.3
// flipbook: tap "Read 10 pages" at 0.9
// flipbook: tap "Reset" at 1.8
// flipbook: duration 2.6
import SwiftUI

struct Habit: Identifiable {
    let id: Int
    let name: String
    var done: Bool
}

final class HabitStore: ObservableObject {
    @Published var habits = [
        Habit(id: 1, name: "Stretch", done: false),
        Habit(id: 2, name: "Read 10 pages", done: false),
        Habit(id: 3, name: "No coffee after 2", done: true),
    ]

    var progress: Double {
        Double(habits.filter { $0.done }.count) / Double(habits.count)
    }

    func reset() {
        for i in habits.indices {
            habits[i].done = false
        }
    }
}

private struct RowTintKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var rowTint: Color {
        get { self[RowTintKey.self] }
        set { self[RowTintKey.self] = newValue }
    }
}

struct HabitRow: View {
    @Binding var habit: Habit
    @Environment(\.rowTint) private var tint

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(habit.done ? tint : Color.clear)
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(habit.done ? tint : Color(.systemGray3), lineWidth: 2))
                .frame(width: 22, height: 22)
                .scaleEffect(habit.done ? 1.1 : 1)
            Text(habit.name)
                .opacity(habit.done ? 0.5 : 1)
            Spacer()
        }
        .padding(.vertical, 8)
        .onTapGesture {
            withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) {
                habit.done.toggle()
            }
        }
    }
}

struct HabitList: View {
    @ObservedObject var store: HabitStore

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(store.habits.indices, id: \.self) { index in
                HabitRow(habit: $store.habits[index])
            }
        }
    }
}

struct HabitScreen: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text("Today")
                    .font(.largeTitle.bold())
                Spacer()
                Button("Reset") {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        store.reset()
                    }
                }
            }
            Capsule()
                .fill(Color(.systemGray5))
                .frame(height: 8)
                .overlay(alignment: .leading) {
                    Capsule()
                        .fill(Color.mint)
                        .frame(width: 268 * store.progress)
                }
            HabitList(store: store)
                .environment(\.rowTint, .mint)
            Spacer()
        }
        .padding(16)
    }
}

#Preview {
    HabitScreen()
}
