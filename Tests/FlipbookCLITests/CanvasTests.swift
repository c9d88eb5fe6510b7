import Flipbook
import Foundation
import SceneScript
import Testing

/// `Canvas { context, size in … }` measured in pixels (one pixel per point): fills and strokes in
/// colours and gradients, transforms placing shapes where SwiftUI's `GraphicsContext` puts them,
/// the context's value semantics, opacity, layers, clips, blend modes, filters, text, the bound
/// on drawing operations, and a canvas in a `TimelineView` redrawn on the clip's clock.
@Suite struct CanvasTests {
    static func still(_ body: String, size: String = "100x100", at time: Double = 0) throws -> Pixmap {
        let source = "// flipbook: size \(size)\nimport SwiftUI\n" + body
        let scene = try SceneScript.load(source: source, file: "canvas.swift", overrides: SceneOverrides(scale: 1))
        let clip = try Clip(scene: scene)
        return try ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 1).renderStill(at: time)
    }

    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let c = p[x, y]
        return [Int(c.r), Int(c.g), Int(c.b)]
    }

    static let white = [255, 255, 255]
    static let red = [255, 0, 0]
    static let black = [0, 0, 0]

    /// A full-size canvas drawing `code` with `context` and `size`.
    static func canvas(_ code: String) -> String {
        "Canvas { context, size in\n\(code)\n}\n"
    }

    @Test func fillsAndStrokesWithColours() throws {
        let p = try Self.still(Self.canvas("""
            context.fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(Color(red: 1, green: 0, blue: 0)))
            context.stroke(Path(CGRect(x: 60, y: 60, width: 30, height: 30)), with: .color(.black), lineWidth: 4)
            """))
        #expect(Self.rgb(p, 30, 30) == Self.red)              // inside the circle
        #expect(Self.rgb(p, 12, 12) == Self.white)            // the circle's bounding box corner is outside it
        #expect(Self.rgb(p, 60, 75) == Self.black)            // on the stroke (centred on x = 60)
        #expect(Self.rgb(p, 75, 75) == Self.white)            // inside the stroked square
        #expect(Self.rgb(p, 55, 75) == Self.white)            // outside the stroke's half width
    }

    @Test func transformsPlaceShapes() throws {
        // Translate then rotate by 90°: user +x points down the canvas (y grows downwards).
        let p = try Self.still(Self.canvas("""
            var c = context
            c.translateBy(x: 50, y: 50)
            c.rotate(by: .degrees(90))
            c.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 10)), with: .color(.black))
            var s = context
            s.scaleBy(x: 2, y: 2)
            s.fill(Path(CGRect(x: 2, y: 2, width: 5, height: 5)), with: .color(.black))
            """))
        #expect(Self.rgb(p, 45, 65) == Self.black)            // x ∈ [40, 50], y ∈ [50, 80]
        #expect(Self.rgb(p, 65, 55) == Self.white)            // where the unrotated bar would be
        #expect(Self.rgb(p, 35, 65) == Self.white)
        #expect(Self.rgb(p, 10, 10) == Self.black)            // the scaled square: [4, 14]²
        #expect(Self.rgb(p, 16, 10) == Self.white)
        #expect(Self.rgb(p, 3, 10) == Self.white)
    }

    @Test func concatenateAndTransformProperty() throws {
        let p = try Self.still(Self.canvas("""
            context.concatenate(CGAffineTransform(translationX: 60, y: 0))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black))
            context.transform = .identity
            context.fill(Path(CGRect(x: 0, y: 80, width: 10, height: 10)), with: .color(.black))
            """))
        #expect(Self.rgb(p, 65, 5) == Self.black)
        #expect(Self.rgb(p, 5, 5) == Self.white)
        #expect(Self.rgb(p, 5, 85) == Self.black)
    }

    @Test func aCopiedContextHasItsOwnState() throws {
        let p = try Self.still(Self.canvas("""
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.black))
            context.fill(Path(CGRect(x: 60, y: 0, width: 40, height: 40)), with: .color(.black))
            """))
        let grey = Self.rgb(p, 20, 20)
        #expect(grey.allSatisfy { abs($0 - 128) <= 1 })     // half of white over black
        #expect(Self.rgb(p, 80, 20) == Self.black)             // the original context is still opaque
    }

    @Test func linearGradientRunsBetweenItsPoints() throws {
        let p = try Self.still(Self.canvas("""
            let g = Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(g, startPoint: CGPoint(x: 20, y: 0), endPoint: CGPoint(x: 80, y: 0)))
            """))
        #expect(Self.rgb(p, 10, 50) == [255, 0, 0])             // before the start point: the first colour
        #expect(Self.rgb(p, 90, 50) == [0, 0, 255])             // past the end point: the last colour
        let mid = Self.rgb(p, 50, 50)
        #expect(mid[0] > 90 && mid[0] < 200 && mid[2] > 90 && mid[2] < 200)
    }

    @Test func radialAndConicGradients() throws {
        let p = try Self.still(Self.canvas("""
            let g = Gradient(colors: [.white, .black])
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .radialGradient(g, center: CGPoint(x: 25, y: 25), startRadius: 0, endRadius: 20))
            context.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .conicGradient(Gradient(colors: [.black, .white]), center: CGPoint(x: 75, y: 75), angle: .zero))
            """))
        #expect(Self.rgb(p, 25, 25)[0] > 240)                  // centre of the radial gradient: white
        #expect(Self.rgb(p, 2, 2)[0] < 10)                     // beyond its end radius: black
        // The conic gradient starts black along +x and turns clockwise (down) towards white.
        #expect(Self.rgb(p, 95, 76)[0] < 40)
        #expect(Self.rgb(p, 95, 73)[0] > 215)                  // just before the full turn
    }

    @Test func clipLimitsLaterDrawing() throws {
        let p = try Self.still(Self.canvas("""
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 100)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            """))
        #expect(Self.rgb(p, 25, 50) == Self.black)
        #expect(Self.rgb(p, 75, 50) == Self.white)
    }

    @Test func blendModes() throws {
        let p = try Self.still(Self.canvas("""
            context.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 50)), with: .color(.black))
            context.blendMode = .destinationOut
            context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
            context.blendMode = .screen
            context.fill(Path(CGRect(x: 0, y: 50, width: 100, height: 50)), with: .color(Color(red: 1, green: 0, blue: 0)))
            """))
        // destinationOut erased the canvas's own pixels: the white background shows through.
        #expect(Self.rgb(p, 25, 25) == Self.white)
        #expect(Self.rgb(p, 75, 25) == Self.black)
        // screen of red over the canvas's transparent pixels is red, composited over white.
        #expect(Self.rgb(p, 50, 75) == Self.red)
    }

    @Test func multiplyAndPlusLighterInALayer() throws {
        let p = try Self.still(Self.canvas("""
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 100, height: 100)), with: .color(Color(red: 0.5, green: 0.5, blue: 0.5)))
                layer.blendMode = .multiply
                layer.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 100)), with: .color(Color(red: 1, green: 0, blue: 0)))
                layer.blendMode = .plusLighter
                layer.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 100)), with: .color(Color(red: 0.5, green: 0, blue: 0)))
            }
            """))
        let m = Self.rgb(p, 25, 50), l = Self.rgb(p, 75, 50)
        #expect(m[0] == 128 && m[1] == 0 && m[2] == 0)        // grey × red
        #expect(l[0] == 255 && l[1] == 128 && l[2] == 128)    // grey + half red, clamped
    }

    @Test func aLayerIsCompositedAsOne() throws {
        let p = try Self.still(Self.canvas("""
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 40)), with: .color(.black))
                layer.fill(Path(CGRect(x: 40, y: 0, width: 60, height: 40)), with: .color(.black))
            }
            context.fill(Path(CGRect(x: 0, y: 60, width: 60, height: 40)), with: .color(.black))
            context.fill(Path(CGRect(x: 40, y: 60, width: 60, height: 40)), with: .color(.black))
            """))
        // In the layer the overlap is no darker; drawn one by one each fill is half transparent.
        #expect(Self.rgb(p, 50, 20) == Self.rgb(p, 10, 20))
        #expect(Self.rgb(p, 50, 80)[0] < Self.rgb(p, 10, 80)[0] - 40)
    }

    @Test func blurFilterSpreadsTheEdge() throws {
        let p = try Self.still(Self.canvas("""
            var blurred = context
            blurred.addFilter(.blur(radius: 6))
            blurred.fill(Path(CGRect(x: 20, y: 20, width: 20, height: 20)), with: .color(.black))
            context.fill(Path(CGRect(x: 60, y: 20, width: 20, height: 20)), with: .color(.black))
            """))
        #expect(Self.rgb(p, 17, 30)[0] < 250)                  // the blur reaches past the square's edge
        #expect(Self.rgb(p, 57, 30) == Self.white)             // the sharp square does not
        #expect(Self.rgb(p, 30, 30)[0] < 60)
    }

    @Test func drawsTextAndSymbolsAtAnAnchor() throws {
        let p = try Self.still(Self.canvas("""
            context.draw(Text("W").font(.system(size: 30)).foregroundColor(.black), at: CGPoint(x: 25, y: 50), anchor: .center)
            let resolved = context.resolve(Text("W").font(.system(size: 30)))
            let s = resolved.measure(in: size)
            context.fill(Path(CGRect(x: 60, y: 10, width: s.width, height: s.height)), with: .color(Color(red: 1, green: 0, blue: 0)))
            context.draw(Image(systemName: "star.fill"), in: CGRect(x: 60, y: 60, width: 30, height: 30))
            """))
        func ink(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) -> Int {
            var n = 0
            for y in y0..<y1 { for x in x0..<x1 where Self.rgb(p, x, y)[0] < 128 { n += 1 } }
            return n
        }
        #expect(ink(10, 35, 40, 65) > 40)                       // the W is centred on (25, 50)
        #expect(ink(0, 0, 100, 30) == 0)
        // The measured text is about as wide as a 30-pt W and as high as its line.
        var redWidth = 0, redHeight = 0
        for x in 60..<100 where Self.rgb(p, x, 20) == Self.red { redWidth += 1 }
        for y in 10..<60 where Self.rgb(p, 65, y) == Self.red { redHeight += 1 }
        #expect(redWidth >= 20 && redWidth <= 35)
        #expect(redHeight >= 30 && redHeight <= 40)
        #expect(ink(60, 60, 90, 90) > 200)                      // the symbol scaled into its rect
    }

    @Test func circlePathInAForEachOfShapes() throws {
        let p = try Self.still(Self.canvas("""
            for i in 0..<4 {
                let rect = CGRect(x: Double(i) * 25, y: 40, width: 20, height: 20)
                context.fill(Circle().path(in: rect), with: .color(.black))
            }
            var path = Path()
            path.addLines([CGPoint(x: 0, y: 90), CGPoint(x: 100, y: 90)])
            context.stroke(path, with: .color(.black), style: StrokeStyle(lineWidth: 4))
            """))
        for i in 0..<4 { #expect(Self.rgb(p, i * 25 + 10, 50) == Self.black) }
        #expect(Self.rgb(p, 22, 50) == Self.white)
        #expect(Self.rgb(p, 50, 90) == Self.black)
    }

    @Test func tooManyOperationsIsAnErrorAtTheCall() throws {
        let source = """
            // flipbook: size 100x100
            import SwiftUI
            Canvas { context, size in
                for i in 0..<300 {
                    for j in 0..<300 {
                        context.fill(Path(CGRect(x: i, y: j, width: 1, height: 1)), with: .color(.black))
                    }
                }
            }
            """
        do {
            let scene = try SceneScript.load(source: source, file: "canvas.swift", overrides: SceneOverrides(scale: 1))
            let clip = try Clip(scene: scene)
            _ = try ParallelFrameRenderer(clip: clip, timing: try FrameTiming(clip: clip), threads: 1).renderStill(at: 0)
            Issue.record("a Canvas of 90 000 fills must fail")
        } catch {
            let message = "\(error)"
            #expect(message.contains("canvas.swift:6:"))
            #expect(message.contains("more than 50000 drawing operations"))
        }
    }

    @Test func aCanvasInATimelineViewRedrawsOnTheClipsClock() throws {
        let body = """
            struct Mover: View {
                let start = Date()
                var body: some View {
                    TimelineView(.animation) { timeline in
                        Canvas { context, size in
                            let t = timeline.date.timeIntervalSince(start)
                            context.fill(Path(CGRect(x: 10 + 40 * t, y: 40, width: 10, height: 10)), with: .color(.black))
                        }
                    }
                }
            }
            // flipbook: duration 2
            #Preview { Mover() }
            """
        let early = try Self.still(body, at: 0)
        let later = try Self.still(body, at: 1)
        #expect(Self.rgb(early, 15, 45) == Self.black)
        #expect(Self.rgb(early, 55, 45) == Self.white)
        #expect(Self.rgb(later, 55, 45) == Self.black)        // 40 pt on after 1 s
        #expect(Self.rgb(later, 15, 45) == Self.white)
    }
}
