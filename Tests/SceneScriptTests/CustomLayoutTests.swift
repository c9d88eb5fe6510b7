import Document
import Geometry
import Layout
import Motion
import SceneScript
import Testing

/// `ViewThatFits` and script types conforming to SwiftUI's `Layout` protocol.
@Suite struct CustomLayoutTests {
    func presented(_ source: String, at t: Double = 0) throws -> LayoutNode {
        try Clip(scene: try scene(source)).presentation(at: t).layout
    }
    func texts(_ n: LayoutNode) -> [(String, Rect)] {
        n.allNodes.compactMap { if case .text(let s) = $0.kind { (s, $0.frame) } else { nil } }
    }

    static func fits(_ width: Int, axes: String = "") -> String {
        """
        // flipbook: size 400x200
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                ViewThatFits\(axes) {
                    HStack { Color.red.frame(width: 150, height: 20); Color.blue.frame(width: 150, height: 20) }
                    Color.green.frame(width: 100, height: 90)
                    Color.orange.frame(width: 120, height: 30)
                }
                .frame(width: \(width), height: 60)
            }
        }
        """
    }

    @Test func viewThatFitsPicksTheFirstChildWhoseIdealSizeFits() throws {
        func shown(_ source: String) throws -> [Rect] {
            try presented(source).allNodes.filter { if case .color = $0.kind { true } else { false } }.map(\.frame)
        }
        // 308 wide (150 + 8 + 150) fits 320: the HStack.
        #expect(try shown(Self.fits(320)).count == 2)
        // In 200 x 60 the HStack is too wide and the green 90-point square too tall: the last child.
        #expect(try shown(Self.fits(200)) == [Rect(x: 140, y: 85, width: 120, height: 30)])
        // Horizontal only: the green one fits 100 <= 200, whatever its height.
        #expect(try shown(Self.fits(200, axes: "(in: .horizontal)")) == [Rect(x: 150, y: 55, width: 100, height: 90)])
    }

    static let flow = """
    // flipbook: size 300x200
    import SwiftUI

    struct FlowLayout: Layout {
        var spacing: CGFloat = 8

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let maxWidth = proposal.width ?? .infinity
            var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > 0 && x + size.width > maxWidth {
                    x = 0
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                x += size.width + spacing
                widest = max(widest, x - spacing)
                rowHeight = max(rowHeight, size.height)
            }
            return CGSize(width: widest, height: y + rowHeight)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX, y = bounds.minY, rowHeight: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x > bounds.minX && x + size.width > bounds.maxX {
                    x = bounds.minX
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(size))
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
        }
    }

    struct ContentView: View {
        let widths: [CGFloat] = [60, 80, 50, 90, 40]
        var body: some View {
            FlowLayout(spacing: 10) {
                ForEach(widths, id: \\.self) { w in
                    Color.blue.frame(width: w, height: 20)
                }
            }
            .frame(width: 200)
        }
    }
    """

    @Test func flowLayoutWrapsRows() throws {
        let root = try presented(Self.flow)
        let layout = try #require(root.allNodes.first { $0.kind == .leaf("FlowLayout") })
        // Rows in 200 points with spacing 10: 60 + 80 (150; 50 more would make 210) | 50 + 90 + 40 (200):
        // 200 x 50, centred in the 300 x 200 canvas at (50, 75).
        #expect(layout.frame == Rect(x: 50, y: 75, width: 200, height: 50))
        let frames = root.allNodes.filter { if case .color = $0.kind { true } else { false } }.map(\.frame)
        #expect(frames == [Rect(x: 50, y: 75, width: 60, height: 20), Rect(x: 120, y: 75, width: 80, height: 20),
                           Rect(x: 50, y: 105, width: 50, height: 20), Rect(x: 110, y: 105, width: 90, height: 20),
                           Rect(x: 210, y: 105, width: 40, height: 20)])
    }

    @Test func radialLayoutPlacesAtAnglesWithCentreAnchorAndUnplacedSubviewsGoToTheCentre() throws {
        let source = """
        // flipbook: size 200x200
        import SwiftUI
        struct RadialLayout: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                let radius = min(bounds.size.width, bounds.size.height) / 2 - 10
                let angle = Angle.degrees(360.0 / Double(subviews.count - 1)).radians
                for (index, subview) in subviews.enumerated() {
                    guard index < subviews.count - 1 else { continue }
                    let x = bounds.midX + radius * cos(angle * Double(index))
                    let y = bounds.midY + radius * sin(angle * Double(index))
                    subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
                }
            }
        }
        struct ContentView: View {
            var body: some View {
                RadialLayout {
                    ForEach(0..<4) { _ in Circle().frame(width: 20, height: 20) }
                    Text("Hub")
                }
                .frame(width: 120, height: 120)
            }
        }
        """
        let root = try presented(source)
        let circles = root.allNodes.filter { $0.kind == .shape(.circle) }.map(\.frame)
        // Radius 50 about (100, 100), every 90° (five subviews, the last is the hub), centred on their points.
        #expect(circles == [Rect(x: 140, y: 90, width: 20, height: 20), Rect(x: 90, y: 140, width: 20, height: 20),
                            Rect(x: 40, y: 90, width: 20, height: 20), Rect(x: 90, y: 40, width: 20, height: 20)])
        // The hub text is not placed, so it is centred at its ideal size.
        let hub = try #require(texts(root).first).1
        #expect(abs(hub.midX - 100) <= 0.5 && abs(hub.midY - 100) <= 0.5)
    }

    @Test func badLayouts() {
        #expect(failure("""
        import SwiftUI
        struct Broken: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
        }
        struct ContentView: View {
            var body: some View { Broken { Text("A") } }
        }
        """)?.hasPrefix("2:1: 'Broken' needs func placeSubviews(in bounds: CGRect") == true)
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            func f(x: inout Int) {}
            var body: some View { Text("A") }
        }
        """)?.contains("inout parameters are not supported") == true)
    }
}

/// `AnyLayout(HStackLayout())` / `VStackLayout` values switched by state: the children keep their
/// identity, so their frames animate from a row to a column.
@Suite struct AnyLayoutTests {
    static let source = """
    // flipbook: size 200x200
    // flipbook: at 0 withAnimation(.linear(duration: 1)) { wide = false }
    import SwiftUI
    struct ContentView: View {
        @State private var wide = true
        var body: some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
            layout {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 40, height: 40)
            }
        }
    }
    """

    @Test func switchingStackLayoutsAnimatesTheChildren() throws {
        let clip = try Clip(scene: try scene(Self.source))
        func blue(_ t: Double) throws -> Rect {
            try #require(try clip.presentation(at: t).layout.allNodes.filter { if case .color = $0.kind { true } else { false } }.last).frame
        }
        // Row: 90 x 40 centred, blue at (105, 80); column: 40 x 90, blue at (80, 105); half-way between.
        #expect(try blue(0) == Rect(x: 105, y: 80, width: 40, height: 40))
        #expect(try blue(0.5) == Rect(x: 92.5, y: 92.5, width: 40, height: 40))
        #expect(try blue(1) == Rect(x: 80, y: 105, width: 40, height: 40))
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            var body: some View { AnyLayout(Text("A")) }
        }
        """)?.hasPrefix("3:37: AnyLayout wraps a stack layout here") == true)
    }
}
