import Document

extension Library {
    /// `.name` / `.name(…)` by expected type (and `Type.name`).
    static let statics: [Hint: StaticTable] = {
        var t: [Hint: StaticTable] = [:]

        // MARK: Colors and styles
        var colors = StaticTable()
        for (name, c) in Color.named { colors.values[name] = .color(c) }
        t[.color] = colors
        var styles = colors
        styles.values["foreground"] = .style(ForegroundStyle().shapeFill)
        let materials: [(String, Material)] = [("ultraThinMaterial", .ultraThin), ("thinMaterial", .thin),
                                               ("regularMaterial", .regular), ("thickMaterial", .thick),
                                               ("ultraThickMaterial", .ultraThick)]
        for (name, m) in materials { styles.values[name] = .style(m.shapeFill) }
        styles.functions["linearGradient"] = constructors["LinearGradient"]!
        styles.functions["radialGradient"] = constructors["RadialGradient"]!
        styles.functions["angularGradient"] = constructors["AngularGradient"]!
        styles.functions["conicGradient"] = [Signature("_:gradient, center:unitPoint, angle:angle?") { _, a in
            .style(AngularGradient.conicGradient(try a.gradient(0), center: try a.unitPoint(1), angle: a.has(2) ? try a.angle(2) : .zero).shapeFill)
        }]
        t[.style] = styles

        // MARK: Geometry
        var angles = StaticTable()
        angles.values["zero"] = .angle(.zero)
        angles.functions["degrees"] = [Signature("_:double") { _, a in .angle(.degrees(try a.double(0))) }]
        angles.functions["radians"] = [Signature("_:double") { _, a in .angle(.radians(try a.double(0))) }]
        t[.angle] = angles

        let points: [(String, UnitPoint)] = [("zero", .zero), ("center", .center), ("leading", .leading), ("trailing", .trailing),
                                             ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading),
                                             ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
                                             ("bottomTrailing", .bottomTrailing)]
        t[.unitPoint] = StaticTable(values: Dictionary(uniqueKeysWithValues: points.map { ($0.0, Value.unitPoint($0.1)) }))
        let alignments: [(String, Alignment)] = [("center", .center), ("leading", .leading), ("trailing", .trailing),
                                                 ("top", .top), ("bottom", .bottom), ("topLeading", .topLeading),
                                                 ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
                                                 ("bottomTrailing", .bottomTrailing)]
        t[.alignment] = StaticTable(values: Dictionary(uniqueKeysWithValues: alignments.map { ($0.0, Value.alignment($0.1)) }))
        t[.horizontalAlignment] = StaticTable(values: ["leading": .horizontalAlignment(.leading), "center": .horizontalAlignment(.center),
                                                       "trailing": .horizontalAlignment(.trailing)])
        t[.verticalAlignment] = StaticTable(values: ["top": .verticalAlignment(.top), "center": .verticalAlignment(.center),
                                                     "bottom": .verticalAlignment(.bottom),
                                                     "firstTextBaseline": .verticalAlignment(.firstTextBaseline),
                                                     "lastTextBaseline": .verticalAlignment(.lastTextBaseline)])
        t[.edge] = StaticTable(values: ["top": .edge(.top), "leading": .edge(.leading), "bottom": .edge(.bottom),
                                        "trailing": .edge(.trailing), "all": .edge(.all), "horizontal": .edge(.horizontal),
                                        "vertical": .edge(.vertical)])
        t[.axes] = StaticTable(values: ["horizontal": .axes(.horizontal), "vertical": .axes(.vertical)])
        t[.double] = StaticTable(values: ["infinity": .double(.infinity), "pi": .double(.pi), "zero": .double(0),
                                          "greatestFiniteMagnitude": .double(.greatestFiniteMagnitude)])
        t[.int] = StaticTable(values: ["zero": .int(0), "max": .int(.max), "min": .int(.min)])
        t[.size] = StaticTable(values: ["zero": .size(.zero)])
        t[.point] = StaticTable(values: ["zero": .point(.zero)])
        t[.rect] = StaticTable(values: ["zero": .rect(.zero)])
        t[.cornerStyle] = StaticTable(values: ["continuous": .cornerStyle(.continuous), "circular": .cornerStyle(.circular)])
        t[.contentMode] = StaticTable(values: ["fit": .contentMode(.fit), "fill": .contentMode(.fill)])
        t[.textAlignment] = StaticTable(values: ["leading": .textAlignment(.leading), "center": .textAlignment(.center),
                                                 "trailing": .textAlignment(.trailing)])
        t[.truncationMode] = StaticTable(values: ["head": .truncationMode(.head), "middle": .truncationMode(.middle),
                                                  "tail": .truncationMode(.tail)])
        t[.lineCap] = StaticTable(values: ["butt": .lineCap(.butt), "round": .lineCap(.round), "square": .lineCap(.square)])
        t[.lineJoin] = StaticTable(values: ["miter": .lineJoin(.miter), "round": .lineJoin(.round), "bevel": .lineJoin(.bevel)])
        t[.matchedProperties] = StaticTable(values: ["frame": .matchedProperties(.frame), "position": .matchedProperties(.position),
                                                     "size": .matchedProperties(.size)])
        t[.blurReplaceStyle] = StaticTable(values: ["upUp": .blurReplaceStyle(upUp: true), "downUp": .blurReplaceStyle(upUp: false)])

        var shapes = StaticTable()
        shapes.values["rect"] = .shape(Rectangle.rect.paintedShape, painted: false)
        shapes.values["circle"] = .shape(Circle.circle.paintedShape, painted: false)
        shapes.values["ellipse"] = .shape(Ellipse.ellipse.paintedShape, painted: false)
        shapes.values["capsule"] = .shape(Capsule.capsule.paintedShape, painted: false)
        shapes.functions["rect"] = [
            Signature("cornerRadius:double, style:cornerStyle?") { _, a in
                .shape(RoundedRectangle.rect(cornerRadius: try a.double(0), style: a.has(1) ? try a.cornerStyle(1) : .continuous).paintedShape,
                       painted: false)
            },
            Signature("cornerSize:size, style:cornerStyle?") { _, a in
                .shape(RoundedRectangle.rect(cornerSize: try a.size(0), style: a.has(1) ? try a.cornerStyle(1) : .continuous).paintedShape,
                       painted: false)
            },
        ] + constructors["UnevenRoundedRectangle"]!
        shapes.functions["capsule"] = [Signature("style:cornerStyle") { _, a in
            .shape(Capsule.capsule(style: try a.cornerStyle(0)).paintedShape, painted: false)
        }]
        t[.shape] = shapes

        // MARK: Text
        var fonts = StaticTable()
        for s in Font.TextStyle.allCases { fonts.values[s.rawValue] = .font(Font.textStyle(s)) }
        fonts.functions["system"] = [
            Signature("size:double, weight:weight?, design:design?") { _, a in
                .font(Font.system(size: try a.double(0), weight: try a.weight(1) ?? .regular, design: a.has(2) ? try a.design(2) : .default))
            },
            Signature("_:textStyle, design:design?, weight:weight?") { _, a in
                .font(Font.system(try a.textStyle(0), design: a.has(1) ? try a.design(1) : .default, weight: try a.weight(2)))
            },
        ]
        fonts.functions["custom"] = [
            Signature("_:string, size:double") { _, a in .font(Font.custom(try a.string(0), size: try a.double(1))) },
            Signature("file:string, size:double") { _, a in .font(Font.custom(file: try a.string(0), size: try a.double(1))) },
        ]
        t[.font] = fonts
        t[.fontWeight] = StaticTable(values: Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, Value.fontWeight($0)) }))
        t[.fontDesign] = StaticTable(values: ["default": .fontDesign(.default), "serif": .fontDesign(.serif),
                                              "rounded": .fontDesign(.rounded), "monospaced": .fontDesign(.monospaced)])
        t[.textStyle] = StaticTable(values: Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, Value.textStyle($0)) }))

        // MARK: Grids
        t[.gridItemSize] = StaticTable(functions: [
            "fixed": [Signature("_:double") { _, a in .gridItemSize(.fixed(try a.double(0))) }],
            "flexible": [Signature("minimum:double?, maximum:double?") { _, a in
                .gridItemSize(.flexible(minimum: try a.optDouble(0) ?? 10, maximum: try a.optDouble(1) ?? .infinity))
            }],
            "adaptive": [Signature("minimum:double, maximum:double?") { _, a in
                .gridItemSize(.adaptive(minimum: try a.double(0), maximum: try a.optDouble(1) ?? .infinity))
            }],
        ])

        // MARK: Time
        t[.duration] = StaticTable(functions: [
            "seconds": [Signature("_:double") { _, a in .duration(try a.double(0)) }],
            "milliseconds": [Signature("_:double") { _, a in .duration(try a.double(0) / 1000) }],
        ])
        t[.deadline] = StaticTable(functions: ["now": [Signature("") { _, _ in .deadline(0) }]])

        t[.animation] = animations
        t[.transition] = transitions
        return t
    }()

    static let animations: StaticTable = {
        var t = StaticTable()
        let named: [(String, Animation)] = [("default", .default), ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut),
                                            ("easeInOut", .easeInOut), ("spring", .spring), ("smooth", .smooth),
                                            ("snappy", .snappy), ("bouncy", .bouncy), ("interactiveSpring", .interactiveSpring),
                                            ("interpolatingSpring", .interpolatingSpring)]
        for (n, a) in named { t.values[n] = .animation(a) }
        for (n, f) in [("linear", Animation.linear(duration:)), ("easeIn", Animation.easeIn(duration:)),
                       ("easeOut", Animation.easeOut(duration:)), ("easeInOut", Animation.easeInOut(duration:))] {
            t.functions[n] = [Signature("duration:double") { _, a in .animation(f(try a.double(0))) }]
        }
        t.functions["timingCurve"] = [Signature("_:double, _:double, _:double, _:double, duration:double?") { _, a in
            .animation(.timingCurve(try a.double(0), try a.double(1), try a.double(2), try a.double(3),
                                    duration: try a.optDouble(4) ?? Animation.defaultDuration))
        }]
        // `.spring()` with no arguments is SwiftUI's classic spring (response 0.5, damping 0.825).
        t.functions["spring"] = [
            Signature("response:double?, dampingFraction:double?, blendDuration:double?") { _, a in
                .animation(.spring(response: try a.optDouble(0) ?? 0.5, dampingFraction: try a.optDouble(1) ?? 0.825,
                                   blendDuration: try a.optDouble(2) ?? 0))
            },
            Signature("duration:double?, bounce:double?, blendDuration:double?") { _, a in
                .animation(.spring(duration: try a.optDouble(0) ?? 0.5, bounce: try a.optDouble(1) ?? 0, blendDuration: try a.optDouble(2) ?? 0))
            },
        ]
        for (n, f) in [("smooth", Animation.smooth(duration:extraBounce:)), ("snappy", Animation.snappy(duration:extraBounce:)),
                       ("bouncy", Animation.bouncy(duration:extraBounce:))] {
            t.functions[n] = [Signature("duration:double?, extraBounce:double?") { _, a in
                .animation(f(try a.optDouble(0) ?? 0.5, try a.optDouble(1) ?? 0))
            }]
        }
        t.functions["interactiveSpring"] = [
            Signature("response:double?, dampingFraction:double?, blendDuration:double?") { _, a in
                .animation(.interactiveSpring(response: try a.optDouble(0) ?? 0.15, dampingFraction: try a.optDouble(1) ?? 0.86,
                                              blendDuration: try a.optDouble(2) ?? 0.25))
            },
            Signature("duration:double, extraBounce:double?, blendDuration:double?") { _, a in
                .animation(.interactiveSpring(duration: try a.double(0), extraBounce: try a.optDouble(1) ?? 0,
                                              blendDuration: try a.optDouble(2) ?? 0.25))
            },
        ]
        t.functions["interpolatingSpring"] = [
            Signature("mass:double?, stiffness:double, damping:double, initialVelocity:double?") { _, a in
                .animation(.interpolatingSpring(mass: try a.optDouble(0) ?? 1, stiffness: try a.double(1), damping: try a.double(2),
                                                initialVelocity: try a.optDouble(3) ?? 0))
            },
            Signature("duration:double?, bounce:double?, initialVelocity:double?") { _, a in
                // Stiffness (2π/duration)² and damping 2ζ√k must stay in the model's number range.
                let duration = try a.optDouble(0) ?? 0.5, bounce = try a.optDouble(1) ?? 0
                guard duration >= 0.001 && duration.isFinite else {
                    throw Failure("duration must be at least 0.001 s", at: a.has(0) ? a.at(0) : a.call)
                }
                guard bounce >= -0.99 && bounce <= 1 else { throw Failure("bounce must be in -0.99…1", at: a.at(1)) }
                return .animation(.interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: try a.optDouble(2) ?? 0))
            },
        ]
        return t
    }()

    static let transitions: StaticTable = {
        var t = StaticTable()
        t.values = ["identity": .transition(.identity), "opacity": .transition(.opacity), "scale": .transition(.scale),
                    "slide": .transition(.slide), "blurReplace": .transition(.blurReplace)]
        t.functions["scale"] = [Signature("scale:double, anchor:unitPoint?") { _, a in
            .transition(Transition.scale(scale: try a.double(0), anchor: a.has(1) ? try a.unitPoint(1) : .center))
        }]
        t.functions["move"] = [Signature("edge:edge") { _, a in .transition(.move(edge: try a.edge(0))) }]
        t.functions["push"] = [Signature("from:edge") { _, a in .transition(.push(from: try a.edge(0))) }]
        t.functions["offset"] = [
            Signature("x:double?, y:double?") { _, a in .transition(.offset(x: try a.optDouble(0) ?? 0, y: try a.optDouble(1) ?? 0)) },
            Signature("_:size") { _, a in let s = try a.size(0); return .transition(.offset(x: s.width, y: s.height)) },
        ]
        t.functions["blurReplace"] = [Signature("_:blurStyle?") { _, a in
            if case .blurReplaceStyle(let up)? = a.optional(0) { return .transition(.blurReplace(upUp: up)) }
            return .transition(.blurReplace)
        }]
        t.functions["asymmetric"] = [Signature("insertion:transition, removal:transition") { _, a in
            .transition(.asymmetric(insertion: try a.transition(0), removal: try a.transition(1)))
        }]
        t.functions["modifier"] = [Signature("active:any, identity:any") { i, a in
            .transition(.modifier(active: try i.customModifier(try a.value(0), a.at(0)),
                                  identity: try i.customModifier(try a.value(1), a.at(1))))
        }]
        t.functions["genie"] = [Signature("target:rect, edge:edge") { _, a in
            let e = try a.edge(1)
            guard [Edge.top, .bottom, .leading, .trailing].contains(e) else {
                throw Failure("the genie edge must be one edge", at: a.at(1), supported: ".top, .bottom, .leading, .trailing")
            }
            return .transition(.genie(target: try a.rect(0), edge: e))
        }]
        return t
    }()
}
