import Document
import SceneScript
import Testing

/// Where an expression's type comes from, as Swift infers it: a declared tuple type gives each
/// element's, an array literal's first element gives the rest theirs.
@Suite struct TypeContextTests {
    @Test func declaredTupleTypesResolveTheirElements() throws {
        let source = """
        struct ContentView: View {
            let apps: [(name: String, color: Color)] = [(name: "Mail", color: .blue), (name: "Maps", color: .green)]
            var body: some View {
                VStack { ForEach(apps, id: \\.name) { app in Text(app.name).foregroundStyle(app.color) } }
            }
        }
        """
        let api = VStack { Text("Mail").foregroundStyle(Color.blue); Text("Maps").foregroundStyle(Color.green) }
        #expect(try node(source).withoutIDs == api.makeNode().withoutIDs)
    }

    @Test func anArrayLiteralsFirstElementTypesTheRest() throws {
        let source = """
        struct ContentView: View {
            var body: some View {
                HStack { ForEach([Color.red, .orange, .yellow], id: \\.self) { c in c.frame(width: 10, height: 10) } }
            }
        }
        """
        let api = HStack { Color.red.frame(width: 10, height: 10); Color.orange.frame(width: 10, height: 10)
                           Color.yellow.frame(width: 10, height: 10) }
        #expect(try node(source).withoutIDs == api.makeNode().withoutIDs)
        // Numbers keep Swift's rule: `[1, 2.5]` is [Double], not an error at 2.5.
        #expect(try node(#"Text("\([1, 2.5].count)")"#) == Text("2").makeNode())
    }

    @Test func monospacedDigitKeepsTheFontAndAsksForTabularFigures() throws {
        #expect(try node(#"Text("42").font(.title3.monospacedDigit())"#) == Text("42").font(.title3.monospacedDigit()).makeNode())
        #expect(try node(#"Text("42").font(.title3.monospacedDigit())"#) != Text("42").font(.title3).makeNode())
    }
}

extension ViewNode {
    /// The same tree without `ForEach` ids (to compare with a Swift API tree built without them).
    var withoutIDs: ViewNode {
        switch self {
        case .stack(var s):
            s.children = s.children.map { IdentifiedView(id: nil, $0.view.withoutIDs) }
            return .stack(s)
        case .list(let items): return .list(items.map { IdentifiedView(id: nil, $0.view.withoutIDs) })
        case .modified(let c, let m): return .modified(c.withoutIDs, m)
        default: return self
        }
    }
}
