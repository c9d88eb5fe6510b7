import Testing
import Document

private let t = ViewNode.text(TextView("t"))
private func mod(_ m: Modifier) -> ViewNode { .modified(t, m) }

@Suite struct ModifierTests {
    @Test func frames() {
        #expect(Text("t").frame(width: 100).makeNode() == mod(.frame(width: 100, height: nil, alignment: .center)))
        #expect(Text("t").frame(width: 10, height: 20, alignment: .topLeading).makeNode()
                == mod(.frame(width: 10, height: 20, alignment: .topLeading)))
        #expect(Text("t").frame(maxWidth: .infinity).makeNode()
                == mod(.flexibleFrame(FlexibleFrame(maxWidth: .infinity))))
        #expect(Text("t").frame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4, idealHeight: 5, maxHeight: 6,
                                alignment: .bottom).makeNode()
                == mod(.flexibleFrame(FlexibleFrame(minWidth: 1, idealWidth: 2, maxWidth: 3, minHeight: 4,
                                                    idealHeight: 5, maxHeight: 6, alignment: .bottom))))
    }

    @Test func paddingForms() {
        #expect(Text("t").padding().makeNode() == mod(.padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))))
        #expect(Text("t").padding(8).makeNode() == mod(.padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))))
        #expect(Text("t").padding(.horizontal).makeNode() == mod(.padding(EdgeInsets(leading: 16, trailing: 16))))
        #expect(Text("t").padding(.vertical, 2).makeNode() == mod(.padding(EdgeInsets(top: 2, bottom: 2))))
        #expect(Text("t").padding(.trailing, 24).makeNode() == mod(.padding(EdgeInsets(trailing: 24))))
        #expect(Text("t").padding([.top, .leading], 3).makeNode() == mod(.padding(EdgeInsets(top: 3, leading: 3))))
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(Text("t").padding(insets).makeNode() == mod(.padding(insets)))
        #expect(Text("t").padding(Edge.Set.bottom).makeNode() == mod(.padding(EdgeInsets(bottom: 16))))
    }

    @Test func positionAndOffset() {
        #expect(Text("t").offset(x: 3).makeNode() == mod(.effect(OffsetEffect(x: 3, y: 0))))
        #expect(Text("t").offset(x: 3, y: -4).makeNode() == mod(.effect(OffsetEffect(x: 3, y: -4))))
        #expect(Text("t").offset(CGSize(width: 5, height: 6)).makeNode() == mod(.effect(OffsetEffect(x: 5, y: 6))))
        #expect(Text("t").position(x: 7, y: 8).makeNode() == mod(.position(x: 7, y: 8)))
        #expect(Text("t").position(CGPoint(x: 1, y: 2)).makeNode() == mod(.position(x: 1, y: 2)))
    }

    @Test func sizingModifiers() {
        #expect(Text("t").fixedSize().makeNode() == mod(.fixedSize(horizontal: true, vertical: true)))
        #expect(Text("t").fixedSize(horizontal: false, vertical: true).makeNode()
                == mod(.fixedSize(horizontal: false, vertical: true)))
        #expect(Text("t").layoutPriority(1).makeNode() == mod(.layoutPriority(1)))
        #expect(Text("t").aspectRatio(1.5, contentMode: .fit).makeNode() == mod(.aspectRatio(1.5, .fit)))
        #expect(Text("t").aspectRatio(contentMode: .fill).makeNode() == mod(.aspectRatio(nil, .fill)))
        #expect(Text("t").aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit).makeNode()
                == mod(.aspectRatio(16.0 / 9.0, .fit)))
        #expect(Text("t").scaledToFit().makeNode() == mod(.aspectRatio(nil, .fit)))
        #expect(Text("t").scaledToFill().makeNode() == mod(.aspectRatio(nil, .fill)))
        #expect(Text("t").zIndex(2).makeNode() == mod(.zIndex(2)))
        #expect(Text("t").id(42).makeNode() == mod(.id(.int(42))))
        #expect(Text("t").id("card").makeNode() == mod(.id(.string("card"))))
    }

    @Test func backgroundsAndOverlays() {
        let dot = ViewNode.shape(ShapeView(kind: .circle))
        #expect(Text("t").background(Circle()).makeNode() == mod(.background(dot, alignment: .center)))
        #expect(Text("t").background(Circle(), alignment: .leading).makeNode() == mod(.background(dot, alignment: .leading)))
        #expect(Text("t").background(alignment: .top) { Circle() }.makeNode() == mod(.background(dot, alignment: .top)))
        #expect(Text("t").background(.red).makeNode() == mod(.backgroundShape(.color(.red), .rectangle)))
        // A colour is both a view and a style; as in SwiftUI the style overload wins (same drawing).
        #expect(Text("t").background(Color.red).makeNode() == mod(.backgroundShape(.color(.red), .rectangle)))
        #expect(Text("t").background(Color.red, alignment: .center).makeNode()
                == mod(.background(.color(.color(.red)), alignment: .center)))
        #expect(Text("t").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 8)).makeNode()
                == mod(.backgroundShape(.material(.ultraThin),
                                        .roundedRectangle(cornerSize: Size(width: 8, height: 8), style: .continuous))))
        #expect(Text("t").background(.blue.gradient, in: .capsule).makeNode()
                == mod(.backgroundShape(.colorGradient(.blue), .capsule(style: .continuous))))
        #expect(Text("t").overlay(Circle(), alignment: .topTrailing).makeNode() == mod(.overlay(dot, alignment: .topTrailing)))
        #expect(Text("t").overlay { Circle() }.makeNode() == mod(.overlay(dot, alignment: .center)))
        #expect(Text("t").overlay(.green.opacity(0.5)).makeNode()
                == mod(.overlay(.color(.color(Color.green.opacity(0.5))), alignment: .center)))
        #expect(Text("t").overlay(.red, in: .circle).makeNode()
                == mod(.overlay(.shape(ShapeView(kind: .circle, fill: .color(.red))), alignment: .center)))
    }

    @Test func environmentModifiers() {
        #expect(Text("t").foregroundStyle(.secondary).makeNode() == mod(.foregroundStyle(.color(.secondary))))
        #expect(Text("t").foregroundStyle(Color.pink).makeNode() == mod(.foregroundStyle(.color(.pink))))
        #expect(Text("t").foregroundColor(.orange).makeNode() == mod(.foregroundStyle(.color(.orange))))
        #expect(Text("t").foregroundColor(nil).makeNode() == mod(.foregroundStyle(.foreground)))
        #expect(Text("t").font(.title).makeNode() == mod(.font(Font(size: 28, style: .title))))
        #expect(Text("t").font(.system(size: 40, weight: .heavy)).makeNode() == mod(.font(Font(size: 40, weight: .heavy))))
        #expect(Text("t").font(.system(.headline, design: .rounded)).makeNode()
                == mod(.font(Font(size: 17, weight: .semibold, design: .rounded, style: .headline))))
        #expect(Text("t").font(.title.bold()).makeNode() == mod(.font(Font(size: 28, weight: .bold, style: .title))))
        #expect(Text("t").font(nil).makeNode() == mod(.font(.body)))
        #expect(Text("t").fontWeight(.medium).makeNode() == mod(.fontWeight(.medium)))
        #expect(Text("t").bold().makeNode() == mod(.fontWeight(.bold)))
        #expect(Text("t").multilineTextAlignment(.center).makeNode() == mod(.multilineTextAlignment(.center)))
        #expect(Text("t").lineLimit(2).makeNode() == mod(.lineLimit(2)))
        #expect(Text("t").lineLimit(nil).makeNode() == mod(.lineLimit(nil)))
        #expect(Text("t").truncationMode(.middle).makeNode() == mod(.truncationMode(.middle)))
    }

    @Test func clipsAndMasks() {
        #expect(Text("t").clipShape(Circle()).makeNode() == mod(.effect(ClipShapeEffect(.circle))))
        #expect(Text("t").clipShape(.rect(cornerRadius: 6)).makeNode()
                == mod(.effect(ClipShapeEffect(.roundedRectangle(cornerSize: Size(width: 6, height: 6), style: .continuous)))))
        #expect(Text("t").clipShape(.rect(topLeadingRadius: 2)).makeNode()
                == mod(.effect(ClipShapeEffect(.unevenRoundedRectangle(RectangleCornerRadii(topLeading: 2), style: .continuous)))))
        #expect(Text("t").clipped().makeNode() == mod(.effect(ClippedEffect())))
        #expect(Text("t").cornerRadius(10).makeNode() == mod(.effect(CornerRadiusEffect(10))))
        let mask = ViewNode.shape(ShapeView(kind: .rectangle))
        #expect(Text("t").mask { Rectangle() }.makeNode() == mod(.mask(mask, alignment: .center)))
        #expect(Text("t").mask(alignment: .leading) { Rectangle() }.makeNode() == mod(.mask(mask, alignment: .leading)))
        #expect(Text("t").mask(Rectangle()).makeNode() == mod(.mask(mask, alignment: .center)))
    }

    @Test func effects() {
        #expect(Text("t").shadow(radius: 4).makeNode() == mod(.effect(ShadowEffect(color: nil, radius: 4, x: 0, y: 0))))
        #expect(Text("t").shadow(color: .black.opacity(0.2), radius: 8, x: 1, y: 2).makeNode()
                == mod(.effect(ShadowEffect(color: Color.black.opacity(0.2), radius: 8, x: 1, y: 2))))
        #expect(Text("t").blur(radius: 3).makeNode() == mod(.effect(BlurEffect(radius: 3, isOpaque: false))))
        #expect(Text("t").blur(radius: 3, opaque: true).makeNode() == mod(.effect(BlurEffect(radius: 3, isOpaque: true))))
        #expect(Text("t").opacity(0.25).makeNode() == mod(.effect(OpacityEffect(0.25))))
        #expect(Text("t").scaleEffect(2).makeNode() == mod(.effect(ScaleEffect(x: 2, y: 2, anchor: .center))))
        #expect(Text("t").scaleEffect(0.5, anchor: .topLeading).makeNode()
                == mod(.effect(ScaleEffect(x: 0.5, y: 0.5, anchor: .topLeading))))
        #expect(Text("t").scaleEffect(CGSize(width: 2, height: 3)).makeNode() == mod(.effect(ScaleEffect(x: 2, y: 3, anchor: .center))))
        #expect(Text("t").scaleEffect(x: -1).makeNode() == mod(.effect(ScaleEffect(x: -1, y: 1, anchor: .center))))
        #expect(Text("t").scaleEffect(y: 2, anchor: .bottom).makeNode() == mod(.effect(ScaleEffect(x: 1, y: 2, anchor: .bottom))))
        #expect(Text("t").rotationEffect(.degrees(30)).makeNode() == mod(.effect(RotationEffect(.degrees(30), anchor: .center))))
        #expect(Text("t").rotationEffect(.radians(1), anchor: .zero).makeNode()
                == mod(.effect(RotationEffect(.radians(1), anchor: .zero))))
        #expect(Text("t").rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)).makeNode()
                == mod(.effect(Rotation3DEffect(.degrees(60), axis: Axis3D(x: 0, y: 1, z: 0), anchor: .center,
                                         anchorZ: 0, perspective: 1))))
        #expect(Text("t").rotation3DEffect(.degrees(45), axis: (x: 1, y: 0, z: 0), anchor: .top, anchorZ: 2,
                                           perspective: 0.5).makeNode()
                == mod(.effect(Rotation3DEffect(.degrees(45), axis: Axis3D(x: 1, y: 0, z: 0), anchor: .top,
                                         anchorZ: 2, perspective: 0.5))))
    }

    @Test func modelModifiersApplyDirectly() {
        #expect(Text("t").modifier(.effect(ClippedEffect())).makeNode() == mod(.effect(ClippedEffect())))
    }
}

@Suite struct MotionModifierTests {
    @Test func transitions() {
        let t = ViewNode.text(TextView("t"))
        #expect(Text("t").transition(.slide).makeNode() == .modified(t, .transition(.slide)))
        #expect(Text("t").transition(.move(edge: .bottom).combined(with: .opacity)).makeNode()
                == .modified(t, .transition(.combined(.move(edge: .bottom), .opacity))))
        #expect(Text("t").transition(.asymmetric(insertion: .scale, removal: .opacity)).makeNode()
                == .modified(t, .transition(.asymmetric(insertion: .scale(1e-5, anchor: .center), removal: .opacity))))
    }

    @Test func animationsRecordTheirValue() {
        let t = ViewNode.text(TextView("t"))
        #expect(Text("t").animation(.easeInOut(duration: 0.3), value: true).makeNode()
                == .modified(t, .animation(.easeInOut(duration: 0.3), value: .bool(true))))
        #expect(Text("t").animation(.spring, value: 3).makeNode() == .modified(t, .animation(.spring, value: .int(3))))
        #expect(Text("t").animation(nil, value: "a").makeNode() == .modified(t, .animation(nil, value: .string("a"))))
        #expect(Text("t").animation(.bouncy, value: 0.5).makeNode() == .modified(t, .animation(.bouncy, value: .double(0.5))))
        enum Phase: Hashable { case start, end }
        #expect(StateValue(Phase.start) != StateValue(Phase.end))
        #expect(StateValue(Phase.start) == StateValue(Phase.start))
        #expect(StateValue(Int8(-3)) == .int(-3))
    }
}
