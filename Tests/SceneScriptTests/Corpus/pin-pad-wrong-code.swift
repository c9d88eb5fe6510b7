// A passcode screen: tapped digits are appended to a String @State; a wrong four-digit code
// turns the dots red and jiggles them (a repeating offset animation), then clears them; a
// `guard` ignores digits past the fourth.
// flipbook: size 260x260
// flipbook: scale 1
// flipbook: tap "1" at 0.2
// flipbook: tap "2" at 0.4
// flipbook: tap "3" at 0.6
// flipbook: tap "4" at 0.8
// flipbook: duration 2
import SwiftUI

struct PasscodeView: View {
    let correct = "0000"
    @State private var code = ""
    @State private var jiggle: CGFloat = 0
    @State private var isWrong = false
    @State private var message = "Enter passcode"

    var body: some View {
        VStack(spacing: 22) {
            Text(message)
                .font(.headline)
            HStack(spacing: 16) {
                ForEach(0..<4) { i in
                    Circle()
                        .stroke(isWrong ? Color.red : Color.primary, lineWidth: 1.5)
                        .background(Circle().fill(i < code.count ? (isWrong ? Color.red : Color.primary) : Color.clear))
                        .frame(width: 14, height: 14)
                }
            }
            .offset(x: jiggle)
            HStack(spacing: 14) {
                ForEach(["1", "2", "3", "4"], id: \.self) { digit in
                    Button {
                        guard code.count < 4 else { return }
                        let entered = code + digit
                        code = entered
                        if entered.count == 4 && entered != correct {
                            UINotificationFeedbackGenerator().notificationOccurred(.error)
                            isWrong = true
                            withAnimation(.easeInOut(duration: 0.06).repeatCount(5, autoreverses: true)) {
                                jiggle = 8
                            }
                            message = "Wrong passcode"
                            withAnimation(.easeOut(duration: 0.25).delay(0.45)) {
                                jiggle = 0
                                code = ""
                                isWrong = false
                            }
                        }
                    } label: {
                        Text(digit)
                            .font(.title2)
                            .foregroundStyle(.primary)
                            .frame(width: 48, height: 48)
                            .background(Color(.systemGray5), in: Circle())
                    }
                }
            }
        }
    }
}

#Preview {
    PasscodeView()
}
