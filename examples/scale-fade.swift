// A card list that opens a detail view through a custom scale-fade transition.
// flipbook: size 360x520
// flipbook: background #F2F2F7
// flipbook: tap "Ocean" at 0.4
// flipbook: tap "Back" at 1.8
// flipbook: duration 2.6
import SwiftUI

struct ScaleFadeModifier: AnimatableModifier {
    var progress: CGFloat

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .scaleEffect(0.5 + 0.5 * progress)
            .opacity(progress)
    }
}

extension AnyTransition {
    static var scaleFade: AnyTransition {
        .modifier(
            active: ScaleFadeModifier(progress: 0),
            identity: ScaleFadeModifier(progress: 1)
        )
    }
}

struct Place: Identifiable {
    let id: Int
    let title: String
    let symbol: String
    let color: Color
}

struct PlaceRow: View {
    let place: Place

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: place.symbol)
                .font(.title2)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(place.color.gradient, in: RoundedRectangle(cornerRadius: 10))
            Text(place.title)
                .font(.headline)
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(.secondary)
        }
        .padding(12)
        .background(.white, in: RoundedRectangle(cornerRadius: 14))
    }
}

struct ContentView: View {
    @State private var selectedID: Int? = nil

    private let places = [
        Place(id: 1, title: "Mountains", symbol: "star.fill", color: .green),
        Place(id: 2, title: "Ocean", symbol: "heart.fill", color: .blue),
        Place(id: 3, title: "Desert", symbol: "bell.fill", color: .orange),
    ]

    var body: some View {
        ZStack {
            if let selectedID {
                detail(places[selectedID - 1])
                    .transition(.scaleFade)
            } else {
                list
                    .transition(.scaleFade)
            }
        }
        .padding(20)
        .animation(.easeInOut(duration: 0.35), value: selectedID)
    }

    private var list: some View {
        VStack(spacing: 12) {
            ForEach(places) { place in
                PlaceRow(place: place)
                    .onTapGesture { selectedID = place.id }
            }
            Spacer()
        }
    }

    private func detail(_ place: Place) -> some View {
        VStack(spacing: 20) {
            Image(systemName: place.symbol)
                .font(.system(size: 64))
                .foregroundStyle(.white)
                .frame(width: 140, height: 140)
                .background(place.color.gradient, in: Circle())
            Text(place.title)
                .font(.largeTitle)
                .bold()
            Button("Back") {
                selectedID = nil
            }
            Spacer()
        }
        .frame(maxWidth: .infinity)
        .padding(.top, 40)
    }
}

#Preview {
    ContentView()
}
