import Document
import Geometry
import Layout
import Raster
import Testing
import Typography

/// A pixel edge as `layout` rounds it (nearest pixel boundary, halves up; see PixelRounding.swift).
func px(_ v: Double, scale: Double = 2) -> Double { (v * scale + 0.5).rounded(.down) / scale }
/// A rect with its edges rounded like `layout` does.
func pxRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, scale: Double = 2) -> Rect {
    let x0 = px(x, scale: scale), y0 = px(y, scale: scale)
    return Rect(x: x0, y: y0, width: px(x + w, scale: scale) - x0, height: px(y + h, scale: scale) - y0)
}
/// Typography's measure of a text in a text style (the numbers the expectations derive from).
func measure(_ s: String, _ font: Font = .body, width: Double? = nil, lineLimit: Int? = nil) throws -> TextLayout {
    try TextLayout.make(s, font: FontSpec(size: font.size, isBold: font.weight.isBold), width: width, lineLimit: lineLimit,
                        lineHeight: font.styleLineHeight)
}

@Suite struct TextLayoutTests {
    static let long = "The quick brown fox jumps over the lazy dog"

    @Test func textWrapsToAFixedWidth() throws {
        // Text(long).frame(width: 150) in 300×300. The text is proposed (150, 300) and wraps into
        // three lines of the body style (line height 22): with Inter 17 pt the widest line is
        // "fox jumps over the". The frame is 150 × 66, centred at (75, 117); the text
        // is centred in it: x = 75 + (150 − w) / 2.
        let m = try measure(Self.long, width: 150)
        #expect(m.lineStrings == ["The quick brown", "fox jumps over the", "lazy dog"])
        #expect(m.size.height == 66)
        let n = try layout(text(Self.long).frame(width: 150), in: Size(width: 300, height: 300))
        #expect(n.outerFrame == Rect(x: 75, y: 117, width: 150, height: 66))
        #expect(n.frame == pxRect(75 + (150 - m.size.width) / 2, 117, m.size.width, 66))
        guard case .text(let t)? = n.content else { Issue.record("no text content"); return }
        #expect(t.layout.lineStrings == m.lineStrings)
        #expect(t.font == FontSpec(size: 17) && t.fill == .color(.black))
    }

    @Test func shortProposedHeightKeepsTheLinesThatFit() throws {
        // Text(long).frame(width: 150, height: 30): three 22 pt lines do not fit in 30, so only
        // ⌊30 / 22⌋ = 1 line is shown, truncated with "…". Frame 150×30 at (75, 135); the 22 pt tall
        // text is centred in it: y = 135 + 4.
        let m = try measure(Self.long, width: 150, lineLimit: 1)
        #expect(m.lineStrings.count == 1 && m.lineStrings[0].hasSuffix("…"))
        let n = try layout(text(Self.long).frame(width: 150, height: 30), in: Size(width: 300, height: 300))
        #expect(n.frame == pxRect(75 + (150 - m.size.width) / 2, 139, m.size.width, 22))
        guard case .text(let t)? = n.content else { Issue.record("no text content"); return }
        #expect(t.layout.lineStrings == m.lineStrings)
    }

    @Test func fixedSizeTextKeepsItsIdealWidth() throws {
        // Text(long).fixedSize().frame(width: 100) in 300×300: fixedSize proposes nil, so the text
        // stays on one line of its ideal width W (≈ 382.36) and overflows the 100-wide frame,
        // centred on it: x = 150 − W / 2.
        let m = try measure(Self.long)
        let n = try layout(text(Self.long).fixedSize().frame(width: 100), in: Size(width: 300, height: 300))
        #expect(n.frame == pxRect(150 - m.size.width / 2, 139, m.size.width, 22))
        #expect(n.outerFrame == Rect(x: 100, y: 139, width: 100, height: 22))
    }

    @Test func hstackOfTextsWrapsTheMoreFlexibleOne() throws {
        // HStack { Text("Hello, world!"); Text(long) } in 390×844: 390 − 8 = 382 on offer. The short
        // text is less flexible (ideal − minimum) and goes first: offered 191, it takes its ideal
        // width a (≈ 107.52). The long text is offered 382 − a and wraps to two lines (44 tall) of
        // widest line b. The stack is a + 8 + b wide, centred.
        let a = try measure("Hello, world!").size.width
        let long = try measure(Self.long, width: 382 - a)
        #expect(long.lineStrings.count == 2)
        let b = long.size.width
        let x = (390 - (a + 8 + b)) / 2
        let n = try layout(hstack([text("Hello, world!"), text(Self.long)]), in: Size(width: 390, height: 844))
        #expect(n.frame == pxRect(x, 400, a + 8 + b, 44))
        #expect(n.children[0].frame == pxRect(x, 411, a, 22))
        #expect(n.children[1].frame == pxRect(x + a + 8, 400, b, 44))
    }

    @Test func firstTextBaselineAlignment() throws {
        // HStack(alignment: .firstTextBaseline) { Text("Big").font(.largeTitle); Text("small").font(.caption);
        // 10×10 } in 300×200. Baselines from the top: big B1 (line height 41), small B2 (line
        // height 16); a rect has no baseline, so its bottom edge aligns. With the baselines on one
        // line, the big text's top is the stack's top (B1 is the largest), the small text sits
        // B1 − B2 lower and the rect's top is B1 − 10. Height = max(41, B1 − B2 + 16, B1).
        let big = try measure("Big", .largeTitle), small = try measure("small", .caption)
        let b1 = big.firstBaseline, b2 = small.firstBaseline
        let w = big.size.width + 8 + small.size.width + 8 + 10
        let h = max(41, b1 - b2 + 16, b1)
        let x = (300 - w) / 2, y = (200 - h) / 2
        let v = hstack(alignment: .firstTextBaseline, [text("Big").font(.largeTitle), text("small").font(.caption), rect(10, 10)])
        let n = try layout(v, in: Size(width: 300, height: 200))
        #expect(n.frame == pxRect(x, y, w, h))
        #expect(n.children[0].frame == pxRect(x, y, big.size.width, 41))
        #expect(n.children[1].frame == pxRect(x + big.size.width + 8, y + b1 - b2, small.size.width, 16))
        #expect(n.children[2].frame == pxRect(x + w - 10, y + b1 - 10, 10, 10))
    }

    @Test func lastTextBaselineAlignment() throws {
        // HStack(alignment: .lastTextBaseline) { Text("one\ntwo"); Text("x") }: the two-line text's
        // last baseline is 22 + B (B = the body's first baseline), so "x" sits one line lower: its
        // top is 22 below the stack's top, and the stack is 44 tall.
        let two = try measure("one\ntwo"), x1 = try measure("x")
        #expect(two.lastBaseline - two.firstBaseline == 22)
        let w = two.size.width + 8 + x1.size.width
        let n = try layout(hstack(alignment: .lastTextBaseline, [text("one\ntwo"), text("x")]), in: Size(width: 200, height: 200))
        let x = (200 - w) / 2
        #expect(n.frame == pxRect(x, 78, w, 44))
        #expect(n.children[1].frame == pxRect(x + two.size.width + 8, 100, x1.size.width, 22))
    }

    @Test func fontEnvironmentAndButtonLabels() throws {
        // VStack(spacing: 0) { Text("A"); Text("B").font(.title) }.font(.headline): "A" takes the
        // stack's headline (17 pt semibold → the bold face, line height 22), "B" its own title
        // (28 pt, line height 34). A button's text label is accent blue.
        let v = vstack(spacing: 0, [text("A"), text("B").font(.title),
                                    .button(ButtonView(label: text("Go"), actionName: "Go"))]).font(.headline)
        let n = try layout(v, in: Size(width: 200, height: 200))
        guard case .text(let a)? = n.children[0].content, case .text(let b)? = n.children[1].content,
              case .text(let go)? = n.children[2].children[0].content else { Issue.record("no text content"); return }
        #expect(a.font == FontSpec(size: 17, weight: 600) && n.children[0].frame.height == 22)
        #expect(b.font == FontSpec(size: 28) && n.children[1].frame.height == 34)
        #expect(go.fill == .color(Color(r8: 0, g8: 122, b8: 255)))
        #expect(n.children[2].path == ViewPath([.index(2)]) && n.children[2].children[0].path == ViewPath([.index(2), .branch("label")]))
    }

    @Test func multilineTextAlignmentCentresShorterLines() throws {
        // Text(long).multilineTextAlignment(.center) in a 150 frame: the first and third lines are
        // centred within the widest (second, "fox jumps over the") line.
        let v = ViewNode.modified(text(Self.long), .multilineTextAlignment(.center)).frame(width: 150)
        let n = try layout(v, in: Size(width: 300, height: 300))
        guard case .text(let t)? = n.content else { Issue.record("no text content"); return }
        #expect(t.layout.lines[1].origin.x == 0)
        #expect(abs(t.layout.lines[0].origin.x - (t.layout.size.width - t.layout.lines[0].width) / 2) < 1e-9)
        #expect(abs(t.layout.lines[2].origin.x - (t.layout.size.width - t.layout.lines[2].width) / 2) < 1e-9)
    }
}
