// A product row's quantity stepper: the count rolls with .numericText(value:), the total
// cross-fades, and the bag icon bounces each time the quantity changes.
// flipbook: size 340x200
// flipbook: scale 1
// flipbook: tap "plus" at 0.3
// flipbook: tap "plus" at 1.1
// flipbook: tap "minus" at 1.9
// flipbook: duration 2.8
import SwiftUI

struct QuantityStepper: View {
    @State private var quantity = 1
    let unitPrice = 4.5

    var body: some View {
        VStack(spacing: 18) {
            HStack {
                Image(systemName: "heart.fill")
                    .font(.title2)
                    .foregroundStyle(.pink)
                    .symbolEffect(.bounce, value: quantity)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Oat Latte")
                        .font(.headline)
                    Text(String(format: "$%.2f", unitPrice * Double(quantity)))
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }

            HStack(spacing: 24) {
                Button {
                    withAnimation(.snappy) { quantity = max(1, quantity - 1) }
                } label: {
                    Image(systemName: "minus")
                        .frame(width: 36, height: 36)
                        .background(Color(.systemGray6), in: Circle())
                }

                Text("\(quantity)")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .monospacedDigit()
                    .contentTransition(.numericText(value: Double(quantity)))
                    .frame(minWidth: 44)

                Button {
                    withAnimation(.snappy) { quantity += 1 }
                } label: {
                    Image(systemName: "plus")
                        .frame(width: 36, height: 36)
                        .background(Color(.systemGray6), in: Circle())
                }
            }
        }
        .padding(20)
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(.secondarySystemBackground))
    }
}

#Preview {
    QuantityStepper()
}
