import Document

/// SwiftUI's appearance model in scene scripts: the colour scheme colours resolve in, where it
/// comes from, and the modifiers that choose it.
///
/// - The device's appearance is light unless `// flipbook: color-scheme dark` or the CLI's
///   `--color-scheme dark` says otherwise (the user's Dark Mode setting).
/// - `.preferredColorScheme(_:)` on any view of the rendered tree sets the scheme of the whole
///   presentation, overriding the device's setting ("Sets the preferred color scheme for the
///   nearest enclosing presentation … The value that you set overrides the user's Dark Mode
///   selection for that presentation", Apple's documentation of `preferredColorScheme(_:)`); `nil`
///   states no preference. The canvas background follows the presentation's scheme
///   (`systemBackground`), unless a `background` directive or flag gives one.
/// - `.environment(\.colorScheme, …)` (and the older `.colorScheme(_:)`) changes the scheme of a
///   subtree only: what `@Environment(\.colorScheme)` reads there, and the colours made there.
///
/// Colours resolve when the expression that names them is evaluated, in the scheme in effect at
/// that view: SwiftUI resolves them when it draws, in the environment of the view that draws
/// them, which is the same scheme except for a colour made outside a subtree that overrides the
/// scheme and passed into it as a value [I].
extension Library {
    /// A `ColorScheme` argument (`.dark`).
    struct ColorSchemeArgument: ScriptArgument {
        let scheme: ColorScheme
        static var hint: Hint { .userEnum("ColorScheme") }
        static func read(_ v: Value, at _: Int) -> ColorSchemeArgument? {
            if case .enumCase("ColorScheme", let name, _) = v, let s = ColorScheme(rawValue: name) { ColorSchemeArgument(scheme: s) } else { nil }
        }
    }

    /// `.preferredColorScheme(_:)` and `.colorScheme(_:)`.
    static func addAppearanceModifiers(_ t: inout [String: [Signature]]) {
        t["preferredColorScheme"] = [onView(Param<Located<ColorSchemeArgument?>>.unlabeled) { i, base, a, scheme in
            i.preferColorScheme(scheme.value?.scheme, at: a.call)
            return .view(base)
        }]
        // Deprecated in iOS 17 but common in older files: the same as `.environment(\.colorScheme, …)`,
        // except that it is evaluated after its content (see `Interpreter.contextModifierCall`).
        t["colorScheme"] = [mod(Param<ColorSchemeArgument>.unlabeled) { n, scheme in n.colorScheme(scheme.scheme) }]
        t["buttonStyle"] = [mod(Param<BuiltinEnumArgument<ButtonStyleKind>>.unlabeled) { n, style in n.buttonStyle(style.value) }]
        t["controlSize"] = [mod(Param<BuiltinEnumArgument<ControlSize>>.unlabeled) { n, size in n.controlSize(size.value) }]
        t["imageScale"] = [mod(Param<BuiltinEnumArgument<Image.Scale>>.unlabeled) { n, scale in n.imageScale(scale.value) }]
        t["tint"] = [mod(Param<Color?>.unlabeled) { n, tint in n.tint(tint) }]
        t["disabled"] = [mod(Param<Bool>.unlabeled) { n, d in n.disabled(d) }]
        // The deprecated spelling of `.tint(_:)` ("sets the accent color for this view and the
        // views it contains").
        t["accentColor"] = t["tint"]
    }

    /// A static member's value in `scheme` where it adapts to the colour scheme (`Color.blue`,
    /// `.secondary`, `UIColor.systemGray4`, `.background`, `.thinMaterial`), else nil. Each reads
    /// the one table of light and dark values, `UIKitColor.system` (Style), and materials their
    /// recipe table (`Material.recipe(in:)`).
    static func adaptiveStatic(_ h: Hint, _ name: String, in scheme: ColorScheme) -> Value? {
        switch h {
        case .color, .style:
            if let system = UIKitColor.swiftUIColors[name] { return .color(UIKitColor[system].resolved(in: scheme)) }
            guard h == .style else { return nil }
            if let system = hierarchicalStyles[name] { return .color(UIKitColor[system].resolved(in: scheme)) }
            if let m = materialNames[name] { return .style(.material(m, scheme)) }
            return nil
        case .uiColor:
            return UIKitColor.byName[name].map { .platform(.uiColor($0.resolved(in: scheme))) }
        default:
            return nil
        }
    }

    /// `ShapeStyle`'s hierarchical levels beyond `.primary`/`.secondary` (which are also Colors)
    /// and `.background`, as the label colours they are for default text: `.tertiary` is
    /// `tertiaryLabel`, `.quaternary` `quaternaryLabel`, `.background` `systemBackground`.
    /// SwiftUI derives the levels from the current foreground style; over a custom foreground
    /// (`.foregroundStyle(.red)` above a `.secondary`) they would be that style at lower opacity,
    /// which is not modelled [I].
    static let hierarchicalStyles: [String: String] = [
        "tertiary": "tertiaryLabel", "quaternary": "quaternaryLabel", "background": "systemBackground",
    ]

    /// The `ShapeStyle` names of the materials.
    static let materialNames: [String: Material] = [
        "ultraThinMaterial": .ultraThin, "thinMaterial": .thin, "regularMaterial": .regular,
        "thickMaterial": .thick, "ultraThickMaterial": .ultraThick, "bar": .bar,
    ]
}

extension Interpreter {
    /// The colour scheme in effect where the view being built is: a subtree's
    /// `.environment(\.colorScheme, …)`, else the presentation's.
    var colorScheme: ColorScheme {
        if case .enumCase("ColorScheme", let name, _)? = environment.values["colorScheme"], let s = ColorScheme(rawValue: name) {
            return s
        }
        return presentationScheme
    }

    /// A `.preferredColorScheme(_:)` met while building: the outermost of a chain is evaluated
    /// last and wins (SwiftUI's preference of the enclosing view replaces its content's [I]);
    /// `nil` is no preference.
    func preferColorScheme(_ scheme: ColorScheme?, at offset: Int) {
        guard let scheme else { return }
        preferredScheme = (scheme, offset)
    }
}
