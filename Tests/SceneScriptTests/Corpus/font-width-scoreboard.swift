// A sports scoreboard as apps style one with font widths: a compressed team line, condensed
// labels, an expanded score, and .fontWidth on a whole stack; the home score ticks up.
// flipbook: size 340x240
// flipbook: scale 1
// flipbook: duration 1.2
import SwiftUI

struct Scoreboard: View {
    @State private var home = 2
    let away = 1

    var body: some View {
        VStack(spacing: 12) {
            Text("LIONS VS. HAWKS")
                .font(.system(.headline, design: .default).width(.compressed))
                .foregroundStyle(.secondary)

            HStack(spacing: 24) {
                Text("\(home)")
                Text("–")
                Text("\(away)")
            }
            .font(.system(size: 48, weight: .bold).width(.expanded))
            .contentTransition(.numericText())

            HStack {
                Text("Second half")
                Spacer()
                Text("74:12").monospacedDigit()
            }
            .font(.subheadline)
            .fontWidth(.condensed)
            .padding(.horizontal, 24)

            Text("Standard width for comparison")
                .font(.footnote)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.systemBackground))
        .task {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.4)) { home += 1 }
        }
    }
}
