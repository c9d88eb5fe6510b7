// A flash card that flips around its vertical axis with rotation3DEffect when tapped: the
// front hides half way through and the back (counter-rotated) shows.
// flipbook: size 260x320
// flipbook: scale 1
// flipbook: tap "FRENCH" at 0.3
// flipbook: tap "FRENCH" at 1.6
// flipbook: duration 2.8
import SwiftUI

struct FlashCard: View {
    let front: String
    let back: String
    @State private var flipped = false

    var body: some View {
        ZStack {
            face(text: front, caption: "French", color: .indigo)
                .opacity(flipped ? 0 : 1)
            face(text: back, caption: "English", color: .teal)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.7)) {
                flipped.toggle()
            }
        }
    }

    func face(text: String, caption: String, color: Color) -> some View {
        VStack(spacing: 8) {
            Text(caption.uppercased())
                .font(.caption.weight(.semibold))
                .opacity(0.7)
            Text(text)
                .font(.largeTitle.bold())
        }
        .foregroundStyle(.white)
        .frame(width: 200, height: 260)
        .background(color.gradient, in: RoundedRectangle(cornerRadius: 20))
        .shadow(color: .black.opacity(0.2), radius: 10, y: 6)
    }
}

#Preview {
    FlashCard(front: "Bonjour", back: "Hello")
}
