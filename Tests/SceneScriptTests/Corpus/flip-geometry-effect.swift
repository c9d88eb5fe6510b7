// A boarding-pass card that flips with a GeometryEffect: effectValue(size:) builds a
// CATransform3D with m34 perspective, rotated about the vertical axis through the centre; the
// angle animates a full turn through animatableData, so every frame runs the effect's own code.
// flipbook: size 300x300
// flipbook: scale 1
// flipbook: tap "Pass" at 0.3
// flipbook: duration 1.6
import SwiftUI

struct FlipEffect: GeometryEffect {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let radians = CGFloat(Angle(degrees: angle).radians)
        var transform = CATransform3DIdentity
        transform.m34 = -1 / max(size.width, size.height)
        transform = CATransform3DRotate(transform, radians, 0, 1, 0)
        transform = CATransform3DTranslate(transform, -size.width / 2, -size.height / 2, 0)
        let recenter = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform).concatenating(recenter)
    }
}

struct BoardingPass: View {
    @State private var turned = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Pass")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.white.opacity(0.7))
            HStack {
                Text("SFO")
                Spacer()
                Image(systemName: "arrow.right")
                Spacer()
                Text("JFK")
            }
            .font(.title.bold())
            .foregroundStyle(.white)
            Text("Gate 24 · Seat 14A")
                .font(.subheadline)
                .foregroundStyle(.white.opacity(0.85))
        }
        .padding(22)
        .frame(width: 240, height: 150)
        .background(Color.indigo.gradient, in: RoundedRectangle(cornerRadius: 22))
        .modifier(FlipEffect(angle: turned ? 360 : 0))
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.9)) {
                turned.toggle()
            }
        }
    }
}

#Preview {
    BoardingPass()
}
