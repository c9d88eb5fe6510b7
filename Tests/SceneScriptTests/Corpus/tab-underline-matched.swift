// A segmented tab bar whose underline glides between tabs with matchedGeometryEffect; the tabs
// are a nested enum of the view, iterated with an array of its cases.
// flipbook: size 300x160
// flipbook: scale 1
// flipbook: tap "Photos" at 0.3
// flipbook: tap "Albums" at 1.1
// flipbook: duration 2
import SwiftUI

struct LibraryTabs: View {
    enum Tab {
        case recents, photos, albums
    }

    let tabs: [Tab] = [.recents, .photos, .albums]
    @State private var selected: Tab = .recents
    @Namespace private var underline

    func title(_ tab: Tab) -> String {
        switch tab {
        case .recents: "Recents"
        case .photos: "Photos"
        case .albums: "Albums"
        }
    }

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 0) {
                ForEach(tabs, id: \.self) { tab in
                    Button {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                            selected = tab
                        }
                    } label: {
                        VStack(spacing: 6) {
                            Text(title(tab))
                                .font(.subheadline.weight(.semibold))
                                .foregroundStyle(selected == tab ? Color.primary : Color.secondary)
                            if selected == tab {
                                Capsule()
                                    .fill(.blue)
                                    .frame(height: 3)
                                    .matchedGeometryEffect(id: "underline", in: underline)
                            } else {
                                Capsule()
                                    .fill(.clear)
                                    .frame(height: 3)
                            }
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
            .padding(.horizontal)

            Text("\(title(selected))")
                .font(.title2.bold())
                .id(selected)
                .transition(.opacity)
        }
    }
}

#Preview {
    LibraryTabs()
}
