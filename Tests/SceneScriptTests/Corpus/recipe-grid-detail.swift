// A recipe grid: tapping a card expands it into a detail view with matchedGeometryEffect on the
// whole card (a VStack of a picture, the title, the blurb and a footer row). Mid-animation the
// card is laid out again at the shared size: the blurb keeps its font and wraps at the new width,
// the heart pinned by a Spacer rides the moving trailing edge, and what does not fit yet is clipped
// by the card's shape. Close shrinks it back.
// flipbook: size 360x600
// flipbook: scale 1
// flipbook: tap "Lemon tart" at 0.3
// flipbook: tap "Close" at 1.5
// flipbook: duration 2.6
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let title: String
    let blurb: String
    let minutes: Int
    let tint: Color
}

struct RecipeCard: View {
    let recipe: Recipe
    let expanded: Bool
    var onClose: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            RoundedRectangle(cornerRadius: 10)
                .fill(recipe.tint.gradient)
                .frame(height: expanded ? 200 : 80)
            Text(recipe.title)
                .font(.headline)
            Text(recipe.blurb)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .lineLimit(expanded ? nil : 3)
            Spacer(minLength: 0)
            HStack {
                Label("\(recipe.minutes) min", systemImage: "clock")
                Spacer()
                Image(systemName: "heart")
            }
            .font(.caption)
            if expanded {
                Button("Close", action: onClose)
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(12)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
}

struct RecipeGrid: View {
    @Namespace private var hero
    @State private var selected: Int? = nil

    let recipes = [
        Recipe(id: 1, title: "Lemon tart", blurb: "A crisp butter crust filled with a sharp, silky lemon curd.", minutes: 50, tint: .yellow),
        Recipe(id: 2, title: "Green curry", blurb: "Coconut milk, Thai basil and crunchy vegetables.", minutes: 30, tint: .green),
        Recipe(id: 3, title: "Plum cake", blurb: "Late summer plums baked into a soft almond sponge.", minutes: 65, tint: .purple),
        Recipe(id: 4, title: "Tomato soup", blurb: "Roasted tomatoes and garlic, blended smooth.", minutes: 40, tint: .red),
    ]
    let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        ZStack {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(recipes) { recipe in
                    if selected == recipe.id {
                        Color.clear.frame(height: 250)
                    } else {
                        RecipeCard(recipe: recipe, expanded: false)
                            .matchedGeometryEffect(id: recipe.id, in: hero)
                            .frame(height: 250)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.5, dampingFraction: 0.86)) { selected = recipe.id }
                            }
                    }
                }
            }
            .padding(16)
            .frame(maxHeight: .infinity, alignment: .top)

            if let id = selected, let recipe = recipes.first(where: { $0.id == id }) {
                RecipeCard(recipe: recipe, expanded: true) {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.9)) { selected = nil }
                }
                .matchedGeometryEffect(id: recipe.id, in: hero)
                .padding(16)
                .zIndex(1)
            }
        }
    }
}

#Preview {
    RecipeGrid()
}
