// A share sheet sized from UIScreen.main.bounds: it slides up over a dimmed backdrop to
// 45 % of the screen's height with a spring, and slides back down on Done.
// flipbook: size 300x480
// flipbook: scale 1
// flipbook: tap "Share" at 0.3
// flipbook: tap "Done" at 1.7
// flipbook: duration 2.6
import SwiftUI

struct ShareSheetDemo: View {
    @State private var showSheet = false
    let sheetHeight = UIScreen.main.bounds.height * 0.45
    let shareColors: [Color] = [.green, .blue, .orange, .pink]

    var body: some View {
        ZStack(alignment: .bottom) {
            VStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom))
                    .frame(width: UIScreen.main.bounds.width - 48, height: 200)
                Button("Share") {
                    withAnimation(.spring(response: 0.45, dampingFraction: 0.9)) {
                        showSheet = true
                    }
                }
                .font(.headline)
                Spacer()
            }
            .padding(.top, 40)
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            if showSheet {
                Color.black.opacity(0.4)
                    .ignoresSafeArea()
                    .transition(.opacity)

                VStack(spacing: 16) {
                    Capsule()
                        .fill(Color(.systemGray3))
                        .frame(width: 36, height: 5)
                        .padding(.top, 8)
                    Text("Share photo")
                        .font(.headline)
                    HStack(spacing: 18) {
                        ForEach(0..<4) { i in
                            RoundedRectangle(cornerRadius: 12)
                                .fill(shareColors[i].gradient)
                                .frame(width: 48, height: 48)
                        }
                    }
                    Spacer()
                    Button("Done") {
                        withAnimation(.easeInOut(duration: 0.3)) {
                            showSheet = false
                        }
                    }
                    .font(.headline)
                    .padding(.bottom, 24)
                }
                .frame(maxWidth: .infinity)
                .frame(height: sheetHeight)
                .background(Color(.systemBackground), in: UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12))
                .transition(.move(edge: .bottom))
            }
        }
    }
}

#Preview {
    ShareSheetDemo()
}
