import Document

extension Library {
    /// `.name` / `.name(…)` by expected type (and `Type.name`).
    static let statics: [Hint: StaticTable] = {
        var t: [Hint: StaticTable] = [:]

        // MARK: Colors and styles
        var colors = StaticTable()
        for (name, c) in Color.named { colors.values[name] = .color(c) }
        colors.values["accentColor"] = .color(.blue)
        t[.color] = colors
        var styles = colors
        styles.values["foreground"] = .style(ForegroundStyle().shapeFill)
        styles.values["tint"] = .style(.tint)
        for (name, m) in materialNames { styles.values[name] = .style(m.shapeFill) }
        // Light values; `adaptiveStatic` gives each in the scheme in effect.
        for (name, system) in hierarchicalStyles { styles.values[name] = .color(UIKitColor[system].light) }
        styles.functions["linearGradient"] = constructors["LinearGradient"]!
        styles.functions["radialGradient"] = constructors["RadialGradient"]!
        styles.functions["angularGradient"] = constructors["AngularGradient"]!
        styles.functions["conicGradient"] = [Signature(Param<Gradient>.unlabeled, Param<UnitPoint>.labeled("center"),
                                                       Param<Angle>.labeled("angle", default: .zero)) { _, _, g, center, angle in
            .style(AngularGradient.conicGradient(g, center: center, angle: angle).shapeFill)
        }]
        t[.style] = styles

        // MARK: Geometry
        var angles = StaticTable()
        angles.values["zero"] = .angle(.zero)
        angles.functions["degrees"] = [Signature(Param<Double>.unlabeled) { _, _, d in .angle(.degrees(d)) }]
        angles.functions["radians"] = [Signature(Param<Double>.unlabeled) { _, _, r in .angle(.radians(r)) }]
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
        t[.contentTransition] = StaticTable(
            values: ["identity": .contentTransition(.identity), "opacity": .contentTransition(.opacity),
                     "interpolate": .contentTransition(.interpolate), "symbolEffect": .contentTransition(.symbolReplace)],
            functions: [
                "numericText": [
                    Signature(Param<Bool>.labeled("countsDown", default: false)) { _, _, down in
                        .contentTransition(.numericText(countsDown: down, value: nil))
                    },
                    Signature(Param<Double>.labeled("value")) { _, _, v in .contentTransition(.numericText(countsDown: false, value: v)) },
                ],
            ])
        t[.contentTransition]!.functions["symbolEffect"] = [
            Signature(Param<SymbolEffect>.unlabeled(default: SymbolEffect(.replace)), Param<SymbolEffectOptions>.labeled("options", default: .default)) { _, _, _, _ in
                .contentTransition(.symbolReplace)
            },
        ]
        t[.symbolEffect] = symbolEffectStatics
        t[.symbolEffectOptions] = symbolEffectOptionStatics
        t[.blurReplaceStyle] = StaticTable(values: ["upUp": .blurReplaceStyle(upUp: true), "downUp": .blurReplaceStyle(upUp: false)])

        var shapes = StaticTable()
        shapes.values["rect"] = .shape(Rectangle.rect.paintedShape, painted: false)
        shapes.values["circle"] = .shape(Circle.circle.paintedShape, painted: false)
        shapes.values["ellipse"] = .shape(Ellipse.ellipse.paintedShape, painted: false)
        shapes.values["capsule"] = .shape(Capsule.capsule.paintedShape, painted: false)
        shapes.functions["rect"] = [
            Signature(Param<Double>.labeled("cornerRadius"), Param<RoundedCornerStyle>.labeled("style", default: .continuous)) { _, _, r, style in
                .shape(RoundedRectangle.rect(cornerRadius: r, style: style).paintedShape, painted: false)
            },
            Signature(Param<Size>.labeled("cornerSize"), Param<RoundedCornerStyle>.labeled("style", default: .continuous)) { _, _, size, style in
                .shape(RoundedRectangle.rect(cornerSize: size, style: style).paintedShape, painted: false)
            },
        ] + constructors["UnevenRoundedRectangle"]!
        shapes.functions["capsule"] = [Signature(Param<RoundedCornerStyle>.labeled("style")) { _, _, style in
            .shape(Capsule.capsule(style: style).paintedShape, painted: false)
        }]
        t[.shape] = shapes

        // MARK: Text
        var fonts = StaticTable()
        for s in Font.TextStyle.allCases { fonts.values[s.rawValue] = .font(Font.textStyle(s)) }
        fonts.functions["system"] = [
            Signature(Param<Double>.labeled("size"), Param<Font.Weight>.labeled("weight", default: .regular),
                      Param<Font.Design>.labeled("design", default: .default)) { _, _, size, weight, design in
                .font(Font.system(size: size, weight: weight, design: design))
            },
            Signature(Param<Font.TextStyle>.unlabeled, Param<Font.Design>.labeled("design", default: .default),
                      Param<Font.Weight?>.omittable("weight")) { _, _, style, design, weight in
                .font(Font.system(style, design: design, weight: weight))
            },
        ]
        fonts.functions["custom"] = [
            Signature(Param<String>.unlabeled, Param<Double>.labeled("size")) { _, _, name, size in .font(Font.custom(name, size: size)) },
            Signature(Param<String>.labeled("file"), Param<Double>.labeled("size")) { _, _, file, size in .font(Font.custom(file: file, size: size)) },
        ]
        t[.font] = fonts
        t[.fontWeight] = StaticTable(values: Dictionary(uniqueKeysWithValues: Font.Weight.allCases.map { ($0.rawValue, Value.fontWeight($0)) }))
        t[.fontDesign] = StaticTable(values: ["default": .fontDesign(.default), "serif": .fontDesign(.serif),
                                              "rounded": .fontDesign(.rounded), "monospaced": .fontDesign(.monospaced)])
        t[.textStyle] = StaticTable(values: Dictionary(uniqueKeysWithValues: Font.TextStyle.allCases.map { ($0.rawValue, Value.textStyle($0)) }))

        // MARK: Grids
        t[.gridItemSize] = StaticTable(functions: [
            "fixed": [Signature(Param<Double>.unlabeled) { _, _, size in .gridItemSize(.fixed(size)) }],
            "flexible": [Signature(Param<Double>.labeled("minimum", default: 10), Param<Double>.labeled("maximum", default: .infinity)) { _, _, lo, hi in
                .gridItemSize(.flexible(minimum: lo, maximum: hi))
            }],
            "adaptive": [Signature(Param<Double>.labeled("minimum"), Param<Double>.labeled("maximum", default: .infinity)) { _, _, lo, hi in
                .gridItemSize(.adaptive(minimum: lo, maximum: hi))
            }],
        ])

        // MARK: Time
        t[.duration] = StaticTable(functions: [
            "seconds": [Signature(Param<Double>.unlabeled) { _, _, s in .duration(s) }],
            "milliseconds": [Signature(Param<Double>.unlabeled) { _, _, ms in .duration(ms / 1000) }],
        ])
        t[.deadline] = StaticTable(functions: ["now": [Signature() { _, _ in .deadline(0) }]])

        t[.animation] = animations
        t[.transition] = transitions
        t[.binding] = bindings
        t[.uiColor] = uiColorStatics
        t[.date] = dateStatics
        addRandomStatics(&t)
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
            t.functions[n] = [Signature(Param<Double>.labeled("duration")) { _, _, duration in .animation(f(duration)) }]
        }
        t.functions["timingCurve"] = [Signature(Param<Double>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled, Param<Double>.unlabeled,
                                                Param<Double>.labeled("duration", default: Animation.defaultDuration)) { _, _, c0x, c0y, c1x, c1y, duration in
            .animation(.timingCurve(c0x, c0y, c1x, c1y, duration: duration))
        }]
        // `.spring()` with no arguments is SwiftUI's classic spring (response 0.5, damping 0.825).
        t.functions["spring"] = [
            Signature(Param<Double>.labeled("response", default: 0.5), Param<Double>.labeled("dampingFraction", default: 0.825),
                      Param<Double>.labeled("blendDuration", default: 0)) { _, _, response, damping, blend in
                .animation(.spring(response: response, dampingFraction: damping, blendDuration: blend))
            },
            Signature(Param<Double>.labeled("duration", default: 0.5), Param<Double>.labeled("bounce", default: 0),
                      Param<Double>.labeled("blendDuration", default: 0)) { _, _, duration, bounce, blend in
                .animation(.spring(duration: duration, bounce: bounce, blendDuration: blend))
            },
        ]
        for (n, f) in [("smooth", Animation.smooth(duration:extraBounce:)), ("snappy", Animation.snappy(duration:extraBounce:)),
                       ("bouncy", Animation.bouncy(duration:extraBounce:))] {
            t.functions[n] = [Signature(Param<Double>.labeled("duration", default: 0.5),
                                        Param<Double>.labeled("extraBounce", default: 0)) { _, _, duration, extraBounce in
                .animation(f(duration, extraBounce))
            }]
        }
        t.functions["interactiveSpring"] = [
            Signature(Param<Double>.labeled("response", default: 0.15), Param<Double>.labeled("dampingFraction", default: 0.86),
                      Param<Double>.labeled("blendDuration", default: 0.25)) { _, _, response, damping, blend in
                .animation(.interactiveSpring(response: response, dampingFraction: damping, blendDuration: blend))
            },
            Signature(Param<Double>.labeled("duration"), Param<Double>.labeled("extraBounce", default: 0),
                      Param<Double>.labeled("blendDuration", default: 0.25)) { _, _, duration, extraBounce, blend in
                .animation(.interactiveSpring(duration: duration, extraBounce: extraBounce, blendDuration: blend))
            },
        ]
        t.functions["interpolatingSpring"] = [
            Signature(Param<Double>.labeled("mass", default: 1), Param<Double>.labeled("stiffness"), Param<Double>.labeled("damping"),
                      Param<Double>.labeled("initialVelocity", default: 0)) { _, _, mass, stiffness, damping, velocity in
                .animation(.interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
            },
            Signature(Param<Located<Double>?>.omittable("duration"), Param<Located<Double>?>.omittable("bounce"),
                      Param<Double>.labeled("initialVelocity", default: 0)) { _, a, durationArg, bounceArg, velocity in
                // Stiffness (2π/duration)² and damping 2ζ√k must stay in the model's number range.
                let duration = durationArg?.value ?? 0.5, bounce = bounceArg?.value ?? 0
                guard duration >= 0.001 && duration.isFinite else {
                    throw Failure("duration must be at least 0.001 s", at: durationArg?.offset ?? a.call)
                }
                guard bounce >= -0.99 && bounce <= 1 else { throw Failure("bounce must be in -0.99…1", at: bounceArg?.offset ?? a.call) }
                return .animation(.interpolatingSpring(duration: duration, bounce: bounce, initialVelocity: velocity))
            },
        ]
        return t
    }()

    static let transitions: StaticTable = {
        var t = StaticTable()
        t.values = ["identity": .transition(.identity), "opacity": .transition(.opacity), "scale": .transition(.scale),
                    "slide": .transition(.slide), "blurReplace": .transition(.blurReplace)]
        t.functions["scale"] = [Signature(Param<Double>.labeled("scale"), Param<UnitPoint>.labeled("anchor", default: .center)) { _, _, scale, anchor in
            .transition(Transition.scale(scale: scale, anchor: anchor))
        }]
        t.functions["move"] = [Signature(Param<Edge>.labeled("edge")) { _, _, edge in .transition(.move(edge: edge)) }]
        t.functions["push"] = [Signature(Param<Edge>.labeled("from")) { _, _, edge in .transition(.push(from: edge)) }]
        t.functions["offset"] = [
            Signature(Param<Double>.labeled("x", default: 0), Param<Double>.labeled("y", default: 0)) { _, _, x, y in .transition(.offset(x: x, y: y)) },
            Signature(Param<Size>.unlabeled) { _, _, s in .transition(.offset(x: s.width, y: s.height)) },
        ]
        t.functions["blurReplace"] = [Signature(Param<BlurReplaceStyle?>.omittable(nil)) { _, _, style in
            .transition(style.map { .blurReplace(upUp: $0.upUp) } ?? .blurReplace)
        }]
        t.functions["asymmetric"] = [Signature(Param<Transition>.labeled("insertion"), Param<Transition>.labeled("removal")) { _, _, insertion, removal in
            .transition(.asymmetric(insertion: insertion, removal: removal))
        }]
        t.functions["modifier"] = [Signature(Param<Located<Value>>.labeled("active"), Param<Located<Value>>.labeled("identity")) { i, _, active, identity in
            .transition(.modifier(active: try i.customModifier(active.value, active.offset),
                                  identity: try i.customModifier(identity.value, identity.offset)))
        }]
        t.functions["genie"] = [Signature(Param<Rect>.labeled("target"), Param<Located<Edge>>.labeled("edge")) { _, _, target, edge in
            guard [Edge.top, .bottom, .leading, .trailing].contains(edge.value) else {
                throw Failure("the genie edge must be one edge", at: edge.offset, supported: ".top, .bottom, .leading, .trailing")
            }
            return .transition(.genie(target: target, edge: edge.value))
        }]
        return t
    }()
}
