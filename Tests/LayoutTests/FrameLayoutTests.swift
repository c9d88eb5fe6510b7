import Document
import Geometry
import Layout
import Testing

@Suite struct FrameLayoutTests {
    static let alignments: [(Alignment, Double, Double)] = [
        // A 20×10 rect in a 100×60 frame: x = 0 / (100 − 20) / 2 = 40 / 100 − 20 = 80 for
        // leading / center / trailing; y = 0 / (60 − 10) / 2 = 25 / 60 − 10 = 50 for top / center / bottom.
        (.topLeading, 0, 0), (.top, 40, 0), (.topTrailing, 80, 0),
        (.leading, 0, 25), (.center, 40, 25), (.trailing, 80, 25),
        (.bottomLeading, 0, 50), (.bottom, 40, 50), (.bottomTrailing, 80, 50),
    ]

    @Test(arguments: alignments)
    func frameAlignsItsChild(_ a: Alignment, _ x: Double, _ y: Double) throws {
        let n = try layout(rect(20, 10).frame(width: 100, height: 60, alignment: a), in: Size(width: 100, height: 60))
        #expect(n.outerFrame == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(n.frame == Rect(x: x, y: y, width: 20, height: 10))
    }

    @Test func frameWithOneDimensionKeepsTheChildsOther() throws {
        // Color.frame(height: 40) in 300×300: the colour is proposed (300, 40) and takes it; the frame
        // is 300 (the child's width) × 40, centred at y = 130.
        #expect(try dump(color(.red).frame(height: 40), 300, 300) == "/ Color [0, 130, 300×40] frame [0, 130, 300×40]")
    }

    @Test func flexibleFrameMinAndMaxClampTheProposal() throws {
        // Color.frame(minWidth: 50, maxWidth: 200) in 300×100: both bounds → width = clamp(300, 50, 200)
        // = 200 without asking the child; height has no bounds → the child's answer to 100 = 100.
        // The child is then proposed the frame's 200×100. Centred: x = 50.
        #expect(try dump(color(.red).frame(minWidth: 50, maxWidth: 200), 300, 100)
                == "/ Color [50, 0, 200×100] flexibleFrame [50, 0, 200×100]")
    }

    @Test func maxWidthInfinityFillsAndAligns() throws {
        // 30×30.frame(maxWidth: .infinity, alignment: .leading) in 300×100: max only → width =
        // min(∞, max(proposal 300, child 30)) = 300; height: child's 30. Frame at y = 35; the rect
        // sits at the frame's leading edge.
        #expect(try dump(rect(30, 30).frame(maxWidth: .infinity, alignment: .leading), 300, 100)
                == "/ Rectangle [0, 35, 30×30] frame [0, 35, 30×30] flexibleFrame [0, 35, 300×30]")
    }

    @Test func minOnlyFrameGrowsASmallChild() throws {
        // 30×30.frame(minWidth: 100, minHeight: 80) in 300×300: min only → child proposed
        // max(100, 300) = 300 per axis, answers 30; frame = max(min, min(300, 30)) = 100 × 80,
        // centred at (100, 110); the rect is centred in it at (135, 135).
        #expect(try dump(rect(30, 30).frame(minWidth: 100, minHeight: 80), 300, 300)
                == "/ Rectangle [135, 135, 30×30] frame [135, 135, 30×30] flexibleFrame [100, 110, 100×80]")
    }

    @Test func maxOnlyFrameCapsAFlexibleChild() throws {
        // Color.frame(maxWidth: 80, maxHeight: .infinity) in 300×200: width: child proposed
        // min(80, 300) = 80, frame = min(80, max(80, 80)) = 80; height: child proposed 200, frame 200.
        #expect(try dump(color(.red).frame(maxWidth: 80, maxHeight: .infinity), 300, 200)
                == "/ Color [110, 0, 80×200] flexibleFrame [110, 0, 80×200]")
    }

    @Test func idealSizeAnswersANilProposal() throws {
        // Color.frame(idealWidth: 120, idealHeight: 40).fixedSize() in 300×300: fixedSize proposes
        // nil × nil, so the frame answers its ideals, 120×40, without asking the colour; centred at
        // (90, 130). Placing, the colour is proposed 120×40 (ideal given) and fills it.
        #expect(try dump(color(.red).frame(idealWidth: 120, idealHeight: 40).fixedSize(), 300, 300)
                == "/ Color [90, 130, 120×40] flexibleFrame [90, 130, 120×40] fixedSize [90, 130, 120×40]")
    }

    @Test func paddingVariants() throws {
        // 50×50.padding() in 200×200: 16 on every edge → 82×82 at (59, 59), the rect at (75, 75).
        #expect(try dump(rect(50, 50).padding(), 200, 200)
                == "/ Rectangle [75, 75, 50×50] frame [75, 75, 50×50] padding [59, 59, 82×82]")
        // .padding(.horizontal, 10): 70×50 at (65, 75); the rect at (75, 75).
        #expect(try dump(rect(50, 50).padding(.horizontal, 10), 200, 200)
                == "/ Rectangle [75, 75, 50×50] frame [75, 75, 50×50] padding [65, 75, 70×50]")
        // EdgeInsets(top 5, leading 10, bottom 15, trailing 20): 80×70 at (60, 65); the rect at
        // (60 + 10, 65 + 5) = (70, 70).
        #expect(try dump(rect(50, 50).padding(EdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 20)), 200, 200)
                == "/ Rectangle [70, 70, 50×50] frame [70, 70, 50×50] padding [60, 65, 80×70]")
        // Color.padding(20) in 200×100: the colour is proposed 160×60 and takes it, at (20, 20).
        #expect(try dump(color(.red).padding(20), 200, 100) == "/ Color [20, 20, 160×60] padding [0, 0, 200×100]")
    }

    @Test func zstackAlignment() throws {
        // ZStack(alignment: .bottomTrailing) { 100×60; 40×20 } in 200×200: the union is 100×60 at
        // (50, 70); the small rect's bottom-trailing corner meets the big one's: (150 − 40, 130 − 20).
        #expect(try dump(zstack(alignment: .bottomTrailing, [rect(100, 60), rect(40, 20)]), 200, 200) == lines(
            "/ ZStack [50, 70, 100×60]",
            "  #0 Rectangle [50, 70, 100×60] frame [50, 70, 100×60]",
            "  #1 Rectangle [110, 110, 40×20] frame [110, 110, 40×20]"))
        // ZStack(alignment: .topLeading) { 30×80; 60×20 }: the union is 60×80 at (70, 60).
        #expect(try dump(zstack(alignment: .topLeading, [rect(30, 80), rect(60, 20)]), 200, 200) == lines(
            "/ ZStack [70, 60, 60×80]",
            "  #0 Rectangle [70, 60, 30×80] frame [70, 60, 30×80]",
            "  #1 Rectangle [70, 60, 60×20] frame [70, 60, 60×20]"))
    }

    @Test func fixedSizeProposesNil() throws {
        // Color.fixedSize() in 300×300: nil × nil → a shape's default 10×10, centred at (145, 145).
        #expect(try dump(color(.red).fixedSize(), 300, 300) == "/ Color [145, 145, 10×10] fixedSize [145, 145, 10×10]")
        // Color.frame(width: 100).fixedSize(horizontal: false, vertical: true) in 300×300: the frame
        // is proposed (300, nil) → the colour (100, nil) → 100×10.
        #expect(try dump(color(.red).frame(width: 100).fixedSize(horizontal: false, vertical: true), 300, 300)
                == "/ Color [100, 145, 100×10] frame [100, 145, 100×10] fixedSize [100, 145, 100×10]")
    }

    @Test func aspectRatioFitAndFill() throws {
        // Color.aspectRatio(2, .fit) in 300×300: the ratio 2:1 scaled by min(300/2, 300/1) = 150 →
        // 300×150 at (0, 75).
        #expect(try dump(color(.red).aspectRatio(2, contentMode: .fit), 300, 300)
                == "/ Color [0, 75, 300×150] aspectRatio [0, 75, 300×150]")
        // .fill: scale max(150, 300) = 300 → 600×300, centred: x = (300 − 600) / 2 = −150.
        #expect(try dump(color(.red).aspectRatio(2, contentMode: .fill), 300, 300)
                == "/ Color [-150, 0, 600×300] aspectRatio [-150, 0, 600×300]")
        // Circle().scaledToFit() in 300×200: the circle's ideal size is 10×10, a square → 1:1,
        // scale min(300, 200) = 200 → 200×200 at (50, 0).
        #expect(try dump(shape(.circle).aspectRatio(contentMode: .fit), 300, 200)
                == "/ Circle [50, 0, 200×200] aspectRatio [50, 0, 200×200]")
    }

    @Test func positionCentresAndTakesTheProposal() throws {
        // 40×40.position(x: 50, y: 60) in 300×200: the position view takes all 300×200; the rect is
        // centred at (50, 60) → origin (30, 40).
        #expect(try dump(rect(40, 40).position(x: 50, y: 60), 300, 200)
                == "/ Rectangle [30, 40, 40×40] frame [30, 40, 40×40] position [0, 0, 300×200]")
    }

    @Test func offsetMovesTheDrawingOnly() throws {
        // HStack(spacing: 0) { 40×40.offset(x: 20, y: −10); 40×40 } in 200×200: the layout is as if
        // there were no offset (80×40 at (60, 80)); the offset is recorded on the first view.
        let n = try layout(hstack(spacing: 0, [rect(40, 40).offset(x: 20, y: -10), rect(40, 40)]), in: Size(width: 200, height: 200))
        #expect(n.dump == lines(
            "/ HStack [60, 80, 80×40]",
            "  #0 Rectangle [60, 80, 40×40] frame [60, 80, 40×40]",
            "  #1 Rectangle [100, 80, 40×40] frame [100, 80, 40×40]"))
        #expect(n.children[0].modifiers.last == .effect(OffsetEffect(x: 20, y: -10)))
    }

    @Test func backgroundAndOverlayLayOutInTheChildsFrame() throws {
        // 100×50.overlay(Circle().frame(20×20), alignment: .topTrailing).background(Color.blue) in
        // 200×200: the rect is at (50, 75); the overlay is proposed 100×50, its 20×20 frame goes to
        // the top-trailing corner (130, 75); the background colour takes the rect's frame.
        let v = rect(100, 50).overlay(shape(.circle).frame(width: 20, height: 20), alignment: .topTrailing)
            .background(color(.blue))
        #expect(try dump(v, 200, 200) == lines(
            "/ Rectangle [50, 75, 100×50] frame [50, 75, 100×50]",
            "  overlay Circle [130, 75, 20×20] frame [130, 75, 20×20]",
            "  background Color [50, 75, 100×50]"))
        // background(_:in:) with padding inside: the capsule fills the padded frame.
        let c = rect(60, 20).padding(10).background(.color(.green), in: .capsule(style: .continuous))
        #expect(try dump(c, 200, 200) == lines(
            "/ Rectangle [70, 90, 60×20] frame [70, 90, 60×20] padding [60, 80, 80×40]",
            "  background Capsule [60, 80, 80×40]"))
    }

    @Test func pixelRoundingMovesEdgesToTheGrid() throws {
        // HStack(spacing: 0) of three colours in 101×10: each 101/3 = 33.667 wide; edges at 0,
        // 33.667, 67.333, 101. At scale 2 each edge goes to the nearest half point (halves up):
        // 33.5, 67.5 → widths 33.5, 34, 33.5 (the sum stays 101).
        let v = hstack(spacing: 0, [color(.red), color(.green), color(.blue)])
        #expect(try dump(v, 101, 10, scale: 2) == lines(
            "/ HStack [0, 0, 101×10]",
            "  #0 Color [0, 0, 33.5×10]",
            "  #1 Color [33.5, 0, 34×10]",
            "  #2 Color [67.5, 0, 33.5×10]"))
        // At scale 1: 34, 67 → 34, 33, 34.
        #expect(try dump(v, 101, 10, scale: 1) == lines(
            "/ HStack [0, 0, 101×10]",
            "  #0 Color [0, 0, 34×10]",
            "  #1 Color [34, 0, 33×10]",
            "  #2 Color [67, 0, 34×10]"))
        // A 51×51 rect centred in 100×100 starts at 24.5: at scale 1 both edges round up (25, 76).
        #expect(try dump(rect(51, 51), 100, 100, scale: 1) == "/ Rectangle [25, 25, 51×51] frame [25, 25, 51×51]")
        #expect(try dump(rect(51, 51), 100, 100, scale: 2) == "/ Rectangle [24.5, 24.5, 51×51] frame [24.5, 24.5, 51×51]")
    }
}
