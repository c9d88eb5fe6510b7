import Document

extension Library {
    /// The view a modifier is called on.
    static func receiverView(_ a: Args) throws -> ViewValue {
        guard case .view(let base)? = a.receiver else { throw Failure("'\(a.name)' needs a view", at: a.call) }
        return base
    }

    /// A modifier form that calls the Swift API on the receiver's node.
    static func mod<each T: ScriptArgument>(
        _ params: repeat Param<each T>, body f: @escaping @Sendable (ViewNode, repeat each T) throws -> ModifiedView<ViewNode>
    ) -> Signature {
        let list = ParamList(repeat each params)
        return Signature(params: list.parameters) { i, a in
            let base = try receiverView(a)
            let values = try list.read(a)
            return try i.modified(f(base.node, repeat each values), base, a.call)
        }
    }

    /// A modifier form whose arguments are views (built by the interpreter first).
    static func viewMod<each T: ScriptArgument>(
        _ params: repeat Param<each T>,
        body f: @escaping @Sendable (Interpreter, ViewNode, Args, repeat each T) throws -> (ModifiedView<ViewNode>, [ViewValue])
    ) -> Signature {
        let list = ParamList(repeat each params)
        return Signature(params: list.parameters) { i, a in
            let base = try receiverView(a)
            let values = try list.read(a)
            let (view, inner) = try f(i, base.node, a, repeat each values)
            return .view(try i.wrap(view, around: [base] + inner, a.call))
        }
    }

    /// A modifier form that builds the modified view itself from the receiver view.
    static func onView<each T: ScriptArgument>(
        _ params: repeat Param<each T>, body f: @escaping @Sendable (Interpreter, ViewValue, Args, repeat each T) throws -> Value
    ) -> Signature {
        let list = ParamList(repeat each params)
        return Signature(params: list.parameters) { i, a in
            let base = try receiverView(a)
            let values = try list.read(a)
            return try f(i, base, a, repeat each values)
        }
    }

    /// The forms of `background` (`overlay: false`) and `overlay`: a style, a style in a shape, a
    /// view, or a view-builder closure.
    private static func layers(overlay: Bool) -> [Signature] {
        [
            mod(Param<AnyShapeStyle>.unlabeled) { n, style in overlay ? n.overlay(style) : n.background(style) },
            mod(Param<AnyShapeStyle>.unlabeled, Param<ShapeKind>.labeled("in")) { n, style, shape in
                overlay ? n.overlay(style, in: KindShape(shape)) : n.background(style, in: KindShape(shape))
            },
            viewMod(Param<ViewValue>.unlabeled, Param<Alignment>.labeled("alignment", default: .center)) { _, n, _, v, alignment in
                let content = ScriptContent(v)
                return (overlay ? n.overlay(content, alignment: alignment) : n.background(content, alignment: alignment), [v])
            },
            viewMod(Param<Alignment>.labeled("alignment", default: .center), Param<ClosureValue>.labeled("content")) { i, n, a, alignment, c in
                let v = try i.buildClosure(c, [], a.call)
                return (overlay ? n.overlay(alignment: alignment) { ScriptContent(v) } : n.background(alignment: alignment) { ScriptContent(v) }, [v])
            },
        ]
    }

    /// View modifiers, by name; forms are tried in order (labels first, then argument types).
    static let modifiers: [String: [Signature]] = {
        var t: [String: [Signature]] = [:]
        // MARK: Layout
        t["frame"] = [
            mod(Param<Double?>.labeled("width", default: nil), Param<Double?>.labeled("height", default: nil),
                Param<Alignment>.labeled("alignment", default: .center)) { n, width, height, alignment in
                n.frame(width: width, height: height, alignment: alignment)
            },
            mod(Param<Double?>.labeled("minWidth", default: nil), Param<Double?>.labeled("idealWidth", default: nil),
                Param<Double?>.labeled("maxWidth", default: nil), Param<Double?>.labeled("minHeight", default: nil),
                Param<Double?>.labeled("idealHeight", default: nil), Param<Double?>.labeled("maxHeight", default: nil),
                Param<Alignment>.labeled("alignment", default: .center)) { n, minW, idealW, maxW, minH, idealH, maxH, alignment in
                n.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH,
                        alignment: alignment)
            },
        ]
        t["padding"] = [
            mod(Param<Double>.unlabeled) { n, length in n.padding(length) },
            mod(Param<Edge>.unlabeled(default: .all), Param<Double?>.unlabeled(default: nil)) { n, edges, length in n.padding(edges, length) },
            mod(Param<EdgeInsets>.unlabeled) { n, insets in n.padding(insets) },
        ]
        t["offset"] = [
            mod(Param<Double>.labeled("x", default: 0), Param<Double>.labeled("y", default: 0)) { n, x, y in n.offset(x: x, y: y) },
            mod(Param<Size>.unlabeled) { n, size in n.offset(size) },
        ]
        t["position"] = [
            mod(Param<Double>.labeled("x", default: 0), Param<Double>.labeled("y", default: 0)) { n, x, y in n.position(x: x, y: y) },
            mod(Param<Point>.unlabeled) { n, point in n.position(point) },
        ]
        t["fixedSize"] = [
            mod() { n in n.fixedSize() },
            mod(Param<Bool>.labeled("horizontal"), Param<Bool>.labeled("vertical")) { n, h, v in n.fixedSize(horizontal: h, vertical: v) },
        ]
        t["layoutPriority"] = [mod(Param<Double>.unlabeled) { n, p in n.layoutPriority(p) }]
        t["aspectRatio"] = [
            mod(Param<Double?>.unlabeled(default: nil), Param<ContentMode>.labeled("contentMode")) { n, ratio, mode in
                n.aspectRatio(ratio, contentMode: mode)
            },
            mod(Param<Size>.unlabeled, Param<ContentMode>.labeled("contentMode")) { n, size, mode in n.aspectRatio(size, contentMode: mode) },
        ]
        t["scaledToFit"] = [mod() { n in n.scaledToFit() }]
        t["scaledToFill"] = [mod() { n in n.scaledToFill() }]
        t["zIndex"] = [mod(Param<Double>.unlabeled) { n, z in n.zIndex(z) }]
        t["id"] = [onView(Param<Located<Value>>.unlabeled) { i, base, a, id in
            try i.modified(base.node.modifier(.id(try i.viewID(id.value, id.offset))), base, a.call)
        }]

        // MARK: Decoration
        t["background"] = layers(overlay: false)
        t["overlay"] = layers(overlay: true)

        // MARK: Environment
        t["foregroundStyle"] = [mod(Param<AnyShapeStyle>.unlabeled) { n, style in n.foregroundStyle(style) }]
        t["foregroundColor"] = [mod(Param<Color?>.unlabeled) { n, color in n.foregroundColor(color) }]
        t["font"] = [mod(Param<Font?>.unlabeled) { n, font in n.font(font) }]
        t["fontWeight"] = [mod(Param<Font.Weight?>.unlabeled) { n, weight in n.fontWeight(weight) }]
        t["fontWidth"] = [mod(Param<BuiltinEnumArgument<Font.Width>?>.unlabeled) { n, width in n.fontWidth(width?.value) }]
        t["bold"] = [mod(Param<Bool>.unlabeled(default: true)) { n, isActive in isActive ? n.bold() : n.fontWeight(nil) }]
        // As `Font.monospacedDigit()`: the bundled faces' figures are already tabular (one width), so
        // digits keep their places as numbers change.
        t["monospacedDigit"] = [onView { _, base, _ in .view(base) }]
        t["multilineTextAlignment"] = [mod(Param<TextAlignment>.unlabeled) { n, alignment in n.multilineTextAlignment(alignment) }]
        t["lineLimit"] = [mod(Param<Int?>.unlabeled) { n, limit in n.lineLimit(limit) }]
        t["truncationMode"] = [mod(Param<TruncationMode>.unlabeled) { n, mode in n.truncationMode(mode) }]

        // MARK: Effects
        t["clipShape"] = [mod(Param<ShapeKind>.unlabeled, Param<Value>.labeled("style", default: .none)) { n, shape, _ in
            n.clipShape(KindShape(shape))
        }]
        t["clipped"] = [mod(Param<Bool>.labeled("antialiased", default: false)) { n, _ in n.clipped() }]
        t["cornerRadius"] = [mod(Param<Double>.unlabeled, Param<Bool>.labeled("antialiased", default: true)) { n, radius, _ in
            n.cornerRadius(radius)
        }]
        t["mask"] = [
            viewMod(Param<Alignment>.labeled("alignment", default: .center), Param<ClosureValue>.unlabeled) { i, n, a, alignment, c in
                let v = try i.buildClosure(c, [], a.call)
                return (n.mask(alignment: alignment) { ScriptContent(v) }, [v])
            },
            viewMod(Param<ViewValue>.unlabeled) { _, n, _, v in (n.mask(ScriptContent(v)), [v]) },
        ]
        t["shadow"] = [mod(Param<Color?>.labeled("color", default: nil), Param<Double>.labeled("radius"),
                           Param<Double>.labeled("x", default: 0), Param<Double>.labeled("y", default: 0)) { n, color, radius, x, y in
            n.shadow(color: color, radius: radius, x: x, y: y)
        }]
        t["blur"] = [mod(Param<Double>.labeled("radius"), Param<Bool>.labeled("opaque", default: false)) { n, radius, opaque in
            n.blur(radius: radius, opaque: opaque)
        }]
        t["opacity"] = [mod(Param<Double>.unlabeled) { n, opacity in n.opacity(opacity) }]
        t["grayscale"] = [mod(Param<Double>.unlabeled) { n, amount in n.grayscale(amount) }]
        t["saturation"] = [mod(Param<Double>.unlabeled) { n, amount in n.saturation(amount) }]
        t["contrast"] = [mod(Param<Double>.unlabeled) { n, amount in n.contrast(amount) }]
        t["brightness"] = [mod(Param<Double>.unlabeled) { n, amount in n.brightness(amount) }]
        t["hueRotation"] = [mod(Param<Angle>.unlabeled) { n, angle in n.hueRotation(angle) }]
        t["colorMultiply"] = [mod(Param<Color>.unlabeled) { n, color in n.colorMultiply(color) }]
        t["colorInvert"] = [mod() { n in n.colorInvert() }]
        t["luminanceToAlpha"] = [mod() { n in n.luminanceToAlpha() }]
        t["blendMode"] = [mod(Param<ViewBlendModeArgument>.unlabeled) { n, mode in n.blendMode(mode.value) }]
        t["compositingGroup"] = [mod() { n in n.compositingGroup() }]
        t["scaleEffect"] = [
            mod(Param<Double>.unlabeled, Param<UnitPoint>.labeled("anchor", default: .center)) { n, s, anchor in n.scaleEffect(s, anchor: anchor) },
            mod(Param<Size>.unlabeled, Param<UnitPoint>.labeled("anchor", default: .center)) { n, s, anchor in n.scaleEffect(s, anchor: anchor) },
            mod(Param<Double>.labeled("x", default: 1), Param<Double>.labeled("y", default: 1),
                Param<UnitPoint>.labeled("anchor", default: .center)) { n, x, y, anchor in n.scaleEffect(x: x, y: y, anchor: anchor) },
        ]
        t["rotationEffect"] = [mod(Param<Angle>.unlabeled, Param<UnitPoint>.labeled("anchor", default: .center)) { n, angle, anchor in
            n.rotationEffect(angle, anchor: anchor)
        }]
        t["rotation3DEffect"] = [mod(Param<Angle>.unlabeled, Param<AxisTuple>.labeled("axis"), Param<UnitPoint>.labeled("anchor", default: .center),
                                     Param<Double>.labeled("anchorZ", default: 0),
                                     Param<Double>.labeled("perspective", default: 1)) { n, angle, axis, anchor, anchorZ, perspective in
            n.rotation3DEffect(angle, axis: (x: axis.x, y: axis.y, z: axis.z), anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        }]

        // MARK: Motion
        t["transition"] = [mod(Param<Transition>.unlabeled) { n, transition in n.transition(transition) }]
        t["contentTransition"] = [mod(Param<ContentTransition>.unlabeled) { n, c in n.contentTransition(c) }]
        t["symbolEffect"] = symbolEffectModifiers
        t["transaction"] = transactionModifiers
        t["animation"] = [
            onView(Param<Animation?>.unlabeled, Param<Located<Value>>.labeled("value")) { i, base, a, animation, value in
                let state = try i.stateValue(value.value, value.offset)
                return try i.modified(base.node.animation(animation, value: state), base, a.call)
            },
            // The deprecated form: every change in the subtree animates.
            onView(Param<Animation?>.unlabeled) { i, base, a, animation in
                try i.modified(base.node.modifier(.animation(animation, value: nil)), base, a.call)
            },
        ]
        t["matchedGeometryEffect"] = [mod(Param<Located<Value>>.labeled("id"), Param<NamespaceName>.labeled("in"),
                                          Param<MatchedGeometry.Properties>.labeled("properties", default: .frame),
                                          Param<UnitPoint>.labeled("anchor", default: .center),
                                          Param<Bool>.labeled("isSource", default: true)) { n, id, ns, properties, anchor, isSource in
            // The API records `StateValue(id)`; a StateValue passes through unchanged.
            let state = try Interpreter.hashableStateValue(id.value, id.offset)
            return n.matchedGeometryEffect(id: state, in: ns.name, properties: properties, anchor: anchor, isSource: isSource)
        }]
        t["onAppear"] = [onView(Param<ClosureValue>.labeled("perform")) { i, base, a, action in
            try i.modified(base.node.onAppear(try i.makeScript(action, name: "onAppear")), base, a.call)
        }]
        t["task"] = [onView(Param<Value>.labeled("id", default: .none), Param<Value>.labeled("priority", default: .none),
                            Param<ClosureValue>.unlabeled) { i, base, a, _, _, action in
            try i.modified(base.node.onAppear(try i.makeScript(action, name: "task")), base, a.call)
        }]
        t["onDisappear"] = [onView(Param<ClosureValue>.labeled("perform")) { i, base, a, action in
            try i.modified(base.node.modifier(.onDisappear(try i.makeScript(action, name: "onDisappear"))), base, a.call)
        }]
        t["onTapGesture"] = [onView(Param<Int>.labeled("count", default: 1), Param<ClosureValue>.labeled("perform")) { i, base, a, _, action in
            let name = i.tapName(for: base.node, a.call)
            let script = try i.makeScript(action, name: "onTapGesture(\"\(name)\")")
            return try i.modified(base.node.modifier(.onTapGesture(name: name, script)), base, a.call)
        }]
        t["onChange"] = changeModifiers
        addGestureModifiers(&t)
        t["modifier"] = [onView(Param<Located<Value>>.unlabeled) { i, base, a, modifier in
            let custom = try i.customModifier(modifier.value, modifier.offset)
            return try i.modified(base.node.modifier(.custom(custom)), base, a.call)
        }]
        addAppearanceModifiers(&t)
        addTextStylingModifiers(&t)
        addNavigationModifiers(&t)
        addTabModifiers(&t)
        addAnimatorModifiers(&t)
        addVisualEffectModifiers(&t)
        addGeometryReaderModifiers(&t)
        addGenieModifiers(&t)
        addPresentationModifiers(&t)
        addAlertModifiers(&t)
        addToolbarModifiers(&t)
        return t
    }()
}
