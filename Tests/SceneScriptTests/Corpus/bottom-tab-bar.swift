// A bottom tab bar: icons and labels in systemGray, the selected one in the tint with a bump;
// the page above switches with a switch over the tab enum and cross-fades.
// flipbook: size 300x420
// flipbook: scale 1
// flipbook: tap "Favourites" at 0.4
// flipbook: tap "Profile" at 1.3
// flipbook: duration 2.2
import SwiftUI

enum AppTab {
    case home, favourites, profile
}

struct TabItem: View {
    let symbol: String
    let title: String
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 3) {
            Image(systemName: symbol)
                .font(.system(size: 22))
                .scaleEffect(isSelected ? 1.12 : 1)
            Text(title)
                .font(.system(size: 10, weight: .medium))
        }
        .foregroundStyle(isSelected ? Color.blue : Color(.systemGray))
        .frame(maxWidth: .infinity)
    }
}

struct MainTabs: View {
    @State private var tab: AppTab = .home

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                switch tab {
                case .home:
                    page("Home", color: .blue)
                case .favourites:
                    page("Favourites", color: .pink)
                case .profile:
                    page("Profile", color: .purple)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            Divider()
            HStack {
                TabItem(symbol: "house.fill", title: "Home", isSelected: tab == .home)
                    .onTapGesture { withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { tab = .home } }
                TabItem(symbol: "heart.fill", title: "Favourites", isSelected: tab == .favourites)
                    .onTapGesture { withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { tab = .favourites } }
                TabItem(symbol: "person.fill", title: "Profile", isSelected: tab == .profile)
                    .onTapGesture { withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { tab = .profile } }
            }
            .padding(.top, 7)
            .padding(.bottom, 20)
            .background(.regularMaterial)
        }
    }

    func page(_ title: String, color: Color) -> some View {
        VStack(spacing: 10) {
            Circle()
                .fill(color.gradient)
                .frame(width: 80, height: 80)
            Text(title)
                .font(.title2.bold())
        }
        .transition(.opacity)
    }
}

struct MainTabs_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            MainTabs()
                .previewDisplayName("Tabs")
            MainTabs()
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Tabs (dark)")
        }
    }
}
