// A two-column grid of cards; a tapped card expands into a detail view (matched geometry) that covers the
// grid, as an app's detail screen does.
// flipbook: size 360x560
// flipbook: tap "Card 3" at 0.3
// flipbook: tap "Close" at 1.6
// flipbook: duration 2.4
import SwiftUI

struct ContentView: View {
    @Namespace private var namespace
    @State private var selected: Int? = nil

    private let columns = [GridItem(.flexible()), GridItem(.flexible())]

    var body: some View {
        ZStack {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach(1...5, id: \.self) { index in
                    if selected == index {
                        Color.clear
                            .frame(height: 150)
                    } else {
                        card(index)
                    }
                }
            }
            .padding(16)
            .frame(maxHeight: .infinity, alignment: .top)

            if let selected {
                detail(selected)
            }
        }
    }

    func card(_ index: Int) -> some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color(.systemGray5))
            .overlay(Text("Card \(index)").font(.headline))
            .matchedGeometryEffect(id: index, in: namespace)
            .frame(height: 150)
            .onTapGesture {
                withAnimation(.easeInOut(duration: 0.4)) {
                    selected = index
                }
            }
    }

    // Opaque, and as large as the grid: the cards it came from are hidden behind it until it closes.
    func detail(_ index: Int) -> some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color(.systemGray5))
            .overlay(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 12) {
                    Text("Card \(index)")
                        .font(.largeTitle)
                        .bold()
                    Text("Details about card \(index).")
                        .foregroundStyle(.secondary)
                    Button("Close") {
                        withAnimation(.easeInOut(duration: 0.4)) {
                            selected = nil
                        }
                    }
                }
                .padding(24)
            }
            .matchedGeometryEffect(id: index, in: namespace)
            .padding(16)
    }
}

#Preview {
    ContentView()
}
