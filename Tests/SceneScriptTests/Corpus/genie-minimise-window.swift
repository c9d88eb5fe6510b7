// A window minimises into its dock icon with the genie effect and comes back when the icon is
// tapped. Written with the genie article's SwiftUI wrapper of BCGenieEffect:
// `.genieTransition(isHidden:duration:delay:rect:edge:completion:)`, whose rect is relative to
// the window's own origin.
// flipbook: size 360x460
// flipbook: tap "Minimize" at 0.4
// flipbook: tap "house.fill" at 1.9
import SwiftUI

struct DesktopView: View {
    @State private var isMinimized = false
    @State private var status = "Editing"

    var body: some View {
        VStack(spacing: 0) {
            window
                .genieTransition(isHidden: isMinimized, duration: 0.9, delay: 0,
                                 rect: CGRect(x: 100, y: 354, width: 40, height: 40), edge: .top) {
                    status = isMinimized ? "In the Dock" : "Editing"
                }
                .padding(.top, 40)
            Spacer()
            dock
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom))
    }

    var window: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 6) {
                Circle().fill(.red).frame(width: 10, height: 10)
                Circle().fill(.yellow).frame(width: 10, height: 10)
                Circle().fill(.green).frame(width: 10, height: 10)
                Spacer()
                Button("Minimize") {
                    isMinimized = true
                }
                .font(.caption)
            }
            Text("Shopping list")
                .font(.headline)
            Text("Milk, eggs, flour and a bag of lemons for Sunday's cake.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Spacer()
            Text(status)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(14)
        .frame(width: 240, height: 260)
        .background(.white, in: RoundedRectangle(cornerRadius: 12))
    }

    var dock: some View {
        HStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 9).fill(.blue).frame(width: 40, height: 40)
            Button {
                isMinimized = false
            } label: {
                Image(systemName: "house.fill")
                    .foregroundStyle(.white)
                    .frame(width: 40, height: 40)
                    .background(.orange, in: RoundedRectangle(cornerRadius: 9))
            }
            RoundedRectangle(cornerRadius: 9).fill(.green).frame(width: 40, height: 40)
        }
        .padding(10)
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
        .padding(.bottom, 16)
    }
}

#Preview {
    DesktopView()
}
