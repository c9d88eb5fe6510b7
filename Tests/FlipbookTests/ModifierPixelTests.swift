import Flipbook
import Testing

/// The rendering modifiers through layout, checked at a few pixels (scale 1, white canvas). The
/// view is usually a 40 × 40 red square centred on a 100 × 100 canvas: pixels 30 ..< 70.
@Suite struct ModifierPixelTests {
    static var square: some View { Color.red.frame(width: 40, height: 40) }
    static let red = pixel(.red), blue = pixel(.blue)

    @Test func clipShapeClippedAndCornerRadius() throws {
        let circle = try still(Self.square.clipShape(Circle()), 100, 100)
        #expect(pixel(circle, 50, 50) == Self.red && pixel(circle, 31, 31) == white && pixel(circle, 50, 31) == Self.red)
        let rounded = try still(Self.square.cornerRadius(12), 100, 100)
        #expect(pixel(rounded, 30, 30) == white && pixel(rounded, 30, 50) == Self.red && pixel(rounded, 69, 69) == white)
        // A 100 × 100 colour in a 20 × 20 frame: clipped to the frame (40 ..< 60), unclipped fills all.
        let big = Color.red.frame(width: 100, height: 100).frame(width: 20, height: 20)
        let unclipped = try still(big, 100, 100), clipped = try still(big.clipped(), 100, 100)
        #expect(pixel(unclipped, 5, 5) == Self.red)
        #expect(pixel(clipped, 5, 5) == white && pixel(clipped, 39, 50) == white && pixel(clipped, 40, 50) == Self.red
                && pixel(clipped, 59, 59) == Self.red && pixel(clipped, 60, 59) == white)
    }

    @Test func maskShowsTheContentThroughTheMasksAlpha() throws {
        let p = try still(Self.square.mask { Circle() }, 100, 100)
        #expect(pixel(p, 50, 50) == Self.red && pixel(p, 31, 31) == white)
        // A mask aligned to the leading half: only x 30 ..< 50 shows.
        let half = try still(Self.square.mask(alignment: .leading) { Rectangle().frame(width: 20) }, 100, 100)
        #expect(pixel(half, 35, 50) == Self.red && pixel(half, 55, 50) == white)
        // A half-transparent mask halves the alpha: red at 50 % over white.
        let faded = try still(Self.square.mask(Color.black.opacity(0.5)), 100, 100)
        #expect(near(pixel(faded, 50, 50), [255, 157, 152, 255], 1))
    }

    @Test func shadowIsAnOffsetBlurredCopyBehind() throws {
        // An unblurred blue shadow offset by (10, 10): it shows below and right of the square only.
        let hard = try still(Self.square.shadow(color: .blue, radius: 0, x: 10, y: 10), 100, 100)
        #expect(pixel(hard, 50, 50) == Self.red && pixel(hard, 75, 75) == Self.blue && pixel(hard, 25, 25) == white)
        #expect(pixel(hard, 75, 35) == white)   // right of the square, above the shadow
        // Blurred: the shadow spreads past its edge (x = 80) and fades; far away it is gone.
        let soft = try still(Self.square.shadow(color: .blue, radius: 4, x: 10, y: 10), 100, 100)
        #expect(pixel(soft, 82, 60) != white && pixel(soft, 82, 60)[2] == 255 && pixel(soft, 82, 60)[0] > 0)
        #expect(pixel(soft, 97, 60) == white)
    }

    @Test func blurSpreadsAndFadesTheEdges() throws {
        let p = try still(Self.square.blur(radius: 4), 100, 100)
        #expect(near(pixel(p, 50, 50), Self.red, 1))      // 20 points (5σ) from every edge
        let inside = pixel(p, 30, 50), outside = pixel(p, 28, 50)
        #expect(inside != Self.red && outside != white)   // the edge is smoothed both ways
        #expect(inside[1] < outside[1])                   // … and still falls off outward
        #expect(pixel(p, 5, 50) == white)
    }

    /// SwiftUI's `blur(radius:opaque: true)` is Core Animation's edge-normalized blur of the view's
    /// own layer (`swiftui-semantics.md` §6.6): the edges repeat outward instead of fading, so a
    /// solid square stays solid up to its edges and nothing spreads outside.
    @Test func opaqueBlurKeepsItsEdges() throws {
        let opaque = try still(Self.square.blur(radius: 4, opaque: true), 100, 100)
        #expect(near(pixel(opaque, 30, 50), Self.red, 2), "edge: \(pixel(opaque, 30, 50))")
        #expect(pixel(opaque, 28, 50) == white, "outside: \(pixel(opaque, 28, 50))")
    }

    @Test func rotationScaleAndOffsetMoveTheDrawing() throws {
        // A 60 × 10 bar centred at (50, 50): rotated 90° it is 10 wide and 60 tall.
        let bar = Color.red.frame(width: 60, height: 10)
        let rotated = try still(bar.rotationEffect(.degrees(90)), 100, 100)
        #expect(pixel(rotated, 50, 25) == Self.red && pixel(rotated, 25, 50) == white)
        // About the leading anchor (20, 50), 90° clockwise: the bar hangs down from there.
        let hinged = try still(bar.rotationEffect(.degrees(90), anchor: .leading), 100, 100)
        #expect(pixel(hinged, 20, 70) == Self.red && pixel(hinged, 20, 30) == white && pixel(hinged, 60, 50) == white)
        let scaled = try still(bar.scaleEffect(x: 0.5, y: 3), 100, 100)   // 30 × 30 about the centre
        #expect(pixel(scaled, 50, 36) == Self.red && pixel(scaled, 30, 50) == white && pixel(scaled, 36, 50) == Self.red)
        let moved = try still(bar.offset(x: 0, y: 30), 100, 100)
        #expect(pixel(moved, 50, 50) == white && pixel(moved, 50, 80) == Self.red)
    }

    @Test func rotation3DShrinksTheFarEdge() throws {
        // About the y axis: one vertical edge recedes (shorter), the other comes closer (taller).
        let p = try still(Color.red.frame(width: 60, height: 40).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0)),
                          100, 100)
        func height(atColumn x: Int) -> Int { (0..<100).filter { pixel(p, x, $0) == Self.red }.count }
        let left = (0..<50).first { height(atColumn: $0) > 0 }!, right = (50..<100).last { height(atColumn: $0) > 0 }!
        #expect(height(atColumn: left + 1) != height(atColumn: right - 1))
        #expect(max(height(atColumn: left + 1), height(atColumn: right - 1)) > 40)
        #expect(right - left < 60)   // foreshortened
    }

    @Test func zIndexDrawsLaterWithoutMovingTheLayout() throws {
        // Two overlapping squares (spacing −20): normally the second covers the overlap.
        func overlap(_ zFirst: Double) throws -> [Int] {
            let p = try still(HStack(spacing: -20) {
                Color.red.frame(width: 40, height: 40).zIndex(zFirst)
                Color.blue.frame(width: 40, height: 40)
            }, 100, 100)
            return pixel(p, 50, 50)   // the overlap is x 40 ..< 60
        }
        #expect(try overlap(0) == Self.blue)
        #expect(try overlap(1) == Self.red)
    }

    @Test func backgroundInAShapeAndOverlay() throws {
        let p = try still(Color.clear.frame(width: 60, height: 20).background(.red, in: Capsule()), 100, 100)
        #expect(pixel(p, 50, 50) == Self.red && pixel(p, 20, 40) == white && pixel(p, 30, 50) == Self.red)
        let o = try still(Self.square.overlay(alignment: .topLeading) { Color.blue.frame(width: 10, height: 10) }, 100, 100)
        #expect(pixel(o, 32, 32) == Self.blue && pixel(o, 45, 45) == Self.red)
    }

    @Test func materialBlursWhatIsBehindAndTintsIt() throws {
        // Black left half, white right half; a regular-material card over the middle.
        let p = try still(ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            Color.clear.frame(width: 60, height: 60).background(.regularMaterial, in: Rectangle())
        }, 100, 100)
        #expect(pixel(p, 5, 50) == pixel(.black) && pixel(p, 95, 50) == white)   // outside: untouched
        let left = pixel(p, 25, 50), right = pixel(p, 74, 50)
        #expect(left[0] > 60)                       // the white tint lightens the black side
        #expect(left[0] < right[0])                  // but the backdrop still shows through
        let edgeL = pixel(p, 45, 50), edgeR = pixel(p, 54, 50)
        #expect(edgeL[0] > left[0] && edgeR[0] < right[0])   // blurred across the black/white edge
    }

    @Test func opacityOfAGroupCompositesOnce() throws {
        func overlapPixel(group: Bool) throws -> [Int] {
            let stack = ZStack {
                Color.red.frame(width: 40, height: 40).offset(x: -10).opacity(group ? 1 : 0.5)
                Color.red.frame(width: 40, height: 40).offset(x: 10).opacity(group ? 1 : 0.5)
            }
            return pixel(try still(stack.opacity(group ? 0.5 : 1), 100, 100), 50, 50)
        }
        // Group: one layer at 50 %; separately: 50 % over 50 % = 75 % red.
        #expect(near(try overlapPixel(group: true), [255, 157, 152, 255], 1))
        #expect(near(try overlapPixel(group: false), [255, 108, 100, 255], 2))
    }
}

extension ModifierPixelTests {
    /// `grayscale(_:)` through layout and rendering: iOS red (255, 59, 48) becomes its Rec. 709
    /// luminance, 0.2126·255 + 0.7152·59 + 0.0722·48 = 99.9, at amount 1, half-way at 0.5 (the
    /// Filter Effects matrix: R = 177.4, G = 79.4, B = 73.9), and stays red at 0. The canvas
    /// around it is untouched.
    @Test func grayscaleDesaturatesTowardsLuminance() throws {
        let full = try still(Self.square.grayscale(1), 100, 100)
        #expect(pixel(full, 50, 50) == [100, 100, 100, 255] && pixel(full, 10, 10) == white)
        let half = try still(Self.square.grayscale(0.5), 100, 100)
        #expect(pixel(half, 50, 50) == [177, 79, 74, 255])
        let none = try still(Self.square.grayscale(0), 100, 100)
        #expect(pixel(none, 50, 50) == Self.red)
        // Over a translucent view the matrix applies to the composited layer: 50 % red on white
        // blends after the grey, not before (white stays white).
        let faded = try still(Self.square.opacity(0.5).grayscale(1), 100, 100)
        #expect(near(pixel(faded, 50, 50), [178, 178, 178, 255], 1) && pixel(faded, 10, 10) == white)
    }
}

extension ModifierPixelTests {
    /// The other colour-matrix effects on iOS red (255, 59, 48), each worked out from its matrix.
    @Test func colorEffectsFollowTheirMatrices() throws {
        func centre(_ v: some View) throws -> [Int] { pixel(try still(v, 100, 100), 50, 50) }
        // SVG saturate(0): 0.213·255 + 0.715·59 + 0.072·48 = 99.96.
        #expect(try centre(Self.square.saturation(0)) == [100, 100, 100, 255])
        #expect(try centre(Self.square.saturation(1)) == Self.red)
        // contrast(0) is mid grey; contrast(1) unchanged.
        #expect(try centre(Self.square.contrast(0)) == [128, 128, 128, 255])
        #expect(try centre(Self.square.contrast(1)) == Self.red)
        #expect(try centre(Self.square.brightness(1)) == [255, 255, 255, 255])
        #expect(try centre(Self.square.brightness(0)) == Self.red)
        // hueRotate(180°): R −55 → 0, G 140.9, B 151.9.
        #expect(near(try centre(Self.square.hueRotation(.degrees(180))), [0, 141, 152, 255], 1))
        #expect(try centre(Self.square.hueRotation(.zero)) == Self.red)
        #expect(try centre(Self.square.colorInvert()) == [0, 196, 207, 255])
        // × iOS blue (0, 122, 255): 59·122/255 = 28.2.
        #expect(try centre(Self.square.colorMultiply(.blue)) == [0, 28, 48, 255])
        // Luminance 0.2125 + 0.7154·59/255 + 0.0721·48/255 = 0.3916 → black at alpha 100 over white: 155.
        #expect(near(try centre(Self.square.luminanceToAlpha()), [155, 155, 155, 255], 1))
    }
}

extension ModifierPixelTests {
    /// `blendMode` combines the view with what is drawn behind it; `compositingGroup` makes the
    /// group's own pixels the backdrop.
    @Test func blendModeCombinesWithWhatIsBehind() throws {
        // White with .difference over iOS red (255, 59, 48): (0, 196, 207); outside the square the
        // difference of white and the white canvas is black.
        let diff = try still(ZStack { Color.red.frame(width: 40, height: 40); Color.white.frame(width: 60, height: 20).blendMode(.difference) }, 100, 100)
        #expect(pixel(diff, 50, 50) == [0, 196, 207, 255])
        #expect(pixel(diff, 25, 50) == [0, 0, 0, 255] && pixel(diff, 50, 35) == Self.red)
        // Multiply by iOS blue (0, 122, 255) over red: (0, 28, 48), as colorMultiply gives.
        let multiplied = try still(ZStack { Self.square; Color.blue.frame(width: 40, height: 40).blendMode(.multiply) }, 100, 100)
        #expect(pixel(multiplied, 50, 50) == [0, 28, 48, 255])
    }

    @Test func destinationOutInACompositingGroupCutsAHole() throws {
        // The spotlight pattern: a dimming layer with a hole, the hole showing the canvas beneath.
        let dim = ZStack {
            Color.black.opacity(0.5)
            Circle().frame(width: 30, height: 30).blendMode(.destinationOut)
        }
        .compositingGroup()
        let p = try still(ZStack { Self.square; dim }, 100, 100)
        #expect(pixel(p, 50, 50) == Self.red)                          // through the hole
        #expect(near(pixel(p, 10, 10), [128, 128, 128, 255], 1))        // dimmed white
        #expect(near(pixel(p, 32, 32), [128, 30, 24, 255], 1))          // dimmed red, outside the circle
    }
}
