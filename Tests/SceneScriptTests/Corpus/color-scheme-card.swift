// A weather card that reads @Environment(\.colorScheme) for its colours. The previews are a
// PreviewProvider Group of a light and a dark preview (the first one renders); the card
// slides its details up on appear.
// flipbook: size 260x260
// flipbook: scale 1
// flipbook: duration 1.6
import SwiftUI

struct WeatherCard: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var showDetails = false

    var cardColor: Color {
        colorScheme == .dark ? Color(red: 0.11, green: 0.13, blue: 0.3) : Color.blue
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("Lisbon")
                    .font(.title3.bold())
                Spacer()
                Image(systemName: "circle.fill")
                    .foregroundStyle(.yellow)
            }
            Text("23°")
                .font(.system(size: 56, weight: .thin))
            if showDetails {
                Text("Sunny · H:26° L:17°")
                    .font(.subheadline)
                    .opacity(0.85)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .foregroundStyle(.white)
        .padding(18)
        .frame(width: 200, height: 170, alignment: .topLeading)
        .background(cardColor.gradient, in: RoundedRectangle(cornerRadius: 22))
        .onAppear {
            withAnimation(.easeOut(duration: 0.5).delay(0.3)) {
                showDetails = true
            }
        }
    }
}

struct WeatherCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WeatherCard()
                .previewDisplayName("Light")
            WeatherCard()
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark")
        }
    }
}
