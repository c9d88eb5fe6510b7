// A coffee order card with nested types: the view declares its own `Size` enum and `Drink`
// struct; choosing a size moves the highlight and scales the cup, the price follows.
// flipbook: size 300x300
// flipbook: scale 1
// flipbook: tap "L" at 0.3
// flipbook: tap "S" at 1.2
// flipbook: duration 2.1
import SwiftUI

struct CoffeeOrder: View {
    enum Size {
        case small, medium, large
    }

    struct Drink {
        let name: String
        let basePrice: Double

        func price(for size: Size) -> Double {
            switch size {
            case .small: basePrice
            case .medium: basePrice + 0.5
            case .large: basePrice + 1.0
            }
        }
    }

    let drink = Drink(name: "Oat Latte", basePrice: 3.2)
    let sizes: [Size] = [.small, .medium, .large]
    @State private var size: Size = .medium

    func letter(_ s: Size) -> String {
        switch s {
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        }
    }

    func cupScale(_ s: Size) -> CGFloat {
        switch s {
        case .small: 0.75
        case .medium: 0.9
        case .large: 1.05
        }
    }

    var body: some View {
        VStack(spacing: 18) {
            UnevenRoundedRectangle(topLeadingRadius: 6, bottomLeadingRadius: 18, bottomTrailingRadius: 18, topTrailingRadius: 6)
                .fill(LinearGradient(colors: [Color(red: 0.76, green: 0.6, blue: 0.45), Color(red: 0.5, green: 0.33, blue: 0.2)], startPoint: .top, endPoint: .bottom))
                .frame(width: 80, height: 100)
                .scaleEffect(cupScale(size), anchor: .bottom)
                .frame(height: 110, alignment: .bottom)
            Text(drink.name)
                .font(.title3.bold())
            HStack(spacing: 10) {
                ForEach(sizes, id: \.self) { s in
                    Text(letter(s))
                        .font(.headline)
                        .foregroundStyle(size == s ? .white : .primary)
                        .frame(width: 44, height: 44)
                        .background {
                            Circle().fill(size == s ? Color.brown : Color(.systemGray6))
                        }
                        .onTapGesture {
                            withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
                                size = s
                            }
                        }
                }
            }
            Text(String(format: "$%.2f", drink.price(for: size)))
                .font(.headline)
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    CoffeeOrder()
}
