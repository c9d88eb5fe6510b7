import Testing
import Document

@Suite struct ShapeStyleTests {
    @Test func fillsAndStrokesFoldIntoTheShape() {
        #expect(Circle().fill(.red).makeNode() == .shape(ShapeView(kind: .circle, fill: .color(.red))))
        #expect(Circle().fill().makeNode() == .shape(ShapeView(kind: .circle, fill: .foreground)))
        #expect(Rectangle().stroke(.blue, lineWidth: 4).makeNode()
                == .shape(ShapeView(kind: .rectangle, stroke: StrokeSpec(fill: .color(.blue), style: StrokeStyle(lineWidth: 4)))))
        #expect(Rectangle().stroke().makeNode()
                == .shape(ShapeView(kind: .rectangle, stroke: StrokeSpec(fill: .foreground, style: StrokeStyle(lineWidth: 1)))))
        #expect(Rectangle().stroke(lineWidth: 3).makeNode()
                == .shape(ShapeView(kind: .rectangle, stroke: StrokeSpec(fill: .foreground, style: StrokeStyle(lineWidth: 3)))))
        let dashed = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])
        #expect(Ellipse().stroke(style: dashed).makeNode()
                == .shape(ShapeView(kind: .ellipse, stroke: StrokeSpec(fill: .foreground, style: dashed))))
        #expect(Ellipse().stroke(Color.green, style: dashed).makeNode()
                == .shape(ShapeView(kind: .ellipse, stroke: StrokeSpec(fill: .color(.green), style: dashed))))
    }

    @Test func strokeBordersStayInside() {
        let capsule = ShapeKind.capsule(style: .continuous)
        #expect(Capsule().strokeBorder(.red, lineWidth: 2).makeNode()
                == .shape(ShapeView(kind: capsule, stroke: StrokeSpec(fill: .color(.red), style: StrokeStyle(lineWidth: 2), isBorder: true))))
        #expect(Capsule().strokeBorder(lineWidth: 5).makeNode()
                == .shape(ShapeView(kind: capsule, stroke: StrokeSpec(fill: .foreground, style: StrokeStyle(lineWidth: 5), isBorder: true))))
        #expect(Capsule().strokeBorder().makeNode()
                == .shape(ShapeView(kind: capsule, stroke: StrokeSpec(fill: .foreground, style: StrokeStyle(lineWidth: 1), isBorder: true))))
        let style = StrokeStyle(lineWidth: 6, lineJoin: .round)
        #expect(Capsule().strokeBorder(style: style).makeNode()
                == .shape(ShapeView(kind: capsule, stroke: StrokeSpec(fill: .foreground, style: style, isBorder: true))))
        #expect(Capsule().strokeBorder(Color.blue, style: style).makeNode()
                == .shape(ShapeView(kind: capsule, stroke: StrokeSpec(fill: .color(.blue), style: style, isBorder: true))))
    }

    @Test func fillAndStrokeChain() {
        let expected = ShapeView(kind: .circle, fill: .color(.yellow),
                                 stroke: StrokeSpec(fill: .color(.black), style: StrokeStyle(lineWidth: 2)))
        #expect(Circle().fill(.yellow).stroke(.black, lineWidth: 2).makeNode() == .shape(expected))
        #expect(Circle().stroke(.black, lineWidth: 2).fill(.yellow).makeNode() == .shape(expected))
    }

    @Test func paintedShapesTakeViewModifiers() {
        #expect(Circle().fill(.red).frame(width: 20, height: 20).makeNode()
                == .modified(.shape(ShapeView(kind: .circle, fill: .color(.red))), .frame(width: 20, height: 20, alignment: .center)))
    }

    @Test func colourGradientsAndOpacity() {
        #expect(Rectangle().fill(.red.gradient).makeNode() == .shape(ShapeView(kind: .rectangle, fill: .colorGradient(.red))))
        #expect(Color.teal.gradient.shapeFill == .colorGradient(.teal))
        // Colour opacity stays in the colour; other styles wrap the fill.
        #expect(Rectangle().fill(.red.opacity(0.5)).makeNode()
                == .shape(ShapeView(kind: .rectangle, fill: .color(Color.red.opacity(0.5)))))
        #expect(Rectangle().fill(.red.gradient.opacity(0.5)).makeNode()
                == .shape(ShapeView(kind: .rectangle, fill: .opacity(.colorGradient(.red), 0.5))))
        #expect(AnyShapeStyle(.color(.mint)).shapeFill == .color(.mint))
        #expect(AnyShapeStyle(Color.mint).shapeFill == .color(.mint))
    }

    @Test func gradientsAsStylesAndViews() {
        let g = Gradient(colors: [.red, .blue])
        let linear = Fill.linearGradient(g, start: .top, end: .bottom)
        #expect(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).makeNode()
                == .shape(ShapeView(kind: .rectangle, fill: linear)))
        #expect(Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).makeNode()
                == .shape(ShapeView(kind: .rectangle, fill: linear)))
        #expect(LinearGradient(gradient: g, startPoint: .top, endPoint: .bottom).makeNode() == .color(linear))
        let stops = [Gradient.Stop(color: .red, location: 0.2), Gradient.Stop(color: .blue, location: 0.9)]
        #expect(LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing).shapeFill
                == .linearGradient(Gradient(stops: stops), start: .leading, end: .trailing))

        #expect(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50).makeNode()
                == .color(.radialGradient(Gradient(colors: [.white, .black]), center: .center, startRadius: 0, endRadius: 50)))
        #expect(Circle().fill(.radialGradient(colors: [.white, .black], center: .top, startRadius: 1, endRadius: 2)).makeNode()
                == .shape(ShapeView(kind: .circle, fill: .radialGradient(Gradient(colors: [.white, .black]), center: .top,
                                                                         startRadius: 1, endRadius: 2))))

        let fullTurn = Fill.angularGradient(g, center: .center, startAngle: .zero, endAngle: .degrees(360))
        #expect(AngularGradient(gradient: g, center: .center).shapeFill == fullTurn)
        #expect(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(90)).shapeFill
                == .angularGradient(g, center: .center, startAngle: .zero, endAngle: .degrees(90)))
        #expect(AngularGradient(gradient: g, center: .center, angle: .degrees(90)).shapeFill
                == .angularGradient(g, center: .center, startAngle: .degrees(90), endAngle: .degrees(450)))
        #expect(Rectangle().fill(.conicGradient(g, center: .center)).makeNode()
                == .shape(ShapeView(kind: .rectangle, fill: fullTurn)))
    }

    @Test func materialsAndForeground() {
        #expect(Rectangle().fill(.regularMaterial).makeNode() == .shape(ShapeView(kind: .rectangle, fill: .material(.regular))))
        #expect(Text("t").background(Material.bar).makeNode()
                == .modified(.text(TextView("t")), .backgroundShape(.material(.bar), .rectangle)))
        #expect(Rectangle().fill(.foreground).makeNode() == .shape(ShapeView(kind: .rectangle, fill: .foreground)))
        for (style, name) in [(Material.ultraThin, "ultraThinMaterial"), (.thin, "thinMaterial"), (.thick, "thickMaterial"),
                              (.ultraThick, "ultraThickMaterial")] {
            let viaStatic: Material = switch name {
            case "ultraThinMaterial": .ultraThinMaterial
            case "thinMaterial": .thinMaterial
            case "thickMaterial": .thickMaterial
            default: .ultraThickMaterial
            }
            #expect(viaStatic == style)
        }
    }

    @Test func leadingDotColoursMatchTheSystemColours() {
        func fill(_ s: some ShapeStyle) -> Fill { s.shapeFill }
        let pairs: [(Fill, Color)] = [
            (fill(.red), .red), (fill(.orange), .orange), (fill(.yellow), .yellow), (fill(.green), .green),
            (fill(.mint), .mint), (fill(.teal), .teal), (fill(.cyan), .cyan), (fill(.blue), .blue),
            (fill(.indigo), .indigo), (fill(.purple), .purple), (fill(.pink), .pink), (fill(.brown), .brown),
            (fill(.gray), .gray), (fill(.black), .black), (fill(.white), .white), (fill(.clear), .clear),
            (fill(.primary), .primary), (fill(.secondary), .secondary),
        ]
        for (f, c) in pairs { #expect(f == .color(c)) }
        #expect(pairs.count == Color.named.count)
    }
}
