import Document
import Geometry
import Layout
import SceneScript
import Testing
import Typography

/// `.minimumScaleFactor` and `.allowsTightening`: text that would truncate shrinks or tightens to fit.
extension TextStylingTests {
    static let headline = "Your order has shipped and arrives tomorrow"

    @Test func minimumScaleFactorShrinksTextToTheLargestSizeThatFits() throws {
        let (frame, d) = try laidOutText(#"Text("\#(Self.headline)").lineLimit(1).minimumScaleFactor(0.5).frame(width: 220)"#)
        let l = d.layout
        #expect(!l.lines[0].isTruncated && l.lineStrings == [Self.headline])
        #expect(l.size.width <= 220 + 1e-6 && frame.width <= 220 + 1e-6)
        // Smaller than the body's 17 pt, above the floor, with the line height scaled alike (22 at 17 pt).
        #expect(l.font.size < 17 && l.font.size > 8.5, "\(l.font.size)")
        #expect(abs(l.lineHeight - 22 * l.font.size / 17) < 1e-9)
        // The largest such size: 1 % larger truncates.
        let larger = try TextLayout.make(Self.headline, font: FontSpec(size: l.font.size * 1.01), width: 220, lineLimit: 1)
        #expect(larger.lines[0].isTruncated)
    }

    @Test func minimumScaleFactorStopsAtItsFloorAndThenTruncates() throws {
        let (_, d) = try laidOutText(#"Text("\#(Self.headline)").lineLimit(1).minimumScaleFactor(0.9).frame(width: 150)"#)
        #expect(abs(d.layout.font.size - 17 * 0.9) < 1e-9)
        #expect(d.layout.lines[0].isTruncated && d.layout.lineStrings[0].hasSuffix("…"))
        // Text that fits keeps its size.
        let (_, fits) = try laidOutText(#"Text("Shipped").lineLimit(1).minimumScaleFactor(0.5).frame(width: 150)"#)
        #expect(fits.layout.font.size == 17)
    }

    @Test func minimumScaleFactorFitsAProposedHeight() throws {
        // Two lines of 22 pt do not fit 30 pt of height: without the factor one line shows, truncated; with it
        // the text shrinks until its lines fit the height.
        let v = #"Text("\#(Self.headline)").minimumScaleFactor(0.3).frame(width: 200, height: 30)"#
        let (_, d) = try laidOutText(v)
        #expect(!d.layout.lines.contains { $0.isTruncated })
        #expect(d.layout.size.height <= 30 + 1e-9 && d.layout.font.size < 17)
    }

    @Test func allowsTighteningSqueezesTextBeforeTruncating() throws {
        // "Notifications" is 101.59 pt wide at 17 pt (Inter): 98 pt needs 0.28 pt less per character, under
        // the 0.05 em tightening limit.
        let (_, plain) = try laidOutText(#"Text("Notifications").lineLimit(1).frame(width: 98)"#)
        #expect(plain.layout.lines[0].isTruncated)
        let (_, tight) = try laidOutText(#"Text("Notifications").lineLimit(1).allowsTightening(true).frame(width: 98)"#)
        #expect(!tight.layout.lines[0].isTruncated && tight.layout.font.size == 17)
        #expect(tight.layout.size.width <= 98 + 1e-6 && tight.layout.size.width > 97)
        // Too far to tighten (0.05 em × 13 characters is 11 pt): it truncates as before.
        let (_, far) = try laidOutText(#"Text("Notifications").lineLimit(1).allowsTightening(true).frame(width: 80)"#)
        #expect(far.layout.lines[0].isTruncated)
        let (_, off) = try laidOutText(#"Text("Notifications").lineLimit(1).allowsTightening(false).frame(width: 98)"#)
        #expect(off.layout.lines[0].isTruncated)
    }

    @Test func minimumScaleFactorOutsideZeroToOneIsAnError() throws {
        for bad in ["2", "-0.5", "Double.infinity"] {
            do {
                _ = try body(#"Text("Hi").minimumScaleFactor(\#(bad))"#)
                Issue.record("expected an error for \(bad)")
            } catch {
                let message = "\(error)"
                #expect(message.contains("minimumScaleFactor takes a fraction from 0 to 1") && message.contains("test.swift:"), "\(message)")
            }
        }
    }
}
