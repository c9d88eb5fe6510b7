import SwiftUI

/// An unread-count badge that pops in when the screen appears.
struct Badge: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .font(.system(size: 20, weight: .bold))
            .foregroundStyle(.white)
            .frame(width: 44, height: 44)
            .background(Circle().fill(.red))
            .scaleEffect(count == 0 ? 0.2 : 1)
            .onAppear {
                withAnimation(.spring(duration: 0.4, bounce: 0.3)) { count = 3 }
            }
    }
}

#Preview("Badge") {
    Badge()
}
