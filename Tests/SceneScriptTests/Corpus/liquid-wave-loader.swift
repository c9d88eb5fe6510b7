// A sync card: a liquid wave rises inside a circle (a custom Shape whose phase and level
// animate through an AnimatablePair, so every frame redraws path(in:)), a ring drawn with
// strokeBorder on an InsettableShape follows the level, and a trimmed spinner arc turns.
// flipbook: size 300x340
// flipbook: scale 1
// flipbook: duration 2.4
import SwiftUI

struct Wave: Shape {
    var phase: Double
    var level: Double
    var amplitude: CGFloat = 7

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, level) }
        set {
            phase = newValue.first
            level = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let surface = rect.maxY - rect.height * level
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        for x in stride(from: rect.minX, through: rect.maxX, by: 3) {
            let angle = x / rect.width * 2 * .pi + phase
            path.addLine(to: CGPoint(x: x, y: surface + sin(angle) * amplitude))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct ProgressRing: InsettableShape {
    var progress: Double
    var insetAmount: CGFloat = 0

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: min(rect.width, rect.height) / 2 - insetAmount,
                    startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * progress),
                    clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

struct SyncCard: View {
    @State private var phase = 0.0
    @State private var level = 0.12
    @State private var spin = false

    var body: some View {
        VStack(spacing: 22) {
            ZStack {
                Circle()
                    .fill(Color.blue.opacity(0.1))
                Wave(phase: phase, level: level)
                    .fill(Color.blue.gradient)
                    .clipShape(Circle())
                ProgressRing(progress: level)
                    .strokeBorder(Color.indigo, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            }
            .frame(width: 170, height: 170)

            HStack(spacing: 10) {
                Circle()
                    .trim(from: 0, to: 0.7)
                    .stroke(Color.secondary, style: StrokeStyle(lineWidth: 2.5, lineCap: .round))
                    .frame(width: 16, height: 16)
                    .rotationEffect(.degrees(spin ? 360 : 0))
                Text("Syncing photos")
                    .font(.headline)
            }
        }
        .padding(28)
        .background(.white, in: RoundedRectangle(cornerRadius: 28))
        .shadow(color: .black.opacity(0.12), radius: 16, y: 8)
        .onAppear {
            withAnimation(.linear(duration: 1.2).repeatForever(autoreverses: false)) {
                phase = .pi * 2
            }
            withAnimation(.easeInOut(duration: 2)) {
                level = 0.78
            }
            withAnimation(.linear(duration: 0.9).repeatForever(autoreverses: false)) {
                spin = true
            }
        }
    }
}

#Preview {
    SyncCard()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.95))
}
