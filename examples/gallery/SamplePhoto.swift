import Flipbook

/// The picture committed as `examples/assets/sample-photo.png`: a small landscape drawn with the
/// API itself (sky gradient, sun, two mountain ranges, a lake), so the file can be remade with
/// `flipbook-showcase --make-sample-photo PATH`. 160 × 100 points, rendered at scale 1.
public struct SamplePhoto: View {
    public static let size = Size(width: 160, height: 100)

    public init() {}

    public var body: some View {
        ZStack(alignment: .topLeading) {
            LinearGradient(colors: [Color(r8: 40, g8: 90, b8: 200), Color(r8: 255, g8: 170, b8: 120)],
                           startPoint: .top, endPoint: .bottom)
            Circle().fill(Color(r8: 255, g8: 230, b8: 120)).frame(width: 30, height: 30).offset(x: 104, y: 16)
            Path { p in
                p.move(to: Point(x: 0, y: 70))
                p.addLine(to: Point(x: 38, y: 30))
                p.addLine(to: Point(x: 62, y: 52))
                p.addLine(to: Point(x: 96, y: 22))
                p.addLine(to: Point(x: 160, y: 74))
                p.addLine(to: Point(x: 160, y: 100))
                p.addLine(to: Point(x: 0, y: 100))
                p.closeSubpath()
            }
            .fill(Color(r8: 70, g8: 60, b8: 110))
            Path { p in
                p.move(to: Point(x: 0, y: 78))
                p.addQuadCurve(to: Point(x: 80, y: 70), control: Point(x: 40, y: 60))
                p.addQuadCurve(to: Point(x: 160, y: 76), control: Point(x: 120, y: 80))
                p.addLine(to: Point(x: 160, y: 100))
                p.addLine(to: Point(x: 0, y: 100))
                p.closeSubpath()
            }
            .fill(Color(r8: 40, g8: 120, b8: 80))
            Rectangle()
                .fill(LinearGradient(colors: [Color(r8: 90, g8: 150, b8: 220), Color(r8: 30, g8: 70, b8: 150)],
                                     startPoint: .top, endPoint: .bottom))
                .frame(width: 160, height: 14)
                .offset(y: 86)
        }
        .frame(width: Self.size.width, height: Self.size.height)
    }
}
