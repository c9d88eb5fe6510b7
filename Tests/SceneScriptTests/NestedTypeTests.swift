import Testing
import Document
import SceneScript

// The Swift API's side of the tests: what the scripts' nested types must build.
/// The card grid in either layout: the nested `Layout` printed, the four nested `Card`s (ids 0…3,
/// blue and orange) in a grid or a list.
private func cardGridModel(grid: Bool) -> some View {
    let colors: [Color] = [.blue, .orange, .blue, .orange]
    return VStack {
        Text("list")
        if grid {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                ForEach(0..<4, id: \.self) { i in colors[i].frame(height: 40) }
            }
        } else {
            ForEach(0..<4, id: \.self) { i in RoundedRectangle(cornerRadius: 8).fill(colors[i]).frame(height: 20) }
        }
    }
}

private struct Badge: View {
    struct Style { let tint: Color; let radius: Double }
    let style: Style
    var body: some View { Capsule().fill(style.tint).frame(width: style.radius * 4, height: style.radius * 2) }
}

/// `struct`s and `enum`s declared inside a struct or its extension: named `Outer.Inner` from
/// outside, plain `Inner` inside, found innermost first as Swift looks names up.
@Suite struct NestedTypeTests {
    static let cardGrid = """
    struct CardGrid: View {
        enum Layout { case grid, list }
        struct Card: Identifiable { let id: Int; let color: Color }
        @State private var layout: Layout = .grid
        let cards = (0..<4).map { Card(id: $0, color: $0.isMultiple(of: 2) ? .blue : .orange) }
        var body: some View {
            VStack {
                Text("\\(CardGrid.Layout.list)")
                if layout == .grid {
                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) {
                        ForEach(cards) { card in card.color.frame(height: 40) }
                    }
                } else {
                    ForEach(cards) { card in RoundedRectangle(cornerRadius: 8).fill(card.color).frame(height: 20) }
                }
            }
        }
    }
    """

    @Test func nestedEnumAndStructInAView() throws {
        #expect(try initialValues(Self.cardGrid) == StateValues(["layout": .string("grid")]))
        #expect(try node(Self.cardGrid) == cardGridModel(grid: true).makeNode())
        #expect(try node(Self.cardGrid, ["layout": .string("list")]) == cardGridModel(grid: false).makeNode())
    }

    /// Another view names the nested type through its outer type, in an expression and a type.
    @Test func qualifiedNamesFromOutside() throws {
        let source = """
        import SwiftUI
        import Combine
        struct CardGrid: View {
            enum Layout { case grid, list }
            var body: some View { EmptyView() }
        }
        struct Other: View {
            let layout: CardGrid.Layout = .list
            var body: some View {
                HStack {
                    Text("\\(CardGrid.Layout.list)")
                    Text(layout == CardGrid.Layout.grid ? "grid" : "list")
                }
            }
        }
        #Preview { Other() }
        """
        #expect(try node(source) == HStack { Text("list"); Text("list") }.makeNode())
    }

    /// A mode enum declared after the state that uses it (Swift allows forward references).
    @Test func nestedModeSwitchesAnIf() throws {
        let source = """
        struct Player: View {
            @State private var mode: Mode = .paused
            var body: some View {
                if mode == .playing {
                    Image(systemName: "pause.fill")
                } else {
                    Image(systemName: "play.fill")
                }
            }
            enum Mode { case playing, paused }
        }
        """
        #expect(try node(source) == .conditional(isTrue: false, Image(systemName: "play.fill").makeNode()))
        #expect(try node(source, ["mode": .string("playing")])
                == .conditional(isTrue: true, Image(systemName: "pause.fill").makeNode()))
    }

    /// A type nested in an extension belongs to the extended struct; its body sees it plainly.
    @Test func extensionAddsANestedType() throws {
        let source = """
        struct Badge: View {
            let style: Style
            var body: some View { Capsule().fill(style.tint).frame(width: style.radius * 4, height: style.radius * 2) }
        }
        extension Badge {
            struct Style { let tint: Color; let radius: Double }
            static let big = Style(tint: .pink, radius: 10)
        }
        #Preview { Badge(style: Badge.Style(tint: .pink, radius: 10)) }
        """
        #expect(try node(source) == Badge(style: .init(tint: .pink, radius: 10)).makeNode())
    }

    /// An extension of a nested type sees the outer type's other nested types plainly.
    @Test func extensionOfANestedType() throws {
        let source = """
        struct Shelf: View {
            enum Size { case small, large }
            struct Book { let size: Size }
            var body: some View { Text(Book(size: .large).label) }
        }
        extension Shelf.Book {
            var label: String { size == Size.large ? "large" : "small" }
        }
        """
        #expect(try node(source) == Text("large").makeNode())
    }

    /// Two outer types may nest the same name; each sees its own, and deeper nesting looks
    /// outward one type at a time.
    @Test func sameNameInTwoOutersAndDeeperNesting() throws {
        let source = """
        struct A: View {
            enum Kind { case one, two }
            struct Inner {
                struct Deep { let kind: Kind }
                let deep = Deep(kind: .two)
            }
            var body: some View { Text("\\(Inner().deep.kind)") }
        }
        struct B: View {
            enum Kind { case three }
            let kind: Kind = .three
            var body: some View { Text("\\(kind) \\(A.Inner.Deep(kind: .one).kind)") }
        }
        #Preview { VStack { A(); B() } }
        """
        #expect(try node(source) == VStack { Text("two"); Text("three one") }.makeNode())
    }
}
