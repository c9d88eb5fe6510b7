// Rolling two dice: each roll picks seeded random faces with Int.random(in: 1...6), the dice
// tumble (rotate and bounce) and the total is shown. The pips are laid out with a switch.
// flipbook: size 280x240
// flipbook: scale 1
// flipbook: seed 11
// flipbook: tap "Roll" at 0.3
// flipbook: duration 1.6
import SwiftUI

struct DieFace: View {
    let value: Int

    func pips(_ n: Int) -> [CGPoint] {
        let l: CGFloat = -14
        let m: CGFloat = 0
        let r: CGFloat = 14
        switch n {
        case 1: return [CGPoint(x: m, y: m)]
        case 2: return [CGPoint(x: l, y: l), CGPoint(x: r, y: r)]
        case 3: return [CGPoint(x: l, y: l), CGPoint(x: m, y: m), CGPoint(x: r, y: r)]
        case 4: return [CGPoint(x: l, y: l), CGPoint(x: r, y: l), CGPoint(x: l, y: r), CGPoint(x: r, y: r)]
        case 5: return [CGPoint(x: l, y: l), CGPoint(x: r, y: l), CGPoint(x: m, y: m), CGPoint(x: l, y: r), CGPoint(x: r, y: r)]
        default: return [CGPoint(x: l, y: l), CGPoint(x: r, y: l), CGPoint(x: l, y: m), CGPoint(x: r, y: m), CGPoint(x: l, y: r), CGPoint(x: r, y: r)]
        }
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 14)
                .fill(.white)
                .shadow(color: .black.opacity(0.15), radius: 6, y: 3)
            ForEach(0..<pips(value).count, id: \.self) { i in
                Circle()
                    .fill(Color(white: 0.15))
                    .frame(width: 9, height: 9)
                    .offset(x: pips(value)[i].x, y: pips(value)[i].y)
            }
        }
        .frame(width: 56, height: 56)
    }
}

struct DiceRoller: View {
    @State private var left = 3
    @State private var right = 5
    @State private var rolls = 0

    var body: some View {
        VStack(spacing: 26) {
            HStack(spacing: 24) {
                DieFace(value: left)
                    .rotationEffect(.degrees(Double(rolls) * 360))
                DieFace(value: right)
                    .rotationEffect(.degrees(Double(rolls) * -360))
            }
            .offset(y: rolls.isMultiple(of: 2) ? 0 : -6)
            Text("Total \(left + right)")
                .font(.title3.bold())
            Button("Roll") {
                UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
                withAnimation(.spring(response: 0.6, dampingFraction: 0.65)) {
                    left = Int.random(in: 1...6)
                    right = Int.random(in: 1...6)
                    rolls += 1
                }
            }
            .font(.headline)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.green.opacity(0.15))
    }
}

#Preview {
    DiceRoller()
}
