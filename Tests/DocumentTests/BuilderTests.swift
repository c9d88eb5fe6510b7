import Testing
import Document

private let a = ViewNode.text(TextView("a"))
private let b = ViewNode.text(TextView("b"))

private struct Badge: View {
    let count: Int
    var body: some View {
        Text("\(count)")
            .padding(4)
            .background(Capsule().fill(.red))
    }
}

private struct CardView: View {
    let id: Int
    var highlighted = false
    var body: some View {
        VStack(alignment: .leading) {
            Text("Card \(id)")
            if highlighted {
                Badge(count: id)
            }
        }
        .padding()
    }
}

private struct Rows: View {
    var body: some View {
        Text("a")
        Text("b")
    }
}

private func badgeNode(_ n: Int) -> ViewNode {
    .modified(.modified(.text(TextView(String(n))), .padding(EdgeInsets(.all, 4))),
              .background(.shape(ShapeView(kind: .capsule(style: .continuous), fill: .color(.red))), alignment: .center))
}

@Suite struct BuilderTests {
    @Test func customViewsExpandThroughTheirBody() {
        #expect(Badge(count: 3).makeNode() == badgeNode(3))
    }

    @Test func nestedCustomViewsWithStoredProperties() {
        let plain = CardView(id: 1).makeNode()
        #expect(plain == .modified(.stack(StackView(axis: .vertical, alignment: .leading, children: [
            IdentifiedView(.text(TextView("Card 1"))), IdentifiedView(.empty),
        ])), .padding(EdgeInsets(.all, 16))))

        let highlighted = CardView(id: 2, highlighted: true).makeNode()
        #expect(highlighted == .modified(.stack(StackView(axis: .vertical, alignment: .leading, children: [
            IdentifiedView(.text(TextView("Card 2"))), IdentifiedView(badgeNode(2)),
        ])), .padding(EdgeInsets(.all, 16))))

        let deck = VStack { ForEach(1..<3) { CardView(id: $0) } }.makeNode()
        guard case .stack(let stack) = deck else { Issue.record("not a stack"); return }
        #expect(stack.children.map(\.id) == [.int(1), .int(2)])
        #expect(stack.children[1].view == CardView(id: 2).makeNode())
    }

    @Test func customViewWithSeveralViewsInItsBody() {
        #expect(Rows().makeNode() == .list([IdentifiedView(a), IdentifiedView(b)]))
        // As a stack's whole content its views become the stack's children (SwiftUI view lists).
        #expect(HStack { Rows() }.makeNode()
                == .stack(StackView(axis: .horizontal, children: [IdentifiedView(a), IdentifiedView(b)])))
    }

    @Test func ifElseWrapsTheBranchTaken() {
        func view(_ flag: Bool) -> some View {
            VStack {
                if flag { Text("a") } else { Text("b") }
            }
        }
        #expect(view(true).makeNode()
                == .stack(StackView(axis: .vertical, children: [IdentifiedView(.conditional(isTrue: true, a))])))
        #expect(view(false).makeNode()
                == .stack(StackView(axis: .vertical, children: [IdentifiedView(.conditional(isTrue: false, b))])))
    }

    @Test func ifWithoutElseIsEmptyWhenFalse() {
        func view(_ flag: Bool) -> some View {
            HStack {
                Text("a")
                if flag { Text("b") }
            }
        }
        #expect(view(true).makeNode()
                == .stack(StackView(axis: .horizontal, children: [IdentifiedView(a), IdentifiedView(b)])))
        #expect(view(false).makeNode()
                == .stack(StackView(axis: .horizontal, children: [IdentifiedView(a), IdentifiedView(.empty)])))
        // As the whole content a false `if` contributes no child.
        let alone = HStack { if false { Text("b") } }.makeNode()
        #expect(alone == .stack(StackView(axis: .horizontal, children: [])))
    }

    @Test func ifLetAndOptionalViews() {
        func view(_ name: String?) -> some View {
            VStack {
                if let name { Text(name) }
                Text("a")
            }
        }
        #expect(view("b").makeNode() == .stack(StackView(axis: .vertical, children: [IdentifiedView(b), IdentifiedView(a)])))
        #expect(view(nil).makeNode() == .stack(StackView(axis: .vertical, children: [IdentifiedView(.empty), IdentifiedView(a)])))
        let optional: Text? = nil
        #expect(optional.makeNode() == .empty)
        #expect(Optional(Text("a")).makeNode() == a)
    }

    @Test func elseIfChainsAndSwitchesNestBranchIdentities() {
        func view(_ n: Int) -> some View {
            ZStack {
                if n == 0 { Text("zero") } else if n == 1 { Text("one") } else { Text("many") }
            }
        }
        /// The branch ids from the outside in, and the view inside them.
        func branch(_ n: Int) -> ([Bool], ViewNode)? {
            guard case .stack(let s) = view(n).makeNode(), var node = s.children.first?.view else { return nil }
            var path: [Bool] = []
            while case .conditional(let flag, let inner) = node { path.append(flag); node = inner }
            return (path, node)
        }
        let branches = (0..<3).compactMap(branch)
        #expect(branches.map(\.1) == [.text(TextView("zero")), .text(TextView("one")), .text(TextView("many"))])
        // Every branch is tagged, and no two branches share a tag path (the builder nests `buildEither`).
        #expect(branches.allSatisfy { !$0.0.isEmpty })
        #expect(Set(branches.map(\.0)).count == 3)

        enum Mode { case a, b, c }
        func switched(_ m: Mode) -> some View {
            Group {
                switch m {
                case .a: Text("a")
                case .b: Circle()
                case .c: Text("c")
                }
            }
        }
        let nodes = [Mode.a, .b, .c].map { switched($0).makeNode() }
        #expect(Set(nodes).count == 3)
        #expect(nodes.allSatisfy { if case .conditional = $0 { return true } else { return false } })
    }

    @Test func availabilityChecksEraseTheirContent() {
        let node = VStack {
            if #available(macOS 10.15, *) { Text("a") }
        }.makeNode()
        #expect(node == .stack(StackView(axis: .vertical, children: [IdentifiedView(a)])))
    }

    @Test func modifiersNestInsideOut() {
        let node = Text("a").padding(8).background(Circle()).opacity(0.5).makeNode()
        let circle = ViewNode.shape(ShapeView(kind: .circle))
        #expect(node == .modified(.modified(.modified(a, .padding(EdgeInsets(.all, 8))),
                                            .background(circle, alignment: .center)),
                                  .effect(OpacityEffect(0.5))))
        // The order is kept: padding outside the background differs from padding inside it.
        let swapped = Text("a").background(Circle()).padding(8).opacity(0.5).makeNode()
        #expect(swapped != node)
        #expect(swapped == .modified(.modified(.modified(a, .background(circle, alignment: .center)),
                                               .padding(EdgeInsets(.all, 8))), .effect(OpacityEffect(0.5))))
    }
}
