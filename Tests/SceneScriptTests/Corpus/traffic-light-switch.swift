// A pedestrian crossing light cycling through an enum's cases in a .task; the body
// switches over the phase to pick the lit lamp and the caption.
// flipbook: size 220x320
// flipbook: scale 1
// flipbook: duration 3
import SwiftUI

enum Signal {
    case stop, ready, walk
}

struct CrossingLight: View {
    @State private var signal: Signal = .stop

    func color(for lamp: Signal) -> Color {
        switch lamp {
        case .stop: .red
        case .ready: .yellow
        case .walk: .green
        }
    }

    var caption: String {
        switch signal {
        case .stop: return "Wait"
        case .ready: return "Get ready"
        case .walk: return "Cross now"
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 12) {
                ForEach([Signal.stop, Signal.ready, Signal.walk], id: \.self) { lamp in
                    Circle()
                        .fill(color(for: lamp))
                        .opacity(signal == lamp ? 1 : 0.18)
                        .frame(width: 56, height: 56)
                        .shadow(color: color(for: lamp).opacity(signal == lamp ? 0.8 : 0), radius: 12)
                }
            }
            .padding(14)
            .background(Color(white: 0.12), in: RoundedRectangle(cornerRadius: 18))

            switch signal {
            case .walk:
                Text(caption)
                    .font(.headline)
                    .foregroundStyle(.green)
                    .transition(.scale.combined(with: .opacity))
            default:
                Text(caption)
                    .font(.headline)
                    .foregroundStyle(.secondary)
            }
        }
        .task {
            for next in [Signal.ready, Signal.walk] {
                try? await Task.sleep(for: .seconds(0.9))
                withAnimation(.easeInOut(duration: 0.35)) {
                    signal = next
                }
            }
        }
    }
}

#Preview {
    CrossingLight()
}
