// An app shell as people write it: a TabView with a selection binding, each page tagged and labelled
// with .tabItem { Label(…) }; the second tab is selected from the start, in dark mode.
// flipbook: size 390x600
// flipbook: scale 1
import SwiftUI

struct AppShellView: View {
    @State private var selectedTab = 1

    var body: some View {
        TabView(selection: $selectedTab) {
            Text("Home")
                .font(.largeTitle)
                .tabItem {
                    Label("Home", systemImage: "house")
                }
                .tag(0)

            VStack(spacing: 12) {
                Image(systemName: "gearshape")
                    .font(.system(size: 48))
                Text("Settings")
                    .font(.title2)
            }
            .tabItem {
                Label("Settings", systemImage: "gearshape")
            }
            .tag(1)
        }
    }
}

struct AppShellView_Previews: PreviewProvider {
    static var previews: some View {
        AppShellView()
            .preferredColorScheme(.dark)
    }
}
