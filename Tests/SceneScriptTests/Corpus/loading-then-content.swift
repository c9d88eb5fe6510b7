// A profile screen that shows a spinner-like pulse while "loading", then fades the content
// in. The phase is an enum @State switched over in the body.
// flipbook: size 260x300
// flipbook: scale 1
// flipbook: duration 2.6
import SwiftUI

enum LoadPhase {
    case loading, loaded, failed
}

struct ProfileLoader: View {
    @State private var phase: LoadPhase = .loading
    @State private var pulse = false

    var body: some View {
        ZStack {
            switch phase {
            case .loading:
                VStack(spacing: 14) {
                    HStack(spacing: 8) {
                        ForEach(0..<3) { i in
                            Circle()
                                .fill(Color.blue)
                                .frame(width: 12, height: 12)
                                .scaleEffect(pulse ? 1 : 0.4)
                                .animation(.easeInOut(duration: 0.4).repeatCount(3, autoreverses: true).delay(Double(i) * 0.15), value: pulse)
                        }
                    }
                    Text("Loading…")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .transition(.opacity)
            case .loaded:
                VStack(spacing: 10) {
                    Circle()
                        .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(width: 84, height: 84)
                        .overlay(Image(systemName: "person.fill").font(.system(size: 40)).foregroundStyle(.white))
                    Text("Ada Lovelace")
                        .font(.title3.bold())
                    Text("Analyst · London")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                .transition(.scale(scale: 0.9).combined(with: .opacity))
            case .failed:
                Text("Something went wrong")
                    .foregroundStyle(.red)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .task {
            pulse = true
            try? await Task.sleep(for: .seconds(1.4))
            withAnimation(.easeOut(duration: 0.5)) {
                phase = .loaded
            }
        }
    }
}

#Preview {
    ProfileLoader()
}
