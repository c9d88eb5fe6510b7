// Photo cards swap with a custom pivot transition: .modifier(active:identity:) with a
// ViewModifier that has no animatableData, so the rotation inside its body animates from
// -90° to 0° about the top-leading corner as the new card comes in (and the old one leaves).
// flipbook: size 320x360
// flipbook: scale 1
// flipbook: tap "Next" at 0.3
// flipbook: tap "Next" at 1.5
// flipbook: duration 2.7
import SwiftUI

struct CornerRotate: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotate(amount: -90, anchor: .topLeading),
            identity: CornerRotate(amount: 0, anchor: .topLeading)
        )
    }
}

struct Photo {
    let title: String
    let color: Color
}

struct PhotoDeck: View {
    private let photos = [
        Photo(title: "Lagoon", color: .teal),
        Photo(title: "Dunes", color: .orange),
        Photo(title: "Forest", color: .green),
    ]
    @State private var index = 0

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                ForEach(photos.indices, id: \.self) { i in
                    if i == index {
                        card(photos[i].title, photos[i].color)
                            .transition(.pivot)
                    }
                }
            }
            .frame(width: 240, height: 240)

            Button {
                withAnimation(.easeInOut(duration: 0.8)) {
                    index = (index + 1) % photos.count
                }
            } label: {
                Text("Next")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 28)
                    .padding(.vertical, 10)
                    .background(.blue, in: Capsule())
            }
        }
    }

    func card(_ title: String, _ color: Color) -> some View {
        RoundedRectangle(cornerRadius: 24)
            .fill(color.gradient)
            .overlay(alignment: .bottomLeading) {
                Text(title)
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .padding(18)
            }
    }
}

#Preview {
    PhotoDeck()
}
