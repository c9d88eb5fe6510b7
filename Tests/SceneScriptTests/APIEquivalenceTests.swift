import Testing
import Document
import SceneScript

/// Interpreted code builds exactly the model the Swift API builds for the same code.
@Suite struct APIEquivalenceTests {
    /// One-line views and modifiers: the script text and the same code compiled against the API.
    static let cases: [(String, ViewNode)] = [
        ("Text(\"Hi\")", Text("Hi").makeNode()),
        ("Text(verbatim: \"Hi\")", Text(verbatim: "Hi").makeNode()),
        ("Image(systemName: \"star.fill\")", Image(systemName: "star.fill").makeNode()),
        ("Image(\"photo.png\").resizable()", Image("photo.png").resizable().makeNode()),
        ("Spacer()", Spacer().makeNode()),
        ("Spacer(minLength: 4)", Spacer(minLength: 4).makeNode()),
        ("Divider()", Divider().makeNode()),
        ("Color.red", Color.red.makeNode()),
        ("Color(red: 0.2, green: 0.4, blue: 0.6)", Color(red: 0.2, green: 0.4, blue: 0.6).makeNode()),
        ("Color(white: 0.5, opacity: 0.5)", Color(white: 0.5, opacity: 0.5).makeNode()),
        ("Color(hue: 0.3, saturation: 0.5, brightness: 0.9)", Color(hue: 0.3, saturation: 0.5, brightness: 0.9).makeNode()),
        ("Color.blue.opacity(0.5)", Color.blue.opacity(0.5).makeNode()),
        ("Rectangle()", Rectangle().makeNode()),
        ("Circle().fill(.red)", Circle().fill(.red).makeNode()),
        ("Circle().fill(Color.orange.gradient)", Circle().fill(Color.orange.gradient).makeNode()),
        ("Circle().fill(.red.gradient)", Circle().fill(.red.gradient).makeNode()),
        ("Capsule().fill(.regularMaterial)", Capsule().fill(.regularMaterial).makeNode()),
        ("Ellipse().fill(.blue.opacity(0.5))", Ellipse().fill(.blue.opacity(0.5)).makeNode()),
        ("Circle().fill(.foreground)", Circle().fill(.foreground).makeNode()),
        ("Circle().fill()", Circle().fill().makeNode()),
        ("RoundedRectangle(cornerRadius: 12, style: .circular).stroke(.blue, lineWidth: 3)",
         RoundedRectangle(cornerRadius: 12, style: .circular).stroke(.blue, lineWidth: 3).makeNode()),
        ("RoundedRectangle(cornerSize: CGSize(width: 4, height: 8))",
         RoundedRectangle(cornerSize: CGSize(width: 4, height: 8)).makeNode()),
        ("Capsule().strokeBorder(Color.blue, lineWidth: 2)", Capsule().strokeBorder(Color.blue, lineWidth: 2).makeNode()),
        ("Circle().stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [4, 2]))",
         Circle().stroke(style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [4, 2])).makeNode()),
        ("Circle().fill(.red).stroke(.blue)", Circle().fill(.red).stroke(.blue).makeNode()),
        ("UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4)",
         UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 4).makeNode()),
        ("LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)",
         LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).makeNode()),
        ("RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)",
         RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).makeNode()),
        ("AngularGradient(colors: [.red, .blue], center: .center)",
         AngularGradient(colors: [.red, .blue], center: .center).makeNode()),
        ("Rectangle().fill(LinearGradient(stops: [Gradient.Stop(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: .leading, endPoint: .trailing))",
         Rectangle().fill(LinearGradient(stops: [Gradient.Stop(color: .red, location: 0), .init(color: .blue, location: 1)],
                                         startPoint: .leading, endPoint: .trailing)).makeNode()),
        ("Path { p in p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: 5)); p.closeSubpath() }",
         Path { p in p.move(to: CGPoint(x: 0, y: 0)); p.addLine(to: CGPoint(x: 10, y: 5)); p.closeSubpath() }.makeNode()),
        // Layout
        ("Text(\"a\").frame(width: 100)", Text("a").frame(width: 100).makeNode()),
        ("Text(\"a\").frame(width: 100, height: 50, alignment: .topLeading)",
         Text("a").frame(width: 100, height: 50, alignment: .topLeading).makeNode()),
        ("Text(\"a\").frame(maxWidth: .infinity, alignment: .leading)", Text("a").frame(maxWidth: .infinity, alignment: .leading).makeNode()),
        ("Text(\"a\").padding()", Text("a").padding().makeNode()),
        ("Text(\"a\").padding(20)", Text("a").padding(20).makeNode()),
        ("Text(\"a\").padding(.horizontal)", Text("a").padding(.horizontal).makeNode()),
        ("Text(\"a\").padding(.top, 8)", Text("a").padding(.top, 8).makeNode()),
        ("Text(\"a\").padding([.top, .leading], 4)", Text("a").padding([.top, .leading], 4).makeNode()),
        ("Text(\"a\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
         Text("a").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).makeNode()),
        ("Text(\"a\").offset(x: 10)", Text("a").offset(x: 10).makeNode()),
        ("Text(\"a\").offset(CGSize(width: 3, height: 4))", Text("a").offset(CGSize(width: 3, height: 4)).makeNode()),
        ("Text(\"a\").position(x: 10, y: 20)", Text("a").position(x: 10, y: 20).makeNode()),
        ("Text(\"a\").fixedSize()", Text("a").fixedSize().makeNode()),
        ("Text(\"a\").fixedSize(horizontal: false, vertical: true)", Text("a").fixedSize(horizontal: false, vertical: true).makeNode()),
        ("Text(\"a\").layoutPriority(1)", Text("a").layoutPriority(1).makeNode()),
        ("Image(\"p.png\").resizable().aspectRatio(contentMode: .fit)",
         Image("p.png").resizable().aspectRatio(contentMode: .fit).makeNode()),
        ("Image(\"p.png\").resizable().aspectRatio(1.5, contentMode: .fill)",
         Image("p.png").resizable().aspectRatio(1.5, contentMode: .fill).makeNode()),
        ("Image(\"p.png\").resizable().scaledToFill()", Image("p.png").resizable().scaledToFill().makeNode()),
        ("Text(\"a\").zIndex(2)", Text("a").zIndex(2).makeNode()),
        ("Text(\"a\").id(3)", Text("a").id(3).makeNode()),
        ("Text(\"a\").id(\"x\")", Text("a").id("x").makeNode()),
        // Decoration
        ("Text(\"a\").background(.blue)", Text("a").background(.blue).makeNode()),
        ("Text(\"a\").background(Color.red)", Text("a").background(Color.red).makeNode()),
        ("Text(\"a\").background(.thinMaterial, in: Capsule())", Text("a").background(.thinMaterial, in: Capsule()).makeNode()),
        ("Text(\"a\").background(.red, in: .rect(cornerRadius: 8))", Text("a").background(.red, in: .rect(cornerRadius: 8)).makeNode()),
        ("Text(\"a\").background(Circle().fill(.red), alignment: .leading)",
         Text("a").background(Circle().fill(.red), alignment: .leading).makeNode()),
        ("Text(\"a\").background { Circle() }", Text("a").background { Circle() }.makeNode()),
        ("Text(\"a\").overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }",
         Text("a").overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }.makeNode()),
        ("Circle().overlay(Text(\"3\"))", Circle().overlay(Text("3")).makeNode()),
        ("Circle().overlay(.red.opacity(0.5))", Circle().overlay(.red.opacity(0.5)).makeNode()),
        // Environment
        ("Text(\"a\").foregroundStyle(.secondary)", Text("a").foregroundStyle(.secondary).makeNode()),
        ("Text(\"a\").foregroundColor(.white)", Text("a").foregroundColor(.white).makeNode()),
        ("Text(\"a\").font(.title)", Text("a").font(.title).makeNode()),
        ("Text(\"a\").font(.system(size: 17, weight: .semibold, design: .rounded))",
         Text("a").font(.system(size: 17, weight: .semibold, design: .rounded)).makeNode()),
        ("Text(\"a\").font(.system(.headline, design: .serif))", Text("a").font(.system(.headline, design: .serif)).makeNode()),
        ("Text(\"a\").font(.title.weight(.heavy))", Text("a").font(.title.weight(.heavy)).makeNode()),
        ("Text(\"a\").font(Font.custom(\"Inter.ttf\", size: 12))", Text("a").font(Font.custom("Inter.ttf", size: 12)).makeNode()),
        ("Text(\"a\").font(.custom(file: \"Inter.ttf\", size: 12))", Text("a").font(.custom(file: "Inter.ttf", size: 12)).makeNode()),
        ("Text(\"a\").fontWeight(.bold)", Text("a").fontWeight(.bold).makeNode()),
        ("Text(\"a\").bold()", Text("a").bold().makeNode()),
        ("Text(\"a\").multilineTextAlignment(.center)", Text("a").multilineTextAlignment(.center).makeNode()),
        ("Text(\"a\").lineLimit(2)", Text("a").lineLimit(2).makeNode()),
        ("Text(\"a\").lineLimit(nil)", Text("a").lineLimit(nil).makeNode()),
        ("Text(\"a\").truncationMode(.middle)", Text("a").truncationMode(.middle).makeNode()),
        // Effects
        ("Text(\"a\").clipShape(Circle())", Text("a").clipShape(Circle()).makeNode()),
        ("Text(\"a\").clipShape(.capsule)", Text("a").clipShape(.capsule).makeNode()),
        ("Text(\"a\").clipShape(.rect(cornerRadius: 20))", Text("a").clipShape(.rect(cornerRadius: 20)).makeNode()),
        ("Text(\"a\").clipped()", Text("a").clipped().makeNode()),
        ("Text(\"a\").cornerRadius(6)", Text("a").cornerRadius(6).makeNode()),
        ("Text(\"a\").mask { Circle() }", Text("a").mask { Circle() }.makeNode()),
        ("Text(\"a\").mask(Rectangle())", Text("a").mask(Rectangle()).makeNode()),
        ("Text(\"a\").shadow(radius: 4)", Text("a").shadow(radius: 4).makeNode()),
        ("Text(\"a\").shadow(color: .black.opacity(0.25), radius: 4, y: 2)",
         Text("a").shadow(color: .black.opacity(0.25), radius: 4, y: 2).makeNode()),
        ("Text(\"a\").blur(radius: 3)", Text("a").blur(radius: 3).makeNode()),
        ("Text(\"a\").blur(radius: 3, opaque: true)", Text("a").blur(radius: 3, opaque: true).makeNode()),
        ("Color.red.grayscale(0.75)", Color.red.grayscale(0.75).makeNode()),
        ("Color.red.saturation(1.5).contrast(0.5).brightness(0.1)", Color.red.saturation(1.5).contrast(0.5).brightness(0.1).makeNode()),
        ("Color.red.hueRotation(.degrees(90)).colorMultiply(.blue)", Color.red.hueRotation(.degrees(90)).colorMultiply(.blue).makeNode()),
        ("Color.red.colorInvert().luminanceToAlpha()", Color.red.colorInvert().luminanceToAlpha().makeNode()),
        ("Color.red.blendMode(.multiply).compositingGroup()", Color.red.blendMode(.multiply).compositingGroup().makeNode()),
        ("Color.red.blendMode(.normal)", Color.red.blendMode(.normal).makeNode()),
        ("Text(\"a\").opacity(0.5)", Text("a").opacity(0.5).makeNode()),
        ("Text(\"a\").scaleEffect(2)", Text("a").scaleEffect(2).makeNode()),
        ("Text(\"a\").scaleEffect(0.5, anchor: .bottom)", Text("a").scaleEffect(0.5, anchor: .bottom).makeNode()),
        ("Text(\"a\").scaleEffect(x: -1)", Text("a").scaleEffect(x: -1).makeNode()),
        ("Text(\"a\").scaleEffect(CGSize(width: 1, height: 2))", Text("a").scaleEffect(CGSize(width: 1, height: 2)).makeNode()),
        ("Text(\"a\").rotationEffect(.degrees(45))", Text("a").rotationEffect(.degrees(45)).makeNode()),
        ("Text(\"a\").rotationEffect(Angle(radians: 1), anchor: .topLeading)",
         Text("a").rotationEffect(Angle(radians: 1), anchor: .topLeading).makeNode()),
        ("Text(\"a\").rotationEffect(.init(degrees: 30))", Text("a").rotationEffect(.init(degrees: 30)).makeNode()),
        ("Text(\"a\").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))",
         Text("a").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)).makeNode()),
        ("Text(\"a\").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0.5)",
         Text("a").rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0.5).makeNode()),
        // Motion
        ("Text(\"a\").transition(.opacity)", Text("a").transition(.opacity).makeNode()),
        ("Text(\"a\").transition(.scale)", Text("a").transition(.scale).makeNode()),
        ("Text(\"a\").transition(.scale(scale: 0.25).combined(with: .opacity))",
         Text("a").transition(.scale(0.25, anchor: .center).combined(with: .opacity)).makeNode()),
        ("Text(\"a\").transition(.move(edge: .bottom))", Text("a").transition(.move(edge: .bottom)).makeNode()),
        ("Text(\"a\").transition(.asymmetric(insertion: .push(from: .trailing), removal: .blurReplace))",
         Text("a").transition(.asymmetric(insertion: .push(from: .trailing), removal: .blurReplace)).makeNode()),
        ("Text(\"a\").transition(AnyTransition.offset(x: 0, y: 40))", Text("a").transition(.offset(x: 0, y: 40)).makeNode()),
        ("Text(\"a\").transition(.blurReplace(.upUp))", Text("a").transition(.blurReplace(upUp: true)).makeNode()),
        ("Text(\"a\").animation(.easeInOut(duration: 0.35), value: 3)", Text("a").animation(.easeInOut(duration: 0.35), value: 3).makeNode()),
        ("Text(\"a\").animation(.spring(duration: 0.5, bounce: 0.5).delay(0.2), value: true)",
         Text("a").animation(.spring(duration: 0.5, bounce: 0.5).delay(0.2), value: true).makeNode()),
        ("Text(\"a\").animation(.bouncy, value: \"x\")", Text("a").animation(.bouncy, value: "x").makeNode()),
        ("Text(\"a\").animation(.linear(duration: 1).repeatForever(autoreverses: false), value: 1.5)",
         Text("a").animation(.linear(duration: 1).repeatForever(autoreverses: false), value: 1.5).makeNode()),
        ("Text(\"a\").animation(nil, value: 1)", Text("a").animation(nil, value: 1).makeNode()),
        ("Text(\"a\").animation(Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: 1)",
         Text("a").animation(Animation.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: 1).makeNode()),
        ("Text(\"a\").animation(.interpolatingSpring(stiffness: 170, damping: 15), value: 1)",
         Text("a").animation(.interpolatingSpring(stiffness: 170, damping: 15), value: 1).makeNode()),
        ("Text(\"a\").animation(.spring(response: 0.3, dampingFraction: 0.6), value: 1)",
         Text("a").animation(.spring(response: 0.3, dampingFraction: 0.6), value: 1).makeNode()),
        ("Text(\"a\").animation(.smooth(duration: 0.3).speed(2), value: 1)",
         Text("a").animation(.smooth(duration: 0.3).speed(2), value: 1).makeNode()),
        ("Text(\"a\").animation(.easeOut.repeatCount(3), value: 1)", Text("a").animation(.easeOut.repeatCount(3), value: 1).makeNode()),
    ]

    @Test(arguments: 0..<cases.count)
    func oneLiner(_ index: Int) throws {
        let (script, expected) = APIEquivalenceTests.cases[index]
        #expect(try node(script) == expected, "\(script)")
    }

    @Test func containersAndBuilders() throws {
        let script = """
        VStack(alignment: .leading, spacing: 12) {
            Text("Today").font(.largeTitle).bold()
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Image(systemName: "circle")
                Text("Milk")
                Spacer()
            }
            ForEach(0..<3) { i in
                Text("Row \\(i)")
            }
            Group {
                Text("a")
                Text("b")
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 8) {
                ForEach(0..<6, id: \\.self) { i in
                    Circle().fill(Color.orange.gradient).frame(width: 44, height: 44).opacity(i.isMultiple(of: 2) ? 1 : 0.5)
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.adaptive(minimum: 10, maximum: 30), spacing: 2)]) {
                Text("x")
            }
            Grid(horizontalSpacing: 4) {
                GridRow { Text("1"); Text("2") }
                GridRow { Text("3") }
            }
            ScrollView(.horizontal) { HStack { Text("wide") } }
            ZStack(alignment: .topTrailing) { Color.blue; Text("z") }
            EmptyView()
            AnyView(ForEach(["a", "b"], id: \\.self) { s in Text(s) })
        }
        .padding()
        """
        let api = VStack(alignment: .leading, spacing: 12) {
            Text("Today").font(.largeTitle).bold()
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Image(systemName: "circle")
                Text("Milk")
                Spacer()
            }
            ForEach(0..<3) { i in
                Text("Row \(i)")
            }
            Group {
                Text("a")
                Text("b")
            }
            LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3), spacing: 8) {
                ForEach(0..<6, id: \.self) { i in
                    Circle().fill(Color.orange.gradient).frame(width: 44, height: 44).opacity(i.isMultiple(of: 2) ? 1 : 0.5)
                }
            }
            LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.adaptive(minimum: 10, maximum: 30), spacing: 2)]) {
                Text("x")
            }
            Grid(horizontalSpacing: 4) {
                GridRow { Text("1"); Text("2") }
                GridRow { Text("3") }
            }
            ScrollView(.horizontal) { HStack { Text("wide") } }
            ZStack(alignment: .topTrailing) { Color.blue; Text("z") }
            EmptyView()
            AnyView(ForEach(["a", "b"], id: \.self) { s in Text(s) })
        }
        .padding()
        #expect(try node(script) == api.makeNode())
    }

    @Test func singleContentBlocksKeepTheirChildren() throws {
        // One ForEach as a stack's whole content gives its views as the stack's children.
        #expect(try node("HStack { ForEach(1...3, id: \\.self) { i in Text(\"\\(i)\") } }")
                == HStack { ForEach(1...3, id: \.self) { i in Text("\(i)") } }.makeNode())
        #expect(try node("VStack { Group { Text(\"a\"); Text(\"b\") } }") == VStack { Group { Text("a"); Text("b") } }.makeNode())
        #expect(try node("ZStack { }") == ZStack { }.makeNode())
        #expect(try node("ZStack { if false { Text(\"a\") } }") == ZStack { if false { Text("a") } }.makeNode())
    }

    /// `if`/`else if` chains: the branch is a leaf of SwiftUI's balanced `buildEither` tree.
    @Test(arguments: 0..<5)
    func ifElseChains(_ taken: Int) throws {
        let script = """
        struct V: View {
            let k: Int
            var body: some View {
                if k == 0 { Text("0") } else if k == 1 { Text("1") } else if k == 2 { Text("2") } else if k == 3 { Text("3") } else { Text("4") }
                if k == 0 { Text("a") } else if k == 1 { Text("b") } else { Text("c") }
                if k == 0 { Text("x") } else if k == 1 { Text("y") }
                if k == 2 { Text("only") }
                if k == 0 { Text("t") } else { Text("f") }
            }
        }
        V(k: \(taken))
        """
        struct V: View {
            let k: Int
            var body: some View {
                if k == 0 { Text("0") } else if k == 1 { Text("1") } else if k == 2 { Text("2") } else if k == 3 { Text("3") } else { Text("4") }
                if k == 0 { Text("a") } else if k == 1 { Text("b") } else { Text("c") }
                if k == 0 { Text("x") } else if k == 1 { Text("y") }
                if k == 2 { Text("only") }
                if k == 0 { Text("t") } else { Text("f") }
            }
        }
        #expect(try node(script) == V(k: taken).makeNode())
    }

    @Test func customViewsExpandTheirBodies() throws {
        let script = """
        struct Item: Identifiable {
            let id: Int
            let title: String
            let done: Bool
        }
        struct Row: View {
            let item: Item
            var tint: Color = .green
            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(item.done ? tint : .secondary)
                    Text(item.title)
                        .font(.system(size: 17, weight: .semibold, design: .rounded))
                        .lineLimit(1)
                    Spacer()
                }
                .padding(.horizontal, 16)
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            }
        }
        let items = [Item(id: 1, title: "Milk", done: true), Item(id: 2, title: "Bread", done: false)]
        VStack {
            ForEach(items) { item in Row(item: item) }
            Row(item: items[1], tint: .red)
        }
        """
        struct Item: Identifiable { let id: Int; let title: String; let done: Bool }
        struct Row: View {
            let item: Item
            var tint: Color = .green
            var body: some View {
                HStack(alignment: .firstTextBaseline, spacing: 12) {
                    Image(systemName: item.done ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(item.done ? tint : .secondary)
                    Text(item.title)
                        .font(.system(size: 17, weight: .semibold, design: .rounded))
                        .lineLimit(1)
                    Spacer()
                }
                .padding(.horizontal, 16)
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
            }
        }
        let items = [Item(id: 1, title: "Milk", done: true), Item(id: 2, title: "Bread", done: false)]
        let api = VStack {
            ForEach(items) { item in Row(item: item) }
            Row(item: items[1], tint: .red)
        }
        #expect(try node(script) == api.makeNode())
    }
}
