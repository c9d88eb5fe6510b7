#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Document
import Geometry
import Layout
import Motion
import SceneScript
import Testing

/// Custom `Shape`s as SwiftUI animates them: every frame sets the interpolated `animatableData`
/// and calls `path(in:)` again (not a morph of two outlines); `trim(from:to:)` animates its ends;
/// an `InsettableShape` insets itself for `strokeBorder`.
@Suite struct AnimatableShapeTests {
    static let wave = """
    import SwiftUI

    struct Wave: Shape {
        var phase: Double
        var amplitude: CGFloat = 20
        var animatableData: Double {
            get { phase }
            set { phase = newValue }
        }
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: 0, y: rect.midY + amplitude * sin(phase)))
            for x in stride(from: 0, through: rect.width, by: 10) {
                path.addLine(to: CGPoint(x: x, y: rect.midY + amplitude * sin(phase + x / rect.width * 2 * .pi)))
            }
            return path
        }
    }

    struct ContentView: View {
        @State private var phase = 0.0
        var body: some View {
            Wave(phase: phase)
                .stroke(.blue, lineWidth: 3)
                .frame(width: 200, height: 100)
                .onAppear {
                    withAnimation(.linear(duration: 1)) { phase = .pi * 2 }
                }
        }
    }
    """

    /// The first node drawing a shape, and its drawing, at t.
    func shapeNode(_ source: String, at t: Double) throws -> (LayoutNode, ShapeDrawing) {
        let clip = try Clip(scene: try scene(source))
        let root = try clip.presentation(at: t).layout
        for n in root.allNodes { if case .shape(let d)? = n.content { return (n, d) } }
        Issue.record("no shape on screen")
        throw CancellationError()
    }

    /// The wave `path(in:)` draws for a phase, written out in Swift, in canvas coordinates.
    func expectedWave(phase: Double, frame: Rect) -> [Point] {
        var pts = [Point(x: 0, y: 50 + 20 * sin(phase))]
        for x in stride(from: 0.0, through: 200, by: 10) { pts.append(Point(x: x, y: 50 + 20 * sin(phase + x / 200 * 2 * .pi))) }
        return pts.map { Point(x: $0.x + frame.minX, y: $0.y + frame.minY) }
    }

    func close(_ a: [Point], _ b: [Point]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    @Test func waveHalfWayIsPathInAtHalfThePhase() throws {
        let (node, drawing) = try shapeNode(Self.wave, at: 0.5)
        guard case .custom(let c) = drawing.kind else { Issue.record("not a custom shape: \(drawing.kind)"); return }
        #expect(c.name == "Wave")
        #expect(c.data == [Double.pi])                      // linear, half-way: phase 2π / 2
        let drawn = drawing.path(in: node.frame)
        #expect(close(drawn.points, expectedWave(phase: .pi, frame: node.frame)))
        // Not a blend of the two end outlines: at phase π the wave is mirrored, while the ends
        // (phase 0 and 2π) are the same outline, so any morph of them would be that outline.
        #expect(!close(drawn.points, expectedWave(phase: 0, frame: node.frame)))
        let (_, end) = try shapeNode(Self.wave, at: 1.5)
        #expect(close(end.path(in: node.frame).points, expectedWave(phase: 2 * .pi, frame: node.frame)))
    }

    @Test func quarterTimeOfEaseInIsTheCurvesFraction() throws {
        // easeIn(duration: 1) at t = 0.25 is SwiftUI's Bézier (0.42, 0, 1, 1) there: phase = 2π × that.
        let source = Self.wave.replacingOccurrences(of: ".linear(duration: 1)", with: ".easeIn(duration: 1)")
        let (_, drawing) = try shapeNode(source, at: 0.25)
        guard case .custom(let c) = drawing.kind else { Issue.record("not a custom shape"); return }
        let fraction = c.data[0] / (2 * .pi)
        #expect(fraction > 0.05 && fraction < 0.15)
        #expect(abs(fraction - UnitCurve.easeIn.value(at: 0.25)) < 1e-5)
    }

    @Test func aShapeWithoutAnimatableDataSnaps() throws {
        let source = Self.wave.replacingOccurrences(of: """
            var animatableData: Double {
                get { phase }
                set { phase = newValue }
            }
        """, with: "")
        let (node, drawing) = try shapeNode(source, at: 0.5)
        guard case .custom(let c) = drawing.kind else { Issue.record("not a custom shape"); return }
        #expect(c.data.isEmpty)
        #expect(close(drawing.path(in: node.frame).points, expectedWave(phase: 2 * .pi, frame: node.frame)))
    }

    @Test func animatablePairsNestAndInterpolateComponentWise() throws {
        let source = """
        struct Blob: Shape {
            var width: Double
            var lift: Double
            var bend: Double
            var animatableData: AnimatablePair<Double, AnimatablePair<Double, Double>> {
                get { AnimatablePair(width, AnimatablePair(lift, bend)) }
                set { width = newValue.first; lift = newValue.second.first; bend = newValue.second.second }
            }
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: 0, y: lift))
                    p.addQuadCurve(to: CGPoint(x: width, y: lift), control: CGPoint(x: width / 2, y: bend))
                }
            }
        }
        struct ContentView: View {
            @State private var on = false
            var body: some View {
                Blob(width: on ? 100 : 20, lift: on ? 10 : 30, bend: on ? -40 : 40)
                    .stroke(lineWidth: 2)
                    .frame(width: 120, height: 80)
                    .onAppear { withAnimation(.linear(duration: 2)) { on = true } }
            }
        }
        """
        let (node, drawing) = try shapeNode(source, at: 0.5)    // a quarter of the way
        guard case .custom(let c) = drawing.kind else { Issue.record("not a custom shape"); return }
        #expect(c.data == [40, 25, 20])
        let o = node.frame.origin
        #expect(drawing.path(in: node.frame).points == [Point(x: o.x, y: o.y + 25), Point(x: o.x + 20, y: o.y + 20),
                                                        Point(x: o.x + 40, y: o.y + 25)])
    }

    @Test func trimAnimatesItsEnds() throws {
        let source = """
        struct ContentView: View {
            @State private var progress = 0.0
            var body: some View {
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .frame(width: 100, height: 100)
                    .onAppear { withAnimation(.linear(duration: 1)) { progress = 1 } }
            }
        }
        """
        let (node, drawing) = try shapeNode(source, at: 0.5)
        #expect(drawing.kind == .trimmed(.circle, from: 0, to: 0.5))
        // Half a circle of a 100 pt frame: from the rightmost point clockwise to the leftmost.
        let b = drawing.path(in: node.frame).controlPointBounds
        #expect(abs(b.width - 100) < 1e-6)
        #expect(abs(b.height - 50) < 1)
    }

    @Test func insettableShapeInsetsItselfForStrokeBorder() throws {
        let source = """
        struct Ring: InsettableShape {
            var insetAmount: CGFloat = 0
            func path(in rect: CGRect) -> Path {
                Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
            }
            func inset(by amount: CGFloat) -> some InsettableShape {
                var ring = self
                ring.insetAmount += amount
                return ring
            }
        }
        struct ContentView: View {
            var body: some View {
                Ring().strokeBorder(.red, lineWidth: 10).frame(width: 100, height: 100)
            }
        }
        """
        let (node, drawing) = try shapeNode(source, at: 0)
        guard case .custom(let c)? = drawing.kind.insetForBorder(5) else { Issue.record("not a custom shape"); return }
        let b = c.path(in: Rect(origin: .zero, size: node.frame.size)).controlPointBounds
        #expect(b == Rect(x: 5, y: 5, width: 90, height: 90))
    }

    @Test func badShapesAreClearErrors() throws {
        #expect(failure("""
        struct Blank: Shape {
            var x = 1.0
        }
        struct ContentView: View { var body: some View { Blank() } }
        """)?.hasPrefix("1:1: shape 'Blank' has no 'func path(in rect: CGRect) -> Path'") == true)

        let looping = """
        struct Spin: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                for i in 0..<100_000_000 {
                    path.addLine(to: CGPoint(x: Double(i), y: 0))
                }
                return path
            }
        }
        struct ContentView: View { var body: some View { Spin().stroke() } }
        """
        do {
            _ = try node(looping)
            Issue.record("a path(in:) looping 10⁸ times was not stopped")
        } catch {
            let text = "\(error)"
            #expect(text.contains("4:18"))
            #expect(text.contains("a loop over 100000000 elements is too long (at most 10000)"))
        }

        let border = """
        struct Tri: Shape {
            func path(in rect: CGRect) -> Path { Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: rect.maxX, y: 0)) } }
        }
        struct ContentView: View { var body: some View { Tri().strokeBorder(lineWidth: 2) } }
        """
        do {
            _ = try node(border)
            Issue.record("strokeBorder on a plain Shape was accepted")
        } catch {
            #expect("\(error)".contains("strokeBorder needs an InsettableShape; 'Tri' is a Shape"))
        }
    }
}
