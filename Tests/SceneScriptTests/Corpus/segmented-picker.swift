// A segmented control drawn by hand: the white thumb slides under the chosen segment with
// matchedGeometryEffect, and the content below cross-fades. The choice is a String @State.
// flipbook: size 300x200
// flipbook: scale 1
// flipbook: tap "Week" at 0.3
// flipbook: tap "Month" at 1.1
// flipbook: duration 2
import SwiftUI

struct RangePicker: View {
    let options = ["Day", "Week", "Month"]
    @State private var selection = "Day"
    @Namespace private var thumb

    var total: Int {
        switch selection {
        case "Day": return 6_420
        case "Week": return 48_310
        default: return 201_775
        }
    }

    var body: some View {
        VStack(spacing: 22) {
            HStack(spacing: 0) {
                ForEach(options, id: \.self) { option in
                    ZStack {
                        if selection == option {
                            RoundedRectangle(cornerRadius: 7)
                                .fill(.white)
                                .shadow(color: .black.opacity(0.12), radius: 3, y: 1)
                                .matchedGeometryEffect(id: "thumb", in: thumb)
                        }
                        Text(option)
                            .font(.footnote.weight(selection == option ? .semibold : .regular))
                    }
                    .frame(maxWidth: .infinity)
                    .frame(height: 28)
                    .onTapGesture {
                        withAnimation(.snappy(duration: 0.3)) {
                            selection = option
                        }
                    }
                }
            }
            .padding(2)
            .background(Color(.systemGray5), in: RoundedRectangle(cornerRadius: 9))
            .padding(.horizontal, 20)

            VStack(spacing: 4) {
                Text("\(total) steps")
                    .font(.title.bold())
                Text("this \(selection.lowercased())")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .id(selection)
            .transition(.opacity)
        }
    }
}

#Preview {
    RangePicker()
}
