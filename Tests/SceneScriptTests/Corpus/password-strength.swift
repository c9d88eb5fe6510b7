// A password field with a strength meter: `at` actions type the password, a helper walks the
// characters with `for ch in text where …` to score it, and the four bars fill and recolour.
// flipbook: size 300x200
// flipbook: scale 1
// flipbook: at 0.3 withAnimation(.easeOut(duration: 0.25)) { password = "sun" }
// flipbook: at 0.8 withAnimation(.easeOut(duration: 0.25)) { password = "sunflower" }
// flipbook: at 1.3 withAnimation(.easeOut(duration: 0.25)) { password = "Sunflower7" }
// flipbook: at 1.8 withAnimation(.easeOut(duration: 0.25)) { password = "Sunflower7!" }
// flipbook: duration 2.5
import SwiftUI

func strength(of text: String) -> Int {
    var score = text.count >= 8 ? 1 : 0
    var hasDigit = false
    var hasUpper = false
    var hasSymbol = false
    for ch in text where !ch.isLetter {
        if ch.isNumber { hasDigit = true } else { hasSymbol = true }
    }
    for ch in text where ch.isUppercase {
        hasUpper = true
    }
    if hasDigit { score += 1 }
    if hasUpper { score += 1 }
    if hasSymbol { score += 1 }
    return text.isEmpty ? 0 : max(score, 1)
}

struct PasswordField: View {
    @State private var password = ""

    var score: Int { strength(of: password) }

    var color: Color {
        switch score {
        case 0, 1: .red
        case 2: .orange
        case 3: .yellow
        default: .green
        }
    }

    var label: String {
        switch score {
        case 0: "Enter a password"
        case 1: "Weak"
        case 2: "Fair"
        case 3: "Good"
        default: "Strong"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("New password")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Text(String(repeating: "•", count: password.count))
                .font(.title3)
                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                .padding(.horizontal, 12)
                .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 10))
            HStack(spacing: 6) {
                ForEach(0..<4) { i in
                    Capsule()
                        .fill(i < score ? color : Color(.systemGray5))
                        .frame(height: 5)
                }
            }
            Text(label)
                .font(.caption.weight(.semibold))
                .foregroundStyle(score == 0 ? Color.secondary : color)
        }
        .padding(24)
    }
}

#Preview {
    PasswordField()
}
