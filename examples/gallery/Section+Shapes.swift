import Flipbook

#if canImport(Glibc)
import Glibc
#endif

extension Gallery {
    /// A heart from SVG path data (absolute cubic Béziers), in a 100 × 90 box.
    static let svgHeart = try! Path(svgPathData: """
        M50 88 C20 65 2 48 2 28 C2 13 14 2 28 2 C38 2 46 8 50 16 \
        C54 8 62 2 72 2 C86 2 98 13 98 28 C98 48 80 65 50 88 Z
        """)

    /// A five-pointed star built point by point (outer radius 45, inner 19, centred at (50, 48)).
    static var star: Path {
        Path { p in
            for i in 0..<10 {
                let r = i % 2 == 0 ? 45.0 : 19.0
                let a = Double(i) * Double.pi / 5 - Double.pi / 2
                let pt = Point(x: 50 + r * cos(a), y: 48 + r * sin(a))
                if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
            }
            p.closeSubpath()
        }
    }

    static var shapes: GallerySection {
        GallerySection("Shapes", [
            GalleryTile("Rectangle()\n  .fill(.blue)") {
                Rectangle().fill(.blue).frame(width: 120, height: 80)
            },
            GalleryTile("RoundedRectangle(cornerRadius: 28,\n  style: .circular)") {
                RoundedRectangle(cornerRadius: 28, style: .circular).fill(.green).frame(width: 120, height: 90)
            },
            GalleryTile("RoundedRectangle(cornerRadius: 28,\n  style: .continuous)") {
                RoundedRectangle(cornerRadius: 28, style: .continuous).fill(.green).frame(width: 120, height: 90)
            },
            GalleryTile("RoundedRectangle(cornerRadius: 30)\n  .circular (red), .continuous (blue)\n// a corner, .scaleEffect(2.4)") {
                ZStack {
                    RoundedRectangle(cornerRadius: 30, style: .circular).stroke(.red, lineWidth: 0.6)
                    RoundedRectangle(cornerRadius: 30, style: .continuous).stroke(.blue, lineWidth: 0.6)
                }
                .frame(width: 130, height: 100)
                .offset(x: 4, y: 4)
                .scaleEffect(2.4, anchor: .topLeading)
                .frame(width: 150, height: 110, alignment: .topLeading)
                .clipped()
            },
            GalleryTile("Circle().fill(.orange)\n  .frame(width: 160, height: 90)\n// the largest circle that fits") {
                Circle().fill(.orange).frame(width: 160, height: 90).background(Color.orange.opacity(0.12))
            },
            GalleryTile("Ellipse()\n  .fill(.purple)") {
                Ellipse().fill(.purple).frame(width: 160, height: 90)
            },
            GalleryTile("Capsule().fill(.teal)\n// wide and tall") {
                HStack(spacing: 16) {
                    Capsule().fill(.teal).frame(width: 110, height: 50)
                    Capsule().fill(.teal).frame(width: 34, height: 96)
                }
            },
            GalleryTile("UnevenRoundedRectangle(\n  topLeadingRadius: 36,\n  bottomTrailingRadius: 12)") {
                UnevenRoundedRectangle(topLeadingRadius: 36, bottomTrailingRadius: 12)
                    .fill(.indigo).frame(width: 130, height: 90)
            },
            GalleryTile("Path { p in p.move(to: …)\n  p.addLine(to: …) …\n  p.closeSubpath() }.fill(.yellow)") {
                star.fill(.yellow).frame(width: 100, height: 96)
            },
            GalleryTile("Path { p in p.move(to: c)\n  p.addArc(center: c, radius: 44, …)\n  p.closeSubpath() }  // two slices") {
                ZStack {
                    Path { p in
                        p.move(to: Point(x: 50, y: 50))
                        p.addArc(center: Point(x: 50, y: 50), radius: 44, startAngle: -Double.pi / 2,
                                 endAngle: Double.pi * 0.9, clockwise: false)
                        p.closeSubpath()
                    }.fill(.blue)
                    Path { p in
                        p.move(to: Point(x: 50, y: 50))
                        p.addArc(center: Point(x: 50, y: 50), radius: 44, startAngle: Double.pi * 0.9,
                                 endAngle: Double.pi * 1.5, clockwise: false)
                        p.closeSubpath()
                    }.fill(.orange)
                }
                .frame(width: 100, height: 100)
            },
            GalleryTile("Path(svgPathData: \"M50 88 C20 65 …\")\n  .fill(.red)") {
                svgHeart.fill(.red).frame(width: 100, height: 90)
            },
            GalleryTile("Path { p in p.move(to: …)\n  p.addCurve(to:control1:control2:)\n  p.addQuadCurve(to:control:) }") {
                Path { p in
                    p.move(to: Point(x: 5, y: 60))
                    p.addCurve(to: Point(x: 85, y: 60), control1: Point(x: 30, y: -10), control2: Point(x: 60, y: 130))
                    p.addQuadCurve(to: Point(x: 155, y: 60), control: Point(x: 120, y: 0))
                }
                .stroke(.pink, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .frame(width: 160, height: 100)
            },
        ])
    }

    static var strokes: GallerySection {
        GallerySection("Strokes and fills", [
            GalleryTile("Circle()\n  .stroke(.blue, lineWidth: 12)\n// centred on the outline") {
                Circle().stroke(.blue, lineWidth: 12).frame(width: 86, height: 86).background(Color.gray.opacity(0.2))
            },
            GalleryTile("Circle()\n  .strokeBorder(.blue, lineWidth: 12)\n// inside the frame") {
                Circle().strokeBorder(.blue, lineWidth: 12).frame(width: 86, height: 86).background(Color.gray.opacity(0.2))
            },
            GalleryTile(".stroke(.orange, style: StrokeStyle(\n  lineWidth: 6, lineCap: .round,\n  dash: [12, 10]))") {
                RoundedRectangle(cornerRadius: 18)
                    .stroke(.orange, style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [12, 10]))
                    .frame(width: 140, height: 80)
            },
            GalleryTile("Capsule().strokeBorder(.green, style:\n  StrokeStyle(lineWidth: 5, lineCap:\n  .round, dash: [0, 10]))") {
                Capsule()
                    .strokeBorder(.green, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [0, 10]))
                    .frame(width: 150, height: 60)
            },
            GalleryTile("StrokeStyle(lineWidth: 12, lineCap:\n  .butt / .round / .square, lineJoin:\n  .miter / .round / .bevel)") {
                HStack(spacing: 8) {
                    chevron.stroke(style: StrokeStyle(lineWidth: 12, lineJoin: .miter))
                    chevron.stroke(style: StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round))
                    chevron.stroke(style: StrokeStyle(lineWidth: 12, lineCap: .square, lineJoin: .bevel))
                }
                .foregroundStyle(Color(white: 0.15, opacity: 1))
                .frame(width: 170, height: 90)
            },
            GalleryTile("star.fill(.yellow)\n  .stroke(.orange, lineWidth: 5)") {
                star.fill(.yellow).stroke(.orange, lineWidth: 5).frame(width: 100, height: 96)
            },
            GalleryTile("Rectangle().fill(.red.opacity(0.5))\nRectangle().fill(.blue.opacity(0.5))\n// overlapping") {
                ZStack(alignment: .topLeading) {
                    Rectangle().fill(.red.opacity(0.5)).frame(width: 80, height: 60)
                    Rectangle().fill(.blue.opacity(0.5)).frame(width: 80, height: 60).offset(x: 40, y: 30)
                }
                .frame(width: 120, height: 90, alignment: .topLeading)
            },
            GalleryTile("Circle()  // unpainted: filled with\n  .foregroundStyle(.mint)") {
                Circle().frame(width: 80, height: 80).foregroundStyle(.mint)
            },
        ])
    }

    /// A chevron in a 50 × 90 box (joint angle ≈ 45°, so a miter reaches ≈ 16 points above the joint).
    static var chevron: Path {
        Path { p in
            p.move(to: Point(x: 6, y: 74))
            p.addLine(to: Point(x: 25, y: 28))
            p.addLine(to: Point(x: 44, y: 74))
        }
    }
}
