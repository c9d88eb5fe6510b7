import Document
import Geometry
import Layout
import Testing

@Suite struct StackLayoutTests {
    @Test func hstackOfTwoFixedRectsIsCentred() throws {
        // HStack of two 50×50 rects, spacing 8, in 300×300 → width 50 + 8 + 50 = 108, height 50,
        // centred: x = (300 − 108) / 2 = 96, y = (300 − 50) / 2 = 125; second rect at 96 + 58 = 154.
        #expect(try dump(hstack([rect(50, 50), rect(50, 50)]), 300, 300) == lines(
            "/ HStack [96, 125, 108×50]",
            "  #0 Rectangle [96, 125, 50×50] frame [96, 125, 50×50]",
            "  #1 Rectangle [154, 125, 50×50] frame [154, 125, 50×50]"))
    }

    @Test func vstackWithSpacingAndLeadingAlignment() throws {
        // VStack(alignment: .leading, spacing: 10) { 40×20; 60×30 } in 200×200: width max(40, 60) = 60,
        // height 20 + 10 + 30 = 60, origin (70, 70); leading alignment puts both at x = 70; y = 70, 100.
        #expect(try dump(vstack(alignment: .leading, spacing: 10, [rect(40, 20), rect(60, 30)]), 200, 200) == lines(
            "/ VStack [70, 70, 60×60]",
            "  #0 Rectangle [70, 70, 40×20] frame [70, 70, 40×20]",
            "  #1 Rectangle [70, 100, 60×30] frame [70, 100, 60×30]"))
    }

    @Test func flexibleColoursShareEvenly() throws {
        // HStack { Color; Color } in 300×100: both are infinitely flexible; the first is offered
        // (300 − 8) / 2 = 146 and takes it, the second the remaining 146. Height: the proposal, 100.
        #expect(try dump(hstack([color(.red), color(.blue)]), 300, 100) == lines(
            "/ HStack [0, 0, 300×100]",
            "  #0 Color [0, 0, 146×100]",
            "  #1 Color [154, 0, 146×100]"))
    }

    @Test func spacerTakesWhatIsLeftAndHasNoSpacing() throws {
        // HStack { 50×50; Spacer(); 30×30 } in 300×100. No default spacing next to a spacer, so
        // 300 is on offer. The spacer (priority −∞) reserves its minimum 8; the rects take 50 and 30;
        // the spacer then gets 300 − 80 = 220 and is 0 tall. Height = 50 → y = 25; the spacer's
        // zero height sits on the centre line (y = 50), the small rect at 25 + (50 − 30) / 2 = 35.
        #expect(try dump(hstack([rect(50, 50), spacer(), rect(30, 30)]), 300, 100) == lines(
            "/ HStack [0, 25, 300×50]",
            "  #0 Rectangle [0, 25, 50×50] frame [0, 25, 50×50]",
            "  #1 Spacer [50, 50, 220×0]",
            "  #2 Rectangle [270, 35, 30×30] frame [270, 35, 30×30]"))
    }

    @Test func spacerNeverBelowItsMinimum() throws {
        // HStack(spacing: 0) { 80-wide; Spacer(minLength: 30); 80-wide } in 150×40: the rects are
        // sized first with 150 − 30 (the spacer's minimum) = 120 left for them: the first is offered
        // 60 but is fixed at 80, the second offered 120 − 80 = 40, fixed at 80; the spacer is then
        // offered 150 − 160 < 0 and takes its minimum, 30 → the stack is 190 wide and overflows,
        // centred at x = (150 − 190) / 2 = −20.
        #expect(try dump(hstack(spacing: 0, [rect(80, 40), spacer(30), rect(80, 40)]), 150, 40) == lines(
            "/ HStack [-20, 0, 190×40]",
            "  #0 Rectangle [-20, 0, 80×40] frame [-20, 0, 80×40]",
            "  #1 Spacer [60, 20, 30×0]",
            "  #2 Rectangle [90, 0, 80×40] frame [90, 0, 80×40]"))
    }

    @Test func lessFlexibleChildIsSizedFirst() throws {
        // HStack(spacing: 0) { Color.frame(maxWidth: 100); Color } in 300×50: the framed colour's
        // flexibility is 100 − 0 = 100 < ∞, so it goes first: offered 300 / 2 = 150, takes 100;
        // the plain colour is offered the remaining 200.
        #expect(try dump(hstack(spacing: 0, [color(.red).frame(maxWidth: 100), color(.blue)]), 300, 50) == lines(
            "/ HStack [0, 0, 300×50]",
            "  #0 Color [0, 0, 100×50] flexibleFrame [0, 0, 100×50]",
            "  #1 Color [100, 0, 200×50]"))
    }

    @Test func higherLayoutPriorityIsSizedFirst() throws {
        // Same stack with the plain colour at layoutPriority(1): it is offered everything minus the
        // lower-priority child's minimum (the framed colour answers 0 to a 0 proposal), so 300;
        // the framed colour is then offered 300 − 300 = 0 and takes 0.
        #expect(try dump(hstack(spacing: 0, [color(.red).frame(maxWidth: 100), color(.blue).layoutPriority(1)]), 300, 50) == lines(
            "/ HStack [0, 0, 300×50]",
            "  #0 Color [0, 0, 0×50] flexibleFrame [0, 0, 0×50]",
            "  #1 Color [0, 0, 300×50]"))
    }

    @Test func priorityReservesMinimumOfLowerPriorityChildren() throws {
        // HStack(spacing: 10) { Color.frame(minWidth: 40); Color.frame(maxWidth: 120).layoutPriority(1) }
        // in 300×50. Available 300 − 10 = 290. The priority-1 colour is offered 290 − 40 (the other's
        // minimum: a min-only frame answers max(40, min(40, 40)) = 40 to 0) = 250 and takes 120 (its
        // max); the other is offered 290 − 120 = 170 and takes it. x: 0 and 170 + 10 = 180.
        let v = hstack(spacing: 10, [color(.red).frame(minWidth: 40), color(.blue).frame(maxWidth: 120).layoutPriority(1)])
        #expect(try dump(v, 300, 50) == lines(
            "/ HStack [0, 0, 300×50]",
            "  #0 Color [0, 0, 170×50] flexibleFrame [0, 0, 170×50]",
            "  #1 Color [180, 0, 120×50] flexibleFrame [180, 0, 120×50]"))
    }

    @Test func nestedStacksWithSpacers() throws {
        // VStack { HStack { 40×40; Spacer() }; Spacer(); 20×20 } in 200×200.
        // VStack: no spacing next to the spacer. Fixed children first, with the spacer's 8 reserved:
        // the HStack is 40 tall (its rect), the small rect 20; the spacer gets 200 − 60 = 140.
        // Widths: every child is offered 200; the HStack's spacer takes 200 − 40 = 160, so the HStack
        // is 200 wide; the VStack is 200 wide (widest child), the spacer 0 wide on the centre line.
        let v = vstack([hstack([rect(40, 40), spacer()]), spacer(), rect(20, 20)])
        #expect(try dump(v, 200, 200) == lines(
            "/ VStack [0, 0, 200×200]",
            "  #0 HStack [0, 0, 200×40]",
            "    #0/#0 Rectangle [0, 0, 40×40] frame [0, 0, 40×40]",
            "    #0/#1 Spacer [40, 20, 160×0]",
            "  #1 Spacer [100, 40, 0×140]",
            "  #2 Rectangle [90, 180, 20×20] frame [90, 180, 20×20]"))
    }

    @Test func forEachChildrenKeepTheirIds() throws {
        // VStack(spacing: 0) { 10×10; ForEach(["a", "b"]) { 20×10 } } in 100×100: the ForEach is
        // child 1 and its views are identified by id: #1/id:"a", #1/id:"b". Height 30 → y from 35.
        let v = vstack(spacing: 0, [rect(10, 10), forEach(["a", "b"]) { _ in rect(20, 10) }])
        #expect(try dump(v, 100, 100) == lines(
            "/ VStack [40, 35, 20×30]",
            "  #0 Rectangle [45, 35, 10×10] frame [45, 35, 10×10]",
            "  #1/id:\"a\" Rectangle [40, 45, 20×10] frame [40, 45, 20×10]",
            "  #1/id:\"b\" Rectangle [40, 55, 20×10] frame [40, 55, 20×10]"))
    }

    @Test func emptyViewsTakeNoSpaceAndNoSpacing() throws {
        // HStack { 10×10; EmptyView(); 10×10 }: the empty child is not in the stack at all, so one
        // 8 pt gap: width 28, in 100×100 → x = 36; the second rect keeps its structural index 2.
        let v = hstack([rect(10, 10), .empty, rect(10, 10)])
        #expect(try dump(v, 100, 100) == lines(
            "/ HStack [36, 45, 28×10]",
            "  #0 Rectangle [36, 45, 10×10] frame [36, 45, 10×10]",
            "  #2 Rectangle [54, 45, 10×10] frame [54, 45, 10×10]"))
    }

    @Test func dividersSpanTheCrossAxis() throws {
        // VStack(spacing: 0) { 60×20; Divider(); 60×20 } in 100×100: the divider is 1 tall and as
        // wide as offered (100, the stack's width proposal), so the stack is 100 × 41 at y = 29.5.
        // HStack(spacing: 0) { 20×30; Divider(); 20×30 }: a vertical 1-wide line as tall as offered.
        #expect(try dump(vstack(spacing: 0, [rect(60, 20), Divider().makeNode(), rect(60, 20)]), 100, 100) == lines(
            "/ VStack [0, 29.5, 100×41]",
            "  #0 Rectangle [20, 29.5, 60×20] frame [20, 29.5, 60×20]",
            "  #1 Divider [0, 49.5, 100×1]",
            "  #2 Rectangle [20, 50.5, 60×20] frame [20, 50.5, 60×20]"))
        #expect(try dump(hstack(spacing: 0, [rect(20, 30), Divider().makeNode(), rect(20, 30)]), 100, 100) == lines(
            "/ HStack [29.5, 0, 41×100]",
            "  #0 Rectangle [29.5, 35, 20×30] frame [29.5, 35, 20×30]",
            "  #1 Divider [49.5, 0, 1×100]",
            "  #2 Rectangle [50.5, 35, 20×30] frame [50.5, 35, 20×30]"))
    }
}
