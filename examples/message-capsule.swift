// A message capsule: a heart pops in, then the text, both leave again later.
// flipbook: size 320x160
// flipbook: background #F2F2F7
// flipbook: duration 6
import SwiftUI

struct ContentView: View {
    @State private var showIcon = false
    @State private var showText = false

    var body: some View {
        HStack(spacing: 8) {
            if showIcon {
                Image(systemName: "heart.fill")
                    .foregroundStyle(.red)
                    .transition(.scale(scale: 0.25).combined(with: .opacity))
            }
            if showText {
                Text("Hello, world!")
                    .transition(.scale(scale: 0.5).combined(with: .opacity))
            }
        }
        .font(.title3)
        .padding(.horizontal, 20)
        .padding(.vertical, 14)
        .background(.regularMaterial, in: Capsule())
        .shadow(color: .black.opacity(0.15), radius: 16)
        .onAppear {
            Task {
                withAnimation(.spring(duration: 0.5, bounce: 0.5)) {
                    showIcon = true
                }
                try await Task.sleep(for: .seconds(1))
                withAnimation(.spring(duration: 0.5, bounce: 0.5)) {
                    showText = true
                }
                try await Task.sleep(for: .seconds(3))
                withAnimation {
                    showText = false
                }
                try await Task.sleep(for: .seconds(1))
                withAnimation {
                    showIcon = false
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
