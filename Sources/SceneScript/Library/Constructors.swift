import Document

extension Library {
    /// `Type(…)`: views, shapes and value types.
    static let constructors: [String: [Signature]] = {
        var t: [String: [Signature]] = [:]
        // MARK: Views
        t["Text"] = [
            Signature("_:string") { i, a in .view(i.leaf(Text(try a.string(0)).makeNode())) },
            Signature("verbatim:string") { i, a in .view(i.leaf(Text(verbatim: try a.string(0)).makeNode())) },
        ]
        t["Image"] = [
            Signature("_:string") { i, a in .view(i.leaf(Image(try a.string(0)).makeNode())) },
            Signature("systemName:string") { i, a in .view(i.leaf(Image(systemName: try a.string(0)).makeNode())) },
        ]
        t["Spacer"] = [Signature("minLength:double!?") { i, a in .view(i.leaf(Spacer(minLength: try a.optDouble(0)).makeNode())) }]
        t["Divider"] = [Signature("") { i, _ in .view(i.leaf(Divider().makeNode())) }]
        t["EmptyView"] = [Signature("") { _, _ in
            .view(ViewValue(node: EmptyView().makeNode(), children: EmptyView()._makeChildren(), depth: 1))
        }]
        t["AnyView"] = [Signature("_:view") { i, a in
            let v = try a.view(0)
            return .view(try i.wrap(AnyView(ScriptContent(v)), around: [v], a.call))
        }]
        t["HStack"] = [Signature("alignment:vAlignment?, spacing:double!?, content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(2), [], a.call)
            let v = HStack(alignment: a.has(0) ? try a.vAlignment(0) : .center, spacing: try a.optDouble(1)) { ScriptContent(content) }
            return .view(try i.wrap(v, around: [content], a.call))
        }]
        t["VStack"] = [Signature("alignment:hAlignment?, spacing:double!?, content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(2), [], a.call)
            let v = VStack(alignment: a.has(0) ? try a.hAlignment(0) : .center, spacing: try a.optDouble(1)) { ScriptContent(content) }
            return .view(try i.wrap(v, around: [content], a.call))
        }]
        t["ZStack"] = [Signature("alignment:alignment?, content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(1), [], a.call)
            let v = ZStack(alignment: a.has(0) ? try a.alignment(0) : .center) { ScriptContent(content) }
            return .view(try i.wrap(v, around: [content], a.call))
        }]
        t["Group"] = [Signature("content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(0), [], a.call)
            return .view(try i.wrap(Group { ScriptContent(content) }, around: [content], a.call, children: true))
        }]
        t["ScrollView"] = [Signature("_:axes?, showsIndicators:bool?, content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(2), [], a.call)
            let v = ScrollView(a.has(0) ? try a.axes(0) : .vertical, showsIndicators: a.has(1) ? try a.bool(1) : true) {
                ScriptContent(content)
            }
            return .view(try i.wrap(v, around: [content], a.call))
        }]
        t["Grid"] = [Signature("alignment:alignment?, horizontalSpacing:double!?, verticalSpacing:double!?, content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(3), [], a.call)
            let v = Grid(alignment: a.has(0) ? try a.alignment(0) : .center, horizontalSpacing: try a.optDouble(1),
                         verticalSpacing: try a.optDouble(2)) { ScriptContent(content) }
            return .view(try i.wrap(v, around: [content], a.call))
        }]
        t["GridRow"] = [Signature("content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(0), [], a.call)
            return .view(try i.wrap(GridRow { ScriptContent(content) }, around: [content], a.call))
        }]
        t["LazyVGrid"] = [Signature("columns:gridItem[], alignment:hAlignment?, spacing:double!?, content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(3), [], a.call)
            let v = LazyVGrid(columns: try a.gridItems(0), alignment: a.has(1) ? try a.hAlignment(1) : .center,
                              spacing: try a.optDouble(2)) { ScriptContent(content) }
            return .view(try i.wrap(v, around: [content], a.call))
        }]
        t["LazyHGrid"] = [Signature("rows:gridItem[], alignment:vAlignment?, spacing:double!?, content:closure") { i, a in
            let content = try i.buildClosure(try a.closure(3), [], a.call)
            let v = LazyHGrid(rows: try a.gridItems(0), alignment: a.has(1) ? try a.vAlignment(1) : .center,
                              spacing: try a.optDouble(2)) { ScriptContent(content) }
            return .view(try i.wrap(v, around: [content], a.call))
        }]
        t["ForEach"] = [
            Signature("_:any, id:any, content:closure") { i, a in
                guard case .keyPath(let path) = try a.value(1) else {
                    throw Failure("ForEach's id must be a key path such as \\.self or \\.id", at: a.at(1))
                }
                return try i.forEach(try a.value(0), id: path, try a.closure(2), a)
            },
            Signature("_:any, content:closure") { i, a in
                try i.forEach(try a.value(0), id: nil, try a.closure(1), a)
            },
        ]
        t["Button"] = [
            Signature("_:string, action:closure") { i, a in
                let title = try a.string(0)
                let script = try i.makeScript(try a.closure(1), name: "Button(\"\(title)\")")
                return .view(i.leaf(.button(ButtonView(label: Text(title).makeNode(), actionName: title, action: script))))
            },
            Signature("action:closure, label:closure") { i, a in
                let label = try i.buildClosure(try a.closure(1), [], a.call)
                let name = Button(action: {}, label: { ScriptContent(label) }).actionName
                let script = try i.makeScript(try a.closure(0), name: "Button(\"\(name)\")")
                let node = ViewNode.button(ButtonView(label: label.node, actionName: name, action: script))
                return .view(ViewValue(node: node, depth: label.depth + 1))
            },
        ]
        // MARK: Shapes
        t["Rectangle"] = [Signature("") { _, _ in .shape(Rectangle().paintedShape, painted: false) }]
        t["Circle"] = [Signature("") { _, _ in .shape(Circle().paintedShape, painted: false) }]
        t["Ellipse"] = [Signature("") { _, _ in .shape(Ellipse().paintedShape, painted: false) }]
        t["Capsule"] = [Signature("style:cornerStyle?") { _, a in
            .shape(Capsule(style: a.has(0) ? try a.cornerStyle(0) : .continuous).paintedShape, painted: false)
        }]
        t["RoundedRectangle"] = [
            Signature("cornerRadius:double, style:cornerStyle?") { _, a in
                .shape(RoundedRectangle(cornerRadius: try a.double(0), style: a.has(1) ? try a.cornerStyle(1) : .continuous).paintedShape,
                       painted: false)
            },
            Signature("cornerSize:size, style:cornerStyle?") { _, a in
                .shape(RoundedRectangle(cornerSize: try a.size(0), style: a.has(1) ? try a.cornerStyle(1) : .continuous).paintedShape,
                       painted: false)
            },
        ]
        t["UnevenRoundedRectangle"] = [Signature(
            "topLeadingRadius:double?, bottomLeadingRadius:double?, bottomTrailingRadius:double?, topTrailingRadius:double?, style:cornerStyle?"
        ) { _, a in
            let shape = UnevenRoundedRectangle(topLeadingRadius: try a.optDouble(0) ?? 0, bottomLeadingRadius: try a.optDouble(1) ?? 0,
                                               bottomTrailingRadius: try a.optDouble(2) ?? 0, topTrailingRadius: try a.optDouble(3) ?? 0,
                                               style: a.has(4) ? try a.cornerStyle(4) : .continuous)
            return .shape(shape.paintedShape, painted: false)
        }]
        t["Path"] = [
            Signature("_:closure") { i, a in .shape(try i.buildPath(try a.closure(0), a.call).paintedShape, painted: false) },
            Signature("_:string") { _, a in
                do { return .shape(try Path(svgPathData: try a.string(0)).paintedShape, painted: false) } catch let e as PathParseError {
                    throw Failure("invalid SVG path data: \(e)", at: a.at(0))
                }
            },
        ]
        // MARK: Styles and colors
        t["Color"] = [
            Signature("red:double, green:double, blue:double, opacity:double?") { _, a in
                .color(Color(red: try a.double(0), green: try a.double(1), blue: try a.double(2), opacity: try a.optDouble(3) ?? 1))
            },
            Signature("white:double, opacity:double?") { _, a in .color(Color(white: try a.double(0), opacity: try a.optDouble(1) ?? 1)) },
            Signature("hue:double, saturation:double, brightness:double, opacity:double?") { _, a in
                let hue = try a.double(0)
                guard hue.isFinite else { throw Failure("hue must be a finite number", at: a.at(0)) }
                return .color(Color(hue: hue, saturation: try a.double(1), brightness: try a.double(2), opacity: try a.optDouble(3) ?? 1))
            },
        ]
        t["AnyShapeStyle"] = [Signature("_:style") { _, a in .style(try a.style(0).shapeFill) }]
        t["Gradient"] = [
            Signature("colors:color[]") { _, a in .gradient(Gradient(colors: try a.colors(0))) },
            Signature("stops:stop[]") { _, a in .gradient(Gradient(stops: try a.stops(0))) },
        ]
        t["Gradient.Stop"] = [Signature("color:color, location:double") { _, a in
            .gradientStop(Gradient.Stop(color: try a.color(0), location: try a.double(1)))
        }]
        t["LinearGradient"] = [
            Signature("gradient:gradient, startPoint:unitPoint, endPoint:unitPoint") { _, a in
                .style(LinearGradient(gradient: try a.gradient(0), startPoint: try a.unitPoint(1), endPoint: try a.unitPoint(2)).shapeFill)
            },
            Signature("colors:color[], startPoint:unitPoint, endPoint:unitPoint") { _, a in
                .style(LinearGradient(colors: try a.colors(0), startPoint: try a.unitPoint(1), endPoint: try a.unitPoint(2)).shapeFill)
            },
            Signature("stops:stop[], startPoint:unitPoint, endPoint:unitPoint") { _, a in
                .style(LinearGradient(stops: try a.stops(0), startPoint: try a.unitPoint(1), endPoint: try a.unitPoint(2)).shapeFill)
            },
        ]
        t["RadialGradient"] = [
            Signature("gradient:gradient, center:unitPoint, startRadius:double, endRadius:double") { _, a in
                .style(RadialGradient(gradient: try a.gradient(0), center: try a.unitPoint(1), startRadius: try a.double(2),
                                      endRadius: try a.double(3)).shapeFill)
            },
            Signature("colors:color[], center:unitPoint, startRadius:double, endRadius:double") { _, a in
                .style(RadialGradient(colors: try a.colors(0), center: try a.unitPoint(1), startRadius: try a.double(2),
                                      endRadius: try a.double(3)).shapeFill)
            },
            Signature("stops:stop[], center:unitPoint, startRadius:double, endRadius:double") { _, a in
                .style(RadialGradient(stops: try a.stops(0), center: try a.unitPoint(1), startRadius: try a.double(2),
                                      endRadius: try a.double(3)).shapeFill)
            },
        ]
        t["AngularGradient"] = [
            Signature("gradient:gradient, center:unitPoint, startAngle:angle?, endAngle:angle?") { _, a in
                .style(AngularGradient(gradient: try a.gradient(0), center: try a.unitPoint(1),
                                       startAngle: a.has(2) ? try a.angle(2) : .zero, endAngle: a.has(3) ? try a.angle(3) : .zero).shapeFill)
            },
            Signature("colors:color[], center:unitPoint, startAngle:angle?, endAngle:angle?") { _, a in
                .style(AngularGradient(colors: try a.colors(0), center: try a.unitPoint(1),
                                       startAngle: a.has(2) ? try a.angle(2) : .zero, endAngle: a.has(3) ? try a.angle(3) : .zero).shapeFill)
            },
            Signature("stops:stop[], center:unitPoint, startAngle:angle?, endAngle:angle?") { _, a in
                .style(AngularGradient(stops: try a.stops(0), center: try a.unitPoint(1),
                                       startAngle: a.has(2) ? try a.angle(2) : .zero, endAngle: a.has(3) ? try a.angle(3) : .zero).shapeFill)
            },
            Signature("gradient:gradient, center:unitPoint, angle:angle") { _, a in
                .style(AngularGradient(gradient: try a.gradient(0), center: try a.unitPoint(1), angle: try a.angle(2)).shapeFill)
            },
        ]
        // MARK: Values
        t["Angle"] = [
            Signature("degrees:double") { _, a in .angle(Angle(degrees: try a.double(0))) },
            Signature("radians:double") { _, a in .angle(Angle(radians: try a.double(0))) },
        ]
        t["UnitPoint"] = [Signature("x:double, y:double") { _, a in .unitPoint(UnitPoint(x: try a.double(0), y: try a.double(1))) }]
        t["Alignment"] = [Signature("horizontal:hAlignment, vertical:vAlignment") { _, a in
            .alignment(Alignment(horizontal: try a.hAlignment(0), vertical: try a.vAlignment(1)))
        }]
        t["CGSize"] = [Signature("width:double, height:double") { _, a in .size(Size(width: try a.double(0), height: try a.double(1))) }]
        t["CGPoint"] = [Signature("x:double, y:double") { _, a in .point(Point(x: try a.double(0), y: try a.double(1))) }]
        t["CGRect"] = [
            Signature("x:double, y:double, width:double, height:double") { _, a in
                .rect(Rect(x: try a.double(0), y: try a.double(1), width: try a.double(2), height: try a.double(3)))
            },
            Signature("origin:point, size:size") { _, a in .rect(Rect(origin: try a.point(0), size: try a.size(1))) },
        ]
        t["EdgeInsets"] = [Signature("top:double?, leading:double?, bottom:double?, trailing:double?") { _, a in
            .edgeInsets(EdgeInsets(top: try a.optDouble(0) ?? 0, leading: try a.optDouble(1) ?? 0,
                                   bottom: try a.optDouble(2) ?? 0, trailing: try a.optDouble(3) ?? 0))
        }]
        t["GridItem"] = [Signature("_:gridSize?, spacing:double!?, alignment:alignment!?") { _, a in
            .gridItem(GridItem(a.has(0) ? try a.gridSize(0) : .flexible(), spacing: try a.optDouble(1),
                               alignment: a.optional(2) == nil ? nil : try a.alignment(2)))
        }]
        t["StrokeStyle"] = [Signature(
            "lineWidth:double?, lineCap:lineCap?, lineJoin:lineJoin?, miterLimit:double?, dash:double[]?, dashPhase:double?"
        ) { _, a in
            var s = StrokeStyle()
            if let w = try a.optDouble(0) { s.lineWidth = w }
            if case .lineCap(let c)? = a.optional(1) { s.lineCap = c }
            if case .lineJoin(let j)? = a.optional(2) { s.lineJoin = j }
            if let m = try a.optDouble(3) { s.miterLimit = m }
            if a.has(4) { s.dash = try a.doubles(4) }
            if let p = try a.optDouble(5) { s.dashPhase = p }
            return .strokeStyle(s)
        }]
        t["AnimatablePair"] = [Signature("_:any, _:any") { i, a in
            try i.checkComposite(.animatablePair(try a.value(0), try a.value(1)), a.call)
        }]
        for name in ["Double", "CGFloat", "Float"] {
            t[name] = [Signature("_:any") { _, a in
                let v = try a.value(0)
                if let d = v.doubleValue { return .double(d) }
                throw Failure("cannot convert \(v.described) to \(name)", at: a.at(0), mismatch: true)
            }]
        }
        t["Int"] = [Signature("_:any") { _, a in
            switch try a.value(0) {
            case .int(let i): return .int(i)
            case .double(let d):
                guard d.isFinite, let i = Int(exactly: d.rounded(.towardZero)) else {
                    throw Failure("cannot convert \(d) to Int", at: a.at(0))
                }
                return .int(i)
            case let v: throw Failure("cannot convert \(v.described) to Int", at: a.at(0), mismatch: true)
            }
        }]
        t["String"] = [Signature("_:any") { i, a in try i.checkString(try i.describe(try a.value(0), a.at(0)), a.call) }]
        t["Array"] = [
            Signature("repeating:any, count:int") { i, a in
                let n = try a.int(1)
                guard n >= 0 else { throw Failure("count must not be negative", at: a.at(1)) }
                guard n <= i.limits.maxArrayCount else {
                    throw Failure("array with more than \(i.limits.maxArrayCount) elements", at: a.at(1))
                }
                try i.tick(a.call, n)
                return try i.checkArray(Array(repeating: try a.value(0), count: n), a.call)
            },
            Signature("_:any") { i, a in
                let v = try a.value(0)
                return try i.checkArray(try i.elements(of: v, a.at(0)), a.call)
            },
        ]
        return t
    }()
}
