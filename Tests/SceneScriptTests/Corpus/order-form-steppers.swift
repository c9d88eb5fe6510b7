// A coffee order form: SwiftUI's own Stepper rows in a Form, one with a range and a step, one
// with its label built in a closure; taps on the plus and minus step the bound values and the
// total in the footer follows.
// flipbook: size 360x300
// flipbook: scale 1
// flipbook: tap "Increment" at 0.3
// flipbook: tap "Increment" at 0.7
// flipbook: tap "Decrement" at 1.1
// flipbook: duration 1.5
import SwiftUI

struct OrderForm: View {
    @State private var shots = 1
    @State private var cups = 2
    let price = 3.25

    var body: some View {
        Form {
            Section {
                Stepper("Espresso shots: \(shots)", value: $shots, in: 1...4)
                Stepper(value: $cups, in: 1...12, step: 2) {
                    HStack {
                        Image(systemName: "cup.and.saucer.fill")
                            .foregroundStyle(.brown)
                        Text("Cups: \(cups)")
                    }
                }
            } header: {
                Text("Your order")
            } footer: {
                Text(String(format: "Total $%.2f", price * Double(cups) + 0.5 * Double(shots - 1)))
            }
        }
    }
}

#Preview {
    OrderForm()
}
