// A quantity stepper: the child's +/- buttons write the parent's count through a @Binding;
// the total under it is formatted with String(format:).
// flipbook: size 260x220
// flipbook: scale 1
// flipbook: tap "plus" at 0.3
// flipbook: tap "plus" at 0.8
// flipbook: tap "minus" at 1.5
// flipbook: duration 2.2
import SwiftUI

struct QuantityStepper: View {
    @Binding var quantity: Int
    var range = 1...9

    var body: some View {
        HStack(spacing: 0) {
            Button {
                if quantity > range.lowerBound {
                    withAnimation(.snappy) { quantity -= 1 }
                }
            } label: {
                Image(systemName: "minus")
                    .frame(width: 44, height: 36)
            }
            Divider().frame(height: 20)
            Button {
                if quantity < range.upperBound {
                    withAnimation(.snappy) { quantity += 1 }
                }
            } label: {
                Image(systemName: "plus")
                    .frame(width: 44, height: 36)
            }
        }
        .foregroundStyle(.primary)
        .background(Color(.systemGray6), in: RoundedRectangle(cornerRadius: 8))
    }
}

struct OrderRow: View {
    @State private var quantity = 1
    let unitPrice = 4.50

    var body: some View {
        VStack(spacing: 18) {
            HStack {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Flat White")
                        .font(.headline)
                    Text("Qty \(quantity)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                QuantityStepper(quantity: $quantity)
            }
            HStack {
                Text("Total")
                Spacer()
                Text(String(format: "$%.2f", unitPrice * Double(quantity)))
                    .font(.title3)
                    .bold()
            }
            Capsule()
                .fill(.blue)
                .frame(width: 200 * Double(quantity) / 9, height: 6)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(20)
    }
}

struct OrderRow_Previews: PreviewProvider {
    static var previews: some View {
        OrderRow()
    }
}
