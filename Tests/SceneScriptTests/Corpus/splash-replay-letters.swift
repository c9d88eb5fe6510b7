// A launch splash: the app icon springs in, then the letters of Array("Hello").enumerated()
// rise one by one. "Replay" bumps an .id so the splash is made afresh and onAppear runs again.
// flipbook: size 280x300
// flipbook: scale 1
// flipbook: tap "Replay" at 1.5
// flipbook: duration 3
import SwiftUI

struct SplashView: View {
    @State private var showIcon = false
    @State private var showWord = false

    var body: some View {
        VStack(spacing: 14) {
            RoundedRectangle(cornerRadius: 22, style: .continuous)
                .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 90, height: 90)
                .overlay(Image(systemName: "star.fill").font(.system(size: 40)).foregroundStyle(.white))
                .scaleEffect(showIcon ? 1 : 0.4)
                .opacity(showIcon ? 1 : 0)
            HStack(spacing: 0) {
                ForEach(Array(Array("Hello").enumerated()), id: \.offset) { index, letter in
                    Text(String(letter))
                        .font(.largeTitle.bold())
                        .offset(y: showWord ? 0 : 16)
                        .opacity(showWord ? 1 : 0)
                        .animation(.easeOut(duration: 0.3).delay(0.3 + Double(index) * 0.07), value: showWord)
                }
            }
        }
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.55)) {
                showIcon = true
            }
            showWord = true
        }
    }
}

struct SplashReplay: View {
    @State private var runID = 0

    var body: some View {
        VStack(spacing: 30) {
            SplashView()
                .id(runID)
            Button("Replay") {
                runID += 1
            }
        }
    }
}

#Preview("Splash") {
    SplashReplay()
}
