import Testing
import Document

private let a = ViewNode.text(TextView("a"))
private let b = ViewNode.text(TextView("b"))
private let c = ViewNode.text(TextView("c"))

@Suite struct ContainerTests {
    @Test func stacksKeepAlignmentSpacingAndChildrenInOrder() {
        #expect(HStack { Text("a"); Text("b") }.makeNode()
                == .stack(StackView(axis: .horizontal, alignment: .center, spacing: nil,
                                    children: [IdentifiedView(a), IdentifiedView(b)])))
        #expect(HStack(alignment: .firstTextBaseline, spacing: 4) { Text("a") }.makeNode()
                == .stack(StackView(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: .firstTextBaseline),
                                    spacing: 4, children: [IdentifiedView(a)])))
        #expect(VStack(alignment: .leading, spacing: 0) { Text("a"); Text("b"); Text("c") }.makeNode()
                == .stack(StackView(axis: .vertical, alignment: .leading, spacing: 0,
                                    children: [IdentifiedView(a), IdentifiedView(b), IdentifiedView(c)])))
        #expect(ZStack(alignment: .bottomTrailing) { Color.red; Text("a") }.makeNode()
                == .stack(StackView(axis: .depth, alignment: .bottomTrailing,
                                    children: [IdentifiedView(.color(.color(.red))), IdentifiedView(a)])))
        #expect(VStack {}.makeNode() == .stack(StackView(axis: .vertical, children: [])))
    }

    @Test func blocksOfManyViews() {
        let node = VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }.makeNode()
        let expected = (1...12).map { IdentifiedView(.text(TextView(String($0)))) }
        #expect(node == .stack(StackView(axis: .vertical, children: expected)))
    }

    @Test func forEachOverARangeUsesTheIntegersAsIds() {
        let node = HStack { ForEach(0..<3) { i in Text("\(i)") } }.makeNode()
        let expected = (0..<3).map { IdentifiedView(id: .int($0), .text(TextView(String($0)))) }
        #expect(node == .stack(StackView(axis: .horizontal, children: expected)))
        #expect(ForEach(1...2) { i in Text("\(i)") }.makeNode()
                == .list([IdentifiedView(id: .int(1), .text(TextView("1"))), IdentifiedView(id: .int(2), .text(TextView("2")))]))
    }

    @Test func forEachWithKeyPathIds() {
        let names = ["ann", "bob"]
        #expect(ForEach(names, id: \.self) { Text($0) }.makeNode()
                == .list([IdentifiedView(id: .string("ann"), .text(TextView("ann"))),
                          IdentifiedView(id: .string("bob"), .text(TextView("bob")))]))
        struct Item { var key: Double; var label: String }
        let items = [Item(key: 1.5, label: "x"), Item(key: 2, label: "y")]
        #expect(ForEach(items, id: \.key) { Text($0.label) }.makeNode()
                == .list([IdentifiedView(id: .double(1.5), .text(TextView("x"))),
                          IdentifiedView(id: .double(2), .text(TextView("y")))]))
    }

    @Test func forEachWithIdentifiableElements() {
        struct Card: Identifiable { var id: Int; var title: String }
        struct Tag: Identifiable { var id: String }
        let cards = [Card(id: 7, title: "seven"), Card(id: 3, title: "three")]
        #expect(ForEach(cards) { Text($0.title) }.makeNode()
                == .list([IdentifiedView(id: .int(7), .text(TextView("seven"))),
                          IdentifiedView(id: .int(3), .text(TextView("three")))]))
        #expect(ForEach([Tag(id: "t")]) { Text($0.id) }.makeNode()
                == .list([IdentifiedView(id: .string("t"), .text(TextView("t")))]))
    }

    @Test func forEachBesideOtherViewsStaysOneNestedList() {
        let node = VStack {
            Text("a")
            ForEach(0..<2) { i in Text("\(i)") }
        }.makeNode()
        let list = ViewNode.list([IdentifiedView(id: .int(0), .text(TextView("0"))),
                                  IdentifiedView(id: .int(1), .text(TextView("1")))])
        #expect(node == .stack(StackView(axis: .vertical, children: [IdentifiedView(a), IdentifiedView(list)])))
    }

    @Test func viewIdsFromHashableValues() {
        enum Suit: Hashable { case hearts }
        #expect(ViewID(5) == .int(5))
        #expect(ViewID(UInt8(9)) == .int(9))
        #expect(ViewID(UInt64.max) == .string("18446744073709551615"))
        #expect(ViewID("k") == .string("k"))
        #expect(ViewID(Character("z")) == .string("z"))
        #expect(ViewID(2.5) == .double(2.5))
        #expect(ViewID(Float(0.5)) == .double(0.5))
        #expect(ViewID(true) == .bool(true))
        #expect(ViewID(Suit.hearts) == ViewID(Suit.hearts))
        #expect(ViewID(Suit.hearts) == .string(String(reflecting: Suit.hearts)))
    }

    @Test func groupIsTransparent() {
        #expect(Group { Text("a") }.makeNode() == a)
        #expect(Group { Text("a"); Text("b") }.makeNode() == .list([IdentifiedView(a), IdentifiedView(b)]))
        #expect(HStack { Group { Text("a"); Text("b") } }.makeNode()
                == .stack(StackView(axis: .horizontal, children: [IdentifiedView(a), IdentifiedView(b)])))
    }

    @Test func gridRowsStayRows() {
        let node = Grid(horizontalSpacing: 4, verticalSpacing: 6) {
            GridRow { Text("a"); Text("b") }
            Divider()
            GridRow { Text("c") }
        }.makeNode()
        let expected = GridView(kind: .grid(horizontalSpacing: 4, verticalSpacing: 6), alignment: .center, children: [
            IdentifiedView(.list([IdentifiedView(a), IdentifiedView(b)])),
            IdentifiedView(Divider().makeNode()),
            IdentifiedView(.list([IdentifiedView(c)])),
        ])
        #expect(node == .grid(expected))
        // A single row is still one row, not a list of cells.
        #expect(Grid(alignment: .leading) { GridRow { Text("a"); Text("b") } }.makeNode()
                == .grid(GridView(kind: .grid(horizontalSpacing: nil, verticalSpacing: nil), alignment: .leading,
                                  children: [IdentifiedView(.list([IdentifiedView(a), IdentifiedView(b)]))])))
    }

    @Test func lazyGrids() {
        let columns = [GridItem(.fixed(50)), GridItem(.flexible(), spacing: 4), GridItem(.adaptive(minimum: 80))]
        let v = LazyVGrid(columns: columns, spacing: 10) { ForEach(0..<2) { i in Text("\(i)") } }.makeNode()
        let cells = (0..<2).map { IdentifiedView(id: .int($0), .text(TextView(String($0)))) }
        #expect(v == .grid(GridView(kind: .lazyVGrid(columns: columns, spacing: 10), alignment: .center, children: cells)))
        let h = LazyHGrid(rows: [GridItem()], alignment: .top) { Text("a") }.makeNode()
        #expect(h == .grid(GridView(kind: .lazyHGrid(rows: [GridItem(.flexible(minimum: 10, maximum: .infinity))], spacing: nil),
                                    alignment: .top, children: [IdentifiedView(a)])))
        let leading = LazyVGrid(columns: [GridItem()], alignment: .leading) { Text("a") }.makeNode()
        #expect(leading == .grid(GridView(kind: .lazyVGrid(columns: [GridItem()], spacing: nil), alignment: .leading,
                                          children: [IdentifiedView(a)])))
    }

    @Test func scrollViews() {
        #expect(ScrollView { Text("a") }.makeNode() == .scrollView(axes: .vertical, content: a))
        #expect(ScrollView(.horizontal, showsIndicators: false) { Text("a"); Text("b") }.makeNode()
                == .scrollView(axes: .horizontal, content: .list([IdentifiedView(a), IdentifiedView(b)])))
        #expect(ScrollView([.horizontal, .vertical]) { Text("a") }.makeNode() == .scrollView(axes: .all, content: a))
    }

    @Test func buttonsRecordTheirActionName() {
        var tapped = false
        let titled = Button("Save") { tapped = true }
        // The action is kept as a one-step script named for the button (the timeline runs it).
        #expect(titled.makeNode() == .button(ButtonView(label: .text(TextView("Save")), actionName: "Save",
                                                        action: Script(name: "Button(\"Save\")", steps: []))))
        let labelled = Button { tapped = true } label: {
            HStack { Image(systemName: "plus"); Text("Add") }
        }
        let label = ViewNode.stack(StackView(axis: .horizontal, children: [
            IdentifiedView(.image(ImageView(source: .systemName("plus")))), IdentifiedView(.text(TextView("Add")))]))
        #expect(labelled.makeNode() == .button(ButtonView(label: label, actionName: "Add", action: Script(name: "Button(\"Add\")", steps: []))))
        let iconOnly = Button(action: { tapped = true }) { Image(systemName: "gearshape").padding() }
        #expect(iconOnly.actionName == "gearshape")
        #expect(Button(action: {}) { Circle() }.actionName == "button")
        #expect(!tapped)  // the renderer never runs actions; neither does building the view
    }
}
