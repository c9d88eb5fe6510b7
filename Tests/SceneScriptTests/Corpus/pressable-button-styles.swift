import SwiftUI

// flipbook: tap "Add to cart" at 0.4

struct ScaleButtonStyle: ButtonStyle {
    var color: Color = .blue

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .padding(.horizontal, 24)
            .padding(.vertical, 14)
            .background(color, in: Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
            .opacity(configuration.isPressed ? 0.8 : 1)
            .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
    }
}

struct OutlineButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .overlay(
                RoundedRectangle(cornerRadius: 10)
                    .stroke(Color.accentColor, lineWidth: 2)
            )
    }
}

struct ContentView: View {
    @State private var added = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: added ? "cart.fill" : "cart")
                .font(.system(size: 44))
                .foregroundStyle(added ? .green : .secondary)
                .contentTransition(.symbolEffect(.replace))

            Button("Add to cart") {
                withAnimation(.spring(duration: 0.4, bounce: 0.3)) {
                    added.toggle()
                }
            }
            .buttonStyle(ScaleButtonStyle(color: added ? .green : .blue))

            Button {
            } label: {
                Label("Save for later", systemImage: "bookmark")
            }
            .buttonStyle(OutlineButtonStyle())

            Button("Plain inside") { }
                .buttonStyle(.borderedProminent)
        }
        .buttonStyle(OutlineButtonStyle())
        .padding()
    }
}

#Preview {
    ContentView()
}
