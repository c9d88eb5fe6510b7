// Two pages: Settings pushes in from the trailing edge; going back, the pages scale.
// flipbook: size 360x480
// flipbook: tap "Settings" at 0.3
// flipbook: tap "Home" at 1.6
// flipbook: duration 2.6
import SwiftUI

enum Tab {
    case home, settings
}

struct ContentView: View {
    @State private var tab: Tab = .home

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                if tab == .home {
                    page(title: "Home", symbol: "house.fill", color: .blue)
                        .transition(.asymmetric(insertion: .scale, removal: .push(from: .trailing)))
                } else {
                    page(title: "Settings", symbol: "gearshape.fill", color: .orange)
                        .transition(.asymmetric(insertion: .push(from: .trailing), removal: .scale))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .clipped()

            Divider()

            HStack {
                tabButton("Home", tab: .home)
                tabButton("Settings", tab: .settings)
            }
            .padding(.vertical, 10)
        }
    }

    func page(title: String, symbol: String, color: Color) -> some View {
        VStack(spacing: 16) {
            Image(systemName: symbol)
                .font(.system(size: 56))
            Text(title)
                .font(.title)
                .bold()
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(color.gradient)
    }

    func tabButton(_ title: String, tab target: Tab) -> some View {
        Button(title) {
            withAnimation(.easeInOut(duration: 0.4)) {
                tab = target
            }
        }
        .fontWeight(tab == target ? .bold : .regular)
        .frame(maxWidth: .infinity)
    }
}

#Preview {
    ContentView()
}
