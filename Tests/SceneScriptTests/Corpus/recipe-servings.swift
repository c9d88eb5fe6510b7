// A recipe card: the card is made with a custom init that seeds its servings with
// `_servings = State(initialValue:)`, the colours come from `extension Color { init(hex:) }`,
// and "Add to list" puts the ingredients into a shopping list shared as an @EnvironmentObject.
// flipbook: size 300x360
// flipbook: scale 1
// flipbook: tap "plus" at 0.3
// flipbook: tap "plus" at 0.7
// flipbook: tap "Add to list" at 1.3
// flipbook: duration 2.3
import SwiftUI

extension Color {
    init(hex: Int) {
        self.init(red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255)
    }

    static let basil = Color(hex: 0x2F7D4F)
    static let cream = Color(hex: 0xFFF6E5)
}

final class ShoppingList: ObservableObject {
    @Published var count = 0

    func add(_ n: Int) {
        count += n
    }
}

struct Ingredient: Identifiable {
    let id: Int
    let name: String
    let grams: Double
}

struct RecipeCard: View {
    let title: String
    let ingredients: [Ingredient]
    @State private var servings: Int
    @EnvironmentObject var list: ShoppingList

    init(title: String, ingredients: [Ingredient], servings: Int = 2) {
        self.title = title
        self.ingredients = ingredients
        _servings = State(initialValue: servings)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(title)
                    .font(.title3.bold())
                Spacer()
                Text("\(list.count)")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .frame(width: 24, height: 24)
                    .background(Color.basil, in: Circle())
                    .scaleEffect(list.count > 0 ? 1 : 0.01)
            }
            HStack {
                Text("\(servings) servings")
                    .font(.subheadline)
                Spacer()
                Button {
                    withAnimation(.snappy) { servings = max(1, servings - 1) }
                } label: {
                    Image(systemName: "minus").foregroundStyle(Color.basil).frame(width: 32, height: 28)
                }
                Button {
                    withAnimation(.snappy) { servings = min(8, servings + 1) }
                } label: {
                    Image(systemName: "plus").foregroundStyle(Color.basil).frame(width: 32, height: 28)
                }
            }
            ForEach(ingredients) { item in
                HStack {
                    Text(item.name)
                    Spacer()
                    Text(String(format: "%.0f g", item.grams * Double(servings) / 2))
                        .foregroundStyle(.secondary)
                }
                .font(.subheadline)
            }
            Button {
                withAnimation(.spring(response: 0.35, dampingFraction: 0.55)) {
                    list.add(ingredients.count)
                }
            } label: {
                Text("Add to list")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .frame(height: 42)
                    .background(Color.basil, in: RoundedRectangle(cornerRadius: 10))
            }
        }
        .padding(18)
        .background(Color.cream, in: RoundedRectangle(cornerRadius: 18))
        .padding(16)
    }
}

#Preview {
    RecipeCard(title: "Pesto pasta", ingredients: [
        Ingredient(id: 1, name: "Spaghetti", grams: 200),
        Ingredient(id: 2, name: "Basil", grams: 40),
        Ingredient(id: 3, name: "Pine nuts", grams: 30),
    ])
    .environmentObject(ShoppingList())
}
