import Geometry
import Raster
import Testing

@Suite struct ViewTests {
    /// Drawing through a region view lands in the region, in the view's own coordinates, and nowhere else.
    @Test func fillsThroughRegionViews() {
        var pm = Pixmap(width: 40, height: 30)
        pm.withMutableView(region: PixelRect(x: 10, y: 5, width: 12, height: 8)) { v in
            #expect(v.width == 12 && v.height == 8 && v.strideInPixels == 40)
            v.fill(Shapes.rect(-5, -5, 100, 100), with: .color(.white))     // clipped to the view
        }
        for y in 0..<30 {
            for x in 0..<40 {
                let inside = x >= 10 && x < 22 && y >= 5 && y < 13
                #expect(pm[x, y].a == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
        // The same shape drawn into a view equals drawing it offset into a full pixmap.
        var viaView = Pixmap(width: 40, height: 30), direct = Pixmap(width: 40, height: 30)
        let shape = Shapes.ellipse(cx: 12, cy: 8, rx: 9, ry: 5)   // inside the view
        viaView.withMutableView(region: PixelRect(x: 10, y: 5, width: 30, height: 25)) { v in
            v.fill(shape, with: Paint(.linear(LinearGradient(gradient: Gradient(colors: [.black, .white]),
                                                            start: .zero, end: Point(12, 0)))))
        }
        direct.fill(shape, with: Paint(.linear(LinearGradient(gradient: Gradient(colors: [.black, .white]),
                                                              start: .zero, end: Point(12, 0)))),
                    transform: AffineTransform(translationX: 10, y: 5))
        #expect(viaView == direct)
    }

    @Test func regionIsClippedAndViewsReadBack() {
        var pm = Pixmap(width: 10, height: 10)
        pm.withMutableView(region: PixelRect(x: 7, y: 7, width: 10, height: 10)) { v in
            #expect(v.width == 3 && v.height == 3)
            v.fill(with: Color(r8: 10, g8: 20, b8: 30))
            v[0, 0] = PremultipliedColorU8(r: 1, g: 2, b: 3, a: 4)
            let sub = v.subview(PixelRect(x: 1, y: 1, width: 5, height: 5))
            #expect(sub.width == 2 && sub.height == 2)
        }
        #expect(pm[7, 7] == PremultipliedColorU8(r: 1, g: 2, b: 3, a: 4))
        #expect(pm[9, 9] == PremultipliedColorU8(r: 10, g: 20, b: 30, a: 255))
        #expect(pm[6, 6] == .transparent)
        pm.withMutableView(region: PixelRect(x: 20, y: 20, width: 5, height: 5)) { v in
            #expect(v.width == 0 && v.height == 0)
            v.fill(Shapes.rect(0, 0, 5, 5), with: .color(.white))   // nothing to draw, no crash
        }
        let copy = pm.withView(region: PixelRect(x: 7, y: 7, width: 3, height: 3)) { $0.makePixmap() }
        #expect(copy?.width == 3 && copy?[2, 2] == PremultipliedColorU8(r: 10, g: 20, b: 30, a: 255))
        #expect(pm.withView(region: PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.makePixmap() } == nil)
    }
}
