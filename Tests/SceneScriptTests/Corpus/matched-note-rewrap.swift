// A reminder note that narrows into a side column: the label carries a matchedGeometryEffect, so
// half-way through the change it is laid out at the shared width and wraps onto more lines
// there (not just squeezed), as SwiftUI lays a matched view out again at the shared size.
// flipbook: size 340x320
// flipbook: scale 1
// flipbook: tap "Toggle column" at 0.3
// flipbook: duration 1.6
import SwiftUI

struct ReminderNote: View {
    @Namespace private var note
    @State private var narrow = false

    private let message = "Pick up the blue folder from reception before the three o'clock meeting"

    var body: some View {
        VStack(spacing: 24) {
            HStack {
                if narrow {
                    Text(message)
                        .font(.headline)
                        .matchedGeometryEffect(id: "message", in: note)
                        .frame(width: 120)
                    Spacer()
                } else {
                    Text(message)
                        .font(.headline)
                        .matchedGeometryEffect(id: "message", in: note)
                        .frame(width: 300)
                }
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
            .padding(12)
            .background(Color.yellow.opacity(0.25), in: RoundedRectangle(cornerRadius: 14))

            Button("Toggle column") {
                withAnimation(.easeInOut(duration: 0.8)) { narrow.toggle() }
            }
        }
        .padding()
    }
}

#Preview {
    ReminderNote()
}
