// expect: 5:20: expected a ViewModifier struct, found a Card
struct Card {
    let title: String
}
Text("x").modifier(Card(title: "a"))
