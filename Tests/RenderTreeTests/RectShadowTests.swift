import Geometry
import Raster
import RenderTree
import Testing

/// The analytic rectangle shadow against the general path (rasterize, blur the alpha, tint).
@Suite struct RectShadowTests {
    static func render(_ content: Path, sigma: Double, scale: Double) -> Pixmap {
        let shape = RenderNode.shape(ShapeContent(path: content, paint: Paint(.solid(Color(red: 0.2, green: 0.5, blue: 0.9)), opacity: 0.8)))
        let tree = RenderNode.shadow(ShadowEffect(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), radius: sigma, x: 3, y: 7), shape)
        return Renderer().render(tree, size: Size(160, 140), scale: scale, background: .white)
    }

    @Test(arguments: [1.0, 2.5, 8.0]) func analyticShadowMatchesTheGeneralPath(_ sigma: Double) {
        let rect = Rect(x: 40.25, y: 30.5, width: 70, height: 55.75)
        // A rectangle written with an extra point on its top edge is not recognised: general path.
        var general = Path()
        general.move(to: Point(x: rect.minX, y: rect.minY))
        general.addLine(to: Point(x: rect.midX, y: rect.minY))
        general.addLine(to: Point(x: rect.maxX, y: rect.minY))
        general.addLine(to: Point(x: rect.maxX, y: rect.maxY))
        general.addLine(to: Point(x: rect.minX, y: rect.maxY))
        general.closeSubpath()
        for scale in [1.0, 2.0] {
            let a = Self.render(Path(rect), sigma: sigma, scale: scale), b = Self.render(general, sigma: sigma, scale: scale)
            var worst = 0
            for (pa, pb) in zip(a.pixels, b.pixels) {
                let ca = PremultipliedColorU8(packed: pa), cb = PremultipliedColorU8(packed: pb)
                worst = max(worst, abs(Int(ca.r) - Int(cb.r)), abs(Int(ca.g) - Int(cb.g)), abs(Int(ca.b) - Int(cb.b)))
            }
            // The blur is within 2/255 of a true Gaussian (the blur tests); the analytic form is exact.
            #expect(worst <= 2, "σ \(sigma) scale \(scale): worst \(worst)")
        }
    }
}
