import Document
import Motion
import SceneScript
import Testing

/// Forms real view files use that the interpreter once refused: `ForEach($items) { $item in … }`,
/// closures typed by the declaration they initialize, several names per `let`, colour spaces,
/// a transition's own animation.
@Suite struct WrittenAsPeopleWriteTests {
    @Test func forEachOverABindingPassesElementBindings() throws {
        let source = """
        // flipbook: tap "Milk: 0" at 0.2
        // flipbook: tap "Milk: 1" at 0.4
        // flipbook: tap "Eggs: 0" at 0.6
        import SwiftUI

        struct Item: Identifiable {
            let id: Int
            var name: String
            var count = 0
        }

        struct Row: View {
            @Binding var item: Item
            var body: some View {
                Button("\\(item.name): \\(item.count)") { item.count += 1 }
            }
        }

        struct ContentView: View {
            @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")]
            var body: some View {
                VStack {
                    ForEach($items) { $item in
                        Row(item: $item)
                    }
                    Text("Total \\(items.map(\\.count).reduce(0, +))")
                }
            }
        }
        """
        #expect(try texts(source, at: 0) == ["Milk: 0", "Eggs: 0", "Total 0"])
        #expect(try texts(source, at: 0.5) == ["Milk: 2", "Eggs: 0", "Total 2"])
        #expect(try texts(source, at: 1) == ["Milk: 2", "Eggs: 1", "Total 3"])
    }

    @Test func theBoundElementIsAlsoReadableAndWritableByItsName() throws {
        let source = """
        // flipbook: tap "A off" at 0.2
        // flipbook: tap "B off" at 0.4
        import SwiftUI

        struct Flag: Identifiable {
            let id: String
            var isOn = false
        }

        struct ContentView: View {
            @State private var flags = [Flag(id: "A"), Flag(id: "B")]
            var body: some View {
                VStack {
                    ForEach($flags, id: \\.id) { $flag in
                        Button("\\(flag.id) \\(flag.isOn ? "on" : "off")") {
                            flag.isOn.toggle()
                        }
                    }
                }
            }
        }
        """
        #expect(try texts(source, at: 0.3) == ["A on", "B off"])
        #expect(try texts(source, at: 1) == ["A on", "B on"])
    }

    @Test func aDollarParameterNeedsABinding() throws {
        let message = failure("""
        import SwiftUI
        struct ContentView: View {
            let names = ["a", "b"]
            var body: some View {
                VStack { ForEach(names, id: \\.self) { $name in Text(name) } }
            }
        }
        """)
        #expect(message?.contains("'$name' needs a binding") == true)
        #expect(message?.hasPrefix("5:") == true)
    }

    @Test func mapTakesItsElementTypeFromTheDeclaration() throws {
        // `.random(in:)` has no type of its own: the annotation `[CGFloat]` gives it.
        let source = """
        import SwiftUI
        struct ContentView: View {
            let heights: [CGFloat] = (0..<4).map { _ in .random(in: 20...80) }
            var body: some View {
                HStack(alignment: .bottom) {
                    ForEach(heights.indices, id: \\.self) { i in
                        Capsule().frame(width: 12, height: heights[i])
                    }
                }
            }
        }
        """
        let frames = try node(source).allNodes.compactMap { n -> Double? in
            if case .modified(_, .frame(_, let height?, _)) = n { return height } else { return nil }
        }
        #expect(frames.count == 4)
        #expect(frames.allSatisfy { $0 >= 20 && $0 <= 80 })
    }

    @Test func severalNamesInOneLet() throws {
        let source = """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                let width = 120.0, height = 60.0
                var label = "", count = 2
                let _ = count
                RoundedRectangle(cornerRadius: 8)
                    .frame(width: width, height: height)
                    .overlay(Text(label + "\\(Int(width))×\\(Int(height))"))
            }
        }
        """
        #expect(try texts(source, at: 0) == ["120×60"])
    }

    @Test func colourSpaces() throws {
        func color(_ expr: String) throws -> Color {
            let n = try node("""
            import SwiftUI
            struct ContentView: View {
                var body: some View { Rectangle().fill(\(expr)) }
            }
            """)
            for case .shape(let s) in n.allNodes { if case .color(let c)? = s.fill { return c } }
            Issue.record("no fill in \(n)")
            return Color(red: 0, green: 0, blue: 0, opacity: 0)
        }
        #expect(try color("Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1)") == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 1))
        // Linear 0.5 is sRGB 0.7354 (IEC 61966-2-1).
        let linear = try color("Color(.sRGBLinear, white: 0.5)")
        #expect(abs(linear.red - 0.735357) < 1e-5 && linear.red == linear.blue)
        // P3's pure red is outside sRGB: clipped to sRGB red.
        let p3 = try color("Color(.displayP3, red: 1, green: 0, blue: 0)")
        #expect(abs(p3.red - 1) < 1e-9 && p3.green == 0 && p3.blue == 0)
        // A P3 grey is the same grey.
        let grey = try color("Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5)")
        #expect(abs(grey.red - 0.5) < 1e-4 && abs(grey.green - 0.5) < 1e-4 && abs(grey.blue - 0.5) < 1e-4)
    }

    @Test func aTransitionCarriesItsOwnAnimation() throws {
        let n = try node("""
        import SwiftUI
        struct ContentView: View {
            @State private var show = true
            var body: some View {
                if show {
                    Text("Hi").transition(.move(edge: .bottom).combined(with: .opacity).animation(.easeOut(duration: 0.3)))
                }
            }
        }
        """)
        let transitions = n.allNodes.compactMap { n -> Transition? in if case .modified(_, .transition(let t)) = n { t } else { nil } }
        #expect(transitions == [Transition.move(edge: .bottom).combined(with: .opacity).animation(.easeOut(duration: 0.3))])
    }
}
