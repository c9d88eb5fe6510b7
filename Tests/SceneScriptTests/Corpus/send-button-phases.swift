// A send button whose arrow crouches, shoots up and drops back in each time it is tapped: a
// phase animator over an enum's cases, run once per change of its trigger.
// flipbook: size 260x200
// flipbook: scale 1
// flipbook: tap "Send" at 0.4
// flipbook: duration 2.4
import SwiftUI

enum SendPhase: CaseIterable {
    case idle, lift, fly, land

    var offset: CGSize {
        switch self {
        case .idle, .land: return .zero
        case .lift: return CGSize(width: 0, height: 5)
        case .fly: return CGSize(width: 0, height: -40)
        }
    }

    var scale: CGFloat {
        switch self {
        case .fly: return 0.6
        default: return 1
        }
    }
}

struct SendButton: View {
    @State private var sent = 0

    var body: some View {
        Button {
            sent += 1
        } label: {
            HStack(spacing: 10) {
                Image(systemName: "arrow.up")
                    .phaseAnimator(SendPhase.allCases, trigger: sent) { arrow, phase in
                        arrow
                            .scaleEffect(phase.scale)
                            .offset(phase.offset)
                            .opacity(phase == .fly ? 0 : 1)
                    } animation: { phase in
                        switch phase {
                        case .idle: return .smooth
                        case .lift: return .easeOut(duration: 0.2)
                        case .fly: return .easeIn(duration: 0.3)
                        case .land: return .spring(duration: 0.4, bounce: 0.4)
                        }
                    }
                Text("Send")
                    .fontWeight(.semibold)
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 28)
            .padding(.vertical, 14)
            .background(.blue, in: Capsule())
        }
    }
}

#Preview {
    SendButton()
}
