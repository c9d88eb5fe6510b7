// Filter chips over a list of recipes: the counts on the chips come from a helper that loops
// `for recipe in recipes where …`; choosing a chip filters the list, rows fade and slide.
// flipbook: size 300x360
// flipbook: scale 1
// flipbook: tap "Vegan 3" at 0.4
// flipbook: tap "Quick 2" at 1.4
// flipbook: duration 2.4
import SwiftUI

struct Recipe: Identifiable {
    let id: Int
    let name: String
    let minutes: Int
    let vegan: Bool
}

enum RecipeFilter {
    case all, vegan, quick
}

struct RecipeBrowser: View {
    let recipes = [
        Recipe(id: 1, name: "Lentil soup", minutes: 35, vegan: true),
        Recipe(id: 2, name: "Omelette", minutes: 10, vegan: false),
        Recipe(id: 3, name: "Chickpea curry", minutes: 25, vegan: true),
        Recipe(id: 4, name: "Avocado toast", minutes: 5, vegan: true),
        Recipe(id: 5, name: "Roast chicken", minutes: 80, vegan: false),
    ]
    @State private var filter: RecipeFilter = .all

    func matches(_ recipe: Recipe, _ f: RecipeFilter) -> Bool {
        switch f {
        case .all: return true
        case .vegan: return recipe.vegan
        case .quick: return recipe.minutes <= 15
        }
    }

    func count(for f: RecipeFilter) -> Int {
        var total = 0
        for recipe in recipes where matches(recipe, f) {
            total += 1
        }
        return total
    }

    func chip(_ title: String, _ f: RecipeFilter) -> some View {
        Text("\(title) \(count(for: f))")
            .font(.subheadline.weight(.medium))
            .foregroundStyle(filter == f ? Color.white : Color.primary)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(filter == f ? Color.green : Color(.systemGray6), in: Capsule())
            .onTapGesture {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                    filter = f
                }
            }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Recipes")
                .font(.largeTitle.bold())
            HStack(spacing: 8) {
                chip("All", .all)
                chip("Vegan", .vegan)
                chip("Quick", .quick)
            }
            ForEach(recipes.filter { matches($0, filter) }) { recipe in
                HStack {
                    Text(recipe.name)
                    Spacer()
                    Text("\(recipe.minutes) min")
                        .foregroundStyle(.secondary)
                }
                .padding(.vertical, 6)
                .transition(.opacity.combined(with: .move(edge: .leading)))
            }
            Spacer()
        }
        .padding(16)
    }
}

#Preview {
    RecipeBrowser()
}
