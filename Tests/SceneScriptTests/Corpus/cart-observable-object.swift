// A shop screen: the cart is an ObservableObject with @Published items and methods, owned by
// the screen as a @StateObject and passed down to the badge and the product rows as
// @ObservedObject. Adding a product bumps the badge with a spring.
// flipbook: size 320x340
// flipbook: scale 1
// flipbook: tap "Add Cap" at 0.3
// flipbook: tap "Add Tote" at 1.0
// flipbook: tap "Add Cap" at 1.6
// flipbook: duration 2.6
import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let color: Color
}

class CartModel: ObservableObject {
    @Published var productIDs: [Int] = []
    @Published var total: Double = 0

    var count: Int { productIDs.count }

    func add(_ product: Product) {
        productIDs.append(product.id)
        total += product.price
    }
}

struct CartBadge: View {
    @ObservedObject var cart: CartModel

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Image(systemName: "house.fill")
                .font(.title2)
                .foregroundStyle(.primary)
                .frame(width: 36, height: 36)
            if cart.count > 0 {
                Text("\(cart.count)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .frame(width: 18, height: 18)
                    .background(.red, in: Circle())
                    .offset(x: 6, y: -4)
                    .transition(.scale.combined(with: .opacity))
            }
        }
    }
}

struct ProductRow: View {
    let product: Product
    @ObservedObject var cart: CartModel

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(product.color.gradient)
                .frame(width: 44, height: 44)
            VStack(alignment: .leading, spacing: 2) {
                Text(product.name).font(.headline)
                Text(String(format: "$%.2f", product.price))
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Button("Add \(product.name)") {
                let haptic = UIImpactFeedbackGenerator(style: .light)
                haptic.prepare()
                withAnimation(.spring(response: 0.35, dampingFraction: 0.6)) {
                    cart.add(product)
                }
                haptic.impactOccurred()
            }
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            .background(Color.blue.opacity(0.12), in: Capsule())
        }
    }
}

struct ShopView: View {
    @StateObject private var cart = CartModel()
    let products = [
        Product(id: 1, name: "Cap", price: 89.0, color: .orange),
        Product(id: 2, name: "Tote", price: 54.5, color: .teal),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Shop")
                    .font(.largeTitle.bold())
                Spacer()
                CartBadge(cart: cart)
            }
            ForEach(products) { product in
                ProductRow(product: product, cart: cart)
            }
            Divider()
            HStack {
                Text("\(cart.count) items")
                    .foregroundStyle(.secondary)
                Spacer()
                Text(String(format: "Total $%.2f", cart.total))
                    .font(.headline)
            }
            Spacer()
        }
        .padding(20)
    }
}

#Preview {
    ShopView()
}
