import Flipbook
import Testing

/// `List`/`Form` metrics against iOS's (ios-look.md): rows at least 44 high on
/// `secondarySystemGroupedBackground` over `systemGroupedBackground`, cards inset 16 with corners of
/// radius 10, separators inset 16 (60 past a label's icon), in both schemes.
@Suite struct GroupedListTests {
    func rows(_ titles: [String]) -> [IdentifiedView] { titles.map { IdentifiedView(id: .string($0), Text($0).makeNode()) } }

    func list(_ sections: [GroupedList.Section], _ style: GroupedList.Style = .insetGrouped, _ scheme: ColorScheme = .light,
              scale: Double = 1) throws -> Pixmap {
        try still(GroupedList.list(sections, style: style, scheme: scheme), 390, 400, scale: scale)
    }

    let grouped = pixel(UIKitColor["systemGroupedBackground"].light)

    @Test func insetGroupedCardsSitOnTheGroupedBackground() throws {
        let p = try list([GroupedList.Section(rows: rows(["Wi-Fi", "Bluetooth", "Cellular"]))])
        // 35 points above the first section, then three 44-point rows; the card is 16 in from each side.
        #expect(pixel(p, 200, 33) == grouped)
        #expect(pixel(p, 200, 37) == white)
        #expect(pixel(p, 300, 35 + 3 * 44 - 2) == white)
        #expect(pixel(p, 300, 35 + 3 * 44 + 2) == grouped)
        #expect(pixel(p, 14, 100) == grouped && pixel(p, 18, 100) == white)
        #expect(pixel(p, 372, 100) == white && pixel(p, 376, 100) == grouped)
        // The corner is rounded: its outermost pixel shows the background.
        #expect(pixel(p, 16, 35) == grouped)
        #expect(pixel(p, 16, 60) == white)
    }

    @Test func separatorsAreHairlinesInsetToTheText() throws {
        let s = 3.0
        let p = try list([GroupedList.Section(rows: rows(["Wi-Fi", "Bluetooth"]))], scale: s)
        let y = Int((35 + 44) * s) - 1                      // the last pixel row of the first row
        let line = pixel(p, Int(200 * s), y)
        // #3C3C43 at 29 % over white, one pixel at @3x.
        #expect(near(line, [198, 198, 199, 255], 3))
        #expect(pixel(p, Int(200 * s), y - 1) == white && pixel(p, Int(200 * s), y + 1) == white)
        // It starts 16 points into the card (32 from the screen's edge) and runs to the card's end.
        #expect(pixel(p, Int(31 * s), y) == white && near(pixel(p, Int(33 * s), y), line, 3))
        #expect(near(pixel(p, Int(372 * s), y), line, 3))
        // No separator under the last row.
        #expect(pixel(p, Int(200 * s), Int((35 + 88) * s) - 1) == white)
    }

    @Test func labelRowsPutTheirSeparatorPastTheIcon() throws {
        let label = LabelStyleKind.automatic.node(title: Text("Inbox").makeNode(), icon: Image(systemName: "bell").makeNode())
        let section = GroupedList.Section(rows: [IdentifiedView(id: .int(0), label), IdentifiedView(id: .int(1), Text("Sent").makeNode())])
        let p = try list([section], scale: 3)
        let y = Int((35 + 44) * 3.0) - 1
        #expect(pixel(p, Int(74 * 3.0), y) == white)       // 16 + 58: still before the separator
        #expect(pixel(p, Int(78 * 3.0), y) != white)       // 16 + 60 onwards: the separator
    }

    @Test func rowsGrowPastFortyFourForTallContent() throws {
        let tall = Rectangle().fill(Color.red).frame(width: 20, height: 60).makeNode()
        let p = try list([GroupedList.Section(rows: [IdentifiedView(tall)])])
        // 60 high content plus 6 above and below: a 72-point row.
        #expect(pixel(p, 300, 35 + 70) == white)
        #expect(pixel(p, 300, 35 + 74) == grouped)
    }

    @Test func aSwitchRowIsFortyFourHighAndLabelIconsTakeTheTint() throws {
        let toggle = ToggleSwitch.row(label: Text("Sounds").makeNode(), isOn: false, name: "Sounds", action: nil)
        let label = LabelStyleKind.automatic.node(title: Text("Inbox").makeNode(), icon: Image(systemName: "circle.fill").makeNode())
        let p = try list([GroupedList.Section(rows: [IdentifiedView(id: .int(0), toggle)]),
                          GroupedList.Section(rows: [IdentifiedView(id: .int(1), label)])])
        #expect(pixel(p, 300, 35 + 42) == white && pixel(p, 300, 35 + 46) == grouped)
        // The second card starts 35 below the first; its icon is systemBlue, centred in the 28-point column at 32.
        let iconCentre = pixel(p, 32 + 14, 35 + 44 + 35 + 22)
        #expect(near(iconCentre, pixel(UIKitColor["systemBlue"].light), 8))
    }

    @Test func headersAreCapitalsAboveTheCardAndFootersBelow() throws {
        let section = GroupedList.Section(header: Text("Network").makeNode(), footer: Text("Shown to nearby devices").makeNode(),
                                          rows: rows(["Wi-Fi"]))
        let node = GroupedList.list([section], style: .insetGrouped, scheme: .light)
        let texts = strings(node)
        #expect(texts == ["NETWORK", "Wi-Fi", "Shown to nearby devices"])
        let p = try list([section])
        // Header: 21 above a footnote line (18) and 7 below it, so the card starts at 46.
        #expect(pixel(p, 300, 44) == grouped && pixel(p, 300, 48) == white)
        #expect(hasInkOf(p, UIKitColor["secondaryLabel"].light, x: 32..<120, y: 21..<39))
        #expect(hasInkOf(p, UIKitColor["secondaryLabel"].light, x: 32..<200, y: 46 + 44 + 7..<46 + 44 + 7 + 18))
    }

    @Test func darkSchemeUsesTheDarkGroupedColours() throws {
        let p = try list([GroupedList.Section(rows: rows(["Wi-Fi"]))], .insetGrouped, .dark)
        #expect(pixel(p, 200, 20) == [0, 0, 0, 255])
        #expect(pixel(p, 300, 60) == [0x1C, 0x1C, 0x1E, 255])
    }

    @Test func plainRowsSpanTheWidthOnTheSystemBackground() throws {
        let p = try list([GroupedList.Section(rows: rows(["One", "Two"]))], .plain, scale: 3)
        #expect(pixel(p, 3, 30) == white)                    // no grouped background, no top inset
        let y = Int(44 * 3.0) - 1
        #expect(pixel(p, Int(20 * 3.0), y) != white)         // separator from 16 to the trailing edge
        #expect(pixel(p, Int(389 * 3.0), y) != white)
        #expect(pixel(p, Int(12 * 3.0), y) == white)
    }

    @Test func groupedRowsSpanTheWidthWithSquareCorners() throws {
        let p = try list([GroupedList.Section(rows: rows(["One"]))], .grouped)
        #expect(pixel(p, 0, 36) == white && pixel(p, 389, 36) == white)
        #expect(pixel(p, 0, 33) == grouped)
    }

    /// The strings of the texts in `node`, in order.
    func strings(_ node: ViewNode) -> [String] {
        switch node {
        case .text(let t): [t.string]
        case .modified(let inner, let m):
            strings(inner) + { if case .overlay(let o, _) = m { strings(o) } else if case .background(let b, _) = m { strings(b) } else { [] } }()
        case .stack(let s): s.children.flatMap { strings($0.view) }
        case .list(let items): items.flatMap { strings($0.view) }
        case .scrollView(_, let content): strings(content)
        default: []
        }
    }

    /// Whether some pixel in the region is darker than white toward `c` (text drawn in that colour).
    func hasInkOf(_ p: Pixmap, _ c: Color, x: Range<Int>, y: Range<Int>) -> Bool {
        for yy in y { for xx in x where pixel(p, xx, yy)[0] < 200 && pixel(p, xx, yy) != grouped { return true } }
        return false
    }
}
