import Flipbook
import Foundation
import Symbols
import Testing

/// The built-in symbols as drawn: every one at several weights, the cut-out (`.fill` in a shape)
/// variants, and a grid of all of them against a golden (look at it when it changes:
/// `Tests/FlipbookTests/__Goldens__/symbol-grid/`).
@Suite struct SymbolCatalogTests {
    static let black = pixel(Color.black)

    /// Dark pixels in a still (ink drawn in black on white).
    static func inkCount(_ p: Pixmap) -> Int {
        var n = 0
        for y in 0..<p.height { for x in 0..<p.width where pixel(p, x, y)[0] < 128 { n += 1 } }
        return n
    }

    @Test(arguments: SymbolLibrary.names)
    func everySymbolDrawsInsideItsFrameAtEveryWeight(_ name: String) throws {
        let symbol = try SymbolLibrary.symbol(named: name)
        let size = symbol.size(pointSize: 24)
        // Centred on a 60 × 60 canvas at scale 2: the frame in pixels.
        let frame = Rect(x: 60 - size.width, y: 60 - size.height, width: 2 * size.width, height: 2 * size.height)
        var inkByWeight: [Int] = []
        for weight in [Font.Weight.ultraLight, .regular, .semibold, .black] {
            let p = try still(Image(systemName: name).font(.system(size: 24, weight: weight)).foregroundStyle(.black), 60, 60, scale: 2)
            let ink = try #require(inkBounds(p), "\(name) \(weight) draws nothing")
            #expect(Double(ink.minX) >= frame.minX.rounded(.down) - 1 && Double(ink.maxX) < frame.maxX.rounded(.up) + 1, "\(name) \(weight)")
            #expect(Double(ink.minY) >= frame.minY.rounded(.down) - 1 && Double(ink.maxY) < frame.maxY.rounded(.up) + 1, "\(name) \(weight)")
            let count = Self.inkCount(p)
            // Visible: at least 4 % of the frame is ink (a thin stroke mark like `minus` covers more than that).
            #expect(Double(count) >= 0.04 * frame.width * frame.height, "\(name) \(weight): \(count) dark pixels")
            inkByWeight.append(count)
        }
        // Ultralight and regular share the regular outline, semibold and black the bold one. Bold strokes paint more,
        // except where a symbol's cuts or insets grow with the stroke too (solid shapes, slashes, badges, levels).
        #expect(inkByWeight[0] == inkByWeight[1] && inkByWeight[2] == inkByWeight[3], "\(name) \(inkByWeight)")
        if !["fill", "slash", "badge", "battery"].contains(where: name.contains) {
            #expect(inkByWeight[2] > inkByWeight[1], "\(name) \(inkByWeight)")
        }
    }

    @Test func filledBadgesCutTheirMarkOutOfTheDisc() throws {
        // xmark.circle.fill at 100 pt, scale 1: the disc is 1.2 × 70.46 = 84.6 pt across, centred at (60, 60).
        for mirrored in [false, true] {
            let view = Image(systemName: "xmark.circle.fill").font(.system(size: 100)).foregroundStyle(.black)
            let p = try mirrored ? still(view.scaleEffect(x: -1, y: 1), 120, 120) : still(view, 120, 120)
            #expect(pixel(p, 60, 60) == white, "mirrored \(mirrored): the crossing of the X is cut out")
            #expect(pixel(p, 67, 67) == white, "mirrored \(mirrored): along an arm")
            #expect(pixel(p, 75, 60) == Self.black, "mirrored \(mirrored): between the arms")
            #expect(pixel(p, 60, 25) == Self.black, "mirrored \(mirrored): near the rim")
        }
        // The outline variant leaves the same places empty and inks the mark.
        let ring = try still(Image(systemName: "xmark.circle").font(.system(size: 100)).foregroundStyle(.black), 120, 120)
        #expect(pixel(ring, 60, 60) == Self.black && pixel(ring, 75, 60) == white)
    }

    @Test func symbolGridMatchesItsGolden() throws {
        let names = SymbolLibrary.names
        let columns = 12, cell = 44.0
        let rows = (names.count + columns - 1) / columns
        let grid = VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(Array(names[(row * columns)..<min(names.count, (row + 1) * columns)]), id: \.self) { name in
                        Image(systemName: name).font(.system(size: 22)).foregroundStyle(.black).frame(width: cell, height: cell)
                    }
                }
            }
        }
        let width = Double(columns) * cell, height = Double(rows) * cell
        let p = try renderStill(grid.frame(width: width, height: height, alignment: .topLeading),
                                size: Size(width: width, height: height), scale: 2)
        let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("__Goldens__").path
        let check = GoldenCheck(store: GoldenStore(root: root),
                                record: try RecordMode.resolve(environment: ProcessInfo.processInfo.environment),
                                failuresRoot: ".flipbook/failures")
        let result = try check.verify(try GoldenStrategy<Pixmap>.image.snapshot(p), named: "symbol-grid")
        #expect(!result.failed, "\(result.comparison.summary)")
        #expect(result.recorded.isEmpty, "recorded \(result.recorded): re-run")
    }
}
