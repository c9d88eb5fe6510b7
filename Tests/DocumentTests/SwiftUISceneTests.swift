import Testing
import Document

/// SwiftUI code written as in an app compiles unchanged and builds the expected model.
private struct Item: Identifiable {
    let id: Int
    let title: String
    let done: Bool
}

private struct Row: View {
    let item: Item
    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 12) {
            Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(item.done ? .green : .secondary)
            Text(item.title)
                .font(.system(size: 17, weight: .semibold, design: .rounded))
                .lineLimit(1)
            Spacer()
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

private struct Screen: View {
    let items: [Item]
    var showBadge: Bool
    let size: CGFloat = 44

    var body: some View {
        ZStack(alignment: .topTrailing) {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            VStack(alignment: .leading, spacing: 8) {
                Text("Today").font(.largeTitle).bold()
                ForEach(items) { item in Row(item: item) }
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 8) {
                    ForEach(0..<6, id: \.self) { i in
                        Circle().fill(Color.orange.gradient).frame(width: size, height: size).opacity(i.isMultiple(of: 2) ? 1 : 0.5)
                    }
                }
                Button { } label: {
                    Label(text: "Add", symbol: "plus")
                }
            }
            .padding()
            if showBadge {
                Capsule().fill(.red).frame(width: 24, height: 16)
                    .overlay { Text("3").font(.caption2).foregroundColor(.white) }
                    .offset(x: -8, y: 8)
                    .shadow(color: .black.opacity(0.25), radius: 4, y: 2)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .clipShape(.rect(cornerRadius: 20))
    }
}

private struct Label: View {
    let text: String
    let symbol: String
    var body: some View {
        HStack { Image(systemName: symbol); Text(text) }
            .font(.headline)
            .padding(EdgeInsets(top: 8, leading: 14, bottom: 8, trailing: 14))
            .background(Capsule().strokeBorder(Color.blue, lineWidth: 2))
    }
}

@Suite struct SwiftUISceneTests {
    fileprivate let items = [Item(id: 1, title: "Milk", done: true), Item(id: 2, title: "Bread", done: false)]

    @Test func appStyleCodeBuildsTheModel() {
        let node = Screen(items: items, showBadge: true).makeNode()
        // Outermost first: clip, then the flexible frame, then the ZStack.
        guard case .modified(.modified(.stack(let z), .flexibleFrame(let frame)), .effect(let e)) = node,
              let clip = e.as(ClipShapeEffect.self)?.shape else {
            Issue.record("unexpected shape: \(node)"); return
        }
        #expect(clip == .roundedRectangle(cornerSize: Size(width: 20, height: 20), style: .continuous))
        #expect(frame == FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity))
        #expect(z.axis == .depth && z.alignment == .topTrailing && z.children.count == 3)
        #expect(z.children[0].view == .color(.linearGradient(Gradient(colors: [.blue, .purple]), start: .top, end: .bottom)))

        guard case .modified(.stack(let column), .padding(let insets)) = z.children[1].view else {
            Issue.record("column: \(z.children[1].view)"); return
        }
        #expect(insets == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        #expect(column.alignment == .leading && column.spacing == 8 && column.children.count == 4)
        #expect(column.children[0].view
                == .modified(.modified(.text(TextView("Today")), .font(.largeTitle)), .fontWeight(.bold)))
        // The rows keep their Identifiable ids; each row is the expanded body of `Row`.
        guard case .list(let rows) = column.children[1].view else { Issue.record("rows"); return }
        #expect(rows.map(\.id) == [.int(1), .int(2)])
        #expect(rows[0].view == Row(item: items[0]).makeNode())
        guard case .grid(let grid) = column.children[2].view else { Issue.record("grid"); return }
        #expect(grid.kind == .lazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 8))
        #expect(grid.children.map(\.id) == (0..<6).map { .int($0) })
        #expect(grid.children[1].view == .modified(.modified(.shape(ShapeView(kind: .circle, fill: .colorGradient(.orange))),
                                                             .frame(width: 44, height: 44, alignment: .center)), .effect(OpacityEffect(0.5))))
        guard case .button(let button) = column.children[3].view else { Issue.record("button"); return }
        #expect(button.actionName == "Add")

        // The badge is the `if` branch (no else): its node as is, shadow outermost.
        guard case .modified(_, .effect(let e)) = z.children[2].view, let shadow = e.as(ShadowEffect.self) else {
            Issue.record("badge: \(z.children[2].view)"); return
        }
        #expect(shadow == ShadowEffect(color: Color.black.opacity(0.25), radius: 4, x: 0, y: 2))
        guard case .stack(let noBadge) = Screen(items: items, showBadge: false).makeNode().unclipped else {
            Issue.record("no badge"); return
        }
        #expect(noBadge.children[2].view == .empty)
    }

    @Test func rowUsesTheForegroundStyleOfItsState() {
        guard case .modified(.modified(.modified(.stack(let row), _), _), .backgroundShape(let fill, let shape)) =
                Row(item: items[1]).makeNode() else { Issue.record("row"); return }
        #expect(fill == .material(.thin))
        #expect(shape == .roundedRectangle(cornerSize: Size(width: 12, height: 12), style: .continuous))
        #expect(row.alignment == Alignment(horizontal: .center, vertical: .firstTextBaseline))
        #expect(row.children[0].view == .modified(.image(ImageView(source: .systemName("circle"))),
                                                  .foregroundStyle(.color(.secondary))))
        #expect(row.children[2].view == Spacer(minLength: nil).makeNode())
    }
}

private extension ViewNode {
    /// The node under the screen's clip and frame.
    var unclipped: ViewNode {
        if case .modified(.modified(let inner, .flexibleFrame), .effect(let e)) = self, e.as(ClipShapeEffect.self) != nil { return inner }
        return self
    }
}
