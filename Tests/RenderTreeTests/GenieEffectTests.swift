import Geometry
import Raster
import RenderTree
import Testing

/// The genie effect's geometry (BCGenieEffect, §9) and its rendering.
@Suite struct GenieEffectTests {
    static let source = Rect(x: 100, y: 20, width: 200, height: 200)
    static let target = Rect(x: 175, y: 330, width: 50, height: 50)

    @Test func atZeroTheStripsTileTheView() {
        let g = GenieEffect(progress: 0, source: Self.source, target: Self.target, edge: .top)
        let strips = g.strips()
        #expect(strips.count == 20)   // 200 pt in 10 pt slices
        for s in strips {
            let q = s.quad
            #expect(abs(q[0].x - s.source.minX) < 1e-9 && abs(q[0].y - s.source.minY) < 1e-9)
            #expect(abs(q[2].x - s.source.maxX) < 1e-9 && abs(q[2].y - s.source.maxY) < 1e-9)
        }
    }

    @Test(arguments: [GenieEffect.Edge.top, .bottom, .left, .right]) func atOneEverythingIsInsideTheTarget(_ edge: GenieEffect.Edge) {
        // Put the view on the side the edge names (top: the view above the target, etc.).
        let t = Rect(x: 400, y: 400, width: 50, height: 50)
        let v: Rect
        switch edge {
        case .top: v = Rect(x: 325, y: 100, width: 200, height: 200)
        case .bottom: v = Rect(x: 325, y: 550, width: 200, height: 200)
        case .left: v = Rect(x: 100, y: 325, width: 200, height: 200)
        case .right: v = Rect(x: 550, y: 325, width: 200, height: 200)
        }
        let g = GenieEffect(progress: 1, source: v, target: t, edge: edge)
        let margin = 2 * 50.0 / 200 + 1e-9   // the destination is widened by 2 pt × (target / view)
        for s in g.strips() {
            for p in s.quad {
                #expect(p.x >= t.minX - margin && p.x <= t.maxX + margin && p.y >= t.minY - margin && p.y <= t.maxY + margin,
                        "\(edge): \(p)")
            }
        }
    }

    @Test func midwayTheViewFunnelsTowardTheTarget() {
        let g = GenieEffect(progress: 0.5, source: Self.source, target: Self.target, edge: .top)
        let strips = g.strips()
        // Widths shrink monotonically toward the target; the funnel stays centred on the axis.
        var last = Double.infinity
        for s in strips {
            let width = s.quad[2].x - s.quad[3].x
            #expect(width <= last + 1e-9)
            last = width
            #expect(abs((s.quad[2].x + s.quad[3].x) / 2 - 200) < 1e-9)
        }
    }

    @Test func renderingAtOneDrawsOnlyInsideTheTarget() {
        let square = RenderNode.shape(ShapeContent(path: Path(Self.source), paint: .color(Color(red: 1, green: 0, blue: 0))))
        let tree = RenderNode.genie(GenieEffect(progress: 1, source: Self.source, target: Self.target, edge: .top), square)
        let p = Renderer().render(tree, size: Size(400, 400), background: .white)
        var outside = 0, inside = 0
        for y in 0..<400 { for x in 0..<400 where p[x, y].g < 250 {
            if Self.target.insetBy(dx: -2, dy: -2).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) { inside += 1 } else { outside += 1 }
        } }
        #expect(outside == 0)
        #expect(inside > 2000)   // the 50×50 target is (nearly) filled with red
    }
}
