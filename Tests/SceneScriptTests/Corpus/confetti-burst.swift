// Confetti bursts out of a trophy when the view appears: thirty pieces at seeded random
// positions, colours and angles fly out with a spring and fade.
// flipbook: size 260x300
// flipbook: scale 1
// flipbook: seed 4
// flipbook: duration 2.4
import SwiftUI

struct ConfettiPiece: Identifiable {
    let id: Int
    let x: CGFloat
    let y: CGFloat
    let angle: Double
    let color: Color
}

let confettiColors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink]

struct CelebrationView: View {
    @State private var burst = false
    let pieces: [ConfettiPiece] = (0..<30).map { i in
        ConfettiPiece(id: i,
                      x: .random(in: -120...120),
                      y: .random(in: -140...60),
                      angle: .random(in: 0...360),
                      color: confettiColors.randomElement()!)
    }

    var body: some View {
        ZStack {
            ForEach(pieces) { piece in
                RoundedRectangle(cornerRadius: 2)
                    .fill(piece.color)
                    .frame(width: 8, height: 14)
                    .rotationEffect(.degrees(burst ? piece.angle : 0))
                    .offset(x: burst ? piece.x : 0, y: burst ? piece.y : 0)
                    .opacity(burst ? 0.9 : 0)
            }
            VStack(spacing: 8) {
                Image(systemName: "star.fill")
                    .font(.system(size: 54))
                    .foregroundStyle(.yellow)
                    .scaleEffect(burst ? 1 : 0.3)
                Text("You did it!")
                    .font(.title2.bold())
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear {
            withAnimation(.spring(response: 0.6, dampingFraction: 0.6).delay(0.2)) {
                burst = true
            }
        }
    }
}

#Preview {
    CelebrationView()
}
