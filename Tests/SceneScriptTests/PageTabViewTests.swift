import Document
import SceneScript
import Testing

/// `TabView` with `.tabViewStyle(.page)`: pages in a sliding strip, dots, no tab bar.
@Suite struct PageTabViewTests {
    static func pager(style: String, index: String = "", page: Int = 0) -> String {
        """
        import SwiftUI
        struct Pager: View {
            @State private var page = \(page)
            var body: some View {
                TabView(selection: $page) {
                    Text("One").tag(0).tabItem { Label("One", systemImage: "1.circle") }
                    Button("Two") { page = 2 }.tag(1)
                    Button("Three") { page = 0 }.tag(2)
                }
                .tabViewStyle(\(style))\(index)
            }
        }
        """
    }

    /// The page offsets (in page widths) and the dot fills, in the order they appear.
    static func strip(_ source: String) throws -> (offsets: [Double], dots: [Double]) {
        let all = try node(source).allNodes
        let offsets = all.compactMap { n -> Double? in
            if case .modified(_, .effect(let e)) = n { return e.as(PageOffsetEffect.self)?.pages }
            return nil
        }
        let dots = all.compactMap { n -> Double? in
            if case .shape(let shape) = n, case .color(let c)? = shape.fill, c.red == 1, c.green == 1, c.blue == 1 { return c.alpha }
            return nil
        }
        return (offsets, dots)
    }

    @Test func pagesSitSideBySideAroundTheSelectionWithDots() throws {
        let s = try Self.strip(Self.pager(style: ".page", page: 1))
        // The selected page first (offset 0), then the others at their distance from it.
        #expect(s.offsets == [0, -1, 1])
        #expect(s.dots == [0.35, 1, 0.35])
        // No tab bar: its item title is not drawn.
        #expect(try texts(Self.pager(style: ".page", page: 1), at: 0).filter { $0 == "One" }.count == 1)
    }

    @Test func everySpellingOfThePageStyle() throws {
        for style in [".page", ".page(indexDisplayMode: .always)", "PageTabViewStyle()", "PageTabViewStyle(indexDisplayMode: .automatic)"] {
            #expect(try Self.strip(Self.pager(style: style)).dots.count == 3, "\(style)")
        }
        #expect(try Self.strip(Self.pager(style: ".page(indexDisplayMode: .never)")).dots.isEmpty)
        #expect(try Self.strip(Self.pager(style: "PageTabViewStyle(indexDisplayMode: .never)")).offsets == [0, 1, 2])
        // The automatic style keeps the tab bar (no page offsets).
        #expect(try Self.strip(Self.pager(style: ".automatic")).offsets.isEmpty)
        // The dots' backdrop: a capsule behind them.
        let backdrop = try node(Self.pager(style: ".page", index: "\n.indexViewStyle(.page(backgroundDisplayMode: .always))")).allNodes
        #expect(backdrop.contains { if case .modified(_, .background(let b, _)) = $0, "\(b)".contains("capsule") { true } else { false } })
        let plain = try node(Self.pager(style: ".page", index: "\n.indexViewStyle(PageIndexViewStyle())")).allNodes
        #expect(!plain.contains { if case .modified(_, .background(let b, _)) = $0, "\(b)".contains("capsule") { true } else { false } })
    }

    @Test func aTapByNameFiresTheSelectedPagesControl() throws {
        // Page 1 shows "Two"; its button moves to page 2, whose "Three" goes back to the first.
        #expect(try screenTexts(Self.pager(style: ".page", page: 1) + "\n// flipbook: tap \"Two\" at 0.1\n", at: 1).first == "Three")
    }

    @Test func badStylesAreNamed() {
        let message = failure(Self.pager(style: ".page(indexDisplayMode: .sometimes)"))
        #expect(message?.contains("sometimes") == true, "\(message ?? "no error")")
        let unknown = failure(Self.pager(style: ".carousel"))
        #expect(unknown?.contains("carousel") == true, "\(unknown ?? "no error")")
    }
}

