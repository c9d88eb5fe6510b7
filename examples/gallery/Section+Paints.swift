import Flipbook

extension Gallery {
    /// SwiftUI's system colours, in its order.
    static let systemColors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo,
                                        .purple, .pink, .brown, .gray]

    static var paints: GallerySection {
        GallerySection("Colours and gradients", [
            GalleryTile("HStack(spacing: 0) {\n  ForEach(…) { i in systemColors[i] } }", span: 2) {
                HStack(spacing: 0) {
                    ForEach(0..<systemColors.count) { i in systemColors[i] }
                }
                .frame(height: 70)
                .clipShape(RoundedRectangle(cornerRadius: 12))
            },
            GalleryTile("Color(hue: Double(i) / 24,\n  saturation: 0.8, brightness: 0.95)", span: 1) {
                HStack(spacing: 0) {
                    ForEach(0..<24) { i in Color(hue: Double(i) / 24, saturation: 0.8, brightness: 0.95) }
                }
                .frame(height: 70)
            },
            GalleryTile("RoundedRectangle(cornerRadius: 16)\n  .fill(color.gradient)", span: 1) {
                HStack(spacing: 8) {
                    ForEach(0..<3) { i in
                        RoundedRectangle(cornerRadius: 16).fill([Color.blue, .green, .purple][i].gradient)
                    }
                }
                .frame(height: 90)
            },
            GalleryTile("LinearGradient(colors: [.blue,\n  .purple, .pink], startPoint: .top…,\n  endPoint: .bottomTrailing)") {
                LinearGradient(colors: [.blue, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 150, height: 90)
            },
            GalleryTile("Capsule().fill(.linearGradient(stops:\n  [hard stops], startPoint: .leading,\n  endPoint: .trailing))") {
                Capsule().fill(.linearGradient(stops: [
                    .init(color: .red, location: 0), .init(color: .red, location: 0.33),
                    .init(color: .white, location: 0.33), .init(color: .white, location: 0.67),
                    .init(color: .blue, location: 0.67), .init(color: .blue, location: 1),
                ], startPoint: .leading, endPoint: .trailing))
                .frame(width: 150, height: 60)
            },
            GalleryTile("Circle().fill(RadialGradient(colors:\n  [.yellow, .orange, .red], center:\n  .center, startRadius: 0, …: 50))") {
                Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center,
                                             startRadius: 0, endRadius: 50))
                    .frame(width: 100, height: 100)
            },
            GalleryTile("RadialGradient(colors: […],\n  center: .topLeading,\n  startRadius: 20, endRadius: 160)") {
                RadialGradient(colors: [.white, .cyan, .indigo], center: .topLeading, startRadius: 20, endRadius: 160)
                    .frame(width: 150, height: 90)
            },
            GalleryTile("Circle().fill(AngularGradient(colors:\n  [.red, .yellow, .green, .blue,\n  .purple, .red], center: .center))") {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                    .frame(width: 100, height: 100)
            },
            GalleryTile("Circle().stroke(AngularGradient(…,\n  startAngle: .zero, endAngle:\n  .degrees(270)), lineWidth: 14)") {
                Circle()
                    .stroke(AngularGradient(colors: [.mint, .blue], center: .center, startAngle: .zero,
                                            endAngle: .degrees(270)), lineWidth: 14)
                    .frame(width: 86, height: 86)
            },
            GalleryTile("RoundedRectangle(…).fill(\n  .conicGradient(Gradient(…), center:\n  .center, angle: .degrees(-90)))") {
                RoundedRectangle(cornerRadius: 20)
                    .fill(.conicGradient(Gradient(colors: [.orange, .pink, .purple, .orange]), center: .center,
                                         angle: .degrees(-90)))
                    .frame(width: 140, height: 90)
            },
        ])
    }
}
