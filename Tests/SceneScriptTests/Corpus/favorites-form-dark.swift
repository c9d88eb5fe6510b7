// A form in dark mode, written with a PreviewProvider: sections from ForEach over an array of
// structs, a footer, and a row added with animation by a tap on "Add Favorite".
// flipbook: size 390x560
// flipbook: scale 1
// flipbook: tap "Add Favorite" at 0.3
import SwiftUI

struct Favorite: Identifiable {
    let id = UUID()
    var name: String
    var isStarred: Bool
}

struct FavoritesForm: View {
    @State private var favorites = [
        Favorite(name: "Morning Run", isStarred: true),
        Favorite(name: "Reading List", isStarred: false),
    ]

    var body: some View {
        Form {
            Section {
                ForEach(favorites) { favorite in
                    HStack {
                        Text(favorite.name)
                        Spacer()
                        Image(systemName: favorite.isStarred ? "star.fill" : "star")
                            .foregroundColor(.yellow)
                    }
                }
            } header: {
                Text("Favorites")
            } footer: {
                Text("\(favorites.count) saved")
            }

            Section {
                Button {
                    withAnimation {
                        favorites.append(Favorite(name: "Weekend Trip", isStarred: true))
                    }
                } label: {
                    Label("Add Favorite", systemImage: "plus")
                }
            }
        }
    }
}

struct FavoritesForm_Previews: PreviewProvider {
    static var previews: some View {
        FavoritesForm()
            .preferredColorScheme(.dark)
    }
}
