// The foundation showcase: every shape, stroke, paint and effect the lower stages support, one
// labelled-by-position tile each, rendered through the render tree at 2× into a PNG.
//
// Usage: flipbook-showcase OUT.png
import Codecs
import Geometry
import Raster
import RenderTree

#if canImport(Glibc)
import Glibc
#endif

let tile = 140.0, gap = 16.0, columns = 6

func rgb(_ r: Int, _ g: Int, _ b: Int) -> Color { Color(r8: r, g8: g, b8: b) }
let blue = rgb(0, 122, 255), red = rgb(255, 59, 48), orange = rgb(255, 149, 0), green = rgb(52, 199, 89)
let purple = rgb(175, 82, 222), ink = rgb(28, 28, 30)
let box = Rect(x: 20, y: 20, width: tile - 40, height: tile - 40)

func fill(_ p: Path, _ paint: Paint) -> RenderNode { .shape(ShapeContent(path: p, paint: paint)) }
func stroke(_ p: Path, _ c: Color, _ s: StrokeStyle) -> RenderNode {
    .shape(ShapeContent(path: p, paint: .color(c), style: .stroke(s)))
}
func zigzag() -> Path {
    var p = Path()
    p.move(to: Point(x: 24, y: 100)); p.addLine(to: Point(x: 52, y: 40))
    p.addLine(to: Point(x: 80, y: 100)); p.addLine(to: Point(x: 112, y: 36))
    return p
}
func stops(_ cs: [Color]) -> Gradient { Gradient(colors: cs) }

let card = fill(Path(roundedRect: box, cornerRadius: 16), red.gradientPaint(in: box))
let backdrop = RenderNode.group([
    fill(Path(Rect(x: 0, y: 0, width: tile, height: tile / 2)), .color(orange)),
    fill(Path(ellipseIn: Rect(x: 60, y: 30, width: 70, height: 70)), .color(blue)),
])

let tiles: [RenderNode] = [
    // Shapes
    fill(Path(box), .color(blue)),
    fill(Path(roundedRect: box, cornerRadius: 30, style: .circular), .color(green)),
    fill(Path(roundedRect: box, cornerRadius: 30, style: .continuous), .color(green)),
    fill(Path(ellipseIn: box.insetBy(dx: 0, dy: 15)), .color(orange)),
    fill(Path.capsule(in: box.insetBy(dx: 0, dy: 25)), .color(purple)),
    fill(try! Path(svgPathData: "M70 22 L86 56 L122 58 L94 82 L104 118 L70 98 L36 118 L46 82 L18 58 L54 56 Z"),
         .color(red)),
    // Strokes: caps, joins, dashes
    stroke(zigzag(), ink, StrokeStyle(lineWidth: 14, lineCap: .butt, lineJoin: .miter)),
    stroke(zigzag(), ink, StrokeStyle(lineWidth: 14, lineCap: .round, lineJoin: .round)),
    stroke(zigzag(), ink, StrokeStyle(lineWidth: 14, lineCap: .square, lineJoin: .bevel)),
    stroke(Path(ellipseIn: box), blue, StrokeStyle(lineWidth: 6, lineCap: .round, dash: [14, 10])),
    stroke(Path(roundedRect: box, cornerRadius: 20), green, StrokeStyle(lineWidth: 3, dash: [2, 6], dashPhase: 1)),
    .group([fill(Path(box), .color(ink.opacity(0.08))),
            stroke(Path(box), ink, StrokeStyle(lineWidth: 1))]),
    // Gradients: linear / radial / angular with pad, repeat, reflect
    fill(Path(box), Paint(.linear(LinearGradient(gradient: stops([blue, purple, red]),
                                                 start: Point(x: 20, y: 20), end: Point(x: 120, y: 120))))),
    fill(Path(box), Paint(.linear(LinearGradient(gradient: stops([orange, blue]), start: Point(x: 50, y: 0),
                                                 end: Point(x: 70, y: 0), spread: .reflect)))),
    fill(Path(ellipseIn: box), Paint(.radial(RadialGradient(gradient: stops([.white, green, ink]),
                                                            center: Point(x: 70, y: 70), startRadius: 0, endRadius: 50)))),
    fill(Path(box), Paint(.radial(RadialGradient(gradient: stops([red, .white]), center: Point(x: 70, y: 70),
                                                 startRadius: 0, endRadius: 12, spread: .repeat)))),
    fill(Path(ellipseIn: box), Paint(.angular(AngularGradient(gradient: stops([red, orange, green, blue, purple, red]),
                                                              center: Point(x: 70, y: 70), startAngle: 0,
                                                              endAngle: 2 * Double.pi)))),
    card,
    // Effects: group opacity, blur, shadow, 3D rotation, clip, material
    .opacity(0.5, .group([fill(Path(ellipseIn: Rect(x: 20, y: 30, width: 70, height: 70)), .color(red)),
                          fill(Path(ellipseIn: Rect(x: 50, y: 30, width: 70, height: 70)), .color(blue))])),
    .blur(BlurEffect(radius: 6), card),
    .shadow(ShadowEffect(radius: 8, x: 0, y: 6), fill(Path(roundedRect: box, cornerRadius: 16), .color(.white))),
    .projection(rotation3DEffect(angle: Double.pi / 3, axis: (x: 0, y: 1, z: 0), anchor: Point(x: 0.5, y: 0.5),
                                 size: Size(width: tile, height: tile)), card),
    .clip(ClipShape(path: Path(ellipseIn: box)),
          fill(Path(box), Paint(.linear(LinearGradient(gradient: stops([green, blue]), start: Point(x: 20, y: 0),
                                                       end: Point(x: 32, y: 0), spread: .repeat))))),
    .group([backdrop, .material(MaterialContent(material: .regular,
                                                path: Path.capsule(in: Rect(x: 12, y: 45, width: 116, height: 50))))]),
]

var placed: [RenderNode] = []
for (i, t) in tiles.enumerated() {
    let x = gap + Double(i % columns) * (tile + gap), y = gap + Double(i / columns) * (tile + gap)
    let frame = fill(Path(roundedRect: Rect(x: 0, y: 0, width: tile, height: tile), cornerRadius: 12), .color(.white))
    placed.append(.transform(AffineTransform(translationX: x, y: y), .group([frame, t])))
}
let rows = (tiles.count + columns - 1) / columns
let size = Size(width: gap + Double(columns) * (tile + gap), height: gap + Double(rows) * (tile + gap))
let image = Renderer().render(.group(placed), size: size, scale: 2, background: rgb(242, 242, 247))

let args = CommandLine.arguments
let out = args.count > 1 ? args[1] : "out/showcase.png"
do {
    try PNG.write(image, to: out)
    print("wrote \(out) (\(image.width)×\(image.height))")
} catch {
    let message = Array("flipbook-showcase: error: \(error)\n".utf8)
    _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    exit(2)
}
