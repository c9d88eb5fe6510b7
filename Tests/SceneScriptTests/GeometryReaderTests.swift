import Document
import Geometry
import Layout
import Motion
import SceneScript
import Testing

/// `GeometryReader { proxy in … }`: takes all it is proposed (10 pt on an unspecified axis),
/// places its content at its top-leading corner, and its closure sees the proxy's size,
/// `frame(in:)` and `safeAreaInsets`; values computed from the proxy animate.
@Suite struct GeometryReaderTests {
    /// The presented layout at t.
    func presented(_ source: String, at t: Double = 0) throws -> LayoutNode {
        try Clip(scene: try scene(source)).presentation(at: t).layout
    }
    func texts(_ n: LayoutNode) -> [(String, Rect)] {
        n.allNodes.compactMap { if case .text(let s) = $0.kind { (s, $0.frame) } else { nil } }
    }
    func node(_ n: LayoutNode, _ kind: LayoutNode.Kind) -> [LayoutNode] { n.allNodes.filter { $0.kind == kind } }

    static let progressBar = """
    // flipbook: size 300x100
    import SwiftUI

    struct ContentView: View {
        @State private var progress = 0.25
        var body: some View {
            GeometryReader { geo in
                ZStack(alignment: .leading) {
                    Capsule().fill(.gray.opacity(0.3))
                    Capsule().fill(.blue)
                        .frame(width: geo.size.width * progress)
                }
            }
            .frame(width: 200, height: 12)
            .onAppear { withAnimation(.linear(duration: 1)) { progress = 0.75 } }
        }
    }
    """

    @Test func progressBarWidthIsAFractionOfTheReaderAndAnimates() throws {
        let reader = try #require(node(try presented(Self.progressBar), .leaf("GeometryReader")).first)
        #expect(reader.frame == Rect(x: 50, y: 44, width: 200, height: 12))
        for (t, width) in [(0.0, 50.0), (0.5, 100.0), (1.0, 150.0)] {
            let capsules = try presented(Self.progressBar, at: t).allNodes.filter {
                if case .shape(.capsule) = $0.kind { true } else { false }
            }
            try #require(capsules.count == 2)
            // The bar starts at the reader's leading edge; its width follows `progress` frame by frame.
            #expect(capsules[1].frame == Rect(x: 50, y: 44, width: width, height: 12), "at \(t)")
            #expect(capsules[0].frame == Rect(x: 50, y: 44, width: 200, height: 12))
        }
    }

    @Test func takesTheWholeProposalAndPlacesContentTopLeading() throws {
        let source = """
        // flipbook: size 300x100
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                GeometryReader { _ in
                    Text("Hi")
                    Circle().frame(width: 20, height: 20)
                }
            }
        }
        """
        let root = try presented(source)
        let reader = try #require(node(root, .leaf("GeometryReader")).first)
        #expect(reader.frame == Rect(x: 0, y: 0, width: 300, height: 100))
        // Both views at the top-leading corner, on top of one another (not centred, not stacked).
        #expect(try #require(texts(root).first).1.origin == Point(x: 0, y: 0))
        #expect(try #require(node(root, .shape(.circle)).first).frame == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func anUnspecifiedProposalGetsTenPoints() throws {
        let source = """
        // flipbook: size 200x200
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                HStack(spacing: 0) {
                    GeometryReader { geo in Color.red }.fixedSize()
                    GeometryReader { geo in Color.blue }.fixedSize(horizontal: true, vertical: false).frame(height: 40)
                }
            }
        }
        """
        let readers = node(try presented(source), .leaf("GeometryReader"))
        #expect(readers.map(\.frame.size) == [Size(width: 10, height: 10), Size(width: 10, height: 40)])
    }

    @Test func frameInLocalGlobalAndNamedSpaces() throws {
        let source = """
        // flipbook: size 300x200
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(height: 30)
                    GeometryReader { geo in
                        let g = geo.frame(in: .global), n = geo.frame(in: .named("card")), l = geo.frame(in: .local)
                        Text("g \\(Int(g.minX)) \\(Int(g.minY)) \\(Int(g.width)) \\(Int(g.height))")
                        Text("n \\(Int(n.minX)) \\(Int(n.minY)) \\(Int(n.maxX)) \\(Int(n.maxY))")
                        Text("l \\(Int(l.minX)) \\(Int(l.minY)) \\(Int(l.midX))")
                        Text("s \\(Int(geo.safeAreaInsets.top)) \\(Int(geo.safeAreaInsets.leading))")
                        Text("w \\(Int(min(geo.size.width, geo.size.height)))")
                    }
                    .frame(width: 120, height: 40)
                }
                .padding(10)
                .coordinateSpace(name: "card")
            }
        }
        """
        // Color.clear takes the whole width, so the card is 300 x 90 (padding included), at (0, 55);
        // the 120-point reader is centred in its 280-point column: at (90, 95) globally, (90, 40) in the card.
        let strings = texts(try presented(source)).map(\.0)
        #expect(strings.contains("g 90 95 120 40"))
        #expect(strings.contains("n 90 40 210 80"))
        #expect(strings.contains("l 0 0 60"))
        #expect(strings.contains("s 0 0"))
        #expect(strings.contains("w 40"))
    }

    @Test func iOS17NamedSpaceAndBackgroundReader() throws {
        let source = """
        // flipbook: size 300x200
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                ZStack {
                    Text("Measured")
                        .padding(12)
                        .background(
                            GeometryReader { proxy in
                                Color.clear.overlay(alignment: .bottom) {
                                    Text("\\(Int(proxy.frame(in: .named("stage")).minX))")
                                }
                            }
                        )
                }
                .frame(width: 300, height: 200)
                .coordinateSpace(.named("stage"))
            }
        }
        """
        let root = try presented(source)
        let measured = try #require(texts(root).first { $0.0 == "Measured" }).1
        let reader = try #require(node(root, .leaf("GeometryReader")).first)
        // A background reader takes the padded view's frame.
        #expect(reader.frame == measured.insetBy(dx: -12, dy: -12))
        #expect(texts(root).contains { $0.0 == "\(Int(reader.frame.minX))" })
    }

    @Test func buttonsInsideTheReaderAreTapped() throws {
        let source = """
        // flipbook: size 300x200
        // flipbook: tap "Add" at 0.3
        // flipbook: duration 1
        import SwiftUI
        struct ContentView: View {
            @State private var count = 0
            var body: some View {
                GeometryReader { geo in
                    VStack {
                        Text("\\(count) taps in \\(Int(geo.size.width / 2))")
                        Button("Add") { count += 1 }
                    }
                    .frame(width: geo.size.width / 2)
                }
                .frame(width: 240)
            }
        }
        """
        // The timeline finds the button in the canvas-sized run; layout shows the laid-out width.
        #expect(texts(try presented(source, at: 0.1)).map(\.0).contains("0 taps in 120"))
        #expect(texts(try presented(source, at: 0.9)).map(\.0).contains("1 taps in 120"))
    }

    @Test func badForms() {
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                GeometryReader { Color.red }
            }
        }
        """)?.hasPrefix("4:24: a GeometryReader's content takes its GeometryProxy") == true)
        #expect(failure("""
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                GeometryReader { geo in Text("\\(geo.frame(in: .window).minX)") }
            }
        }
        """)?.contains("CoordinateSpace has no member '.window'") == true)
    }
}
