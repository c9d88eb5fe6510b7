import Geometry
import Raster
import RenderTree
import Testing

@Suite struct RenderTreeEffectTests {
    /// The shadow is the content's alpha blurred with σ = radius and moved by the offset: its
    /// intensity centroid sits at the content's centre plus the offset, and it spreads about ±3σ.
    @Test func shadowOffsetAndSpread() {
        let content = RenderNode.shape(ShapeContent(path: Path(Rect(x: 40, y: 40, width: 20, height: 20)),
                                                    paint: .color(.white)))
        let tree = RenderNode.shadow(ShadowEffect(color: .black, radius: 4, x: 0, y: 30), content)
        let p = Renderer().render(tree, size: Size(100, 120), background: .white)
        // Darkness below the content, where only the shadow is.
        var sum = 0.0, sy = 0.0, sx = 0.0, rows: [Double] = []
        for y in 61..<120 {
            var row = 0.0
            for x in 0..<100 {
                let d = 255 - Double(p[x, y].g)
                sum += d; sx += d * (Double(x) + 0.5); sy += d * (Double(y) + 0.5); row += d
            }
            rows.append(row)
        }
        #expect(abs(sx / sum - 50) < 0.05)
        // The visible part (below y = 61) of a shadow centred at y = 80 with half-height 10 and σ 4:
        // its bottom edge sits at 90 and fades out within 3σ = 12 px.
        let edge = (rows[89 - 61] + rows[90 - 61]) / 2
        #expect(abs(edge - rows[80 - 61] / 2) < rows[80 - 61] * 0.03)
        #expect(rows[102 - 61] < rows[80 - 61] * 0.01)
        // In the middle of the shadow (2.5σ from each edge) it is nearly fully dark.
        #expect(p[50, 80].g < 10)
        // Above the content there is no shadow at all.
        #expect(p[50, 20] == Color.white.premultiplied)
    }

    @Test func blurSpreadsAHardEdgeSymmetrically() {
        let tree = RenderNode.blur(BlurEffect(radius: 3), square(20, -40, 60, .black))
        let p = Renderer().render(tree, size: Size(100, 10), background: .white)
        // Half intensity at the edge (between pixels 19 and 20); symmetric around it.
        #expect(abs((Double(p[19, 5].g) + Double(p[20, 5].g)) / 2 - 127.5) < 3)
        let darkInside = 255 - Double(p[22, 5].g), lightOutside = Double(p[17, 5].g)
        #expect(abs(darkInside - lightOutside) < 4)
        #expect(p[50, 5].g < 2)
        #expect(p[5, 5].g > 253)
    }

    @Test func projectedQuadLandsOnTheReferenceCorners() {
        // §6.3 worked example: 100×50, 60° about y, centre anchor, perspective 1 →
        // (0,0)→(5.907,−19.093), (100,0)→(67.446,7.554), (0,50)→(5.907,69.093), (100,50)→(67.446,42.446).
        let size = Size(100, 50)
        let proj = rotation3DEffect(angle: Double.pi / 3, axis: (x: 0, y: 1, z: 0), anchor: Point(x: 0.5, y: 0.5), size: size)
        let tree = RenderNode.transform(AffineTransform(translationX: 0, y: 30),
                                        .projection(proj, square(0, 0, 100, .black).clippedTo(size)))
        let p = Renderer().render(tree, size: Size(100, 110))
        // Inside the quad (left edge is x = 5.907 spanning y −19…69, right edge x = 67.4 spanning 7.5…42.4).
        #expect(p[10, 30 + 25].a == 255)
        #expect(p[60, 30 + 25].a == 255)
        #expect(p[8, 30 - 15].a == 255)
        // Outside: left of the left edge, right of the right edge, above the receding right side.
        #expect(p[4, 30 + 25].a == 0)
        #expect(p[69, 30 + 25].a == 0)
        #expect(p[64, 33].a == 0)
    }

    @Test func layerBoundsIncludeEffectMargins() {
        let s = square(10, 10, 20, .black)
        #expect(s.bounds() == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(RenderNode.blur(BlurEffect(radius: 2), s).bounds() == Rect(x: 4, y: 4, width: 32, height: 32))
        let sh = RenderNode.shadow(ShadowEffect(radius: 1, x: 5, y: 0), s).bounds()
        #expect(sh == Rect(x: 10, y: 7, width: 28, height: 26))
        let clipped = RenderNode.clip(ClipShape(path: Path(Rect(x: 0, y: 0, width: 15, height: 15))), s).bounds()
        #expect(clipped == Rect(x: 10, y: 10, width: 5, height: 5))
        #expect(s.bounds(transform: AffineTransform(scaleX: 2, y: 2)) == Rect(x: 20, y: 20, width: 40, height: 40))
    }

    @Test func materialBlursAndTintsTheBackdropInsideItsShape() {
        // Stripes behind a material capsule: inside, the stripes are smoothed and lightened.
        var stripes: [RenderNode] = []
        for i in 0..<20 where i % 2 == 0 {
            stripes.append(square(Double(i) * 5, 0, 5, .black).stretchedTo(height: 60))
        }
        let tree = RenderNode.group(stripes + [.material(MaterialContent(material: .regular,
                                                                          path: Path(Rect(x: 20, y: 10, width: 60, height: 40))))])
        let p = Renderer().render(tree, size: Size(100, 60), background: .white)
        // Outside the material the stripes are untouched.
        #expect(p[2, 5].g == 0 && p[7, 5].g == 255)
        // Inside: light (tint 70 % white) and nearly flat (blur σ 30 ≫ stripe period).
        let a = Double(p[50, 30].g), b = Double(p[55, 30].g)
        #expect(a > 200 && b > 200)
        #expect(abs(a - b) < 4)
    }
}

extension RenderNode {
    func clippedTo(_ s: Size) -> RenderNode { .clip(ClipShape(path: Path(Rect(x: 0, y: 0, width: s.width, height: s.height))), self) }
    func stretchedTo(height: Double) -> RenderNode {
        guard case .shape(var c) = self else { return self }
        let b = c.path.controlPointBounds
        c.path = Path(Rect(x: b.minX, y: 0, width: b.width, height: height))
        return .shape(c)
    }
}
