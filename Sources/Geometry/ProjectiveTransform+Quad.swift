extension ProjectiveTransform {
    /// The homography that maps the corners of `rect` onto the quadrilateral `quad`
    /// (top-left, top-right, bottom-right, bottom-left), or nil when the quad is degenerate.
    ///
    /// Unit square → quad after Heckbert, "Fundamentals of Texture Mapping and Image Warping"
    /// (1989), §2.2.3, composed with rect → unit square.
    public static func mapping(_ rect: Rect, to quad: [Point]) -> ProjectiveTransform? {
        guard quad.count == 4, rect.width > 0, rect.height > 0 else { return nil }
        let (p0, p1, p2, p3) = (quad[0], quad[1], quad[2], quad[3])
        let sx = p0.x - p1.x + p2.x - p3.x, sy = p0.y - p1.y + p2.y - p3.y
        var a, b, c, d, e, f, g, h: Double
        if abs(sx) < 1e-12 && abs(sy) < 1e-12 {
            a = p1.x - p0.x; b = p2.x - p1.x; c = p0.x
            d = p1.y - p0.y; e = p2.y - p1.y; f = p0.y
            g = 0; h = 0
        } else {
            let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
            let den = dx1 * dy2 - dx2 * dy1
            if abs(den) < 1e-12 { return nil }
            g = (sx * dy2 - dx2 * sy) / den
            h = (dx1 * sy - sx * dy1) / den
            a = p1.x - p0.x + g * p1.x; b = p3.x - p0.x + h * p3.x; c = p0.x
            d = p1.y - p0.y + g * p1.y; e = p3.y - p0.y + h * p3.y; f = p0.y
        }
        // Column form x' = (a u + b v + c)/(g u + h v + 1) → SwiftUI's row-vector layout.
        let square = ProjectiveTransform(m11: a, m12: d, m13: g, m21: b, m22: e, m23: h, m31: c, m32: f, m33: 1)
        let toUnit = ProjectiveTransform(AffineTransform(translationX: -rect.minX, y: -rect.minY)
            .concatenating(AffineTransform(scaleX: 1 / rect.width, y: 1 / rect.height)))
        return toUnit.concatenating(square)
    }
}
