import Document

extension Library {
    /// A container view (`HStack(…) { … }`): the parameters, then a `content:` view-builder closure,
    /// which is built first and handed to `make`, which builds the container through the API.
    private static func container<each T: ScriptArgument>(
        _ params: repeat Param<each T>, children: Bool = false,
        body make: @escaping @Sendable (ScriptContent, repeat each T) -> any View
    ) -> Signature {
        let list = ParamList(repeat each params)
        let content = Param<ClosureValue>.labeled("content")
        let parameters = list.parameters
        return Signature(params: parameters + [content.parameter]) { i, a in
            let inner = try i.buildClosure(try content.read(a, parameters.count), [], a.call)
            let values = try list.read(a)
            return .view(try i.wrap(make(ScriptContent(inner), repeat each values), around: [inner], a.call, children: children))
        }
    }

    /// A shape value that is not painted yet.
    private static func unpainted(_ s: some Shape) -> Value { .shape(s.paintedShape, painted: false) }

    /// `Type(…)`: views, shapes and value types.
    static let constructors: [String: [Signature]] = {
        var t: [String: [Signature]] = [:]
        // MARK: Views
        t["Text"] = [
            // A literal is Markdown (SwiftUI's LocalizedStringKey); a String value is shown as it is.
            Signature(Param<String>.unlabeled) { i, a, s in
                guard let mask = a.literalMask else { return .view(i.leaf(Text(s).makeNode())) }
                return .view(i.leaf(.text(TextView(runs: TextMarkdown.runs(s, isLiteral: mask)))))
            },
            Signature(Param<String>.labeled("verbatim")) { i, _, s in .view(i.leaf(Text(verbatim: s).makeNode())) },
            // `Text(value, format: .number)` / `.percent`: the number as Foundation formats it (en_US).
            Signature(Param<Double>.unlabeled, Param<BuiltinEnumArgument<NumberFormatStyle>>.labeled("format")) { i, _, v, style in
                .view(i.leaf(Text(verbatim: formattedNumber(v, style.value)).makeNode()))
            },
        ]
        t["Image"] = [
            Signature(Param<String>.unlabeled) { i, _, name in .view(i.leaf(Image(name).makeNode())) },
            Signature(Param<String>.labeled("systemName")) { i, a, name in
                .view(i.leaf(try i.symbolImage(name, at: a.offsets[0])))
            },
        ]
        t["Spacer"] = [Signature(Param<Double?>.labeled("minLength", default: nil)) { i, _, length in
            .view(i.leaf(Spacer(minLength: length).makeNode()))
        }]
        t["Divider"] = [Signature() { i, _ in .view(i.leaf(Divider().makeNode())) }]
        t["EmptyView"] = [Signature() { _, _ in
            .view(ViewValue(node: EmptyView().makeNode(), children: EmptyView()._makeChildren(), depth: 1))
        }]
        t["AnyView"] = [Signature(Param<ViewValue>.unlabeled) { i, a, v in
            .view(try i.wrap(AnyView(ScriptContent(v)), around: [v], a.call))
        }]
        t["HStack"] = [container(Param<Alignment.Vertical>.labeled("alignment", default: .center),
                                 Param<Double?>.labeled("spacing", default: nil)) { content, alignment, spacing in
            HStack(alignment: alignment, spacing: spacing) { content }
        }]
        t["VStack"] = [container(Param<Alignment.Horizontal>.labeled("alignment", default: .center),
                                 Param<Double?>.labeled("spacing", default: nil)) { content, alignment, spacing in
            VStack(alignment: alignment, spacing: spacing) { content }
        }]
        t["LazyHStack"] = [container(Param<Alignment.Vertical>.labeled("alignment", default: .center),
                                     Param<Double?>.labeled("spacing", default: nil)) { content, alignment, spacing in
            LazyHStack(alignment: alignment, spacing: spacing) { content }
        }]
        t["LazyVStack"] = [container(Param<Alignment.Horizontal>.labeled("alignment", default: .center),
                                     Param<Double?>.labeled("spacing", default: nil)) { content, alignment, spacing in
            LazyVStack(alignment: alignment, spacing: spacing) { content }
        }]
        t["ZStack"] = [container(Param<Alignment>.labeled("alignment", default: .center)) { content, alignment in
            ZStack(alignment: alignment) { content }
        }]
        t["Group"] = [container(children: true) { content in Group { content } }]
        t["ScrollView"] = [container(Param<Axes>.unlabeled(default: .vertical),
                                     Param<Bool>.labeled("showsIndicators", default: true)) { content, axes, showsIndicators in
            ScrollView(axes, showsIndicators: showsIndicators) { content }
        }]
        t["Grid"] = [container(Param<Alignment>.labeled("alignment", default: .center), Param<Double?>.labeled("horizontalSpacing", default: nil),
                               Param<Double?>.labeled("verticalSpacing", default: nil)) { content, alignment, h, v in
            Grid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v) { content }
        }]
        t["GridRow"] = [container() { content in GridRow { content } }]
        t["LazyVGrid"] = [container(Param<[GridItem]>.labeled("columns"), Param<Alignment.Horizontal>.labeled("alignment", default: .center),
                                    Param<Double?>.labeled("spacing", default: nil)) { content, columns, alignment, spacing in
            LazyVGrid(columns: columns, alignment: alignment, spacing: spacing) { content }
        }]
        t["LazyHGrid"] = [container(Param<[GridItem]>.labeled("rows"), Param<Alignment.Vertical>.labeled("alignment", default: .center),
                                    Param<Double?>.labeled("spacing", default: nil)) { content, rows, alignment, spacing in
            LazyHGrid(rows: rows, alignment: alignment, spacing: spacing) { content }
        }]
        t["ForEach"] = [
            Signature(Param<Located<Value>>.unlabeled, Param<Located<Value>>.labeled("id"),
                      Param<ClosureValue>.labeled("content")) { i, a, data, id, content in
                guard case .keyPath(let path) = id.value else {
                    throw Failure("ForEach's id must be a key path such as \\.self or \\.id", at: id.offset)
                }
                return try i.forEach(data, id: path, idOffset: id.offset, content, a.call)
            },
            Signature(Param<Located<Value>>.unlabeled, Param<ClosureValue>.labeled("content")) { i, a, data, content in
                try i.forEach(data, id: nil, idOffset: a.call, content, a.call)
            },
        ]
        t["Button"] = [
            Signature(Param<String>.unlabeled, Param<ClosureValue>.labeled("action")) { i, a, title, action in
                let script = try i.makeScript(action, name: "Button(\"\(title)\")")
                return .view(try i.styledButton(ButtonView(label: Text(title).makeNode(), actionName: title, action: script),
                                                depth: 1, at: a.call, source: action))
            },
            Signature(Param<ClosureValue>.labeled("action"), Param<ClosureValue>.labeled("label")) { i, a, action, labelClosure in
                let label = try i.buildClosure(labelClosure, [], a.call)
                let name = Button(action: {}, label: { ScriptContent(label) }).actionName
                let script = try i.makeScript(action, name: "Button(\"\(name)\")")
                return .view(try i.styledButton(ButtonView(label: label.node, actionName: name, action: script),
                                                depth: label.depth + 1, at: a.call, source: action))
            },
        ]
        // MARK: Shapes
        t["Rectangle"] = [Signature() { _, _ in unpainted(Rectangle()) }]
        t["Circle"] = [Signature() { _, _ in unpainted(Circle()) }]
        t["Ellipse"] = [Signature() { _, _ in unpainted(Ellipse()) }]
        t["Capsule"] = [Signature(Param<RoundedCornerStyle>.labeled("style", default: .continuous)) { _, _, style in
            unpainted(Capsule(style: style))
        }]
        t["RoundedRectangle"] = [
            Signature(Param<Double>.labeled("cornerRadius"), Param<RoundedCornerStyle>.labeled("style", default: .continuous)) { _, _, r, style in
                unpainted(RoundedRectangle(cornerRadius: r, style: style))
            },
            Signature(Param<Size>.labeled("cornerSize"), Param<RoundedCornerStyle>.labeled("style", default: .continuous)) { _, _, size, style in
                unpainted(RoundedRectangle(cornerSize: size, style: style))
            },
        ]
        t["UnevenRoundedRectangle"] = [Signature(
            Param<Double>.labeled("topLeadingRadius", default: 0), Param<Double>.labeled("bottomLeadingRadius", default: 0),
            Param<Double>.labeled("bottomTrailingRadius", default: 0), Param<Double>.labeled("topTrailingRadius", default: 0),
            Param<RoundedCornerStyle>.labeled("style", default: .continuous)
        ) { _, _, topLeading, bottomLeading, bottomTrailing, topTrailing, style in
            unpainted(UnevenRoundedRectangle(topLeadingRadius: topLeading, bottomLeadingRadius: bottomLeading,
                                         bottomTrailingRadius: bottomTrailing, topTrailingRadius: topTrailing, style: style))
        }]
        t["Path"] = [
            // `var path = Path()` then `path.move(to:)`, … (how most `path(in:)` bodies are written).
            Signature() { _, _ in .path(Path()) },
            Signature(Param<Rect>.unlabeled) { _, _, rect in unpainted(Path(rect)) },
            Signature(Param<Rect>.labeled("ellipseIn")) { _, _, rect in unpainted(Path(ellipseIn: rect)) },
            Signature(Param<Rect>.labeled("roundedRect"), Param<Double>.labeled("cornerRadius"),
                      Param<RoundedCornerStyle>.labeled("style", default: .continuous)) { _, _, rect, radius, style in
                unpainted(Path(roundedRect: rect, cornerRadius: radius, style: style))
            },
            Signature(Param<ClosureValue>.unlabeled) { i, a, build in unpainted(try i.buildPath(build, a.call)) },
            Signature(Param<Located<String>>.unlabeled) { _, _, data in
                do { return unpainted(try Path(svgPathData: data.value)) } catch let e as PathParseError {
                    throw Failure("invalid SVG path data: \(e)", at: data.offset)
                }
            },
        ]
        // MARK: Styles and colors
        t["Color"] = [
            Signature(Param<Double>.labeled("red"), Param<Double>.labeled("green"), Param<Double>.labeled("blue"),
                      Param<Double>.labeled("opacity", default: 1)) { _, _, r, g, b, opacity in
                .color(Color(red: r, green: g, blue: b, opacity: opacity))
            },
            Signature(Param<BuiltinEnumArgument<ColorSpace>>.unlabeled, Param<Double>.labeled("red"), Param<Double>.labeled("green"),
                      Param<Double>.labeled("blue"), Param<Double>.labeled("opacity", default: 1)) { _, _, space, r, g, b, opacity in
                let (sr, sg, sb) = space.value.sRGB(r, g, b)
                return .color(Color(red: sr, green: sg, blue: sb, opacity: opacity))
            },
            Signature(Param<BuiltinEnumArgument<ColorSpace>>.unlabeled, Param<Double>.labeled("white"), Param<Double>.labeled("opacity", default: 1)) { _, _, space, w, opacity in
                let (sr, sg, sb) = space.value.sRGB(w, w, w)
                return .color(Color(red: sr, green: sg, blue: sb, opacity: opacity))
            },
            Signature(Param<Double>.labeled("white"), Param<Double>.labeled("opacity", default: 1)) { _, _, white, opacity in
                .color(Color(white: white, opacity: opacity))
            },
            Signature(Param<Located<Double>>.labeled("hue"), Param<Double>.labeled("saturation"), Param<Double>.labeled("brightness"),
                      Param<Double>.labeled("opacity", default: 1)) { _, _, hue, saturation, brightness, opacity in
                guard hue.value.isFinite else { throw Failure("hue must be a finite number", at: hue.offset) }
                return .color(Color(hue: hue.value, saturation: saturation, brightness: brightness, opacity: opacity))
            },
        ]
        t["AnyShapeStyle"] = [Signature(Param<AnyShapeStyle>.unlabeled) { _, _, style in .style(style.shapeFill) }]
        t["Gradient"] = [
            Signature(Param<[Color]>.labeled("colors")) { _, _, colors in .gradient(Gradient(colors: colors)) },
            Signature(Param<[Gradient.Stop]>.labeled("stops")) { _, _, stops in .gradient(Gradient(stops: stops)) },
        ]
        t["Gradient.Stop"] = [Signature(Param<Color>.labeled("color"), Param<Double>.labeled("location")) { _, _, color, location in
            .gradientStop(Gradient.Stop(color: color, location: location))
        }]
        t["LinearGradient"] = gradientForms(Param<UnitPoint>.labeled("startPoint"), Param<UnitPoint>.labeled("endPoint")) { g, start, end in
            LinearGradient(gradient: g, startPoint: start, endPoint: end).shapeFill
        }
        t["RadialGradient"] = gradientForms(Param<UnitPoint>.labeled("center"), Param<Double>.labeled("startRadius"),
                                            Param<Double>.labeled("endRadius")) { g, center, start, end in
            RadialGradient(gradient: g, center: center, startRadius: start, endRadius: end).shapeFill
        }
        t["AngularGradient"] = gradientForms(Param<UnitPoint>.labeled("center"), Param<Angle>.labeled("startAngle", default: .zero),
                                             Param<Angle>.labeled("endAngle", default: .zero)) { g, center, start, end in
            AngularGradient(gradient: g, center: center, startAngle: start, endAngle: end).shapeFill
        } + [Signature(Param<Gradient>.labeled("gradient"), Param<UnitPoint>.labeled("center"), Param<Angle>.labeled("angle")) { _, _, g, center, angle in
            .style(AngularGradient(gradient: g, center: center, angle: angle).shapeFill)
        }]
        // MARK: Values
        t["Angle"] = [
            Signature(Param<Double>.labeled("degrees")) { _, _, d in .angle(Angle(degrees: d)) },
            Signature(Param<Double>.labeled("radians")) { _, _, r in .angle(Angle(radians: r)) },
        ]
        t["UnitPoint"] = [Signature(Param<Double>.labeled("x"), Param<Double>.labeled("y")) { _, _, x, y in .unitPoint(UnitPoint(x: x, y: y)) }]
        t["Alignment"] = [Signature(Param<Alignment.Horizontal>.labeled("horizontal"), Param<Alignment.Vertical>.labeled("vertical")) { _, _, h, v in
            .alignment(Alignment(horizontal: h, vertical: v))
        }]
        t["CGSize"] = [Signature(Param<Double>.labeled("width"), Param<Double>.labeled("height")) { _, _, w, h in .size(Size(width: w, height: h)) }]
        t["CGPoint"] = [Signature(Param<Double>.labeled("x"), Param<Double>.labeled("y")) { _, _, x, y in .point(Point(x: x, y: y)) }]
        t["CGRect"] = [
            Signature(Param<Double>.labeled("x"), Param<Double>.labeled("y"), Param<Double>.labeled("width"),
                      Param<Double>.labeled("height")) { _, _, x, y, w, h in .rect(Rect(x: x, y: y, width: w, height: h)) },
            Signature(Param<Point>.labeled("origin"), Param<Size>.labeled("size")) { _, _, origin, size in .rect(Rect(origin: origin, size: size)) },
        ]
        t["EdgeInsets"] = [Signature(Param<Double>.labeled("top", default: 0), Param<Double>.labeled("leading", default: 0),
                                     Param<Double>.labeled("bottom", default: 0),
                                     Param<Double>.labeled("trailing", default: 0)) { _, _, top, leading, bottom, trailing in
            .edgeInsets(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing))
        }]
        t["GridItem"] = [Signature(Param<GridItem.Size>.unlabeled(default: .flexible()), Param<Double?>.labeled("spacing", default: nil),
                                   Param<Alignment?>.labeled("alignment", default: nil)) { _, _, size, spacing, alignment in
            .gridItem(GridItem(size, spacing: spacing, alignment: alignment))
        }]
        t["StrokeStyle"] = [Signature(
            Param<Double?>.omittable("lineWidth"), Param<LineCap?>.omittable("lineCap"), Param<LineJoin?>.omittable("lineJoin"),
            Param<Double?>.omittable("miterLimit"), Param<[Double]?>.omittable("dash"), Param<Double?>.omittable("dashPhase")
        ) { _, _, lineWidth, lineCap, lineJoin, miterLimit, dash, dashPhase in
            var s = StrokeStyle()
            if let lineWidth { s.lineWidth = lineWidth }
            if let lineCap { s.lineCap = lineCap }
            if let lineJoin { s.lineJoin = lineJoin }
            if let miterLimit { s.miterLimit = miterLimit }
            if let dash { s.dash = dash }
            if let dashPhase { s.dashPhase = dashPhase }
            return .strokeStyle(s)
        }]
        t["AnimatablePair"] = [Signature(Param<Value>.unlabeled, Param<Value>.unlabeled) { i, a, first, second in
            try i.checkComposite(.animatablePair(first, second), a.call)
        }]
        for name in ["Double", "CGFloat", "Float"] {
            t[name] = [Signature(Param<Located<Value>>.unlabeled) { _, _, v in
                if let d = v.value.doubleValue { return .double(d) }
                throw Failure("cannot convert \(v.value.described) to \(name)", at: v.offset, mismatch: true)
            }]
        }
        t["Int"] = [Signature(Param<Located<Value>>.unlabeled) { _, _, v in
            switch v.value {
            case .int(let i): return .int(i)
            case .double(let d):
                guard d.isFinite, let i = Int(exactly: d.rounded(.towardZero)) else {
                    throw Failure("cannot convert \(d) to Int", at: v.offset)
                }
                return .int(i)
            case let x: throw Failure("cannot convert \(x.described) to Int", at: v.offset, mismatch: true)
            }
        }]
        t["String"] = [Signature(Param<Located<Value>>.unlabeled) { i, a, v in try i.checkString(try i.describe(v.value, v.offset), a.call) }]
        t["Array"] = [
            Signature(Param<Value>.labeled("repeating"), Param<Located<Int>>.labeled("count")) { i, a, element, count in
                let n = count.value
                guard n >= 0 else { throw Failure("count must not be negative", at: count.offset) }
                guard n <= i.limits.maxArrayCount else {
                    throw Failure("array with more than \(i.limits.maxArrayCount) elements", at: count.offset)
                }
                try i.tick(a.call, n)
                return try i.checkArray(Array(repeating: element, count: n), a.call)
            },
            Signature(Param<Located<Value>>.unlabeled) { i, a, v in try i.checkArray(try i.elements(of: v.value, v.offset), a.call) },
        ]
        t.merge(propertyWrappers) { _, new in new }
        addUIKitConstructors(&t)
        addFoundationConstructors(&t)
        addAttributedStringConstructors(&t)
        addControlConstructors(&t)
        addValueControlConstructors(&t)
        addStepperConstructors(&t)
        addPickerConstructors(&t)
        addMenuConstructors(&t)
        addDatePickerConstructors(&t)
        addNavigationConstructors(&t)
        addNavigationLinkConstructors(&t)
        addRoleButtonConstructors(&t)
        addToolbarConstructors(&t)
        addTabConstructors(&t)
        addListConstructors(&t)
        addTransformConstructors(&t)
        addAnimatorConstructors(&t)
        addCanvasConstructors(&t)
        addVisualEffectConstructors(&t)
        addGeometryReaderConstructors(&t)
        addCustomLayoutConstructors(&t)
        addStackLayoutConstructors(&t)
        addScheduledTimerConstructors(&t)
        addTransactionConstructors(&t)
        addGestureConstructors(&t)
        return t
    }()

    /// The three forms of a gradient style (`gradient:`, `colors:`, `stops:`, then `params`); each
    /// makes the `Gradient` and hands it to `make`.
    private static func gradientForms<each T: ScriptArgument>(
        _ params: repeat Param<each T>, body make: @escaping @Sendable (Gradient, repeat each T) -> Fill
    ) -> [Signature] {
        let list = ParamList(repeat each params)
        func form<G: ScriptArgument>(_ first: Param<G>, _ gradient: @escaping @Sendable (G) -> Gradient) -> Signature {
            Signature(params: [first.parameter] + list.parameters) { _, a in
                let g = gradient(try first.read(a, 0))
                let values = try list.read(a, from: 1)
                return .style(make(g, repeat each values))
            }
        }
        return [
            form(Param<Gradient>.labeled("gradient")) { $0 },
            form(Param<[Color]>.labeled("colors")) { Gradient(colors: $0) },
            form(Param<[Gradient.Stop]>.labeled("stops")) { Gradient(stops: $0) },
        ]
    }
}
