// A checkout summary with the iOS 17 button styles: a full-width .borderedProminent "Pay"
// button at .large control size, a .bordered "Apply code" and a tinted .borderless link. The
// preview is dark; tapping "Apply code" fades in a confirmation.
// flipbook: size 340x360
// flipbook: scale 1
// flipbook: tap "Apply code" at 0.4
// flipbook: duration 1.2
import SwiftUI

struct CheckoutSummary: View {
    @State private var discounted = false

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Order Summary")
                .font(.title2.bold())

            VStack(spacing: 10) {
                HStack {
                    Text("Subtotal")
                    Spacer()
                    Text("$48.00")
                }
                Divider()
                HStack {
                    Text("Total")
                        .font(.headline)
                    Spacer()
                    Text("$48.00")
                        .font(.headline)
                }
            }
            .padding(16)
            .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))

            HStack {
                Button("Apply code") {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        discounted = true
                    }
                }
                .buttonStyle(.bordered)

                Spacer()

                Button("Terms") { }
                    .buttonStyle(.borderless)
                    .tint(.orange)
            }

            if discounted {
                HStack(spacing: 6) {
                    Image(systemName: "checkmark")
                    Text("Code SPRING saves $6 at payment")
                }
                .font(.footnote)
                    .foregroundStyle(.green)
                    .transition(.opacity)
            }

            Button {
            } label: {
                Text("Pay")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
        }
        .padding(20)
    }
}

#Preview {
    CheckoutSummary()
        .preferredColorScheme(.dark)
}
