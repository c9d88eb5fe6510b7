// A notification banner that comes and goes with an iOS 17 Transition: body(content:phase:)
// blurs, fades and lifts the banner by phase.value (−1 as it appears, +1 as it leaves), used as
// .transition(.blurSlide) through an extension on Transition.
// flipbook: size 320x240
// flipbook: scale 1
// flipbook: tap "Notify" at 0.2
// flipbook: tap "Notify" at 1.3
// flipbook: duration 2.2
import SwiftUI

struct BlurSlide: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : 8)
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: phase.value * 30)
            .scaleEffect(phase.isIdentity ? 1 : 0.92)
    }
}

extension Transition where Self == BlurSlide {
    static var blurSlide: BlurSlide { BlurSlide() }
}

struct BannerDemo: View {
    @State private var showing = false

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if showing {
                    HStack(spacing: 12) {
                        Image(systemName: "bell.fill")
                            .foregroundStyle(.orange)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Package delivered")
                                .font(.headline)
                            Text("Left at the front door")
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    .padding(14)
                    .background(.white, in: RoundedRectangle(cornerRadius: 18))
                    .shadow(color: .black.opacity(0.12), radius: 10, y: 4)
                    .transition(.blurSlide)
                }
            }
            .frame(width: 280, height: 80)

            Button {
                withAnimation(.smooth(duration: 0.6)) {
                    showing.toggle()
                }
            } label: {
                Text("Notify")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 28)
                    .padding(.vertical, 10)
                    .background(.orange, in: Capsule())
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(white: 0.94))
    }
}

#Preview {
    BannerDemo()
}
