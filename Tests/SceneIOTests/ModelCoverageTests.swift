import Document
import Geometry
import Raster
import SceneIO
import SceneScript
import Testing

/// Every kind of view, modifier, fill, shape, transition and animation survives JSON unchanged.
@Suite("JSON scenes cover the model")
struct ModelCoverageTests {
    static let gradient = Gradient(stops: [.init(color: .red, location: 0), .init(color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), location: 1)])

    static let fills: [Fill] = [
        .foreground, .color(.blue), .colorGradient(.green),
        .linearGradient(gradient, start: .top, end: UnitPoint(x: 0.3, y: 0.9)),
        .radialGradient(gradient, center: .center, startRadius: 1, endRadius: 50.5),
        .angularGradient(gradient, center: .topLeading, startAngle: .degrees(10), endAngle: .radians(2)),
        .material(.regular), .opacity(.color(.red), 0.25),
    ]

    static let shapes: [ShapeKind] = {
        var p = Path()
        p.move(to: Point(x: 1, y: 2)); p.addLine(to: Point(x: 3, y: 4))
        p.addQuadCurve(to: Point(x: 5, y: 6), control: Point(x: 7, y: 8))
        p.addCurve(to: Point(x: 9, y: 10), control1: Point(x: 11, y: 12), control2: Point(x: 13, y: 14.5))
        p.closeSubpath()
        return [.rectangle, .circle, .ellipse, .capsule(style: .circular),
                .roundedRectangle(cornerSize: Size(width: 12, height: 8), style: .continuous),
                .unevenRoundedRectangle(RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4), style: .circular),
                .path(p)]
    }()

    static let animations: [Animation] = [
        .easeInOut(duration: 0.35), .spring(duration: 0.5, bounce: 0.5), .interpolatingSpring(stiffness: 170, damping: 15),
        .linear.delay(0.2), .easeIn.speed(2), .easeOut.repeatCount(3, autoreverses: false), .bouncy.repeatForever(),
        .default.logicallyComplete(after: 0.1),
    ]

    static let transitions: [Transition] = [
        .identity, .opacity, .scale, .scale(0.5, anchor: .bottom), .slide, .move(edge: .leading), .offset(x: 3, y: -4),
        .push(from: .trailing), .blurReplace, .blurReplace(upUp: true), .asymmetric(insertion: .opacity, removal: .slide),
        .combined(.opacity, .scale), .genie(target: Rect(x: 10, y: 20, width: 50, height: 50), edge: .top),
    ]

    static func modifiers(_ custom: CustomModifier) -> [Modifier] {
        var m: [Modifier] = [
            .frame(width: 100, height: nil, alignment: .topLeading),
            .flexibleFrame(FlexibleFrame(minWidth: 10, maxWidth: .infinity, idealHeight: 30, alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline))),
            .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), .effect(OffsetEffect(x: 1.5, y: -2)), .position(x: 10, y: 20),
            .fixedSize(horizontal: true, vertical: false), .layoutPriority(1), .aspectRatio(1.5, .fit), .aspectRatio(nil, .fill),
            .zIndex(2), .id(.int(7)), .id(.string("a")), .id(.double(1)), .id(.bool(true)),
            .background(.text(TextView("bg")), alignment: .bottom), .backgroundShape(.color(.red), .capsule(style: .continuous)),
            .overlay(Divider().makeNode(), alignment: .trailing), .font(.headline), .font(.system(size: 13, weight: .bold, design: .monospaced)),
            .font(.custom(file: "x.ttf", size: 9)), .fontWeight(.heavy), .multilineTextAlignment(.center), .lineLimit(2), .lineLimit(nil),
            .truncationMode(.middle), .stroke(StrokeSpec(fill: .color(.black), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 1], dashPhase: 0.5), isBorder: true)),
            .effect(Effect(ClippedEffect())), .effect(Effect(CornerRadiusEffect(8))), .mask(.color(.color(.black)), alignment: .center),
            .effect(Effect(ShadowEffect(color: nil, radius: 4, x: 0, y: 2))),
            .effect(Effect(ShadowEffect(color: Color.black.opacity(0.2), radius: 16, x: 1, y: 1))),
            .effect(Effect(BlurEffect(radius: 3, isOpaque: true))), .effect(Effect(OpacityEffect(0.5))),
            .effect(Effect(ScaleEffect(x: 2, y: 0.5, anchor: UnitPoint.bottomTrailing))),
            .effect(Effect(RotationEffect(Angle.degrees(33), anchor: UnitPoint(x: 0.2, y: 0.8)))),
            .effect(Effect(Rotation3DEffect(Angle.degrees(180), axis: Axis3D(x: 0, y: 1, z: 0), anchor: UnitPoint.leading, anchorZ: 5,
                                            perspective: 0.5))),
            .effect(Effect(GrayscaleEffect(0.75))), .effect(Effect(SaturationEffect(1.5))), .effect(Effect(ContrastEffect(0.5))),
            .effect(Effect(BrightnessEffect(-0.25))), .effect(Effect(HueRotationEffect(Angle.degrees(45)))),
            .effect(Effect(ColorMultiplyEffect(Color.blue.opacity(0.5)))), .effect(Effect(ColorInvertEffect())),
            .effect(Effect(LuminanceToAlphaEffect())), .effect(Effect(BlendModeEffect(.colorDodge))), .effect(Effect(BlendModeEffect(.sourceOver))),
            .effect(Effect(CompositingGroupEffect())), .effect(Effect(PageOffsetEffect(pages: -1.5))), .imageScale(.large), .imageScale(.small),
            .custom(custom), .transition(.modifier(active: custom.with(data: [1]), identity: custom.with(data: [0]))),
            .animation(nil, value: .bool(true)), .animation(.default, value: .double(2)), .animation(.smooth, value: .string("s")),
            .matchedGeometry(MatchedGeometry(id: .int(3), namespace: "ns", properties: .position, anchor: .top, isSource: false)),
            .onAppear(Script(name: "appear", steps: [])), .onDisappear(Script(name: "gone", steps: [])),
            .onTapGesture(name: "Tap me", Script(name: "tap", steps: [])),
        ]
        m += fills.flatMap { [Modifier.foregroundStyle($0), .fill($0)] }
        m += shapes.map { .effect(ClipShapeEffect($0)) }
        m += transitions.map { .transition($0) }
        m += animations.map { .animation($0, value: .int(1)) }
        return m
    }

    /// A custom modifier made by a scene script, with stored properties of every plain type.
    static func customModifier() throws -> CustomModifier {
        let source = """
            struct Wobble: ViewModifier {
                var amount: Double
                var count: Int = 2
                var label: String = "w"
                var on: Bool = true
                var animatableData: Double { get { amount } set { amount = newValue } }
                func body(content: Content) -> some View {
                    content.offset(x: on ? amount * Double(count) : 0, y: 1)
                }
            }
            Text("hi").modifier(Wobble(amount: 3))
            """
        let scene = try SceneScript.load(source: source, file: "wobble.swift")
        guard case .modified(_, .custom(let c)) = try scene.body(scene.initialState) else {
            Issue.record("the script did not make a custom modifier")
            throw SceneJSONError(file: "wobble.swift", message: "no custom modifier")
        }
        return c
    }

    static func tree(_ custom: CustomModifier) -> ViewNode {
        var leaf: ViewNode = .text(TextView("modified"))
        for m in modifiers(custom) { leaf = .modified(leaf, m) }
        let children: [IdentifiedView] = [
            IdentifiedView(.empty), IdentifiedView(id: .int(1), Spacer(minLength: nil).makeNode()), IdentifiedView(id: .string("k"), Spacer(minLength: 4).makeNode()),
            IdentifiedView(Divider().makeNode()), IdentifiedView(.color(.color(.mint))),
            IdentifiedView(.image(ImageView(source: .systemName("star.fill")))), IdentifiedView(.image(ImageView(source: .file("a.png"), isResizable: true))),
            IdentifiedView(.scrollView(axes: .all, content: .text(TextView("scroll \"quoted\"\n"))) ),
            IdentifiedView(.button(ButtonView(label: .text(TextView("Go")), actionName: "Go", action: Script(name: "go", steps: [])))),
            IdentifiedView(.button(ButtonView(label: .text(TextView("No")), actionName: "No"))),
            IdentifiedView(.conditional(isTrue: false, .list([IdentifiedView(.empty)]))),
            IdentifiedView(.grid(GridView(kind: .grid(horizontalSpacing: 4, verticalSpacing: nil), children: []))),
            IdentifiedView(.grid(GridView(kind: .lazyVGrid(columns: [GridItem(.fixed(40)), GridItem(.flexible(), spacing: 2, alignment: .top),
                                                                     GridItem(.adaptive(minimum: 20, maximum: 80))], spacing: 6),
                                          alignment: .leading, children: [IdentifiedView(.empty)]))),
            IdentifiedView(.grid(GridView(kind: .lazyHGrid(rows: [GridItem()], spacing: nil), children: []))),
            IdentifiedView(leaf),
        ] + shapes.map { IdentifiedView(.shape(ShapeView(kind: $0, fill: .color(.red), stroke: StrokeSpec(fill: .foreground, style: StrokeStyle())))) }
        return .stack(StackView(axis: .horizontal, alignment: .bottom, spacing: 3, children: [
            IdentifiedView(.stack(StackView(axis: .depth, children: children))), IdentifiedView(.stack(StackView(axis: .vertical, children: []))),
        ]))
    }

    @Test("a tree with every kind of value reads back equal, and writes back the same JSON")
    func everyValue() throws {
        let custom = try Self.customModifier()
        let view = Self.tree(custom)
        let scene = Scene(name: "all", size: Size(width: 300, height: 200), scale: 3, fps: 24, duration: nil, hold: 0.25,
                          background: Color(red: 0.5, green: 0.25, blue: 0.125, alpha: 1)) { _ in view }
        let states = [SceneJSON.State(time: 0, animation: nil, view: view)]
            + Self.animations.enumerated().map { SceneJSON.State(time: 0.5 + Double($0.offset) / 3, animation: $0.element, view: view) }
        let json = try SceneJSON.encode(scene, states: states)
        let loaded = try SceneJSON.decode(json, file: "all.json")
        #expect(try loaded.body(StateValues([SceneJSON.stateKey: .int(0)])) == view)
        #expect(try SceneJSON.encode(loaded, states: SceneJSON.resolvedStates(of: loaded)) == json)
        #expect(loaded.duration == nil && loaded.hold == 0.25 && loaded.fps == 24 && loaded.scale == 3)
        #expect(loaded.background == scene.background)
    }

    @Test("a custom modifier read from JSON runs the same body as the script's")
    func customBody() throws {
        let custom = try Self.customModifier()
        let view = ViewNode.modified(.text(TextView("x")), .custom(custom.with(data: [0.75])))
        let scene = Scene(name: "c", size: Size(width: 10, height: 10)) { _ in view }
        let json = try SceneJSON.encode(scene, states: [SceneJSON.State(time: 0, animation: nil, view: view)])
        guard case .modified(let content, .custom(let back)) = try SceneJSON.decode(json, file: "c.json").body(StateValues()) else {
            Issue.record("no custom modifier after reading back"); return
        }
        #expect(back == custom.with(data: [0.75]))
        for data in [[0.0], [0.75], [-2.5]] {
            #expect(try back.body(data, content) == custom.body(data, content))
        }
    }

    @Test("a custom modifier made in Swift cannot be written, and the error names the place")
    func swiftCustom() throws {
        let custom = CustomModifier(name: "Swifty", data: [1]) { _, c in c }
        let view = ViewNode.list([IdentifiedView(.modified(.empty, .custom(custom)))])
        let scene = Scene(name: "s", size: Size(width: 10, height: 10)) { _ in view }
        #expect {
            _ = try SceneJSON.encode(scene, states: [SceneJSON.State(time: 0, animation: nil, view: view)])
        } throws: { e in
            (e as? SceneJSONError)?.path == "$.states[0].view" && String(describing: e).contains("'Swifty'")
        }
    }
}
