import Document

extension Library {
    /// A modifier form that calls the Swift API on the receiver's node.
    static func mod(_ spec: String, _ f: @escaping @Sendable (ViewNode, Args) throws -> ModifiedView<ViewNode>) -> Signature {
        Signature(spec) { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'\(a.name)' needs a view", at: a.call) }
            return try i.modified(f(base.node, a), base, a.call)
        }
    }

    /// A modifier form whose arguments are views (built by the interpreter first).
    static func viewMod(_ spec: String,
                        _ f: @escaping @Sendable (Interpreter, ViewNode, Args) throws -> (ModifiedView<ViewNode>, [ViewValue])) -> Signature {
        Signature(spec) { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'\(a.name)' needs a view", at: a.call) }
            let (view, inner) = try f(i, base.node, a)
            return .view(try i.wrap(view, around: [base] + inner, a.call))
        }
    }

    /// View modifiers, by name; forms are tried in order (labels first, then argument types).
    static let modifiers: [String: [Signature]] = {
        var t: [String: [Signature]] = [:]
        // MARK: Layout
        t["frame"] = [
            mod("width:double!?, height:double!?, alignment:alignment?") { n, a in
                n.frame(width: try a.optDouble(0), height: try a.optDouble(1), alignment: a.has(2) ? try a.alignment(2) : .center)
            },
            mod("minWidth:double!?, idealWidth:double!?, maxWidth:double!?, minHeight:double!?, idealHeight:double!?, maxHeight:double!?, alignment:alignment?") { n, a in
                n.frame(minWidth: try a.optDouble(0), idealWidth: try a.optDouble(1), maxWidth: try a.optDouble(2),
                        minHeight: try a.optDouble(3), idealHeight: try a.optDouble(4), maxHeight: try a.optDouble(5),
                        alignment: a.has(6) ? try a.alignment(6) : .center)
            },
        ]
        t["padding"] = [
            mod("_:double") { n, a in n.padding(try a.double(0)) },
            mod("_:edge?, _:double!?") { n, a in n.padding(a.has(0) ? try a.edge(0) : .all, try a.optDouble(1)) },
            mod("_:insets") { n, a in n.padding(try a.insets(0)) },
        ]
        t["offset"] = [
            mod("x:double?, y:double?") { n, a in n.offset(x: try a.optDouble(0) ?? 0, y: try a.optDouble(1) ?? 0) },
            mod("_:size") { n, a in n.offset(try a.size(0)) },
        ]
        t["position"] = [
            mod("x:double?, y:double?") { n, a in n.position(x: try a.optDouble(0) ?? 0, y: try a.optDouble(1) ?? 0) },
            mod("_:point") { n, a in n.position(try a.point(0)) },
        ]
        t["fixedSize"] = [
            mod("") { n, _ in n.fixedSize() },
            mod("horizontal:bool, vertical:bool") { n, a in n.fixedSize(horizontal: try a.bool(0), vertical: try a.bool(1)) },
        ]
        t["layoutPriority"] = [mod("_:double") { n, a in n.layoutPriority(try a.double(0)) }]
        t["aspectRatio"] = [
            mod("_:double!?, contentMode:contentMode") { n, a in n.aspectRatio(try a.optDouble(0), contentMode: try a.contentMode(1)) },
            mod("_:size, contentMode:contentMode") { n, a in n.aspectRatio(try a.size(0), contentMode: try a.contentMode(1)) },
        ]
        t["scaledToFit"] = [mod("") { n, _ in n.scaledToFit() }]
        t["scaledToFill"] = [mod("") { n, _ in n.scaledToFill() }]
        t["zIndex"] = [mod("_:double") { n, a in n.zIndex(try a.double(0)) }]
        t["id"] = [Signature("_:any") { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'id' needs a view", at: a.call) }
            return try i.modified(base.node.modifier(.id(try i.viewID(try a.value(0), a.at(0)))), base, a.call)
        }]

        // MARK: Decoration
        t["background"] = [
            mod("_:style") { n, a in n.background(try a.style(0)) },
            mod("_:style, in:shape") { n, a in n.background(try a.style(0), in: KindShape(try a.shapeKind(1))) },
            viewMod("_:view, alignment:alignment?") { _, n, a in
                let v = try a.view(0)
                return (n.background(ScriptContent(v), alignment: a.has(1) ? try a.alignment(1) : .center), [v])
            },
            viewMod("alignment:alignment?, content:closure") { i, n, a in
                let v = try i.buildClosure(try a.closure(1), [], a.call)
                return (n.background(alignment: a.has(0) ? try a.alignment(0) : .center) { ScriptContent(v) }, [v])
            },
        ]
        t["overlay"] = [
            mod("_:style") { n, a in n.overlay(try a.style(0)) },
            mod("_:style, in:shape") { n, a in n.overlay(try a.style(0), in: KindShape(try a.shapeKind(1))) },
            viewMod("_:view, alignment:alignment?") { _, n, a in
                let v = try a.view(0)
                return (n.overlay(ScriptContent(v), alignment: a.has(1) ? try a.alignment(1) : .center), [v])
            },
            viewMod("alignment:alignment?, content:closure") { i, n, a in
                let v = try i.buildClosure(try a.closure(1), [], a.call)
                return (n.overlay(alignment: a.has(0) ? try a.alignment(0) : .center) { ScriptContent(v) }, [v])
            },
        ]

        // MARK: Environment
        t["foregroundStyle"] = [mod("_:style") { n, a in n.foregroundStyle(try a.style(0)) }]
        t["foregroundColor"] = [mod("_:color!") { n, a in n.foregroundColor(try a.optColor(0)) }]
        t["font"] = [mod("_:font!") { n, a in n.font(try a.font(0)) }]
        t["fontWeight"] = [mod("_:weight!") { n, a in n.fontWeight(try a.weight(0)) }]
        t["bold"] = [mod("_:bool?") { n, a in
            if a.has(0), try !a.bool(0) { return n.fontWeight(nil) }
            return n.bold()
        }]
        t["multilineTextAlignment"] = [mod("_:textAlignment") { n, a in
            guard case .textAlignment(let v) = try a.value(0) else { throw Failure("expected a TextAlignment", at: a.at(0)) }
            return n.multilineTextAlignment(v)
        }]
        t["lineLimit"] = [mod("_:int!") { n, a in n.lineLimit(try a.optInt(0)) }]
        t["truncationMode"] = [mod("_:truncation") { n, a in
            guard case .truncationMode(let v) = try a.value(0) else { throw Failure("expected a truncation mode", at: a.at(0)) }
            return n.truncationMode(v)
        }]

        // MARK: Effects
        t["clipShape"] = [mod("_:shape, style:any?") { n, a in n.clipShape(KindShape(try a.shapeKind(0))) }]
        t["clipped"] = [mod("antialiased:bool?") { n, _ in n.clipped() }]
        t["cornerRadius"] = [mod("_:double, antialiased:bool?") { n, a in n.cornerRadius(try a.double(0)) }]
        t["mask"] = [
            viewMod("alignment:alignment?, _:closure") { i, n, a in
                let v = try i.buildClosure(try a.closure(1), [], a.call)
                return (n.mask(alignment: a.has(0) ? try a.alignment(0) : .center) { ScriptContent(v) }, [v])
            },
            viewMod("_:view") { _, n, a in
                let v = try a.view(0)
                return (n.mask(ScriptContent(v)), [v])
            },
        ]
        t["shadow"] = [mod("color:color!?, radius:double, x:double?, y:double?") { n, a in
            n.shadow(color: try a.optColor(0), radius: try a.double(1), x: try a.optDouble(2) ?? 0, y: try a.optDouble(3) ?? 0)
        }]
        t["blur"] = [mod("radius:double, opaque:bool?") { n, a in n.blur(radius: try a.double(0), opaque: a.has(1) ? try a.bool(1) : false) }]
        t["opacity"] = [mod("_:double") { n, a in n.opacity(try a.double(0)) }]
        t["scaleEffect"] = [
            mod("_:double, anchor:unitPoint?") { n, a in n.scaleEffect(try a.double(0), anchor: a.has(1) ? try a.unitPoint(1) : .center) },
            mod("_:size, anchor:unitPoint?") { n, a in n.scaleEffect(try a.size(0), anchor: a.has(1) ? try a.unitPoint(1) : .center) },
            mod("x:double?, y:double?, anchor:unitPoint?") { n, a in
                n.scaleEffect(x: try a.optDouble(0) ?? 1, y: try a.optDouble(1) ?? 1, anchor: a.has(2) ? try a.unitPoint(2) : .center)
            },
        ]
        t["rotationEffect"] = [mod("_:angle, anchor:unitPoint?") { n, a in
            n.rotationEffect(try a.angle(0), anchor: a.has(1) ? try a.unitPoint(1) : .center)
        }]
        t["rotation3DEffect"] = [mod("_:angle, axis:tuple, anchor:unitPoint?, anchorZ:double?, perspective:double?") { n, a in
            let (x, y, z) = try a.triple(1)
            return n.rotation3DEffect(try a.angle(0), axis: (x: x, y: y, z: z), anchor: a.has(2) ? try a.unitPoint(2) : .center,
                                      anchorZ: try a.optDouble(3) ?? 0, perspective: try a.optDouble(4) ?? 1)
        }]

        // MARK: Motion
        t["transition"] = [mod("_:transition") { n, a in n.transition(try a.transition(0)) }]
        t["animation"] = [
            Signature("_:animation!, value:any") { i, a in
                guard case .view(let base)? = a.receiver else { throw Failure("'animation' needs a view", at: a.call) }
                let value = try i.stateValue(try a.value(1), a.at(1))
                return try i.modified(base.node.animation(try a.animation(0), value: value), base, a.call)
            },
            Signature("_:animation!") { _, a in
                throw Failure("'.animation(_:)' without a value is deprecated and not supported", at: a.call,
                              supported: ".animation(_:value:), or withAnimation { … } in the action")
            },
        ]
        t["matchedGeometryEffect"] = [mod("id:any, in:namespace, properties:matched?, anchor:unitPoint?, isSource:bool?") { n, a in
            guard case .namespace(let ns) = try a.value(1) else { throw Failure("expected a @Namespace", at: a.at(1)) }
            var props = MatchedGeometry.Properties.frame
            if case .matchedProperties(let p)? = a.optional(2) { props = p }
            // The API records `StateValue(id)`; a StateValue passes through unchanged.
            let id = try Interpreter.hashableStateValue(try a.value(0), a.at(0))
            return n.matchedGeometryEffect(id: id, in: ns, properties: props, anchor: a.has(3) ? try a.unitPoint(3) : .center,
                                           isSource: a.has(4) ? try a.bool(4) : true)
        }]
        t["onAppear"] = [Signature("perform:closure") { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'onAppear' needs a view", at: a.call) }
            let script = try i.makeScript(try a.closure(0), name: "onAppear")
            return try i.modified(base.node.onAppear(script), base, a.call)
        }]
        t["task"] = [Signature("id:any?, priority:any?, _:closure") { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'task' needs a view", at: a.call) }
            let script = try i.makeScript(try a.closure(2), name: "task")
            return try i.modified(base.node.onAppear(script), base, a.call)
        }]
        t["onDisappear"] = [Signature("perform:closure") { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'onDisappear' needs a view", at: a.call) }
            let script = try i.makeScript(try a.closure(0), name: "onDisappear")
            return try i.modified(base.node.modifier(.onDisappear(script)), base, a.call)
        }]
        t["onTapGesture"] = [Signature("count:int?, perform:closure") { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'onTapGesture' needs a view", at: a.call) }
            let name = i.tapName(for: base.node, a.call)
            let script = try i.makeScript(try a.closure(1), name: "onTapGesture(\"\(name)\")")
            return try i.modified(base.node.modifier(.onTapGesture(name: name, script)), base, a.call)
        }]
        t["modifier"] = [Signature("_:any") { i, a in
            guard case .view(let base)? = a.receiver else { throw Failure("'modifier' needs a view", at: a.call) }
            let custom = try i.customModifier(try a.value(0), a.at(0))
            return try i.modified(base.node.modifier(.custom(custom)), base, a.call)
        }]
        return t
    }()
}
