// Every built-in transition side by side, each labelled with its name.
// flipbook: size 420x560
// flipbook: duration 3
import SwiftUI

struct Demo: Identifiable {
    let id: Int
    let name: String
    let transition: AnyTransition
}

let demos: [Demo] = [
    Demo(id: 0, name: ".opacity", transition: .opacity),
    Demo(id: 1, name: ".scale", transition: .scale),
    Demo(id: 2, name: ".scale(0.5, .bottom)", transition: .scale(scale: 0.5, anchor: .bottom)),
    Demo(id: 3, name: ".slide", transition: .slide),
    Demo(id: 4, name: ".move(.top)", transition: .move(edge: .top)),
    Demo(id: 5, name: ".offset(y: 40)", transition: .offset(x: 0, y: 40)),
    Demo(id: 6, name: ".push(.trailing)", transition: .push(from: .trailing)),
    Demo(id: 7, name: ".blurReplace", transition: .blurReplace),
    Demo(id: 8, name: ".asymmetric", transition: .asymmetric(insertion: .move(edge: .leading), removal: .opacity)),
    Demo(id: 9, name: ".combined", transition: .slide.combined(with: .opacity)),
    Demo(id: 10, name: ".identity", transition: .identity),
    Demo(id: 11, name: ".blurReplace(.upUp)", transition: .blurReplace(.upUp)),
]

struct DemoCell: View {
    let demo: Demo
    let isShown: Bool

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                RoundedRectangle(cornerRadius: 10)
                    .stroke(Color.gray.opacity(0.4), lineWidth: 1)
                if isShown {
                    RoundedRectangle(cornerRadius: 10)
                        .fill(.blue.gradient)
                        .padding(10)
                        .transition(demo.transition)
                }
            }
            .frame(width: 100, height: 80)
            .clipped()
            Text(demo.name)
                .font(.caption)
                .lineLimit(1)
        }
    }
}

struct ContentView: View {
    @State private var isShown = false

    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 16) {
            ForEach(demos) { demo in
                DemoCell(demo: demo, isShown: isShown)
            }
        }
        .padding(16)
        .task {
            try await Task.sleep(nanoseconds: 300_000_000)
            withAnimation(.easeInOut(duration: 0.6)) {
                isShown = true
            }
            try await Task.sleep(for: .milliseconds(1200))
            withAnimation(.easeInOut(duration: 0.6)) {
                isShown = false
            }
        }
    }
}

#Preview {
    ContentView()
}
