import Flipbook
import Testing

/// `ProgressView`, `TextField`/`SecureField`, `.disabled` and the lazy stacks: their looks and
/// metrics (ios-look.md; estimates marked in the views' docs).
@Suite struct ControlLookTests {
    @Test func aProgressBarFillsItsFractionInTheTint() throws {
        let p = try still(ProgressView(value: 0.25).padding(.horizontal, 20), 240, 20)
        // The bar is 4 high, centred: rows 8..<12; the done part is the first quarter of 200 points.
        let blue = pixel(UIKitColor["systemBlue"].light)
        #expect(near(pixel(p, 40, 10), blue, 2))
        #expect(near(pixel(p, 66, 10), blue, 2))
        #expect(!near(pixel(p, 74, 10), blue, 60))
        #expect(pixel(p, 74, 10) != white)                  // the track
        #expect(pixel(p, 120, 6) == white && pixel(p, 120, 13) == white)
        // `.tint` recolours it; the value is clamped to the total.
        let orange = try still(ProgressView(value: 30, total: 10).tint(.orange).padding(.horizontal, 20), 240, 20)
        #expect(near(pixel(orange, 200, 10), pixel(Color.orange), 2))
    }

    @Test func theSpinnerIsTwentyPointsOfGraySpokes() throws {
        let p = try still(ProgressView(), 40, 40)
        let b = try #require(inkBounds(p))
        #expect(b.maxX - b.minX + 1 <= 20 && b.maxX - b.minX + 1 >= 16)
        #expect(b.maxY - b.minY + 1 <= 20 && b.maxY - b.minY + 1 >= 16)
        // The leading spoke, at 12 o'clock, is the darkest.
        let top = pixel(p, 20, b.minY + 2), bottom = pixel(p, 20, b.maxY - 2)
        #expect(top[0] < bottom[0])
    }

    @Test func aTextFieldShowsItsTextOrThePlaceholder() throws {
        let empty = try still(TextField("Name", text: "", isSecure: false), 200, 30)
        let filled = try still(TextField("Name", text: "Ada", isSecure: false), 200, 30)
        // The placeholder is lighter (placeholderText, 30 %) than the text (label).
        let darkest = { (p: Pixmap) in (0..<p.height).flatMap { y in (0..<p.width).map { pixel(p, $0, y)[0] } }.min()! }
        #expect(darkest(filled) < 60)
        #expect(darkest(empty) > 150)
        // Leading, not centred.
        #expect(try #require(inkBounds(filled)).minX < 4)
        let secure = try still(TextField("Password", text: "abc", isSecure: true), 200, 30)
        #expect(differingPixels(secure, filled) > 0)
    }

    @Test func aRoundedBorderFieldHasItsBorder() throws {
        let p = try still(TextField("Email", text: "", isSecure: false, style: .roundedBorder).padding(10), 220, 60)
        let b = try #require(inkBounds(p))
        // 22-point line + 6 + 6 of padding: the border spans 34 points.
        #expect(abs((b.maxY - b.minY + 1) - 34) <= 1)
        #expect(b.minX == 10)
    }

    @Test func disabledButtonsAreGreyedOut() throws {
        let on = try still(Button("Save") { }, 100, 30)
        let off = try still(Button("Save") { }.disabled(true), 100, 30)
        // Enabled: blue ink (blue channel well above red); disabled: grey (tertiaryLabel).
        let ink = { (p: Pixmap) -> [Int] in
            var best = white
            for y in 0..<p.height { for x in 0..<p.width where pixel(p, x, y)[1] < best[1] { best = pixel(p, x, y) } }
            return best
        }
        #expect(ink(on)[2] - ink(on)[0] > 100)
        #expect(abs(ink(off)[2] - ink(off)[0]) < 20)
        let prominent = try still(Button("Save") { }.buttonStyle(.borderedProminent).disabled(true), 100, 40)
        #expect(abs(pixel(prominent, 50, 20)[2] - pixel(prominent, 50, 20)[0]) < 20)
    }

    @Test func lazyStacksTakeTheWholeCrossAxis() throws {
        #expect(near(try laidOutSize(LazyVStack { Text("A").frame(width: 20, height: 10) }, 300, 300), Size(width: 300, height: 10)))
        #expect(near(try laidOutSize(VStack { Text("A").frame(width: 20, height: 10) }, 300, 300), Size(width: 20, height: 10)))
        #expect(near(try laidOutSize(LazyHStack { Text("A").frame(width: 20, height: 10) }, 300, 300), Size(width: 20, height: 300)))
        // Leading alignment puts the child at the leading edge of the full width.
        let p = try still(LazyVStack(alignment: .leading) { Color.red.frame(width: 10, height: 10) }, 100, 10)
        #expect(near(pixel(p, 2, 5), pixel(Color.red), 1) && pixel(p, 50, 5) == white)
    }
}
