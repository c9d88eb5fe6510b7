import Document

/// The built-in SwiftUI vocabulary scene scripts can use: views, modifiers, static members,
/// methods and functions. Each entry calls the Document Swift API (or, where the API has no
/// method yet, builds the same model value), so interpreted code builds exactly what the same
/// Swift code builds.
enum Library {
    typealias Property = @Sendable (Interpreter, Value, Int) throws -> Value

    /// Static members available as `.name` where a `Hint` is expected, and as `Type.name`.
    struct StaticTable: Sendable {
        var values: [String: Value] = [:]
        var functions: [String: [Signature]] = [:]
    }

    /// The key of `methods`, `properties` and `mutators` for a value.
    static func kindKey(_ v: Value) -> String {
        switch v {
        case .view(let view):
            if case .image = view.node { return "image" }
            return "view"
        case .shape: return "shape"
        case .color: return "color"
        case .style: return "style"
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .string: return "string"
        case .array: return "array"
        case .range: return "range"
        case .angle: return "angle"
        case .animation: return "animation"
        case .transition: return "transition"
        case .font: return "font"
        case .path: return "path"
        case .rect: return "rect"
        case .size: return "size"
        case .point: return "point"
        case .edgeInsets: return "edgeInsets"
        case .animatablePair: return "pair"
        case .gradient: return "gradient"
        case .character: return "character"
        case .platform(let p): return p.kindKey
        case .dictionary: return "dictionary"
        case .binding: return "binding"
        case .symbolEffect: return "symbolEffect"
        case .symbolEffectOptions: return "symbolEffectOptions"
        case .transaction: return "transaction"
        default: return "other"
        }
    }

    /// Names that denote types (for `Type.member` and `Type(…)`).
    static let typeNames: Set<String> = {
        var s = Set(constructors.keys).union(Hint.staticTypes.keys)
        s.formUnion(["Task", "DispatchQueue", "Edge", "Edge.Set", "Axis", "Axis.Set", "Font.Weight", "Font.Design",
                     "Font.TextStyle", "Material", "ShapeStyle", "Duration", "GridItem.Size", "Gradient.Stop",
                     "Text.TruncationMode", "BlurReplaceTransition", "Namespace", "UnitCurve", "Binding",
                     "Timer", timelineScheduleType, "Spring"])
        s.formUnion(builtinEnums.keys)
        s.formUnion(platformTypeNames)
        s.formUnion(canvasTypeNames)
        s.formUnion([coordinateSpaceType, "GeometryProxy", scrollConfigurationType, proposedSizeType])
        return s
    }()

    static let functionNames: Set<String> = Set(functions.keys).union(scriptOnlyFunctions)

    /// Calls that only make sense in actions; the timeline compiler handles them.
    static let scriptOnlyFunctions: Set<String> = ["withAnimation", "withTransaction", "Task"]

    /// Methods that change the variable they are called on.
    static let mutatingMethods: Set<String> = {
        var s = Set<String>()
        for table in mutators.values { s.formUnion(table.keys) }
        return s
    }()

    /// The type whose initializer `.init(…)` means for a hint.
    static let constructorName: [Hint: String] = [
        .color: "Color", .angle: "Angle", .unitPoint: "UnitPoint", .alignment: "Alignment", .size: "CGSize",
        .point: "CGPoint", .rect: "CGRect", .edgeInsets: "EdgeInsets", .gridItem: "GridItem", .gradient: "Gradient",
        .gradientStop: "Gradient.Stop", .strokeStyle: "StrokeStyle", .double: "Double", .int: "Int", .string: "String",
        .style: "AnyShapeStyle",
    ]

    /// Types from other frameworks, with what to use instead.
    /// What to write instead of a `CustomAnimation` (its declaration, `Animation(_:)` of one).
    static let customAnimationInstead = "a built-in curve: .timingCurve(c0x, c0y, c1x, c1y, duration:), .spring(duration:bounce:), "
        + ".interpolatingSpring(stiffness:damping:), .linear/.easeIn/.easeOut/.easeInOut with .delay/.speed/.repeatCount; "
        + "or keyframeAnimator { … } keyframes: { … } for a curve of your own"

    static let unsupportedTypes: [String: String] = [
        "UIImage": "Image(\"file.png\") or Image(systemName:)",
        "URLSession": "nothing: scene scripts do no I/O", "FileManager": "nothing: scene scripts do no I/O",
        "UserDefaults": "@State",
        "AsyncImage": "Image(\"file.png\")",
        "Sheet": "a view inserted with a transition", "Alert": "a view inserted with a transition",
    ].merging(uikitAlternatives) { a, _ in a }

    /// Modifiers that change nothing a clip shows (hit testing, accessibility, safe areas): they
    /// are accepted and leave the view as it is.
    static let noEffectModifiers: Set<String> = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "contentShape", "allowsHitTesting", "accessibilityLabel",
        "accessibilityIdentifier", "accessibilityHidden", "accessibilityHint", "accessibilityValue", "drawingGroup",
        // Children's frames already animate together with their parent's in one transaction: the
        // group changes nothing a clip shows, except for children inserted while it moves (see
        // docs/scene-scripts.md).
        "geometryGroup",
        // Xcode's canvas labels and devices: a clip renders on the scene's canvas.
        "previewDisplayName", "previewDevice", "previewInterfaceOrientation", "previewLayout",
        // Keyboard, focus and text entry: a clip types nothing and shows no keyboard.
        "focused", "focusable", "focusSection", "prefersDefaultFocus", "focusedValue", "focusedSceneValue",
        "submitLabel", "onSubmit", "submitScope", "keyboardType", "textInputAutocapitalization",
        "autocapitalization", "autocorrectionDisabled", "disableAutocorrection", "textContentType",
        "scrollDismissesKeyboard", "keyboardShortcut",
        // Shown only under a pointer, a long press, a swipe or a pull, none of which a clip makes
        // (their content is not drawn, so it is not checked either).
        "help", "hoverEffect", "onHover", "contextMenu", "swipeActions", "refreshable",
        "draggable", "dropDestination", "onDrag", "onDrop",
        // Felt, not seen; the rest of accessibility; the system's own chrome (a clip has none).
        "sensoryFeedback", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityAction", "accessibilitySortPriority", "accessibilityInputLabels", "privacySensitive",
        "scrollDisabled", "scrollIndicators", "statusBarHidden", "persistentSystemOverlays", "defersSystemGestures",
        "onOpenURL", "userActivity", "onContinueUserActivity", "handlesExternalEvents",
    ]

    /// What to write instead of something unsupported, as a phrase: "use VStack", or "leave it out: …"
    /// when the alternative is nothing (so no hint reads "use nothing" or "use buttons are static").
    static func instead(_ alternative: String) -> String {
        if alternative == "nothing" { return "leave it out" }
        if alternative.hasPrefix("nothing: ") { return "leave it out: " + alternative.dropFirst("nothing: ".count) }
        if alternative.hasPrefix("nothing ") { return "leave it out " + alternative.dropFirst("nothing ".count) }
        return "use " + alternative
    }

    /// Modifiers outside the model, with what to use instead (none of them accepted: `noEffectModifiers`
    /// and `modifiers` must not name them, or `flipbook list unsupported` would contradict the interpreter).
    static let unsupportedModifiers: [String: String] = [
        "trim": "trim(from:to:) on a shape, before .fill or .stroke",
        "symbolRenderingMode": ".foregroundStyle(…)",
    ]
}
